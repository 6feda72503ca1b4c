/**
 * A clock and timers that move only when a test says so: the journal's units take these as ports,
 * so their schedules are checked step by step, with no real time and no timed assertion.
 */
export function manualClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; ms: number }>();
  const add = (fn: () => void, ms: number) => {
    const id = ++seq;
    timers.set(id, { at: now + ms, fn, ms });
    return id;
  };
  const cancel = (handle: unknown) => void timers.delete(handle as number);
  return {
    now: () => now,
    /** Moves the clock without running anything (work that took this long). */
    spend(ms: number) {
      now += ms;
    },
    /** The delays of the timers waiting, in the order they were set. */
    pending: () => [...timers.values()].map((timer) => timer.ms),
    /** Runs the earliest timer, moving the clock to it; false when none waits. */
    next(): boolean {
      const first = [...timers.entries()].sort(([, a], [, b]) => a.at - b.at)[0];
      if (!first) return false;
      timers.delete(first[0]);
      now = Math.max(now, first[1].at);
      first[1].fn();
      return true;
    },
    /** Runs timers until none waits (at most `limit`). */
    runAll(limit = 1_000) {
      for (let i = 0; i < limit && this.next(); i++);
    },
    timeouts: { setTimeout: add, clearTimeout: cancel },
    slices: { later: add, soon: (fn: () => void) => add(fn, 0), cancel },
    intervals: {
      every(fn: () => void, ms: number) {
        let id = 0;
        const again = () => {
          fn();
          id = add(again, ms);
        };
        id = add(again, ms);
        return () => cancel(id);
      },
    },
  };
}
