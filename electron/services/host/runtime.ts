import { Sequencer } from '../../lib/async.ts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bundle } from './build.ts';
import type { SandboxFailureCode } from './containment/errors.ts';
import type { SandboxPorts } from './containment/sandbox-ports.ts';
import type { DebuggerProxy } from './debugger-proxy.ts';
import { LoadLimitError } from './errors.ts';
import { runtimeMemoryProbe } from './memory.ts';
import { failure, type RuntimeAnswer } from './runtime-answer.ts';
import { answerFrom, type AnswerContext } from './runtime-dispatch.ts';
import { createRuntimeLifecycle } from './runtime-lifecycle.ts';
import type { HostCall } from './runtime-options.ts';
import { createRuntimeProcess } from './runtime-process.ts';
import { createBusyWatch, createRuntimeWatch, mb } from './runtime-watch.ts';

export interface RuntimeHooks {
  /** Every fetch() the integration makes (each redirect hop on its own), through the outbound gate, as a Node request. */
  outbound(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** A call the entry makes for the host (logs after the answer, background work); a string refuses it, saying why. */
  hostCall(call: HostCall): Promise<string | null>;
  /** One report workerd itself printed on stderr (an uncaught error with its stack lines, a warning), folded into one text. */
  runtimeOutput(report: string): void;
  /** The runtime is being restarted (`reason`) or is back (`null`). */
  onRestart(reason: string | null): void;
  /** A new workerd process runs (pid, and the `NAME=value` marker in its environment), for the leftover sweep. */
  processStarted?(pid: number, marker: string): void;
}

export interface RuntimeLimits {
  deadlineMs: number;
  bodyLimitBytes: number;
  memoryLimitBytes: number;
  memoryPollMs: number;
  /** Largest outbound response body the integration can read (the gate fails the read past it). */
  outboundCapBytes: number;
}

/**
 * New code is swapped into the running workerd (a Worker Loader isolate, see workers/swap.worker.ts)
 * instead of restarting it: a few milliseconds against the 60–80 ms of a restart. Each swapped-in
 * isolate keeps its memory until the process restarts, so once the runtime has had no dispatch and no
 * background work for this long, it is restarted on the current code (module state starts over, as
 * on a reload), and dispatches go straight to the integration's worker again instead of through the
 * swap worker.
 */
export const REFRESH_AFTER_IDLE_MS = 2_000;

/**
 * One workerd sandbox (through Miniflare) for one integration. It enforces what workerd does not
 * enforce locally: a deadline per dispatch, a memory ceiling and a cap on answer size. When the
 * deadline or the ceiling is passed, or workerd dies, the runtime is disposed and started again on
 * the same bundle, and the dispatch answers with an error that names the cause. Its lifecycle
 * (starting, ready, swapping, refreshing, restarting, failed, disposed) is runtime-lifecycle.ts's
 * table; this file carries out each transition's effect, one at a time.
 */
export function createRuntime(
  hooks: RuntimeHooks,
  limits: RuntimeLimits,
  sandboxPorts?: SandboxPorts,
  initialDebugger: DebuggerProxy | null = null,
): Runtime {
  const marker = `STUDIO_RUNTIME=${randomUUID()}`;
  const memory = runtimeMemoryProbe(marker);
  const lifecycle = createRuntimeLifecycle();
  const watch = createRuntimeWatch(limits, memory, () => workerd.debuggerProxy());
  const busy = createBusyWatch(memory);
  const workerd = createRuntimeProcess(
    {
      outboundCapBytes: limits.outboundCapBytes,
      memoryLimitBytes: limits.memoryLimitBytes,
      marker,
      outbound: hooks.outbound,
      hostCall: hooks.hostCall,
      runtimeOutput: hooks.runtimeOutput,
      processStarted: hooks.processStarted && (() => void memory.pid().then((pid) => pid !== null && hooks.processStarted!(pid, marker))),
      sandboxPorts,
      evaluating: watch.evaluating,
      lastMemory: watch.lastMemory,
    },
    // What the swap worker asks of a load request, so only the host can swap code in.
    randomUUID(),
    initialDebugger,
  );
  /** The code the runtime runs (or last ran). */
  let bundle: Bundle | null = null;
  /** Why a generation of the runtime was killed, so every dispatch it takes down says so. */
  const killed = new Map<number, { message: string; code: SandboxFailureCode }>();
  /** Lifecycle work (start, swap, restart, refresh) runs one piece at a time, in order; new dispatches wait for it. */
  const lifecycleWork = new Sequencer();
  let inflight = 0;
  let drainWaiters: (() => void)[] = [];
  /**
   * Counts dispatches from outside the sandbox, so an idle sample knows whether one ran since the last
   * (its CPU is not idle work). The sandbox's calls to itself count for neither: a loop of them would
   * otherwise keep the watch from ever sampling while unreported work burns CPU.
   */
  let dispatchesStarted = 0;
  let inflightOutside = 0;
  /** Why no code runs, when the last start failed (a load limit, a module that throws). */
  let startFailure: string | null = null;
  /** When a dispatch or known background work last ran: the refresh waits for quiet. */
  let lastActivity = 0;
  let refreshTimer: NodeJS.Timeout | null = null;

  const enqueue = (work: () => Promise<void>): Promise<void> => lifecycleWork.queue(work);

  function drained(): Promise<void> {
    if (inflight === 0) return Promise.resolve();
    return new Promise((resolve) => drainWaiters.push(resolve));
  }

  /** The effect `start`: a fresh process on `code` (`failed` with `why` when it does not start). */
  async function start(code: Bundle, why: string) {
    try {
      await workerd.start(code);
    } catch (error) {
      if (lifecycle.fire('start-failed')) startFailure = `${why}: ${(error as Error).message}`;
      throw error;
    }
    // Disposed while it started: the new process goes too.
    if (!lifecycle.fire('started')) await workerd.take();
  }

  /** The effect `swap`: new code into the running process; on a load limit, the effect `start-previous`. */
  async function swap(next: Bundle, how: 'in-place' | 'restart') {
    try {
      const went = await workerd.swap(next, bundle, how);
      if (!lifecycle.fire('swapped')) return;
      if (went === 'in-place') {
        // The new module's evaluation ran in this process: not idle work for the idle CPU watch.
        busy.reset();
        scheduleRefresh(REFRESH_AFTER_IDLE_MS);
      }
    } catch (error) {
      if (!(error instanceof LoadLimitError)) {
        lifecycle.fire('swap-failed');
        throw error;
      }
      if (!lifecycle.fire('load-limit')) throw error;
      // The process is still evaluating the new code: only a fresh one can serve the old.
      await workerd.take();
      if (!bundle) lifecycle.fire('start-failed');
      else
        await start(bundle, 'its code did not start').catch((again: Error) =>
          hooks.runtimeOutput(`The previous code did not restart: ${again.message}`),
        );
      if (lifecycle.state() === 'failed') startFailure = `its code did not start: ${error.message}`;
      throw error;
    }
  }

  /**
   * The event `load`: starts the runtime on `next`, or swaps it in (`in-place` when it can, else by
   * a new configuration): dispatches already running finish on the old code, new ones wait for the
   * swap. If the new code fails to start, the old keeps serving and the error is thrown.
   */
  function load(next: Bundle, how: 'in-place' | 'restart'): Promise<void> {
    return enqueue(async () => {
      await drained();
      const step = lifecycle.fire('load');
      if (!step) return;
      if (step.effect === 'start') await start(next, 'its code did not start');
      else await swap(next, how);
      bundle = next;
      startFailure = null;
    });
  }

  /** The event `kill`: disposes the running process (killing whatever runs in it) and starts a fresh one. False when refused. */
  function kill(reason: string, code: SandboxFailureCode): boolean {
    const generation = workerd.serving()?.generation;
    if (!lifecycle.fire('kill')) return false;
    if (generation !== undefined) killed.set(generation, { message: reason, code });
    const gone = workerd.take();
    hooks.onRestart(reason);
    void enqueue(async () => {
      await gone;
      if (lifecycle.state() === 'disposed') return;
      // A load queued before this took the runtime on to new code already.
      if (lifecycle.state() === 'restarting' && bundle)
        await start(bundle, 'it did not restart').catch((error: Error) =>
          hooks.runtimeOutput(`The runtime did not restart: ${error.message}`),
        );
      hooks.onRestart(null);
    });
    return true;
  }

  function scheduleRefresh(delayMs: number) {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = setTimeout(refresh, delayMs);
    refreshTimer.unref();
  }

  /** The event `refresh`: restarts the process on the current code once quiet, which frees the isolates swapped in before. */
  function refresh() {
    refreshTimer = null;
    if (lifecycle.state() === 'disposed' || workerd.swapsInProcess() === 0 || !bundle) return;
    const quietMs = performance.now() - lastActivity;
    if (inflight > 0 || quietMs < REFRESH_AFTER_IDLE_MS) return scheduleRefresh(REFRESH_AFTER_IDLE_MS - Math.max(0, quietMs) + 10);
    const code = bundle;
    void enqueue(async () => {
      await drained();
      if (bundle !== code || workerd.swapsInProcess() === 0 || !lifecycle.fire('refresh')) return;
      try {
        await workerd.refresh(code);
        lifecycle.fire('refreshed');
      } catch (error) {
        // It evaluated a moment ago; if it no longer does, a fresh process is the way back.
        kill(`The runtime's refresh after a code swap failed (${(error as Error).message}); it was restarted.`, 'crashed');
      }
    });
  }

  const answering: AnswerContext = {
    limits,
    watch,
    serving: workerd.serving,
    kill,
    killed: (generation) => killed.get(generation),
  };

  return {
    load: (next) => load(next, 'in-place'),

    async dispatch(url, init, what = 'the dispatch', fromSandbox = false) {
      const queuedAt = performance.now();
      await lifecycleWork.settled();
      const startWaitMs = performance.now() - queuedAt;
      if (lifecycle.state() === 'disposed') return failure(503, 'The integration host is shutting down.', null, 'not-running');
      const to = workerd.serving();
      if (!to)
        return failure(
          503,
          `The integration is not running: ${startFailure ?? 'its code has not built yet (see the build error).'}`,
          null,
          'not-running',
        );
      inflight++;
      if (!fromSandbox) {
        inflightOutside++;
        dispatchesStarted++;
      }
      try {
        return { ...(await answerFrom(to, { url, init, what }, answering)), startWaitMs };
      } finally {
        inflight--;
        if (!fromSandbox) inflightOutside--;
        lastActivity = performance.now();
        if (inflight === 0) {
          const waiters = drainWaiters;
          drainWaiters = [];
          for (const resolve of waiters) resolve();
        }
      }
    },

    async setDebuggerProxy(next) {
      if (next === workerd.debuggerProxy()) return;
      workerd.setDebuggerProxy(next);
      // workerd opens (or closes) its inspector socket only on a new configuration.
      if (bundle && lifecycle.state() !== 'disposed') await load(bundle, 'restart');
    },

    restart(reason, code) {
      kill(reason, code);
    },

    async enforceMemory(when) {
      const before = workerd.serving();
      if (!before || (when === 'idle' && inflight > 0)) return null;
      const bytes = await watch.overMemory();
      if (bytes === null || workerd.serving()?.process !== before.process || (when === 'idle' && inflight > 0)) return null;
      const phase = when === 'idle' ? 'while idle (no event running)' : 'after its answer (background work)';
      const reason = `The integration's runtime used ${mb(bytes)}, over the ${mb(limits.memoryLimitBytes)} memory limit, ${phase}; it was restarted.`;
      return kill(reason, 'memory') ? reason : null;
    },

    async enforceIdle(busyBudgetMs) {
      const memoryReason = await this.enforceMemory('idle');
      if (memoryReason) return memoryReason;
      const busyMs = await busy.sample(() => {
        const serving = workerd.serving();
        return {
          running: serving !== null,
          generation: serving?.generation ?? -1,
          dispatches: dispatchesStarted,
          outsideRunning: inflightOutside > 0,
        };
      });
      if (busyMs === null || busyMs < busyBudgetMs) return null;
      const reason = `The integration's runtime kept a CPU busy for ${Math.round(busyMs / 1000)} s with no event from outside the sandbox (its calls to itself do not count) and no background work the studio knows of (work handed to cloudflare:workers' own waitUntil is not reported), past the ${Math.round(busyBudgetMs / 100) / 10} s background budget; it was restarted.`;
      busy.reset();
      return kill(reason, 'deadline') ? reason : null;
    },

    notIdle() {
      lastActivity = performance.now();
      busy.reset();
    },

    memoryBytes: watch.memoryBytes,

    async dispose() {
      lifecycle.fire('dispose');
      if (refreshTimer) clearTimeout(refreshTimer);
      await workerd.take();
      // What workerd printed before it stopped is journaled; anything later is dropped.
      workerd.closeOutput();
      memory.close();
    },
  };
}

/** One workerd sandbox running the integration's current bundle, within the studio's limits. */
export interface Runtime {
  /** Starts the runtime on `next`, or swaps it in without dropping dispatches already running. */
  load(next: Bundle): Promise<void>;
  /** Sends one request to the integration; `what` names the dispatch in failures. */
  dispatch(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: Uint8Array },
    what?: string,
    fromSandbox?: boolean,
  ): Promise<RuntimeAnswer>;
  /** Restarts the runtime for `reason` (background work past its budget); dispatches it takes down say so. */
  restart(reason: string, code: SandboxFailureCode): void;
  /** Restarts the runtime when its memory is over the limit; returns the restart's reason, or null. */
  enforceMemory(when: 'background' | 'idle'): Promise<string | null>;
  /** Restarts an idle runtime over its memory limit or kept busy past `busyBudgetMs`; returns the reason, or null. */
  enforceIdle(busyBudgetMs: number): Promise<string | null>;
  /** Background work the host knows of is running: the idle CPU watch starts over after it. */
  notIdle(): void;
  /** Last sampled resident memory of the runtime's process. */
  memoryBytes(): Promise<number | null>;
  /** Stops the runtime for good. */
  dispose(): Promise<void>;
  /** Serves the debugger through `next` (null: none); a running runtime reloads its code to open or close workerd's inspector. */
  setDebuggerProxy(next: DebuggerProxy | null): Promise<void>;
}
