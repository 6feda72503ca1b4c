import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPauseTracker, pauseAwareTimeout } from '../../../electron/services/host/debugger-clock.ts';

describe("the debugger's clock", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('counts the time paused, a pause still going on included, and says where the integration is paused', () => {
    const seen: unknown[] = [];
    const pauses = createPauseTracker((at) => seen.push(at));
    pauses.set(true, { file: 'src/index.ts', line: 4 });
    vi.advanceTimersByTime(300);
    expect(pauses.paused()).toBe(true);
    expect(pauses.pausedMs()).toBe(300);
    expect(pauses.where()).toEqual({ file: 'src/index.ts', line: 4 });
    pauses.set(false, null);
    vi.advanceTimersByTime(500);
    expect(pauses.pausedMs()).toBe(300);
    expect(pauses.where()).toBeNull();
    expect(seen).toEqual([{ file: 'src/index.ts', line: 4 }, null]);
  });

  it('a timer fires on time without a debugger', () => {
    const fired = vi.fn();
    pauseAwareTimeout(null, 1_000, fired, []);
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('a timer does not count time paused: it waits while paused, then for the time the pause took', () => {
    const pauses = createPauseTracker();
    const fired = vi.fn();
    const timers: NodeJS.Timeout[] = [];
    pauseAwareTimeout(pauses, 1_000, fired, timers);
    vi.advanceTimersByTime(200);
    pauses.set(true, null);
    vi.advanceTimersByTime(5_000);
    expect(fired).not.toHaveBeenCalled();
    pauses.set(false, null);
    // Due at 1000 ms, it then waits out the 5 s paused (after the pause ends).
    vi.advanceTimersByTime(4_900);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveBeenCalledOnce();
    for (const timer of timers) clearTimeout(timer);
  });
});
