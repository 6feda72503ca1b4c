import type { DatabaseSync } from 'node:sqlite';

/**
 * Journal ids handed out from blocks reserved in the database, so that several studio processes on
 * one workspace never pick the same id. A block is reserved by the first append of a batch window
 * (one UPDATE: the writer waits on the database's busy timeout while another process writes) and
 * released when the window's batch is flushed, so ids follow commit order across processes to
 * within a window.
 */
export interface IdBlocks {
  /** The next id of the current block, reserving a new block when there is none left. */
  next(): number;
  /** Whether the next `next()` reserves a block (a write). */
  reserves(): boolean;
  /** Ends the window: ids of the block it did not use are given back at the flush's confirm, unless another writer reserved since (gaps are possible, repeats never). */
  release(): void;
  /**
   * Inside the flush's transaction: makes sure the reservation covering `lastId` is stored. A block
   * reserved inside someone else's transaction that was rolled back is claimed again here.
   */
  confirm(lastId: number): void;
  /** The transaction that ran `confirm` committed: a spare block it reserved may be used. */
  committed(): void;
}

const MIN_BLOCK = 256;
const MAX_BLOCK = 4_096;
/** How long a block reserved ahead stays usable; older, it is given back and a new one reserved. */
const SPARE_FRESH_MS = 1_000;

export function createIdBlocks(db: DatabaseSync): IdBlocks {
  db.exec('CREATE TABLE IF NOT EXISTS journal_ids (k INTEGER PRIMARY KEY CHECK (k = 0), last INTEGER NOT NULL)');
  // Databases written before ids were reserved start from what their records already used.
  db.exec(`INSERT OR IGNORE INTO journal_ids (k, last) VALUES (0, max(
    coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'records'), 0),
    coalesce((SELECT max(id) FROM records), 0)))`);
  // max(id) guards against a writer that does not reserve (an older studio on the same folder). A
  // spare block that went stale unused is given back first when nobody reserved after it.
  const reserve = db.prepare(
    `UPDATE journal_ids SET last = max(CASE WHEN last = ? THEN ? ELSE last END, coalesce((SELECT max(id) FROM records), 0)) + ?
     WHERE k = 0 RETURNING last`,
  );
  const claim = db.prepare('UPDATE journal_ids SET last = max(last, ?) WHERE k = 0');
  // The ids a window did not use go back when nobody reserved after its block, so journal numbers
  // follow one another (#41, #42…) instead of jumping a block a window; only a concurrent writer
  // leaves a gap. Done inside the flush's transaction: no commit of its own.
  const giveBack = db.prepare('UPDATE journal_ids SET last = ? WHERE k = 0 AND last = ?');
  let next = 0;
  let end = -1;
  let used = 0;
  let size = MIN_BLOCK;
  const blocks: { start: number; end: number }[] = [];
  // The next window's block, reserved inside this window's flush (which holds the write lock anyway)
  // while appends keep coming: a window's first append then writes nothing, where reserving meant
  // waiting for the write lock (the search index worker's commit) on the answer's path. Used only
  // once its flush committed and while fresh, so ids still follow commit order across processes to
  // within SPARE_FRESH_MS.
  let spare: { start: number; end: number; at: number; committed: boolean } | null = null;
  const fresh = () => spare !== null && spare.committed && performance.now() - spare.at < SPARE_FRESH_MS;
  function dropSpare() {
    if (!spare) return;
    const dropped = spare;
    const at = blocks.findIndex((block) => block.start === dropped.start);
    if (at >= 0) blocks.splice(at, 1);
    spare = null;
  }

  return {
    reserves: () => next > end && !fresh(),
    next() {
      if (next > end) {
        if (fresh()) {
          next = spare!.start;
          end = spare!.end;
          spare = null;
        } else {
          const stale = spare;
          dropSpare();
          const { last } = reserve.get(stale?.committed ? stale.end : -1, (stale?.start ?? 0) - 1, size) as { last: number };
          next = last - size + 1;
          end = last;
          blocks.push({ start: next, end });
        }
      }
      used++;
      return next++;
    },
    release() {
      if (used) size = Math.min(MAX_BLOCK, Math.max(MIN_BLOCK, used * 4));
      used = 0;
      next = 0;
      end = -1;
    },
    confirm(lastId) {
      claim.run(lastId);
      const block = blocks.findLast((candidate) => lastId >= candidate.start && lastId <= candidate.end);
      // Batches are stored in id order: no later confirm falls in an older block.
      if (block) blocks.splice(0, blocks.indexOf(block));
      // Only once its window is over (released): an open window still hands out ids from it.
      if (block && block.end > lastId && next === 0 && giveBack.run(lastId, block.end).changes > 0) block.end = lastId; // no longer this writer's
      if (next === 0 && !spare) {
        const { last } = reserve.get(-1, 0, size) as { last: number };
        spare = { start: last - size + 1, end: last, at: performance.now(), committed: false };
        blocks.push({ start: spare.start, end: spare.end });
      }
    },
    committed() {
      if (spare) spare.committed = true;
    },
  };
}
