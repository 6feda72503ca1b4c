/** Limits the host enforces; the README documents each one. */

/** Default time an integration has to answer one dispatch before its runtime is restarted. */
export const DEFAULT_DEADLINE_MS = 10_000;

/** Largest request body the public endpoint accepts (larger answers 413), and largest answer the host reads back. */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Resident memory of one workerd runtime above which it is restarted. The platform gives an
 * isolate 128 MB of heap; workerd itself needs about 55 MB, so 192 MB leaves the heap its 128 MB.
 */
export const MEMORY_LIMIT_BYTES = 192 * 1024 * 1024;

/** How often memory is sampled while a dispatch is running. */
export const MEMORY_POLL_MS = 100;
