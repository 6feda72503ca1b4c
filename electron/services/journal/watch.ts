import type { DatabaseSync } from 'node:sqlite';
import type { CommitLog } from './commits.ts';

export interface OtherWriters {
  stop(): void;
}

/** How often the database is asked whether another connection committed (one cheap pragma). */
const POLL_MS = 200;
const PAGE = 1_000;

/**
 * Finds records that other writers on the same database (a CLI `trigger` beside `serve`) commit
 * after this journal opened, and hands each to `found` once, within about POLL_MS of its commit: by
 * commit, oldest first (commits.ts), and by id within one. `PRAGMA data_version` changes only when
 * another connection commits, so an idle or single-process studio costs one pragma a tick. When
 * this reader fell so far behind that the log was pruned past it, `missed` is called once instead.
 */
export function watchOtherWriters(
  db: DatabaseSync,
  commits: CommitLog,
  hooks: { found(row: Record<string, unknown>): void; missed(): void },
): OtherWriters {
  const version = db.prepare('PRAGMA data_version');
  const rowsOf = db.prepare('SELECT * FROM records WHERE id > ? AND id <= ? ORDER BY id LIMIT ?');
  const read = () => (version.get() as { data_version: number }).data_version;
  let seen = read();
  let done = commits.latest();

  function look() {
    if (!db.isOpen) return;
    const now = read();
    if (now === seen) return;
    for (;;) {
      const page = commits.after(done, PAGE);
      if (page.length && page[0]!.seq > done + 1) hooks.missed();
      for (const commit of page) {
        if (commit.writer !== commits.writer) deliver(commit.first - 1, commit.last);
        done = commit.seq;
      }
      if (page.length < PAGE) break;
    }
    // Only once everything was read: a look that failed half-way is taken up again at the next tick.
    seen = now;
  }
  function deliver(after: number, last: number) {
    for (let cursor = after; ;) {
      const rows = rowsOf.all(cursor, last, PAGE) as Record<string, unknown>[];
      for (const row of rows) hooks.found(row);
      if (rows.length < PAGE) return;
      cursor = rows[rows.length - 1]!.id as number;
    }
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
