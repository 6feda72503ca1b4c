import type { PausedAt } from './debugger-source-map.ts';

/** What a timer needs to know of the debugger: whether the integration is paused, and for how long it has been in all. */
export interface PauseClock {
  /** True while the integration is paused in the debugger. */
  paused(): boolean;
  /** Time spent paused since the debugger started (ms), including a pause still going on. */
  pausedMs(): number;
}

/** The debugger's pauses as the host's clocks see them, and where the integration is paused. */
export interface PauseTracker extends PauseClock {
  /** Paused (where, null when outside the integration's own source) or resumed. */
  set(paused: boolean, at: PausedAt | null): void;
  /** Where the integration is paused in its own source (null when running, or paused outside it). */
  where(): PausedAt | null;
}

export function createPauseTracker(onPause?: (at: PausedAt | null) => void): PauseTracker {
  let pausedSince: number | null = null;
  let pausedTotal = 0;
  let pausedWhere: PausedAt | null = null;
  return {
    set(paused, at) {
      if (paused && pausedSince === null) pausedSince = performance.now();
      if (!paused && pausedSince !== null) {
        pausedTotal += performance.now() - pausedSince;
        pausedSince = null;
      }
      pausedWhere = paused ? at : null;
      onPause?.(pausedWhere);
    },
    where: () => pausedWhere,
    paused: () => pausedSince !== null,
    pausedMs: () => pausedTotal + (pausedSince === null ? 0 : performance.now() - pausedSince),
  };
}

/**
 * A timer that does not count time spent paused in the debugger: when it comes due after a pause,
 * it waits out the time paused (and, while still paused, until resumed).
 */
export function pauseAwareTimeout(
  clock: PauseClock | null,
  ms: number,
  fire: () => void,
  timers: NodeJS.Timeout[],
  { unref = false } = {},
): void {
  const push = (timer: NodeJS.Timeout) => timers.push(unref ? timer.unref() : timer);
  if (!clock) {
    push(setTimeout(fire, ms));
    return;
  }
  let pausedAtStart = clock.pausedMs();
  let remaining = ms;
  const due = () => {
    const pausedFor = clock.pausedMs() - pausedAtStart;
    if (clock.paused()) {
      push(setTimeout(due, 200));
      return;
    }
    if (pausedFor > 0) {
      pausedAtStart += pausedFor;
      remaining = pausedFor;
      push(setTimeout(due, remaining));
      return;
    }
    fire();
  };
  push(setTimeout(due, remaining));
}
