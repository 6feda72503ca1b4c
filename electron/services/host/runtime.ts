import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { Pool } from 'undici';
import { Sequencer } from '../../lib/async.ts';
import type { Bundle } from './build.ts';
import { SWAP_WORKER } from './workers/constants.ts';
import { postSwap } from './swap.ts';
import { workerSources, type WorkerSources } from './workers/sources.ts';
import { runtimeMemoryProbe } from './memory.ts';
import { answerLimitMessages, failure, readAnswer, type RuntimeAnswer } from './runtime-answer.ts';
import { runtimeOptions, type HostCall } from './runtime-options.ts';
import type { SandboxPorts } from './containment/sandbox-ports.ts';
import type { SandboxFailureCode } from './containment/errors.ts';
import { createReportFolder, type ReportFolder } from './runtime-output.ts';
import { ANSWER_HEADERS_LIMIT_BYTES } from './limits.ts';
import { pauseAwareTimeout, type Inspector } from './inspector.ts';
import { tieRuntimesToStudio } from './containment/workerd-launch.ts';
import { browserBlockedPort } from './containment/inspector-port.ts';

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
 * The host closes idle connections to the runtime itself after this, sooner than workerd (which
 * drops one after 5 s idle, measured), so a dispatch never goes out on a connection being closed.
 */
const KEEP_ALIVE_MS = 2_000;

/** The integration's module passed a limit while it was evaluated (starting or swapping the runtime). */
export class LoadLimitError extends Error {}

const MB = 1024 * 1024;
const MEMORY_RECHECK_MS = 25;
/**
 * Share of one CPU above which an idle runtime counts as busy. workerd idles at about 0; a spinning
 * loop gets less than a whole CPU on a loaded machine, so the bar is low.
 */
const BUSY_SHARE = 0.25;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * New code is swapped into the running workerd (a Worker Loader isolate, see workers/swap.worker.ts)
 * instead of restarting it: a few milliseconds against the 60–80 ms of a restart. Each swapped-in
 * isolate keeps its memory until the process restarts, so once the runtime has had no dispatch and no
 * background work for this long, it is restarted on the current code (module state starts over, as
 * on a reload), and dispatches go straight to the integration's worker again instead of through the
 * swap worker.
 */
export const REFRESH_AFTER_IDLE_MS = 2_000;
/** In-place swaps only while the process is this far under the memory limit (old isolates stay until the refresh). */
const SWAP_MEMORY_SHARE = 0.25;
/** And at most this many isolates in one process between two refreshes (an edit every few hundred ms for a while). */
const MAX_SWAPS_PER_PROCESS = 16;

/**
 * One workerd sandbox (through Miniflare) for one integration. It enforces what workerd does not
 * enforce locally: a deadline per dispatch, a memory ceiling and a cap on answer size. When the
 * deadline or the ceiling is passed, or workerd dies, the runtime is disposed and started again on
 * the same bundle, and the dispatch answers with an error that names the cause.
 */
export function createRuntime(
  hooks: RuntimeHooks,
  limits: RuntimeLimits,
  sandboxPorts?: SandboxPorts,
  initialInspector: Inspector | null = null,
): Runtime {
  let inspector = initialInspector;
  const marker = `STUDIO_RUNTIME=${randomUUID()}`;
  const memory = runtimeMemoryProbe(marker);
  let bundle: Bundle | null = null;
  let miniflare: Miniflare | null = null;
  /**
   * Dispatches go straight to the worker's own socket over kept-alive connections. Miniflare's
   * `dispatchFetch` opens a new connection for every request and runs it through WHATWG fetch and
   * Miniflare's entry worker, which together cost several times the integration's own work; the
   * entry worker's extras (cf blob, CDN-style compression, pretty error pages) are nothing the
   * platform does to a dispatch. One pool per generation: a swapped or restarted runtime gets a
   * fresh one, so no request goes out on a connection to the old process.
   */
  let client: Pool | null = null;
  let generation = 0;
  /** Why a generation of the runtime was killed, so every dispatch it takes down says so. */
  const killed = new Map<number, { message: string; code: SandboxFailureCode }>();
  /** New dispatches wait on this while the runtime is being swapped or restarted. */
  const gate = new Sequencer();
  let inflight = 0;
  let drainWaiters: (() => void)[] = [];
  let lastMemory: number | null = null;
  const { tooManyHeaders } = answerLimitMessages(limits.bodyLimitBytes);
  let lastSampleAt = 0;
  /** The idle CPU watch: the last sample, and how long the runtime has been busy since it was last seen idle. */
  let idleCpu: { at: number; cpuMs: number; generation: number; dispatches: number } | null = null;
  let busySinceMs = 0;
  /**
   * Counts dispatches from outside the sandbox, so an idle sample knows whether one ran since the last
   * (its CPU is not idle work). The sandbox's calls to itself count for neither: a loop of them would
   * otherwise keep the watch from ever sampling while unreported work burns CPU.
   */
  let dispatchesStarted = 0;
  let inflightOutside = 0;
  /** Why no code runs, when the last start failed (a load limit, a module that throws). */
  let startFailure: string | null = null;
  let disposed = false;
  /** Set once disposed and the held stderr reports are out: the host's journal may close after this. */
  let outputClosed = false;
  const folders = new Set<ReportFolder>();
  /** What the swap worker asks of a load request, so only the host can swap code in. */
  const swapToken = randomUUID();
  /**
   * Whether processes carry the swap worker: from the first reload on. A first start without it is
   * 10–30 ms sooner, and a session that never edits never needs it.
   */
  let swapping = false;
  /** The swap worker's socket in the current process (none while debugging: then swaps restart workerd). */
  let swapURL: URL | null = null;
  /** Isolates swapped into the current process since it started; its memory holds each until a refresh. */
  let swapsInProcess = 0;
  /** When a dispatch or known background work last ran: the refresh waits for quiet. */
  let lastActivity = 0;
  let refreshTimer: NodeJS.Timeout | null = null;

  /** workerd's own inspector port while debugging (one browsers refuse), chosen before options() needs it. */
  let inspectorPort: number | null = null;
  async function chooseInspectorPort() {
    // Kept across restarts while debugging: the running workerd holds it until Miniflare replaces the process.
    if (!inspector) inspectorPort = null;
    else inspectorPort ??= await browserBlockedPort();
  }

  /** Bundled worker modules, once the first start has awaited them (options() is synchronous). */
  let sources: WorkerSources | null = null;

  function options(code: Bundle): MiniflareOptions {
    if (!sources) throw new Error('The runtime modules were not bundled before the runtime started.');
    return runtimeOptions({
      code,
      sources,
      inspector,
      inspectorPort,
      swapping,
      swapToken,
      outboundCapBytes: limits.outboundCapBytes,
      marker,
      outbound: hooks.outbound,
      hostCall: hooks.hostCall,
      stdio(stdout, stderr) {
        // The entry wrapper captures console output itself; workerd's own stderr still matters.
        stdout.resume();
        let rest = '';
        // Reports held for the end of a burst go out when the runtime is disposed, and none after.
        const folder = createReportFolder((report) => {
          if (!outputClosed) hooks.runtimeOutput(report);
        });
        folders.add(folder);
        stderr.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString('utf8')).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) folder.line(line);
        });
        stderr.on('end', () => {
          folder.flush();
          folders.delete(folder);
        });
      },
    });
  }

  function drained(): Promise<void> {
    if (inflight === 0) return Promise.resolve();
    return new Promise((resolve) => drainWaiters.push(resolve));
  }

  /** Points new dispatches at the runtime's socket; the old pool is closed once its requests are done. */
  function connect(url: URL) {
    const old = client;
    client = new Pool(url.origin, {
      keepAliveTimeout: KEEP_ALIVE_MS,
      keepAliveMaxTimeout: KEEP_ALIVE_MS,
      maxHeaderSize: ANSWER_HEADERS_LIMIT_BYTES,
      // Paused in the debugger, an answer can take minutes: the dispatch's own (pause-aware) deadline rules.
      ...(inspector ? { headersTimeout: 0, bodyTimeout: 0 } : {}),
    });
    void old?.close().catch(() => {});
  }

  /** Runs `work` noting the servers it opens: Miniflare's own (its loopback server) must stay unreachable. */
  const noting = <T>(work: () => Promise<T>): Promise<T> => (sandboxPorts ? sandboxPorts.around(work) : work());

  /** The worker's socket; it and Miniflare's entry socket join the ports integration code may never reach. */
  async function directURL(runtime: Miniflare): Promise<URL> {
    const url = await runtime.unsafeGetDirectURL();
    sandboxPorts?.add(Number(url.port));
    sandboxPorts?.add(Number((await runtime.ready).port));
    swapURL = inspector || !swapping ? null : await runtime.unsafeGetDirectURL(SWAP_WORKER);
    if (swapURL) sandboxPorts?.add(Number(swapURL.port));
    swapsInProcess = 0;
    if (hooks.processStarted) void memory.pid().then((pid) => pid !== null && hooks.processStarted!(pid, marker));
    if (inspector) {
      const inspectorUrl = await runtime.getInspectorURL();
      sandboxPorts?.add(Number(inspectorUrl.port));
      await inspector.attach(inspectorUrl);
    }
    return url;
  }

  /**
   * Starting or swapping the runtime evaluates the integration's module, which can loop or allocate
   * before any handler runs: it gets the dispatch deadline and the memory limit too. Past either,
   * the promise rejects with a `LoadLimitError`; the caller kills the process (still busy evaluating).
   */
  async function evaluating<T>(work: Promise<T>): Promise<T> {
    const timers: NodeJS.Timeout[] = [];
    let done = false;
    const overLimit = (bytes: number) =>
      new LoadLimitError(
        `the integration's module used ${mb(bytes)} while it was evaluated, over the ${mb(limits.memoryLimitBytes)} memory limit. Look for large data built at the top level of the code.`,
      );
    const limit = new Promise<never>((_, reject) => {
      pauseAwareTimeout(
        inspector,
        limits.deadlineMs,
        () =>
          reject(
            new LoadLimitError(
              `the integration's module did not finish evaluating within ${limits.deadlineMs} ms (the dispatch deadline). Look for a loop or long work at the top level of the code, outside the handlers.`,
            ),
          ),
        timers,
      );
      const check = async () => {
        if (done) return;
        if (inspector?.paused()) return void timers.push(setTimeout(check, limits.memoryPollMs));
        const bytes = await overMemory();
        if (done) return;
        if (bytes !== null) reject(overLimit(bytes));
        else {
          timers.push(setTimeout(check, limits.memoryPollMs));
        }
      };
      timers.push(setTimeout(check, limits.memoryPollMs));
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
    if (bytes !== null) throw overLimit(bytes);
    return result;
  }

  async function start(code: Bundle) {
    sources ??= await workerSources();
    tieRuntimesToStudio();
    await chooseInspectorPort();
    let next: Miniflare | null = null;
    let url: URL;
    try {
      url = await evaluating(
        noting(async () => {
          next = new Miniflare(options(code));
          return directURL(next);
        }),
      );
    } catch (error) {
      await (next as Miniflare | null)?.dispose().catch(() => {});
      throw error;
    }
    miniflare = next;
    connect(url);
    generation++;
  }

  /** Kills the current runtime without a restart (its new code is stuck evaluating). */
  async function discard() {
    const old = miniflare;
    const oldClient = client;
    miniflare = null;
    client = null;
    await oldClient?.destroy().catch(() => {});
    await old?.dispose().catch(() => {});
  }

  /** Disposes the current runtime (killing whatever runs in it) and starts a fresh one. */
  function restart(reason: string, code: SandboxFailureCode) {
    killed.set(generation, { message: reason, code });
    const old = miniflare;
    const oldClient = client;
    miniflare = null;
    client = null;
    hooks.onRestart(reason);
    void gate.queue(async () => {
      // Whatever still runs in the killed runtime fails now rather than waiting on its sockets.
      await oldClient?.destroy().catch(() => {});
      await old?.dispose().catch(() => {});
      if (disposed || !bundle) return;
      await start(bundle).catch((error: Error) => {
        startFailure = `it did not restart: ${error.message}`;
        hooks.runtimeOutput(`The runtime did not restart: ${error.message}`);
      });
      hooks.onRestart(null);
    });
  }

  /** Whether new code can go into the running process rather than restart it (see REFRESH_AFTER_IDLE_MS). */
  function canSwapInPlace(): boolean {
    return (
      swapURL !== null &&
      swapsInProcess < MAX_SWAPS_PER_PROCESS &&
      (lastMemory === null || lastMemory < limits.memoryLimitBytes * SWAP_MEMORY_SHARE)
    );
  }

  /**
   * Starts the runtime on `next`, or swaps it in (`in-place` when it can, else by restarting workerd):
   * dispatches already running finish on the old code, new ones wait for the swap. If the new code
   * fails to start, the old keeps serving and the error is thrown.
   */
  function swapIn(next: Bundle, how: 'in-place' | 'restart'): Promise<void> {
    const previous = bundle;
    const swap = gate.queue(async () => {
      await drained();
      if (!miniflare) {
        await start(next);
      } else {
        let inPlace = how === 'in-place' && canSwapInPlace() ? swapURL : null;
        // The first reload restarts workerd with the swap worker in it; the next ones swap in place.
        if (how === 'in-place') swapping = true;
        try {
          if (inPlace && !(await evaluating(postSwap(inPlace, swapToken, sources!, next.code)))) inPlace = null;
          if (!inPlace) {
            await chooseInspectorPort();
            await evaluating(noting(() => miniflare!.setOptions(options(next))));
          }
        } catch (error) {
          if (error instanceof LoadLimitError) {
            // The process is still evaluating the new code: only a fresh one can serve the old.
            await discard();
            if (previous)
              await start(previous).catch((again) => hooks.runtimeOutput(`The previous code did not restart: ${(again as Error).message}`));
          } else if (previous && !inPlace) {
            // Back on the previous code, at the sockets of the process that now serves it.
            await miniflare
              .setOptions(options(previous))
              .then(async () => connect(await directURL(miniflare!)))
              .catch(() => {});
          }
          throw error;
        }
        if (inPlace) {
          swapsInProcess++;
          // The new module's evaluation ran in this process: not idle work for the idle CPU watch.
          idleCpu = null;
          connect(inPlace);
          scheduleRefresh(REFRESH_AFTER_IDLE_MS);
        } else {
          connect(await directURL(miniflare));
          generation++;
        }
      }
      bundle = next;
      startFailure = null;
    });
    void swap.catch((error: Error) => {
      if (!miniflare) startFailure = `its code did not start: ${error.message}`;
    });
    return swap;
  }

  function scheduleRefresh(delayMs: number) {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = setTimeout(refresh, delayMs);
    refreshTimer.unref();
  }

  /** Restarts the process on the current code once quiet, which frees the isolates swapped in before. */
  function refresh() {
    refreshTimer = null;
    if (disposed || swapsInProcess === 0 || !bundle) return;
    const quietMs = performance.now() - lastActivity;
    if (inflight > 0 || quietMs < REFRESH_AFTER_IDLE_MS) return scheduleRefresh(REFRESH_AFTER_IDLE_MS - Math.max(0, quietMs) + 10);
    const code = bundle;
    void gate.queue(async () => {
      await drained();
      if (disposed || !miniflare || bundle !== code || swapsInProcess === 0) return;
      try {
        await evaluating(noting(() => miniflare!.setOptions(options(code))));
        connect(await directURL(miniflare));
        generation++;
      } catch (error) {
        // It evaluated a moment ago; if it no longer does, a fresh process is the way back.
        restart(`The runtime's refresh after a code swap failed (${(error as Error).message}); it was restarted.`, 'crashed');
      }
    });
  }

  async function overMemory(): Promise<number | null> {
    lastSampleAt = performance.now();
    const bytes = await memory.bytes();
    if (bytes !== null) lastMemory = bytes;
    return bytes !== null && bytes > limits.memoryLimitBytes ? bytes : null;
  }

  return {
    /** Starts the runtime on `next`, or swaps it in, in place when it can (see `swapIn`). */
    async load(next: Bundle): Promise<void> {
      await swapIn(next, 'in-place');
    },

    /** `what` names the dispatch in failures: the event type and the component or route. */
    async dispatch(
      url: string,
      init: { method: string; headers: Record<string, string>; body?: Uint8Array },
      what = 'the dispatch',
      fromSandbox = false,
    ): Promise<RuntimeAnswer> {
      const queuedAt = performance.now();
      await gate.settled();
      const startWaitMs = performance.now() - queuedAt;
      if (disposed) return failure(503, 'The integration host is shutting down.', null, 'not-running');
      if (!miniflare || !client)
        return failure(
          503,
          `The integration is not running: ${startFailure ?? 'its code has not built yet (see the build error).'}`,
          null,
          'not-running',
        );
      const runtime = miniflare;
      const http = client;
      const mine = generation;
      inflight++;
      if (!fromSandbox) {
        inflightOutside++;
        dispatchesStarted++;
      }
      const timers: NodeJS.Timeout[] = [];
      let settled = false;
      try {
        const answer = (async (): Promise<RuntimeAnswer> => {
          // The Host header makes the worker see the URL the platform would post to. Redirects are
          // not followed (an integration's redirect, OAuth for one, is its answer to pass on as is).
          const target = new URL(url);
          const response = await http.request({
            method: init.method,
            path: target.pathname + target.search,
            headers: { ...init.headers, host: target.host },
            body: init.body,
          });
          return readAnswer(response, limits, what);
        })();
        const deadline = new Promise<RuntimeAnswer>((resolve) => {
          // Time paused in the debugger does not count: paused is not hung.
          pauseAwareTimeout(
            inspector,
            limits.deadlineMs,
            () => {
              const message = `The integration's handler for ${what} did not settle within the ${limits.deadlineMs} ms deadline; its runtime was restarted.`;
              restart(message, 'deadline');
              resolve(failure(504, message, null, 'deadline'));
            },
            timers,
          );
        });
        const memoryWatch = new Promise<RuntimeAnswer>((resolve) => {
          const check = async () => {
            if (settled) return;
            if (inspector?.paused()) return void timers.push(setTimeout(check, limits.memoryPollMs));
            const bytes = await overMemory();
            if (settled) return;
            if (bytes !== null && generation === mine && miniflare === runtime) {
              const message = `The integration's runtime used ${mb(bytes)}, over the ${mb(limits.memoryLimitBytes)} memory limit; it was restarted.`;
              restart(message, 'memory');
              resolve(failure(507, message, null, 'memory'));
            } else {
              timers.push(setTimeout(check, limits.memoryPollMs));
            }
          };
          timers.push(setTimeout(check, limits.memoryPollMs));
        });
        let result = await Promise.race([answer, deadline, memoryWatch]).catch((error: Error) => {
          const reason = killed.get(mine);
          if (reason) return failure(503, reason.message, null, reason.code);
          if ((error as { code?: string }).code === 'UND_ERR_HEADERS_OVERFLOW') return failure(502, tooManyHeaders, null, 'too-large');
          const message = `The integration's runtime crashed (${error.message}); it was restarted.`;
          if (miniflare === runtime) restart(message, 'crashed');
          return failure(502, message, null, 'crashed');
        });
        answer.catch(() => {});
        // A dispatch may leave the runtime bloated without taking long: sample after it too, but at
        // most every MEMORY_RECHECK_MS so back-to-back dispatches do not each pay for /proc reads.
        if (result.failure === null && miniflare === runtime && performance.now() - lastSampleAt >= MEMORY_RECHECK_MS) {
          const bytes = await overMemory();
          if (bytes !== null && miniflare === runtime) {
            const message = `The integration's runtime used ${mb(bytes)}, over the ${mb(limits.memoryLimitBytes)} memory limit; it was restarted and this answer dropped.`;
            restart(message, 'memory');
            result = failure(507, message, null, 'memory');
          }
        }
        return { ...result, startWaitMs };
      } finally {
        settled = true;
        for (const timer of timers) clearTimeout(timer);
        timers.length = 0;
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

    /** Restarts the runtime for `reason` (background work past its budget); dispatches it takes down say so. */
    async setInspector(next: Inspector | null): Promise<void> {
      if (next === inspector) return;
      inspector = next;
      // workerd opens (or closes) its inspector socket only on a new configuration.
      if (bundle && !disposed) await swapIn(bundle, 'restart');
    },

    restart(reason: string, code: SandboxFailureCode) {
      if (miniflare && !disposed) restart(reason, code);
    },

    /**
     * Samples memory now and restarts the runtime when it is over the limit: after an answer, while
     * background work runs, or while idle (then only with no dispatch running: a dispatch watches its
     * own). Returns the restart's reason, or null when the runtime stayed.
     */
    async enforceMemory(when: 'background' | 'idle'): Promise<string | null> {
      const runtime = miniflare;
      if (!runtime || (when === 'idle' && inflight > 0)) return null;
      const bytes = await overMemory();
      if (bytes === null || miniflare !== runtime || (when === 'idle' && inflight > 0)) return null;
      const phase = when === 'idle' ? 'while idle (no event running)' : 'after its answer (background work)';
      const reason = `The integration's runtime used ${mb(bytes)}, over the ${mb(limits.memoryLimitBytes)} memory limit, ${phase}; it was restarted.`;
      restart(reason, 'memory');
      return reason;
    },

    /**
     * One sample while nothing runs as far as the host knows (no dispatch, no reported background
     * work): memory over the limit, or a CPU kept busy longer than `busyBudgetMs` by work the host
     * was never told of (`cloudflare:workers`' own `waitUntil`), restarts the runtime. Returns the
     * restart's reason, or null.
     */
    async enforceIdle(busyBudgetMs: number): Promise<string | null> {
      const memoryReason = await this.enforceMemory('idle');
      if (memoryReason) return memoryReason;
      const runtime = miniflare;
      const cpuMs = runtime && inflightOutside === 0 ? await memory.cpuMs() : null;
      const now = performance.now();
      const previous = idleCpu;
      idleCpu = cpuMs === null || miniflare !== runtime ? null : { at: now, cpuMs, generation, dispatches: dispatchesStarted };
      if (!idleCpu || !previous || previous.generation !== generation || previous.dispatches !== dispatchesStarted || inflightOutside > 0) {
        busySinceMs = 0;
        return null;
      }
      const elapsed = now - previous.at;
      busySinceMs = (idleCpu.cpuMs - previous.cpuMs) / elapsed >= BUSY_SHARE ? busySinceMs + elapsed : 0;
      if (busySinceMs < busyBudgetMs) return null;
      const reason = `The integration's runtime kept a CPU busy for ${Math.round(busySinceMs / 1000)} s with no event from outside the sandbox (its calls to itself do not count) and no background work the studio knows of (work handed to cloudflare:workers' own waitUntil is not reported), past the ${Math.round(busyBudgetMs / 100) / 10} s background budget; it was restarted.`;
      busySinceMs = 0;
      idleCpu = null;
      restart(reason, 'deadline');
      return reason;
    },

    /** Background work the host knows of is running: the idle CPU watch starts over after it. */
    notIdle() {
      lastActivity = performance.now();
      idleCpu = null;
      busySinceMs = 0;
    },

    /** Last sampled resident memory of the runtime's process. */
    async memoryBytes(): Promise<number | null> {
      const bytes = await memory.bytes();
      if (bytes !== null) lastMemory = bytes;
      return lastMemory;
    },

    async dispose() {
      disposed = true;
      if (refreshTimer) clearTimeout(refreshTimer);
      const old = miniflare;
      const oldClient = client;
      miniflare = null;
      client = null;
      await oldClient?.destroy().catch(() => {});
      await old?.dispose().catch(() => {});
      // What workerd printed before it stopped is journaled; anything later is dropped.
      for (const folder of folders) folder.flush();
      folders.clear();
      outputClosed = true;
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
  setInspector(next: Inspector | null): Promise<void>;
}
