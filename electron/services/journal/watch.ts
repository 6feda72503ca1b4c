import type { DatabaseSync } from 'node:sqlite';

export interface OtherWriters {
  stop(): void;
}

/** How often the database is asked whether another connection committed (one cheap pragma). */
const POLL_MS = 200;
/**
 * Another process's block of ids is reserved before its rows are committed (at most a batch
 * window later, longer when that process is busy), so each look starts this far back in time.
 */
const LOOKBACK_MS = 5_000;
const PAGE = 1_000;

/**
 * Finds records that other processes on the same database (a CLI `trigger` beside `serve`) stored,
 * and hands each to `found` once, within about POLL_MS of its commit. `PRAGMA data_version` changes
 * only when another connection commits, so an idle or single-process studio costs one pragma a tick.
 */
export function watchOtherWriters(
  db: DatabaseSync,
  hooks: {
    othersIn(from: number, to: number): Array<[after: number, upTo: number]>;
    forgetBelow(id: number): void;
    found(row: Record<string, unknown>): void;
  },
): OtherWriters {
  const version = db.prepare('PRAGMA data_version');
  const between = db.prepare('SELECT * FROM records WHERE id > ? AND id <= ? ORDER BY id LIMIT ?');
  const top = db.prepare('SELECT coalesce(max(id), 0) AS id FROM records');
  // Every writer reserves its ids here first; max(id) covers a writer that does not (an older studio).
  const reserved = db.prepare('SELECT coalesce((SELECT last FROM journal_ids WHERE k = 0), 0) AS id');
  const read = () => (version.get() as { data_version: number }).data_version;
  let seen = read();
  /** Highest id stored at each look, oldest first; the look starts from the newest one older than LOOKBACK_MS. */
  const marks: { at: number; id: number }[] = [{ at: 0, id: (top.get() as { id: number }).id }];
  const handed = new Set<number>();

  // data_version also changes at every commit of this process's search index worker, several times a
  // second under load: a look reads only the id ranges this process did not reserve, so its cost is
  // that of other writers' records, not of the last LOOKBACK_MS of this process's own.
  function look() {
    if (!db.isOpen) return;
    const now = read();
    if (now === seen) return;
    seen = now;
    const since = Date.now() - LOOKBACK_MS;
    while (marks.length > 1 && marks[1]!.at <= since) marks.shift();
    const from = marks[0]!.id;
    const stored = (top.get() as { id: number }).id;
    const upTo = Math.max(stored, (reserved.get() as { id: number }).id);
    for (const [after, end] of hooks.othersIn(from, upTo)) {
      let cursor = after;
      for (;;) {
        const rows = between.all(cursor, end, PAGE) as Record<string, unknown>[];
        for (const row of rows) {
          const id = row.id as number;
          if (handed.has(id)) continue;
          handed.add(id);
          hooks.found(row);
        }
        if (rows.length < PAGE) break;
        cursor = rows[rows.length - 1]!.id as number;
      }
    }
    marks.push({ at: Date.now(), id: Math.max(from, stored) });
    for (const id of handed) if (id <= from) handed.delete(id);
    hooks.forgetBelow(from);
  }
  const timer = setInterval(() => {
    try {
      look();
    } catch {
      // A busy or vanished database is reported by the writer; the next tick looks again.
    }
  }, POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
