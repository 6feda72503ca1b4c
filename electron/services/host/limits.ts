import type { OutboundMode } from '../../../shared/mocks/schema.ts';

/** Limits the host enforces; the README documents each one. */

/** Default time an integration has to answer one dispatch before its runtime is restarted. */
export const DEFAULT_DEADLINE_MS = 10_000;

/**
 * Most header bytes the host reads in the integration's answer (Node reads 16 KiB by default); past it
 * the answer is dropped as too large and the runtime, which did nothing wrong, keeps running.
 */
export const ANSWER_HEADERS_LIMIT_BYTES = 64 * 1024;

/** Largest request body the public endpoint accepts (larger answers 413), and largest answer the host reads back. */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Resident memory of one workerd runtime above which it is restarted (configurable per host). The
 * platform gives an isolate 128 MB of heap, but workerd's resident size also holds garbage V8 has not
 * collected yet: an integration reading a 300 MB stream chunk by chunk, keeping nothing, measured
 * 192 MB and more (npm run bench outbound), so a tighter ceiling would restart well-behaved code.
 */
export const MEMORY_LIMIT_BYTES = 512 * 1024 * 1024;

/**
 * The limits a developer may set for a run (the command line's `--deadline-ms`, `--memory-mb`,
 * `--background-ms` and `--outbound-cap-mb`, or the testing library's options); an absent one keeps
 * its default. The others (body sizes, value depth) stay fixed.
 */
export interface HostLimits {
  /** Time an integration has to answer one dispatch (default 10 s). */
  deadlineMs?: number;
  /** Resident memory of the runtime above which it is restarted (default 512 MiB). */
  memoryLimitBytes?: number;
  /** Wall time `waitUntil` work of one dispatch may run (default 30 s); past it the runtime restarts. */
  backgroundBudgetMs?: number;
  /** Largest outbound response body the integration can read (default 32 MiB). */
  outboundCapBytes?: number;
  /** How outbound requests are answered: live, mock (the default), record or lockdown (shared/mocks/schema.ts). */
  outboundMode?: OutboundMode;
  /** `--inspect[=PORT]`: serve the integration's inspector on 127.0.0.1 at this port (0: any free one); off when absent. */
  inspectPort?: number;
}

/** Only the limits of `options`, to hand on to a host without the rest. */
export function hostLimitsOf(options: HostLimits): HostLimits {
  const { deadlineMs, memoryLimitBytes, backgroundBudgetMs, outboundCapBytes, outboundMode, inspectPort } = options;
  return { deadlineMs, memoryLimitBytes, backgroundBudgetMs, outboundCapBytes, outboundMode, inspectPort };
}

/** How often memory is sampled while a dispatch is running. */
export const MEMORY_POLL_MS = 100;
