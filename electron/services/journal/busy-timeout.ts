/** How long a writer waits for another connection's write lock before SQLITE_BUSY (every studio connection). */
export const BUSY_TIMEOUT_MS = 5_000;
