import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadLimitError } from '../../../electron/services/host/errors.ts';
import { createBusyWatch, createRuntimeWatch, type ProcessProbe } from '../../../electron/services/host/runtime-watch.ts';

const MB = 1024 * 1024;
const limits = { deadlineMs: 1_000, memoryLimitBytes: 200 * MB, memoryPollMs: 50 };

function probe(
  bytes: number | null = 50 * MB,
  cpuMs: number | null = 0,
): ProcessProbe & { bytesNow: number | null; cpuNow: number | null } {
  const state = {
    bytesNow: bytes,
    cpuNow: cpuMs,
    bytes: async () => state.bytesNow,
    cpuMs: async () => state.cpuNow,
  };
  return state;
}

describe('the runtime watch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('a module that evaluates without passing a limit gives its result', async () => {
    const watch = createRuntimeWatch(limits, probe(), () => null);
    await expect(watch.evaluating(Promise.resolve('served'))).resolves.toBe('served');
    expect(watch.lastMemory()).toBe(50 * MB);
  });

  it('a module still evaluating at the deadline fails with a LoadLimitError naming the deadline', async () => {
    const watch = createRuntimeWatch(limits, probe(), () => null);
    const evaluating = watch.evaluating(new Promise(() => {}));
    const failed = expect(evaluating).rejects.toThrow(/did not finish evaluating within 1000 ms \(the dispatch deadline\)/);
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
    await expect(evaluating).rejects.toBeInstanceOf(LoadLimitError);
  });

  it('a module that keeps more memory than the limit once evaluated fails with a LoadLimitError naming the limit', async () => {
    const watch = createRuntimeWatch(limits, probe(300 * MB), () => null);
    await expect(watch.evaluating(Promise.resolve('served'))).rejects.toThrow(
      /used 300 MB while it was evaluated, over the 200 MB memory limit/,
    );
  });

  it('a module that takes too much memory while it evaluates fails at the next sample', async () => {
    const workerd = probe();
    const watch = createRuntimeWatch(limits, workerd, () => null);
    const evaluating = watch.evaluating(new Promise(() => {}));
    const failed = expect(evaluating).rejects.toThrow(/used 250 MB while it was evaluated/);
    workerd.bytesNow = 250 * MB;
    await vi.advanceTimersByTimeAsync(limits.memoryPollMs);
    await failed;
  });

  it("a dispatch's watch reports memory over the limit only while its process still serves", async () => {
    const workerd = probe(250 * MB);
    const watch = createRuntimeWatch(limits, workerd, () => null);
    let current = false;
    const dispatch = watch.dispatch(() => current);
    let passed: unknown = null;
    void dispatch.passed.then((limit) => (passed = limit));
    await vi.advanceTimersByTimeAsync(limits.memoryPollMs * 3);
    expect(passed).toBeNull();
    current = true;
    await vi.advanceTimersByTimeAsync(limits.memoryPollMs);
    expect(passed).toEqual({ limit: 'memory', bytes: 250 * MB });
    dispatch.stop();
  });

  it("a dispatch's watch reports the deadline, and nothing once stopped", async () => {
    const watch = createRuntimeWatch(limits, probe(), () => null);
    const late = watch.dispatch(() => true);
    let passed: unknown = null;
    void late.passed.then((limit) => (passed = limit));
    await vi.advanceTimersByTimeAsync(limits.deadlineMs);
    expect(passed).toEqual({ limit: 'deadline' });
    late.stop();

    const settled = watch.dispatch(() => true);
    let after: unknown = null;
    void settled.passed.then((limit) => (after = limit));
    settled.stop();
    await vi.advanceTimersByTimeAsync(limits.deadlineMs * 2);
    expect(after).toBeNull();
  });
});

describe('the idle CPU watch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());
  const idle = { running: true, generation: 1, dispatches: 0, outsideRunning: false };

  it('counts the time a runtime keeps a CPU busy with nothing running, from the second sample on', async () => {
    const workerd = probe(50 * MB, 0);
    const busy = createBusyWatch(workerd);
    expect(await busy.sample(() => idle)).toBeNull();
    vi.advanceTimersByTime(1_000);
    workerd.cpuNow = 900;
    expect(await busy.sample(() => idle)).toBe(1_000);
    vi.advanceTimersByTime(1_000);
    workerd.cpuNow = 1_800;
    expect(await busy.sample(() => idle)).toBe(2_000);
  });

  it('an idle CPU, a dispatch from outside between two samples, a new process or a reset start the count over', async () => {
    const workerd = probe(50 * MB, 0);
    const busy = createBusyWatch(workerd);
    await busy.sample(() => idle);
    vi.advanceTimersByTime(1_000);
    workerd.cpuNow = 10;
    expect(await busy.sample(() => idle)).toBe(0);
    vi.advanceTimersByTime(1_000);
    workerd.cpuNow = 1_000;
    expect(await busy.sample(() => ({ ...idle, dispatches: 1 }))).toBeNull();
    vi.advanceTimersByTime(1_000);
    workerd.cpuNow = 2_000;
    expect(await busy.sample(() => ({ ...idle, dispatches: 1, generation: 2 }))).toBeNull();
    busy.reset();
    vi.advanceTimersByTime(1_000);
    workerd.cpuNow = 3_000;
    expect(await busy.sample(() => ({ ...idle, dispatches: 1, generation: 2 }))).toBeNull();
  });
});
