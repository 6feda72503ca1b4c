import { stoppedHostStatus, type HostStatus } from '../../../shared/api/host.ts';
import { MEMORY_POLL_MS } from './limits.ts';
import { IDLE_MEMORY_POLL_MS } from './memory.ts';

/** How often the runtime's memory is re-read for the status. */
export const MEMORY_STATUS_MS = 5_000;
/** A status push for memory alone only when it moved by this much (a leak, a cache). */
const MEMORY_MOVE_BYTES = 1024 * 1024;

/** What the status part asks of the runtime. */
export interface StatusRuntime {
  memoryBytes(): Promise<number | null>;
  /** Restarts a runtime busy with no event or reported work past the budget; says why, or null. */
  enforceIdle(busyBudgetMs: number): Promise<string | null>;
  enforceMemory(when: 'background'): Promise<string | null>;
  /** Work the host knows of runs: the idle sampler's CPU reading starts over. */
  notIdle(): void;
}

/** What the samplers watch: the runtime, and whether reported background work runs. */
export interface StatusWatched {
  runtime: StatusRuntime;
  /** Whether reported background work runs (its own watch then samples memory, and names it). */
  backgroundActive(): boolean;
}

export interface StatusDeps {
  publish(status: HostStatus): void;
  backgroundBudgetMs: number;
  /** A line of the runtime's own that belongs to no dispatch. */
  log(message: string): void;
}

/** The host's status (published on every change) and the samplers that keep its memory figure and limits honest. */
export interface StatusKeeper {
  current(): HostStatus;
  set(patch: Partial<HostStatus>): void;
  /**
   * The runtime and background work to sample, once they exist: the keeper is made before them,
   * since the runtime reports its restarts to it. Until then the status has no memory figure.
   */
  observe(watched: StatusWatched): void;
  /** The status with memory read now. */
  read(): Promise<HostStatus>;
  /** Starts the memory and idle samplers (after the first build). */
  sample(): void;
  /** While work runs after an answer, memory is watched as during a dispatch. */
  watchBackground(): void;
  dispose(): void;
}

/** No runtime yet: nothing to read, nothing to restart. */
const NOTHING_WATCHED: StatusWatched = {
  runtime: { memoryBytes: async () => null, enforceIdle: async () => null, enforceMemory: async () => null, notIdle() {} },
  backgroundActive: () => false,
};

export function createStatus(deps: StatusDeps): StatusKeeper {
  let { runtime, backgroundActive } = NOTHING_WATCHED;
  let status: HostStatus = stoppedHostStatus();
  let memoryTimer: NodeJS.Timeout | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let backgroundTimer: NodeJS.Timeout | null = null;
  let idleSampling = false;

  const keeper: StatusKeeper = {
    current: () => status,
    observe(watched) {
      ({ runtime, backgroundActive } = watched);
    },
    set(patch) {
      status = { ...status, ...patch };
      deps.publish(status);
    },
    async read() {
      const memoryBytes = await runtime.memoryBytes();
      if (memoryBytes !== status.memoryBytes) status = { ...status, memoryBytes };
      return status;
    },
    sample() {
      memoryTimer = setInterval(async () => {
        const memoryBytes = await runtime.memoryBytes();
        if (memoryBytes !== null && Math.abs(memoryBytes - (status.memoryBytes ?? 0)) >= MEMORY_MOVE_BYTES) keeper.set({ memoryBytes });
      }, MEMORY_STATUS_MS);
      memoryTimer.unref();
      idleTimer = setInterval(() => {
        // While background work runs its own watch samples more often and names it.
        if (backgroundActive()) runtime.notIdle();
        if (idleSampling || backgroundActive()) return;
        idleSampling = true;
        void runtime
          .enforceIdle(deps.backgroundBudgetMs)
          .then((reason) => {
            if (reason) deps.log(reason);
          })
          .finally(() => {
            idleSampling = false;
          });
      }, IDLE_MEMORY_POLL_MS);
      idleTimer.unref();
    },
    watchBackground() {
      if (backgroundTimer) return;
      backgroundTimer = setInterval(() => {
        if (!backgroundActive()) {
          clearInterval(backgroundTimer!);
          backgroundTimer = null;
          return;
        }
        void runtime.enforceMemory('background');
      }, MEMORY_POLL_MS);
      backgroundTimer.unref();
    },
    dispose() {
      for (const timer of [memoryTimer, idleTimer, backgroundTimer]) if (timer) clearInterval(timer);
      memoryTimer = idleTimer = backgroundTimer = null;
    },
  };
  return keeper;
}
