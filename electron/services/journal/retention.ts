import type { DatabaseSync } from 'node:sqlite';

export const DEFAULT_RETENTION = 100_000;
/**
 * The id span, which bounds the count (ids only grow). Two scalar subqueries: SQLite answers a lone
 * min() or max() from one end of the table, but one SELECT holding both scans every row (340 000
 * rows read every 500 appends after a burst, measured).
 */
export const SPAN_SQL = 'SELECT coalesce((SELECT max(id) FROM records) - (SELECT min(id) FROM records) + 1, 0) AS n';
/** The newest record over the limit (`OFFSET limit`): it and everything older goes. */
export const CUTOFF_SQL = 'SELECT id FROM records ORDER BY id DESC LIMIT 1 OFFSET ?';
/** The range of the oldest `?` records up to a cutoff: one delete step. */
export const OLDEST_UP_TO_SQL =
  'SELECT min(id) AS low, max(id) AS high, count(*) AS n FROM (SELECT id FROM records WHERE id <= ? ORDER BY id LIMIT ?)';
export const DROP_TEXT_SQL = 'DELETE FROM records_text WHERE rowid BETWEEN ? AND ?';
export const DROP_ROWS_SQL = 'DELETE FROM records WHERE id BETWEEN ? AND ?';
/** Rows deleted per step: small enough that an append waiting behind a step is not noticeably delayed. */
const CHUNK = 2_000;

export interface Retention {
  /** Starts a prune in the background unless one is running. */
  schedule(): void;
  /** Prunes everything over the limit now (tests, after an import). */
  runNow(): void;
  stop(): void;
}

/**
 * Keeps the newest `limit()` records. Runs in steps on the event loop (never inside an append), so
 * a large prune after lowering the limit interleaves with live appends instead of blocking them.
 */
export function createRetention(db: DatabaseSync, limit: () => number, onPruned: (deleted: number) => void): Retention {
  const cutoffAt = db.prepare(CUTOFF_SQL);
  const oldest = db.prepare(OLDEST_UP_TO_SQL);
  const span = db.prepare(SPAN_SQL);
  const dropText = db.prepare(DROP_TEXT_SQL);
  const dropRows = db.prepare(DROP_ROWS_SQL);
  let timer: NodeJS.Timeout | null = null;
  let deleted = 0;

  /** Deletes one chunk of the oldest records over the limit; 0 when none is left. */
  function deleteChunk(): number {
    // Ids only grow, so the id span bounds the count: two index lookups instead of walking the
    // newest `limit` rows on every check while the journal is still under its limit.
    if ((span.get() as { n: number }).n <= limit()) return 0;
    const cutoff = cutoffAt.get(limit()) as { id: number } | undefined;
    if (!cutoff) return 0;
    const { low, high, n } = oldest.get(cutoff.id, CHUNK) as { low: number; high: number; n: number };
    if (!n) return 0;
    const own = !db.isTransaction;
    if (own) db.exec('BEGIN');
    try {
      dropText.run(low, high);
      dropRows.run(low, high);
      if (own) db.exec('COMMIT');
    } catch (error) {
      if (own) db.exec('ROLLBACK');
      throw error;
    }
    deleted += n;
    return n;
  }
  function finish() {
    if (deleted) onPruned(deleted);
    deleted = 0;
  }
  function step() {
    timer = null;
    if (!db.isOpen) return;
    let n: number;
    try {
      n = deleteChunk();
    } catch {
      // Another process holds the database past the busy timeout: prune at the next check.
      return finish();
    }
    if (n === 0) return finish();
    timer = setTimeout(step, 0);
    timer.unref();
  }
  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(step, 0);
      timer.unref();
    },
    runNow() {
      this.stop();
      while (deleteChunk() > 0);
      finish();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
