import type { StoredRecord } from '../../../shared/api/journal.ts';
import { searchText } from './columns.ts';
import type { TextIndexer } from './text-indexer.ts';

/**
 * The search index of a database in a file is built by a worker thread (text-indexer.ts), started
 * with the first records to index. This hands records over to it, steps it aside for this thread's
 * writes, waits for it before a search, and takes back what it had not indexed when it fails or is
 * stopped: from then on this thread checkpoints, prunes and indexes again (index-scheduler.ts).
 */
export interface IndexHandoff {
  /** Posts the records to the worker, starting it; false when this thread indexes them (a database in memory, its file gone, the worker failed). */
  offer(records: readonly StoredRecord[]): boolean;
  /** The worker while it runs, else null. */
  worker(): TextIndexer | null;
  /** Runs `fn`, a write of this thread, with the worker (if one was started) stepped aside. */
  aside<T>(fn: () => T): T;
  /**
   * Waits until the worker has indexed everything posted to it; a worker that cannot (stalled, or
   * given up before it began) is stopped and what it had not indexed is taken back.
   */
  settle(): void;
  /** Prunes past `keep` on the worker while it runs; false when this thread must. */
  prune(keep: number): boolean;
  stop(): void;
}

export interface IndexHandoffPorts {
  /** The database file, or null for one in memory. */
  path: string | null;
  exists(path: string): boolean;
  start(path: string, onError: (error: Error) => void, onPruned: (deleted: number) => void): TextIndexer;
  /** Whether a hold says the process is busy (told to the worker at every batch and every TELL_MS). */
  busy(): boolean;
  isOpen(): boolean;
  /** Whether this thread's commits checkpoint the WAL (off while the worker runs: it checkpoints). */
  checkpointHere(on: boolean): void;
  /** The highest id the search index holds. */
  textIndexedUpTo(): number;
  /** This process's records in (from, to]. */
  ownBetween(from: number, to: number): StoredRecord[];
  /** The worker is gone: `waiting` (ids up to `after`) goes back to this thread's queue, and pruning with it. */
  tookBack(waiting: StoredRecord[], after: number): void;
  onPruned(deleted: number): void;
  onError(error: unknown): void;
  timers?: { every(fn: () => void, ms: number): () => void };
}

/** How long a search waits for a worker that makes no progress before indexing on this thread. */
export const SETTLE_TIMEOUT_MS = 30_000;
/** Between batches, what the holds say reaches the worker this often. */
const TELL_MS = 50;

const intervals = {
  every(fn: () => void, ms: number) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export function createIndexHandoff(ports: IndexHandoffPorts): IndexHandoff {
  const timers = ports.timers ?? intervals;
  let indexer: TextIndexer | null = null;
  /**
   * The highest id posted to the worker. What it had not indexed when it fails is read back from the
   * table rather than held here: a burst can leave hundreds of thousands of records waiting.
   */
  let postedUpTo = 0;
  let stopTelling = () => {};
  /** The worker whose records were taken back: once per worker. */
  let tookBack: TextIndexer | null = null;

  function gone() {
    if (!indexer || tookBack === indexer) return;
    tookBack = indexer;
    ports.checkpointHere(true);
    const upTo = Math.max(indexer.indexedUpTo(), ports.textIndexedUpTo());
    const waiting = upTo < postedUpTo ? ports.ownBetween(upTo, postedUpTo) : [];
    const after = postedUpTo;
    postedUpTo = 0;
    ports.tookBack(waiting, after);
  }

  function start(path: string): TextIndexer {
    stopTelling = timers.every(() => indexer?.alive && indexer.setBusy(ports.busy()), TELL_MS);
    return ports.start(
      path,
      (error) => {
        // The database was closed underneath (a tool that closes it without the journal): the
        // worker's failure follows from that, and nothing can be taken back into it.
        if (!ports.isOpen()) return;
        ports.onError(error);
        gone();
      },
      ports.onPruned,
    );
  }

  return {
    offer(records) {
      const { path } = ports;
      // Not when the file is gone: the worker's connection would create a new, empty one in its place.
      if (!path || !(indexer?.alive ?? ports.exists(path))) return false;
      indexer ??= start(path);
      // It checkpoints: it writes most of the WAL's pages, and a checkpoint in a commit of this thread stalls it (see checkpointer.ts).
      if (indexer.alive) ports.checkpointHere(false);
      indexer.setBusy(ports.busy());
      indexer.post(records.map((r) => [r.id, searchText(r.summary, r.data)]));
      postedUpTo = Math.max(postedUpTo, records[records.length - 1]!.id);
      return true;
    },
    worker: () => (indexer?.alive ? indexer : null),
    aside(fn) {
      const worker = indexer;
      worker?.pause();
      try {
        return fn();
      } finally {
        worker?.resume();
      }
    },
    settle() {
      if (!indexer || postedUpTo <= indexer.indexedUpTo()) return;
      // A search waits for what the worker was given before it; a worker that cannot finish is stopped and this thread does the rest.
      // One given up before it began (waitFor turned it off) needs no report: only a running worker that stalled does.
      if (indexer.alive && !indexer.waitFor(postedUpTo, SETTLE_TIMEOUT_MS) && indexer.alive) {
        ports.onError(new Error('search index worker: no progress in 30 s; indexing on the main thread instead'));
        indexer.stop();
      }
      if (!indexer.alive) gone();
    },
    prune(keep) {
      if (!indexer?.alive) return false;
      indexer.prune(keep);
      return true;
    },
    stop() {
      indexer?.stop();
      stopTelling();
    },
  };
}
