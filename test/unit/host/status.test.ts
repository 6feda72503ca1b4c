import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostStatus } from '../../../shared/api/host.ts';
import { MEMORY_POLL_MS } from '../../../electron/services/host/limits.ts';
import { IDLE_MEMORY_POLL_MS } from '../../../electron/services/host/memory.ts';
import { createStatus, MEMORY_STATUS_MS, type StatusDeps } from '../../../electron/services/host/status.ts';

const MB = 1024 * 1024;

/** A status keeper on a fake runtime whose memory and idle verdicts the test sets; no workerd. */
function harness(over: Partial<StatusDeps> = {}) {
  const published: HostStatus[] = [];
  const lines: string[] = [];
  const calls = { enforceIdle: 0, enforceMemory: 0, notIdle: 0 };
  const fake = { memory: null as number | null, idleVerdict: null as string | null, background: false };
  const keeper = createStatus({
    publish: (status) => void published.push(status),
    backgroundBudgetMs: 1_000,
    log: (message) => void lines.push(message),
    ...over,
  });
  keeper.observe({
    runtime: {
      memoryBytes: async () => fake.memory,
      enforceIdle: async () => (calls.enforceIdle++, fake.idleVerdict),
      enforceMemory: async () => (calls.enforceMemory++, null),
      notIdle: () => void calls.notIdle++,
    },
    backgroundActive: () => fake.background,
  });
  return { keeper, published, lines, calls, fake };
}

describe('status: the host status and its samplers', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('every change is published as the whole status', () => {
    const { keeper, published } = harness();
    keeper.set({ state: 'building' });
    keeper.set({ state: 'ready', lastBuildMs: 12 });
    expect(published).toHaveLength(2);
    expect(published[1]).toMatchObject({ state: 'ready', lastBuildMs: 12, error: null, missingSecrets: [] });
    expect(keeper.current()).toBe(published[1]);
  });

  it('asking for the status reads the memory now', async () => {
    const { keeper, fake } = harness();
    fake.memory = 42 * MB;
    expect((await keeper.read()).memoryBytes).toBe(42 * MB);
  });

  it('memory alone is pushed only when it moved by a MB or more', async () => {
    const { keeper, published, fake } = harness();
    keeper.sample();
    fake.memory = 10 * MB;
    await vi.advanceTimersByTimeAsync(MEMORY_STATUS_MS);
    expect(published.at(-1)?.memoryBytes).toBe(10 * MB);
    const count = published.length;
    fake.memory = 10 * MB + 1000;
    await vi.advanceTimersByTimeAsync(MEMORY_STATUS_MS);
    expect(published).toHaveLength(count);
    keeper.dispose();
  });

  it('the idle sampler journals why it restarted a runtime busy with no event', async () => {
    const { keeper, lines, calls, fake } = harness();
    fake.idleVerdict = 'The integration kept a CPU busy with no event for 1 s; the runtime was restarted.';
    keeper.sample();
    await vi.advanceTimersByTimeAsync(IDLE_MEMORY_POLL_MS);
    expect(calls.enforceIdle).toBe(1);
    expect(lines).toEqual([fake.idleVerdict]);
    keeper.dispose();
  });

  it('while reported background work runs the idle sampler leaves it to its own watch and marks the runtime busy', async () => {
    const { keeper, calls, fake } = harness();
    fake.background = true;
    keeper.sample();
    await vi.advanceTimersByTimeAsync(IDLE_MEMORY_POLL_MS * 3);
    expect(calls.enforceIdle).toBe(0);
    expect(calls.notIdle).toBe(3);
    keeper.dispose();
  });

  it('background work has its memory watched while it runs, and the watch stops by itself after', async () => {
    const { keeper, calls, fake } = harness();
    fake.background = true;
    keeper.watchBackground();
    keeper.watchBackground();
    await vi.advanceTimersByTimeAsync(MEMORY_POLL_MS * 2);
    expect(calls.enforceMemory).toBe(2);
    fake.background = false;
    await vi.advanceTimersByTimeAsync(MEMORY_POLL_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose leaves no sampler behind', () => {
    const { keeper, fake } = harness();
    fake.background = true;
    keeper.sample();
    keeper.watchBackground();
    expect(vi.getTimerCount()).toBe(3);
    keeper.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('before it observes a runtime, the status has no memory figure and the samplers restart nothing', async () => {
    const published: HostStatus[] = [];
    const keeper = createStatus({ publish: (status) => void published.push(status), backgroundBudgetMs: 1_000, log() {} });
    expect((await keeper.read()).memoryBytes).toBeNull();
    keeper.sample();
    await vi.advanceTimersByTimeAsync(IDLE_MEMORY_POLL_MS * 2);
    expect(published).toEqual([]);
    keeper.dispose();
  });
});
