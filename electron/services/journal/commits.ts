import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** One commit of a journal's batch: a run of consecutive ids one writer stored. */
export interface Commit {
  seq: number;
  writer: number;
  first: number;
  last: number;
}

/**
 * The order in which journals on one database committed their batches. Ids are reserved before the
 * rows are committed (ids.ts), by several processes at once, so a row can become visible after
 * higher ids did, seconds later when its writer stalls: id order cannot tell a reader what is new.
 * Commit order can. Each batch's flush notes its ids here inside its own transaction, and SQLite
 * lets one write transaction commit at a time, so `seq` (AUTOINCREMENT: never reused, even after
 * pruning) grows in commit order and a reader's snapshot holds exactly the commits up to some seq.
 */
export interface CommitLog {
  /** This journal's mark on its commits, told apart from other journals' on the same database. */
  readonly writer: number;
  /** Inside the flush's transaction: this writer stored `ids` (ascending). */
  note(ids: readonly number[]): void;
  /** The newest commit's seq (0 before any). */
  latest(): number;
  /** Commits after `seq`, oldest first, at most `limit`. */
  after(seq: number, limit: number): Commit[];
}

/**
 * Commits kept: the log is pruned at each note. A reader that falls further behind (its loop blocked
 * for the time of this many flushes) is told so rather than handed part of what it missed.
 */
export const KEPT_COMMITS = 10_000;

export function createCommitLog(db: DatabaseSync): CommitLog {
  const writer = randomInt(2 ** 47);
  const add = db.prepare('INSERT INTO journal_commits (writer, first, last) VALUES (?, ?, ?) RETURNING seq');
  const prune = db.prepare('DELETE FROM journal_commits WHERE seq <= ?');
  const latest = db.prepare('SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = ?), 0) AS seq');
  const after = db.prepare('SELECT seq, writer, first, last FROM journal_commits WHERE seq > ? ORDER BY seq LIMIT ?');
  return {
    writer,
    note(ids) {
      let seq = 0;
      for (let start = 0; start < ids.length;) {
        let end = start;
        while (end + 1 < ids.length && ids[end + 1] === ids[end]! + 1) end++;
        seq = (add.get(writer, ids[start]!, ids[end]!) as { seq: number }).seq;
        start = end + 1;
      }
      if (seq > KEPT_COMMITS) prune.run(seq - KEPT_COMMITS);
    },
    latest: () => (latest.get('journal_commits') as { seq: number }).seq,
    after: (seq, limit) => after.all(seq, limit) as unknown as Commit[],
  };
}
