import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { BACKLOG, createIndexScheduler, DELAY_MS, type IndexSchedulerPorts } from '../../../electron/services/journal/index-scheduler.ts';
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

function setup(overrides: Partial<IndexSchedulerPorts> = {}) {
  const clock = manualClock();
  /** Share of the loop other work took since the last window: 0 idle, 1 fully busy. */
  let load = 0;
  let held = false;
  let oldest: number | null = 1;
  let mergesLeft = 0;
  const indexed: number[][] = [];
  const lows: number[] = [];
  const errors: unknown[] = [];
  let merges = 0;
  /** What indexing one record costs on the manual clock. */
  let msPerRecord = 0;
  /** Time the scheduler's own slices took, which the loop counts as active too. */
  let spent = 0;
  const marks = new WeakMap<EventLoopUtilization, { at: number; spent: number }>();
  function utilization(since?: EventLoopUtilization): EventLoopUtilization {
    if (!since) {
      const mark = { active: 0, idle: 0, utilization: 0 };
      marks.set(mark, { at: clock.now(), spent });
      return mark;
    }
    const from = marks.get(since)!;
    const own = spent - from.spent;
    const other = clock.now() - from.at - own;
    const active = own + load * other;
    return { active, idle: (1 - load) * other, utilization: active / Math.max(1, active + (1 - load) * other) };
  }
  const scheduler = createIndexScheduler({
    isOpen: () => true,
    oldestId: () => oldest,
    index(batch, low) {
      indexed.push(batch.map((r) => r.id));
      lows.push(low);
      clock.spend(msPerRecord * batch.length);
      spent += msPerRecord * batch.length;
    },
    merge: () => {
      merges++;
      return mergesLeft-- > 0;
    },
    held: () => held,
    onError: (error) => void errors.push(error),
    clock: { now: clock.now, utilization },
    timers: clock.slices,
    ...overrides,
  });
  return {
    clock,
    scheduler,
    indexed,
    lows,
    errors,
    merges: () => merges,
    setLoad: (value: number) => (load = value),
    setHeld: (value: boolean) => (held = value),
    setOldest: (value: number | null) => (oldest = value),
    setMergesLeft: (value: number) => (mergesLeft = value),
    setCost: (ms: number) => (msPerRecord = ms),
  };
}

describe('the index scheduler indexes on this thread in short slices, when the process leaves room', () => {
  it('records gather for the delay, then a quiet window indexes them and merges segments after', () => {
    const t = setup();
    t.setMergesLeft(1);
    t.scheduler.queue(records(1, 3));
    expect(t.clock.pending()).toEqual([DELAY_MS]);
    t.clock.runAll();
    expect(t.indexed).toEqual([[1, 2, 3]]);
    // One merge step did work, the next found nothing left: then the scheduler goes quiet.
    expect(t.merges()).toBe(2);
    expect(t.clock.pending()).toEqual([]);
  });

  it('while the loop is busy nothing is indexed; once it is quiet, everything is', () => {
    const t = setup();
    t.setLoad(0.9);
    t.scheduler.queue(records(1, 5));
    for (let i = 0; i < 10; i++) t.clock.next();
    expect(t.indexed).toEqual([]);
    t.setLoad(0.1);
    t.clock.runAll();
    expect(t.indexed.flat()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a hold (deliveries in flight) defers indexing like a busy loop', () => {
    const t = setup();
    t.setHeld(true);
    t.scheduler.queue(records(1, 5));
    for (let i = 0; i < 10; i++) t.clock.next();
    expect(t.indexed).toEqual([]);
    t.setHeld(false);
    t.clock.runAll();
    expect(t.indexed.flat()).toHaveLength(5);
  });

  it('a backlog of BACKLOG records is indexed even while the process is busy, in slices', () => {
    const t = setup();
    t.setLoad(0.9);
    t.setCost(0.05);
    t.scheduler.queue(records(1, BACKLOG));
    t.clock.next(); // the first window is busy, but the backlog is over the limit
    expect(t.indexed).toHaveLength(1);
    expect(t.indexed[0]!.length).toBeLessThan(100);
    t.clock.runAll(100_000);
    expect(t.indexed.flat()).toHaveLength(BACKLOG);
  });

  it('a slice holds as many records as recent ones cost to index in its budget', () => {
    const t = setup();
    t.scheduler.queue(records(1, 100));
    t.setCost(1); // 1 ms a record, far above the first guess
    while (t.indexed.length < 3) t.clock.next();
    const sizes = t.indexed.map((slice) => slice.length);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(sizes[1]).toBeGreaterThanOrEqual(sizes[2]!);
  });

  it('indexAll indexes everything waiting at once (a search never misses a record)', () => {
    const t = setup();
    t.setLoad(1);
    t.scheduler.queue(records(1, 50));
    t.scheduler.indexAll();
    expect(t.indexed).toEqual([records(1, 50).map((r) => r.id)]);
  });

  it('records retention pruned meanwhile are passed with the oldest id left; an emptied journal drops the queue', () => {
    const t = setup();
    t.setOldest(3);
    t.scheduler.queue(records(1, 5));
    t.scheduler.indexAll();
    expect(t.lows).toEqual([3]);
    t.scheduler.queue(records(6, 2));
    t.setOldest(null);
    t.scheduler.indexAll();
    t.setOldest(1);
    t.scheduler.indexAll();
    expect(t.indexed).toHaveLength(1);
  });

  it('what the index worker had not indexed goes first; what was queued above it stays', () => {
    const t = setup();
    t.scheduler.queue(records(1, 2)); // at or below what the worker was given: it has them
    t.scheduler.queue(records(11, 1));
    t.scheduler.takeBack(records(5, 2), 10);
    t.scheduler.indexAll();
    expect(t.indexed).toEqual([[5, 6, 11]]);
  });

  it('a failed slice is reported and tried again later, never thrown into the loop', () => {
    let fail = true;
    const t = setup({
      index() {
        if (fail) throw new Error('database is locked');
      },
    });
    t.scheduler.queue(records(1, 1));
    expect(() => t.clock.next()).not.toThrow();
    expect(t.errors).toHaveLength(1);
    expect(t.clock.pending()).toEqual([DELAY_MS]);
    fail = false;
    t.clock.runAll();
    expect(t.errors).toHaveLength(1);
  });

  it('cancel drops the planned slice; clear drops what waits', () => {
    const t = setup();
    t.scheduler.queue(records(1, 3));
    t.scheduler.cancel();
    expect(t.clock.pending()).toEqual([]);
    t.scheduler.clear();
    t.scheduler.indexAll();
    expect(t.indexed).toEqual([]);
  });
});
