import type { EventLoopUtilization } from 'node:perf_hooks';
import type { StoredRecord } from '../../../shared/api/journal.ts';

/**
 * The search index built on this thread (a database in memory, or after the index worker failed).
 * The trigram index costs far more than the row insert (measured: ~45 µs against ~6 µs a small row,
 * ~150 µs for a 1 KB webhook attempt), so it is built after the rows are stored, on the event loop
 * but out of the way of live work:
 * - in slices of about SLICE_MS, one transaction each, so a due timer or an answer on the wire
 *   waits at most a slice (a 500-record step used to hold the loop ~75 ms);
 * - only in a window where the rest of the process left the loop mostly idle, or once BACKLOG
 *   records wait (about a second of catch-up), so a burst of deliveries or dispatches is not slowed
 *   by indexing it and a search's catch-up stays bounded;
 * - records wait DELAY_MS to gather: each index transaction pays a fixed cost (a new FTS segment),
 *   so indexing one or two per turn costs ~3× more a record (~165 µs against ~47 µs);
 * - FTS5's automerge is off (store.ts): merge slices alternate with index slices in quiet windows.
 * A text query first indexes whatever is still waiting (`indexAll`), so a search never misses a record.
 */
export interface IndexScheduler {
  /** Records just stored, to index in a later slice. */
  queue(records: readonly StoredRecord[]): void;
  /** What the index worker had not indexed goes first; records queued here above `after` stay queued behind them. */
  takeBack(waiting: readonly StoredRecord[], after: number): void;
  /** Indexes everything waiting now, in one transaction (a search or close waits for it). */
  indexAll(): void;
  /** Forgets what waits (the journal was cleared). */
  clear(): void;
  /** The index worker merges segments on its own connection: this thread stops merging. */
  stopMerging(): void;
  /** Plans the next slice unless one is planned or nothing is left. */
  schedule(): void;
  /** Cancels the planned slice. */
  cancel(): void;
}

export interface IndexSchedulerPorts {
  isOpen(): boolean;
  oldestId(): number | null;
  /** Writes the search text of each record with an id of at least `low`, in one transaction. */
  index(records: readonly StoredRecord[], low: number): void;
  /** One merge step of `pages`; false when nothing was left to merge. */
  merge(pages: number): boolean;
  /** Whether a hold (Journal.holdIndexing) says the process is busy. */
  held(): boolean;
  /** A slice failed: reported, and tried again later. */
  onError(error: unknown): void;
  clock?: LoopClock;
  timers?: SliceTimers;
}

export interface LoopClock {
  now(): number;
  /** As performance.eventLoopUtilization: a mark, or the time active and idle since one. */
  utilization(since?: EventLoopUtilization): EventLoopUtilization;
}

export interface SliceTimers {
  /** A timer that does not keep the process alive. */
  later(fn: () => void, ms: number): unknown;
  /** The next turn of the loop, not keeping the process alive. */
  soon(fn: () => void): unknown;
  cancel(handle: unknown): void;
}

export const DELAY_MS = 250;
export const SLICE_MS = 2;
export const BACKLOG = 10_000;
/** Above this share of a window spent on other work, indexing waits for a quieter one. */
const BUSY = 0.5;

const loopClock: LoopClock = {
  now: () => performance.now(),
  utilization: (since) => performance.eventLoopUtilization(since),
};

const sliceTimers: SliceTimers = {
  // Records left unindexed when the process exits are indexed the next time the journal opens.
  later: (fn, ms) => setTimeout(fn, ms).unref(),
  soon: (fn) => setImmediate(fn).unref(),
  cancel(handle) {
    clearTimeout(handle as NodeJS.Timeout);
    clearImmediate(handle as NodeJS.Immediate);
  },
};

export function createIndexScheduler(ports: IndexSchedulerPorts): IndexScheduler {
  const clock = ports.clock ?? loopClock;
  const timers = ports.timers ?? sliceTimers;
  let unindexed: StoredRecord[] = [];
  let unmerged = true;
  let timer: unknown = null;
  /** Pages of merge work that fit a slice, measured as it goes. */
  let mergePages = 8;
  /** What indexing one record has cost lately, its share of the commit included (a first guess until measured). */
  let msPerRecord = 0.15;
  let window = { elu: clock.utilization(), own: 0 };
  /** Set while catching up: slices follow one another (yielding between) until the window ends. */
  let catchUpUntil = 0;
  let quietWindow = false;
  let turn = 0;

  function schedule() {
    if (timer !== null || (!unindexed.length && !unmerged)) return;
    timer = clock.now() < catchUpUntil ? timers.soon(guardedStep) : timers.later(guardedStep, DELAY_MS);
  }

  function index(budgetMs: number) {
    if (!unindexed.length || !ports.isOpen()) return;
    // Retention prunes from the oldest end and may have taken records still waiting here.
    const low = ports.oldestId();
    if (low === null) {
      unindexed = [];
      return;
    }
    // FTS5 writes a transaction's index entries when it commits, so the slice is sized by what a
    // record cost the last slices, commit included, rather than by a clock read between inserts.
    const count = Math.max(1, Math.min(unindexed.length, Math.floor(budgetMs / msPerRecord)));
    const step = count === unindexed.length ? unindexed : unindexed.slice(0, count);
    unindexed = step === unindexed ? [] : unindexed.slice(count);
    const started = clock.now();
    ports.index(step, low);
    unmerged = true;
    msPerRecord = 0.7 * msPerRecord + (0.3 * (clock.now() - started)) / step.length;
  }

  /** One slice of segment merging; `unmerged` turns false once a step finds nothing left to merge. */
  function merge(budgetMs: number) {
    if (!ports.isOpen()) return;
    const started = clock.now();
    if (!ports.merge(mergePages)) unmerged = false;
    const elapsed = clock.now() - started;
    // A page's cost varies with the segments being merged: grow slowly, shrink at once.
    const fit = Math.round((mergePages * budgetMs) / Math.max(elapsed, 0.25));
    mergePages = Math.max(2, Math.min(32, fit, Math.ceil(mergePages * 1.25)));
  }

  /** Background indexing never throws into the event loop: a failed slice is reported and tried again later. */
  function guardedStep() {
    try {
      step();
    } catch (error) {
      ports.onError(error);
      timer = null;
      catchUpUntil = 0;
      schedule();
    }
  }

  function step() {
    timer = null;
    const now = clock.now();
    if (now >= catchUpUntil) {
      const elu = clock.utilization(window.elu);
      quietWindow = elu.active - window.own <= BUSY * (elu.active + elu.idle) && !ports.held();
      window = { elu: clock.utilization(), own: 0 };
      if (!quietWindow && unindexed.length < BACKLOG) return schedule();
      catchUpUntil = now + DELAY_MS;
    }
    // In a quiet window, merge slices alternate with index slices so segments never pile up to a
    // crisis merge (one long commit); a busy process only indexes its over-limit backlog.
    if (quietWindow && unmerged && (!unindexed.length || ++turn % 2 === 0)) merge(SLICE_MS);
    else if (unindexed.length) index(SLICE_MS);
    else catchUpUntil = 0;
    window.own += clock.now() - now;
    schedule();
  }

  return {
    queue(records) {
      for (const record of records) unindexed.push(record);
      schedule();
    },
    takeBack(waiting, after) {
      unindexed = waiting.concat(unindexed.filter((record) => record.id > after));
    },
    indexAll: () => index(Number.POSITIVE_INFINITY),
    clear() {
      unindexed = [];
    },
    stopMerging() {
      unmerged = false;
    },
    schedule,
    cancel() {
      if (timer !== null) timers.cancel(timer);
      timer = null;
    },
  };
}
