import { Miniflare, type MiniflareOptions } from 'miniflare';
import { Pool } from 'undici';
import type { Bundle } from './build.ts';
import { browserBlockedPort } from './containment/inspector-port.ts';
import type { SandboxPorts } from './containment/sandbox-ports.ts';
import { tieRuntimesToStudio } from './containment/workerd-launch.ts';
import type { DebuggerProxy } from './debugger-proxy.ts';
import { LoadLimitError } from './errors.ts';
import { ANSWER_HEADERS_LIMIT_BYTES } from './limits.ts';
import { runtimeOptions, type RuntimeConfig } from './runtime-options.ts';
import { createReportFolder, type ReportFolder } from './runtime-output.ts';
import { postSwap } from './swap.ts';
import { SWAP_WORKER } from './workers/constants.ts';
import { workerSources, type WorkerSources } from './workers/sources.ts';

/**
 * The host closes idle connections to the runtime itself after this, sooner than workerd (which
 * drops one after 5 s idle, measured), so a dispatch never goes out on a connection being closed.
 */
const KEEP_ALIVE_MS = 2_000;
/** In-place swaps only while the process is this far under the memory limit (old isolates stay until the refresh). */
const SWAP_MEMORY_SHARE = 0.25;
/** And at most this many isolates in one process between two refreshes (an edit every few hundred ms for a while). */
const MAX_SWAPS_PER_PROCESS = 16;

export interface ProcessOptions extends Pick<RuntimeConfig, 'outboundCapBytes' | 'marker' | 'outbound' | 'hostCall'> {
  memoryLimitBytes: number;
  sandboxPorts?: SandboxPorts;
  /** One report workerd printed on stderr. */
  runtimeOutput(report: string): void;
  /** A new process runs: its pid is looked up (memory.ts) and handed on, for the leftover sweep. */
  processStarted?(): void;
  /** Runs the evaluation of the integration's module under the load limits (runtime-watch.ts). */
  evaluating<T>(work: Promise<T>): Promise<T>;
  /** The last memory sample of the process, which decides whether new code may go in without a restart. */
  lastMemory(): number | null;
}

/** What dispatches go out on: the process, the pool to its socket, and which configuration of it this is. */
export interface Serving {
  process: object;
  client: Pool;
  generation: number;
}

/**
 * The workerd process of one runtime (through Miniflare): starting one on a bundle, new code into it
 * (in place through the swap worker, or by a new configuration), the pool dispatches use, workerd's
 * own output, and the debugger's attachment. When to do which is runtime.ts's (its lifecycle).
 */
export interface RuntimeProcess {
  /** The running process, or null while none runs. */
  serving(): Serving | null;
  /** Starts a fresh workerd on `code`; a process that does not start is disposed and the error thrown. */
  start(code: Bundle): Promise<void>;
  /**
   * New code into the running process: `in-place` through the swap worker when it can, else (or for
   * `restart`) a new configuration. A failure that is not a load limit puts the previous code back
   * when it can; either way the error is thrown. Resolves with how the code went in.
   */
  swap(next: Bundle, previous: Bundle | null, how: 'in-place' | 'restart'): Promise<'in-place' | 'restart'>;
  /** The process on a new configuration with the same code (frees the isolates swapped in before). */
  refresh(code: Bundle): Promise<void>;
  /** Isolates swapped into the current process since it started. */
  swapsInProcess(): number;
  /** Takes the running process away: nothing new goes to it; the promise is its disposal. */
  take(): Promise<void>;
  /** The debugger proxy used from the next configuration on. */
  setDebuggerProxy(next: DebuggerProxy | null): void;
  debuggerProxy(): DebuggerProxy | null;
  /** Hands on what workerd printed until now; anything it prints later is dropped. */
  closeOutput(): void;
}

export function createRuntimeProcess(options: ProcessOptions, swapToken: string, initialProxy: DebuggerProxy | null): RuntimeProcess {
  let proxy = initialProxy;
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
  /** Bundled worker modules, once the first start has awaited them (options() is synchronous). */
  let sources: WorkerSources | null = null;
  /**
   * Whether processes carry the swap worker: from the first reload on. A first start without it is
   * 10–30 ms sooner, and a session that never edits never needs it.
   */
  let carrySwapWorker = false;
  /** The swap worker's socket in the current process (none while debugging: then swaps restart workerd). */
  let swapURL: URL | null = null;
  let swapsInProcess = 0;
  /** workerd's own inspector port while debugging (one browsers refuse), chosen before options() needs it. */
  let inspectorPort: number | null = null;
  const folders = new Set<ReportFolder>();
  /** Set once the output is closed: the host's journal may close after this. */
  let outputClosed = false;

  async function chooseInspectorPort() {
    // Kept across restarts while debugging: the running workerd holds it until Miniflare replaces the process.
    if (!proxy) inspectorPort = null;
    else inspectorPort ??= await browserBlockedPort();
  }

  function stdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
    // The entry wrapper captures console output itself; workerd's own stderr still matters.
    stdout.resume();
    let rest = '';
    // Reports held for the end of a burst go out when the runtime is disposed, and none after.
    const folder = createReportFolder((report) => {
      if (!outputClosed) options.runtimeOutput(report);
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
  }

  function config(code: Bundle): MiniflareOptions {
    if (!sources) throw new Error('The runtime modules were not bundled before the runtime started.');
    return runtimeOptions({
      code,
      sources,
      debuggerProxy: proxy,
      inspectorPort,
      swapping: carrySwapWorker,
      swapToken,
      outboundCapBytes: options.outboundCapBytes,
      marker: options.marker,
      outbound: options.outbound,
      hostCall: options.hostCall,
      stdio,
    });
  }

  /** Points new dispatches at the runtime's socket; the old pool is closed once its requests are done. */
  function connect(url: URL) {
    const old = client;
    client = new Pool(url.origin, {
      keepAliveTimeout: KEEP_ALIVE_MS,
      keepAliveMaxTimeout: KEEP_ALIVE_MS,
      maxHeaderSize: ANSWER_HEADERS_LIMIT_BYTES,
      // Paused in the debugger, an answer can take minutes: the dispatch's own (pause-aware) deadline rules.
      ...(proxy ? { headersTimeout: 0, bodyTimeout: 0 } : {}),
    });
    void old?.close().catch(() => {});
  }

  /** Runs `work` noting the servers it opens: Miniflare's own (its loopback server) must stay unreachable. */
  const noting = <T>(work: () => Promise<T>): Promise<T> => (options.sandboxPorts ? options.sandboxPorts.around(work) : work());

  /** The worker's socket; it and Miniflare's entry socket join the ports integration code may never reach. */
  async function directURL(runtime: Miniflare): Promise<URL> {
    const ports = options.sandboxPorts;
    const url = await runtime.unsafeGetDirectURL();
    ports?.add(Number(url.port));
    ports?.add(Number((await runtime.ready).port));
    swapURL = proxy || !carrySwapWorker ? null : await runtime.unsafeGetDirectURL(SWAP_WORKER);
    if (swapURL) ports?.add(Number(swapURL.port));
    swapsInProcess = 0;
    options.processStarted?.();
    if (proxy) {
      const inspectorUrl = await runtime.getInspectorURL();
      ports?.add(Number(inspectorUrl.port));
      await proxy.attach(inspectorUrl);
    }
    return url;
  }

  /** A new configuration of the running process, serving once its module evaluated. */
  async function reconfigure(runtime: Miniflare, code: Bundle) {
    await chooseInspectorPort();
    await options.evaluating(noting(() => runtime.setOptions(config(code))));
    connect(await directURL(runtime));
    generation++;
  }

  /** Whether new code can go into the running process rather than restart it (see REFRESH_AFTER_IDLE_MS in runtime.ts). */
  function canSwapInPlace(): boolean {
    const lastMemory = options.lastMemory();
    return (
      swapURL !== null &&
      swapsInProcess < MAX_SWAPS_PER_PROCESS &&
      (lastMemory === null || lastMemory < options.memoryLimitBytes * SWAP_MEMORY_SHARE)
    );
  }

  return {
    serving: () => (miniflare && client ? { process: miniflare, client, generation } : null),

    async start(code) {
      sources ??= await workerSources();
      tieRuntimesToStudio();
      await chooseInspectorPort();
      let next: Miniflare | null = null;
      let url: URL;
      try {
        url = await options.evaluating(
          noting(async () => {
            next = new Miniflare(config(code));
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
    },

    async swap(next, previous, how) {
      const runtime = miniflare!;
      let inPlace = how === 'in-place' && canSwapInPlace() ? swapURL : null;
      // The first reload restarts workerd with the swap worker in it; the next ones swap in place.
      if (how === 'in-place') carrySwapWorker = true;
      try {
        if (inPlace && (await options.evaluating(postSwap(inPlace, swapToken, sources!, next.code)))) {
          swapsInProcess++;
          connect(inPlace);
          return 'in-place';
        }
        // The swap worker cannot be reached (workerd died since): a new configuration instead.
        inPlace = null;
        await reconfigure(runtime, next);
        return 'restart';
      } catch (error) {
        if (!(error instanceof LoadLimitError) && previous && !inPlace) {
          // Back on the previous code, at the sockets of the process that now serves it.
          await runtime
            .setOptions(config(previous))
            .then(async () => connect(await directURL(runtime)))
            .catch(() => {});
        }
        throw error;
      }
    },

    refresh: (code) => reconfigure(miniflare!, code),
    swapsInProcess: () => swapsInProcess,

    async take() {
      const old = miniflare;
      const oldClient = client;
      miniflare = null;
      client = null;
      // Whatever still runs in the old process fails now rather than waiting on its sockets.
      await oldClient?.destroy().catch(() => {});
      await old?.dispose().catch(() => {});
    },

    setDebuggerProxy(next) {
      proxy = next;
    },
    debuggerProxy: () => proxy,

    closeOutput() {
      for (const folder of folders) folder.flush();
      folders.clear();
      outputClosed = true;
    },
  };
}
