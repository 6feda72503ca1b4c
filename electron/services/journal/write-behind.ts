import type { StoredRecord } from '../../../shared/api/journal.ts';
import type { IdBlocks } from './ids.ts';
import type { Pending } from './store.ts';

/**
 * Appends are written behind: each one gets its id at once (the journal is the only writer of
 * `records`) and joins a batch that one transaction stores at most FLUSH_DELAY_MS later. A
 * transaction per batch instead of per row is what lifts appends past the bare autocommit INSERT
 * rate; waiting a few milliseconds rather than one tick matters when appends come one per turn (a
 * dispatch at a time): each WAL commit writes every page it touched (the table and its five
 * indexes), measured ~100 µs a commit, so a commit per dispatch cost more than the rows.
 */
export interface WriteBehind {
  /** Gives the record its id and queues it; stored by the next flush. */
  add<R extends Omit<StoredRecord, 'id'>>(record: R, data: string): R & { id: number };
  /**
   * Stores what is queued now; inside an open transaction the batch joins it. A failure is thrown
   * with the batch kept for the next flush (its records were already handed out with their ids).
   */
  flush(): void;
  /** Drops what is queued (the caller's transaction that held it was rolled back). */
  discard(): void;
}

/** The index worker's share of the write lock, as the write-behind needs it (see text-indexer.ts). */
export interface SharedWriteLock {
  pause(): void;
  /** As pause() but never waits: false while the other writer holds the lock. */
  tryPause(): boolean;
  resume(): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WriteBehindPorts {
  ids: IdBlocks;
  /** Runs `work` in a write transaction (joining the caller's when one is open). */
  transaction(work: () => void): void;
  insert(batch: readonly Pending[]): void;
  /** A batch was stored: its records go on to the search index. */
  stored(records: StoredRecord[]): void;
  isOpen(): boolean;
  inTransaction(): boolean;
  /** The index worker while it runs, else null: a timer's flush steps around it rather than waiting. */
  worker(): SharedWriteLock | null;
  /** Runs `fn` with SQLite's busy handler off, so a locked database fails at once instead of sleeping. */
  withoutBusyWait(fn: () => void): void;
  /** A timer's flush failed (it is kept and retried). */
  onError(error: unknown): void;
  timers?: Timers;
}

export const FLUSH_DELAY_MS = 10;
/** Batches larger than this are written at once rather than waiting for the delay. */
export const BATCH = 2_000;
/** Failed flushes are retried with a delay doubling up to this. */
export const MAX_RETRY_MS = 1_000;

const globalTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export function createWriteBehind(ports: WriteBehindPorts): WriteBehind {
  const timers = ports.timers ?? globalTimers;
  const { ids } = ports;
  let pending: Pending[] = [];
  let timer: unknown = null;
  let retryDelay = FLUSH_DELAY_MS;
  const later = (ms: number) => {
    timer ??= timers.setTimeout(flushLater, ms);
  };

  function flush() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    ids.release();
    if (!pending.length || !ports.isOpen()) return;
    const batch = pending;
    pending = [];
    try {
      ports.transaction(() => {
        ids.confirm(batch[batch.length - 1]!.record.id);
        ports.insert(batch);
      });
      if (!ports.inTransaction()) ids.committed();
    } catch (error) {
      pending = batch.concat(pending);
      throw error;
    }
    ports.stored(batch.map(({ record }) => record));
  }

  /** The timer's flush: a failure (disk full, a database removed underneath) is reported and retried, never thrown into the event loop. */
  function flushLater() {
    timer = null;
    // The database was closed underneath (a test or a tool that closes it without the journal):
    // what is pending cannot be stored, and a timer must not throw.
    if (!ports.isOpen()) return;
    // While the index worker holds the write lock the batch waits a millisecond (the worker commits
    // at once and starts nothing new) rather than this thread waiting for it.
    const worker = pending.length ? ports.worker() : null;
    if (worker && !worker.tryPause()) {
      later(1);
      return;
    }
    try {
      flushHeld();
    } finally {
      worker?.resume();
    }
  }

  function flushHeld() {
    // The timer's flush does not wait for the write lock: while the search index worker commits, the
    // batch is tried again shortly instead of this thread sleeping in SQLite's busy handler.
    const contended = ports.worker() !== null;
    const attempt = () => {
      try {
        flush();
        retryDelay = FLUSH_DELAY_MS;
      } catch (error) {
        if (contended && /database is locked|SQLITE_BUSY/i.test((error as Error).message)) {
          later(2);
          return;
        }
        ports.onError(error);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
        later(retryDelay);
      }
    };
    if (contended) ports.withoutBusyWait(attempt);
    else attempt();
  }

  return {
    add(input, data) {
      // The first append of a window reserves ids with a write: the index worker steps aside for it.
      const worker = ids.reserves() ? ports.worker() : null;
      worker?.pause();
      let id: number;
      try {
        id = ids.next();
      } finally {
        worker?.resume();
      }
      const record = { id, ...input };
      pending.push({ record, data });
      if (pending.length >= BATCH) flush();
      else later(FLUSH_DELAY_MS);
      return record;
    },
    flush,
    discard() {
      pending = [];
    },
  };
}
