import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { createIndexHandoff, type IndexHandoffPorts } from '../../../electron/services/journal/index-handoff.ts';
import type { TextIndexer } from '../../../electron/services/journal/text-indexer.ts';
import { manualClock } from './manual-clock.ts';

const records = (from: number, n: number): JournalRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i,
    ts: 0,
    kind: 'log',
    status: 'info',
    summary: `record ${from + i}`,
    installationId: null,
    parentId: null,
    data: { level: 'info', message: 'm' },
  }));

/** A worker that indexes nothing by itself: the test says how far it got. */
function fakeWorker() {
  const log: string[] = [];
  const posted: number[] = [];
  let upTo = 0;
  let alive = true;
  let fail: (error: Error) => void = () => {};
  let finishes = true;
  const indexer: TextIndexer = {
    post: (items) => void posted.push(...items.map(([id]) => id)),
    indexedUpTo: () => upTo,
    waitFor(id) {
      log.push(`wait ${id}`);
      if (finishes) upTo = id;
      return finishes;
    },
    pause: () => void log.push('pause'),
    tryPause: () => true,
    resume: () => void log.push('resume'),
    setBusy: (busy) => void log.push(`busy ${busy}`),
    prune: (keep) => void log.push(`prune ${keep}`),
    get alive() {
      return alive;
    },
    running: Promise.resolve(),
    stop() {
      alive = false;
      log.push('stop');
    },
  };
  return {
    indexer,
    log,
    posted,
    reach: (id: number) => (upTo = id),
    stall: () => (finishes = false),
    crash(error: Error) {
      alive = false;
      fail(error);
    },
    bind: (onError: (error: Error) => void) => (fail = onError),
  };
}

function setup(overrides: Partial<IndexHandoffPorts> = {}) {
  const clock = manualClock();
  const worker = fakeWorker();
  const events: string[] = [];
  const taken: { waiting: number[]; after: number }[] = [];
  const errors: unknown[] = [];
  let starts = 0;
  let busy = false;
  const handoff = createIndexHandoff({
    path: '/w/.studio/studio.db',
    exists: () => true,
    start(_path, onError) {
      starts++;
      worker.bind(onError);
      return worker.indexer;
    },
    busy: () => busy,
    isOpen: () => true,
    checkpointHere: (on) => void events.push(`checkpoint here ${on}`),
    textIndexedUpTo: () => 0,
    ownBetween: (from, to) => records(from + 1, to - from),
    tookBack: (waiting, after) => void taken.push({ waiting: waiting.map((r) => r.id), after }),
    onPruned: () => {},
    onError: (error) => void errors.push(error),
    timers: clock.intervals,
    ...overrides,
  });
  return { clock, worker, handoff, events, taken, errors, starts: () => starts, setBusy: (value: boolean) => (busy = value) };
}

describe('the index hand-off gives the search index to a worker and takes it back when the worker is gone', () => {
  it('a database in memory, or whose file is gone, is indexed on this thread: no worker starts', () => {
    for (const ports of [{ path: null }, { exists: () => false }]) {
      const t = setup(ports);
      expect(t.handoff.offer(records(1, 2))).toBe(false);
      expect(t.starts()).toBe(0);
      expect(t.handoff.worker()).toBeNull();
    }
  });

  it('the first records start the worker; it gets every record, and checkpoints instead of this thread', () => {
    const t = setup();
    expect(t.handoff.offer(records(1, 2))).toBe(true);
    expect(t.handoff.offer(records(3, 1))).toBe(true);
    expect(t.starts()).toBe(1);
    expect(t.worker.posted).toEqual([1, 2, 3]);
    expect(t.events).toEqual(['checkpoint here false', 'checkpoint here false']);
    expect(t.handoff.worker()).toBe(t.worker.indexer);
  });

  it('the holds reach the worker with each batch and, between batches, on the interval', () => {
    const t = setup();
    t.setBusy(true);
    t.handoff.offer(records(1, 1));
    t.setBusy(false);
    t.clock.next();
    expect(t.worker.log).toEqual(['busy true', 'busy false']);
  });

  it('a search waits for what the worker was given; nothing is taken back when it finishes', () => {
    const t = setup();
    t.handoff.offer(records(1, 5));
    t.handoff.settle();
    expect(t.worker.log).toContain('wait 5');
    expect(t.taken).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('a worker that stalls is stopped and reported; what it had not indexed comes back to this thread, with checkpoints', () => {
    const t = setup();
    t.handoff.offer(records(1, 5));
    t.worker.reach(2);
    t.worker.stall();
    t.handoff.settle();
    expect(t.worker.log).toContain('stop');
    expect(String(t.errors[0])).toMatch(/no progress in 30 s; indexing on the main thread instead/);
    expect(t.taken).toEqual([{ waiting: [3, 4, 5], after: 5 }]);
    expect(t.events.at(-1)).toBe('checkpoint here true');
    expect(t.handoff.offer(records(6, 1))).toBe(false);
  });

  it('a worker that fails is reported and its records taken back, once', () => {
    const t = setup();
    t.handoff.offer(records(1, 3));
    t.worker.reach(1);
    t.worker.crash(new Error('search index worker: disk I/O error'));
    t.handoff.settle();
    expect(t.errors).toHaveLength(1);
    expect(t.taken).toEqual([{ waiting: [2, 3], after: 3 }]);
    expect(t.handoff.worker()).toBeNull();
    expect(t.handoff.prune(100)).toBe(false);
  });

  it('a failure after the database was closed underneath is not reported and nothing is taken back', () => {
    const t = setup({ isOpen: () => false });
    t.handoff.offer(records(1, 3));
    t.worker.crash(new Error('search index worker: database is closed'));
    expect(t.errors).toEqual([]);
    expect(t.taken).toEqual([]);
  });

  it("pruning is the worker's while it runs", () => {
    const t = setup();
    expect(t.handoff.prune(100)).toBe(false);
    t.handoff.offer(records(1, 1));
    expect(t.handoff.prune(100)).toBe(true);
    expect(t.worker.log).toContain('prune 100');
  });

  it("this thread's writes step the worker aside and let it go again, even when they fail", () => {
    const t = setup();
    t.handoff.offer(records(1, 1));
    expect(() =>
      t.handoff.aside(() => {
        throw new Error('constraint failed');
      }),
    ).toThrow('constraint failed');
    expect(t.worker.log.filter((line) => line === 'pause' || line === 'resume')).toEqual(['pause', 'resume']);
  });

  it('stop stops the worker and the interval', () => {
    const t = setup();
    t.handoff.offer(records(1, 1));
    t.handoff.stop();
    expect(t.worker.log).toContain('stop');
    expect(t.clock.pending()).toEqual([]);
  });
});
