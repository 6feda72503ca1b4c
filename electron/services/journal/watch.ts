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
  hooks: { owns(id: number): boolean; forgetBelow(id: number): void; found(row: Record<string, unknown>): void },
): OtherWriters {
  const version = db.prepare('PRAGMA data_version');
  const after = db.prepare('SELECT * FROM records WHERE id > ? ORDER BY id LIMIT ?');
  const top = db.prepare('SELECT coalesce(max(id), 0) AS id FROM records');
  const read = () => (version.get() as { data_version: number }).data_version;
  let seen = read();
  /** Highest id found at each look, oldest first; the look starts from the newest one older than LOOKBACK_MS. */
  const marks: { at: number; id: number }[] = [{ at: 0, id: (top.get() as { id: number }).id }];
  const handed = new Set<number>();

  function look() {
    if (!db.isOpen) return;
    const now = read();
    if (now === seen) return;
    seen = now;
    const since = Date.now() - LOOKBACK_MS;
    while (marks.length > 1 && marks[1]!.at <= since) marks.shift();
    const from = marks[0]!.id;
    let cursor = from;
    let highest = from;
    for (;;) {
      const rows = after.all(cursor, PAGE) as Record<string, unknown>[];
      for (const row of rows) {
        const id = row.id as number;
        highest = Math.max(highest, id);
        if (hooks.owns(id) || handed.has(id)) continue;
        handed.add(id);
        hooks.found(row);
      }
      if (rows.length < PAGE) break;
      cursor = rows[rows.length - 1]!.id as number;
    }
    marks.push({ at: Date.now(), id: highest });
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
