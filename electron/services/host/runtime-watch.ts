import type { PauseClock } from './debugger-clock.ts';
import { pauseAwareTimeout } from './debugger-clock.ts';
import { LoadLimitError } from './errors.ts';

const MB = 1024 * 1024;
export const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * Share of one CPU above which an idle runtime counts as busy. workerd idles at about 0; a spinning
 * loop gets less than a whole CPU on a loaded machine, so the bar is low.
 */
const BUSY_SHARE = 0.25;

/** What the watch reads of the runtime's process (memory.ts's probe). */
export interface ProcessProbe {
  bytes(): Promise<number | null>;
  cpuMs(): Promise<number | null>;
}

export interface WatchLimits {
  deadlineMs: number;
  memoryLimitBytes: number;
  memoryPollMs: number;
}

/** One dispatch's watch: what passed a limit, once the limit is passed, until `stop`. */
export interface DispatchWatch {
  /** Resolves when the deadline passes ('deadline') or a sample is over the memory limit (its bytes). */
  readonly passed: Promise<{ limit: 'deadline' } | { limit: 'memory'; bytes: number }>;
  stop(): void;
}

/**
 * The runtime's limits as they are watched: resident memory sampled against the ceiling, the
 * deadline (time paused in the debugger does not count), while the integration's module is
 * evaluated and while a dispatch runs.
 */
export interface RuntimeWatch {
  /** Samples memory now: the bytes when over the limit, else null. */
  overMemory(): Promise<number | null>;
  /** The last sample (null before the first known one). */
  lastMemory(): number | null;
  /** Samples memory now and returns the last known value. */
  memoryBytes(): Promise<number | null>;
  /** Milliseconds since the last sample. */
  sinceSampleMs(): number;
  /**
   * Starting or swapping the runtime evaluates the integration's module, which can loop or allocate
   * before any handler runs: it gets the dispatch deadline and the memory limit too. Past either,
   * the promise rejects with a `LoadLimitError`; the caller kills the process (still busy evaluating).
   */
  evaluating<T>(work: Promise<T>): Promise<T>;
  /** Watches one dispatch for the deadline and for memory; `current` says whether its process still serves. */
  dispatch(current: () => boolean): DispatchWatch;
}

export function createRuntimeWatch(limits: WatchLimits, probe: ProcessProbe, debuggerProxy: () => PauseClock | null): RuntimeWatch {
  let lastMemory: number | null = null;
  let lastSampleAt = 0;

  async function overMemory(): Promise<number | null> {
    lastSampleAt = performance.now();
    const bytes = await probe.bytes();
    if (bytes !== null) lastMemory = bytes;
    return bytes !== null && bytes > limits.memoryLimitBytes ? bytes : null;
  }

  /** Samples every memoryPollMs (not while paused in the debugger) until `done()`, calling `over` with the bytes once past the limit. */
  function pollMemory(timers: NodeJS.Timeout[], done: () => boolean, over: (bytes: number) => boolean) {
    const check = async () => {
      if (done()) return;
      if (debuggerProxy()?.paused()) return void timers.push(setTimeout(check, limits.memoryPollMs));
      const bytes = await overMemory();
      if (done()) return;
      if (bytes === null || !over(bytes)) timers.push(setTimeout(check, limits.memoryPollMs));
    };
    timers.push(setTimeout(check, limits.memoryPollMs));
  }

  const overLimitWhileEvaluating = (bytes: number) =>
    new LoadLimitError(
      `the integration's module used ${mb(bytes)} while it was evaluated, over the ${mb(limits.memoryLimitBytes)} memory limit. Look for large data built at the top level of the code.`,
    );

  return {
    overMemory,
    lastMemory: () => lastMemory,
    async memoryBytes() {
      const bytes = await probe.bytes();
      if (bytes !== null) lastMemory = bytes;
      return lastMemory;
    },
    sinceSampleMs: () => performance.now() - lastSampleAt,

    async evaluating<T>(work: Promise<T>): Promise<T> {
      const timers: NodeJS.Timeout[] = [];
      let done = false;
      const limit = new Promise<never>((_, reject) => {
        pauseAwareTimeout(
          debuggerProxy(),
          limits.deadlineMs,
          () =>
            reject(
              new LoadLimitError(
                `the integration's module did not finish evaluating within ${limits.deadlineMs} ms (the dispatch deadline). Look for a loop or long work at the top level of the code, outside the handlers.`,
              ),
            ),
          timers,
        );
        pollMemory(
          timers,
          () => done,
          (bytes) => {
            reject(overLimitWhileEvaluating(bytes));
            return true;
          },
        );
      });
      let result: T;
      try {
        result = await Promise.race([work, limit]);
      } finally {
        done = true;
        for (const timer of timers) clearTimeout(timer);
      }
      // A module can evaluate between two samples and keep what it took: one more read settles it.
      const bytes = await overMemory();
      if (bytes !== null) throw overLimitWhileEvaluating(bytes);
      return result;
    },

    dispatch(current) {
      const timers: NodeJS.Timeout[] = [];
      let stopped = false;
      const passed = new Promise<{ limit: 'deadline' } | { limit: 'memory'; bytes: number }>((resolve) => {
        // Time paused in the debugger does not count: paused is not hung.
        pauseAwareTimeout(debuggerProxy(), limits.deadlineMs, () => resolve({ limit: 'deadline' }), timers);
        pollMemory(
          timers,
          () => stopped,
          (bytes) => {
            if (!current()) return false;
            resolve({ limit: 'memory', bytes });
            return true;
          },
        );
      });
      return {
        passed,
        stop() {
          stopped = true;
          for (const timer of timers) clearTimeout(timer);
          timers.length = 0;
        },
      };
    },
  };
}

/** Where the runtime stands for the idle CPU watch. */
export interface IdleSnapshot {
  /** Whether a process runs. */
  running: boolean;
  /** Which process (or configuration of it) runs. */
  generation: number;
  /** Dispatches from outside the sandbox started so far. */
  dispatches: number;
  /** Whether a dispatch from outside the sandbox runs now. */
  outsideRunning: boolean;
}

/**
 * The idle CPU watch: how long the runtime has kept a CPU busy while nothing ran as far as the host
 * knows, measured between two samples with no dispatch from outside between them.
 */
export interface BusyWatch {
  /** One sample; the busy time so far (ms), or null when this sample cannot count (the first, or something ran since the last). */
  sample(now: () => IdleSnapshot): Promise<number | null>;
  /** Something known ran (background work, code evaluated in the process): the watch starts over. */
  reset(): void;
}

export function createBusyWatch(probe: ProcessProbe): BusyWatch {
  let last: { at: number; cpuMs: number; generation: number; dispatches: number } | null = null;
  let busySinceMs = 0;
  return {
    async sample(now) {
      const before = now();
      const cpuMs = before.running && !before.outsideRunning ? await probe.cpuMs() : null;
      const after = now();
      const at = performance.now();
      const previous = last;
      last =
        cpuMs === null || !after.running || after.generation !== before.generation
          ? null
          : { at, cpuMs, generation: after.generation, dispatches: after.dispatches };
      if (
        !last ||
        !previous ||
        previous.generation !== after.generation ||
        previous.dispatches !== after.dispatches ||
        after.outsideRunning
      ) {
        busySinceMs = 0;
        return null;
      }
      const elapsed = at - previous.at;
      busySinceMs = (last.cpuMs - previous.cpuMs) / elapsed >= BUSY_SHARE ? busySinceMs + elapsed : 0;
      return busySinceMs;
    },
    reset() {
      last = null;
      busySinceMs = 0;
    },
  };
}
