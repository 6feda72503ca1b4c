import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import type { IdBlocks } from '../../../electron/services/journal/ids.ts';
import type { Pending } from '../../../electron/services/journal/store.ts';
import {
  BATCH,
  createWriteBehind,
  FLUSH_DELAY_MS,
  MAX_RETRY_MS,
  type SharedWriteLock,
  type WriteBehindPorts,
} from '../../../electron/services/journal/write-behind.ts';
import { manualClock } from './manual-clock.ts';

/** Ids from 1 on; a new window reserves (a write) at its first id. */
function fakeIds() {
  let next = 1;
  let open = false;
  const calls: string[] = [];
  const ids: IdBlocks = {
    next() {
      calls.push(open ? 'next' : 'reserve');
      open = true;
      return next++;
    },
    reserves: () => !open,
    release() {
      open = false;
    },
    confirm: (lastId) => void calls.push(`confirm ${lastId}`),
    committed: () => void calls.push('committed'),
  };
  return { ids, calls };
}

function setup(overrides: Partial<WriteBehindPorts> = {}) {
  const clock = manualClock();
  const { ids, calls } = fakeIds();
  const batches: number[][] = [];
  const stored: number[][] = [];
  const errors: unknown[] = [];
  let failures: Error[] = [];
  let inTransaction = false;
  const writes = createWriteBehind({
    ids,
    transaction: (work) => work(),
    insert(batch: readonly Pending[]) {
      const failure = failures.shift();
      if (failure) throw failure;
      batches.push(batch.map(({ record }) => record.id));
    },
    stored: (records: JournalRecord[]) => void stored.push(records.map((r) => r.id)),
    isOpen: () => true,
    inTransaction: () => inTransaction,
    worker: () => null,
    withoutBusyWait: (fn) => fn(),
    onError: (error) => void errors.push(error),
    timers: clock.timeouts,
    ...overrides,
  });
  const add = (n = 1) => {
    for (let i = 0; i < n; i++)
      writes.add({ ts: 0, kind: 'log', status: 'info', summary: 's', installationId: null, parentId: null, data: null }, 'null');
  };
  return {
    clock,
    writes,
    add,
    batches,
    stored,
    errors,
    calls,
    failNext: (...errors: Error[]) => (failures = errors),
    setInTransaction: (value: boolean) => (inTransaction = value),
  };
}

describe('write-behind: appends get their id at once and are stored a batch per transaction', () => {
  it('appends of one window are stored together after the delay, then handed to the index', () => {
    const t = setup();
    t.add(3);
    expect(t.batches).toEqual([]);
    expect(t.clock.pending()).toEqual([FLUSH_DELAY_MS]);
    t.clock.next();
    expect(t.batches).toEqual([[1, 2, 3]]);
    expect(t.stored).toEqual([[1, 2, 3]]);
    expect(t.calls).toEqual(['reserve', 'next', 'next', 'confirm 3', 'committed']);
  });

  it('a batch of BATCH appends is stored at once, without waiting for the delay', () => {
    const t = setup();
    t.add(BATCH);
    expect(t.batches).toHaveLength(1);
    expect(t.batches[0]).toHaveLength(BATCH);
    expect(t.clock.pending()).toEqual([]);
  });

  it('flush stores what waits now and the timer is dropped', () => {
    const t = setup();
    t.add(2);
    t.writes.flush();
    expect(t.batches).toEqual([[1, 2]]);
    expect(t.clock.pending()).toEqual([]);
  });

  it("inside the caller's transaction the ids are confirmed but not taken as committed", () => {
    const t = setup();
    t.add(1);
    t.setInTransaction(true);
    t.writes.flush();
    expect(t.calls).toEqual(['reserve', 'confirm 1']);
  });

  it('a failed explicit flush throws and keeps the batch for the next flush, ids unchanged', () => {
    const t = setup();
    t.add(2);
    t.failNext(new Error('disk I/O error'));
    expect(() => t.writes.flush()).toThrow('disk I/O error');
    t.add(1);
    t.writes.flush();
    expect(t.batches).toEqual([[1, 2, 3]]);
  });

  it('a failed timer flush is reported, never thrown into the loop, and retried with a doubling delay up to a second', () => {
    const t = setup();
    t.add(1);
    const failures = Array.from({ length: 9 }, () => new Error('disk full'));
    t.failNext(...failures);
    const delays: number[] = [];
    for (let i = 0; i < failures.length; i++) {
      t.clock.next();
      delays.push(...t.clock.pending());
    }
    expect(t.errors).toEqual(failures);
    expect(delays).toEqual([20, 40, 80, 160, 320, 640, MAX_RETRY_MS, MAX_RETRY_MS, MAX_RETRY_MS]);
    t.clock.next();
    expect(t.batches).toEqual([[1]]);
    // Stored again: the next failure starts from the short delay.
    t.add(1);
    t.failNext(new Error('disk full'));
    t.clock.next();
    expect(t.clock.pending()).toEqual([2 * FLUSH_DELAY_MS]);
  });

  it('the discarded batch of a rolled-back transaction is never stored', () => {
    const t = setup();
    t.add(2);
    t.writes.discard();
    t.clock.runAll();
    expect(t.batches).toEqual([]);
  });

  it('a database closed underneath: the timer stores nothing and throws nothing', () => {
    const t = setup({ isOpen: () => false });
    t.add(1);
    expect(() => t.clock.runAll()).not.toThrow();
    expect(t.batches).toEqual([]);
  });
});

describe('write-behind beside the index worker', () => {
  function worker(holding: () => boolean) {
    const log: string[] = [];
    const lock: SharedWriteLock = {
      pause: () => void log.push('pause'),
      tryPause() {
        log.push(holding() ? 'try: held' : 'try');
        return !holding();
      },
      resume: () => void log.push('resume'),
    };
    return { lock, log };
  }

  it("a window's first append steps the worker aside while it reserves ids; the others do not", () => {
    const w = worker(() => false);
    const t = setup({ worker: () => w.lock });
    t.add(2);
    expect(w.log).toEqual(['pause', 'resume']);
  });

  it('while the worker holds the write lock the timer flush comes back a millisecond later instead of waiting', () => {
    let holding = true;
    const w = worker(() => holding);
    const t = setup({ worker: () => w.lock });
    t.add(1);
    w.log.length = 0;
    t.clock.next();
    expect(t.batches).toEqual([]);
    expect(t.clock.pending()).toEqual([1]);
    holding = false;
    t.clock.next();
    expect(t.batches).toEqual([[1]]);
    expect(w.log).toEqual(['try: held', 'try', 'resume']);
  });

  it('a database locked by the worker is tried again 2 ms later, with the busy handler off, and not reported', () => {
    const w = worker(() => false);
    let busyWaitOff = 0;
    const t = setup({
      worker: () => w.lock,
      withoutBusyWait(fn) {
        busyWaitOff++;
        fn();
      },
    });
    t.add(1);
    t.failNext(new Error('database is locked'));
    t.clock.next();
    expect(t.errors).toEqual([]);
    expect(t.clock.pending()).toEqual([2]);
    t.clock.next();
    expect(t.batches).toEqual([[1]]);
    expect(busyWaitOff).toBe(2);
  });
});
