import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { isAbsolute, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allGeneratedPositionsFor, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';
import WebSocket, { WebSocketServer } from 'ws';
import { shownPath } from './shown-path.ts';
import { readFolderSource, traceOf } from './source-map.ts';
import { BUNDLE_NAME } from './workers/constants.ts';

/** The one target the inspector lists: the integration's worker (never the studio's outbound gate). */
export const INSPECTOR_TARGET = 'integration';
/** Node's and wrangler's port, so an editor's default attach configuration finds the studio. */
export const DEFAULT_INSPECT_PORT = 9229;

/** Where the integration is paused, in its own source when the map covers it. */
export interface PausedAt {
  file: string;
  line: number;
}

export interface InspectorOptions {
  /** 0 for any free port. */
  port: number;
  /** The integration folder (sources in the debugger's map are named relative to it). */
  dir: string;
  /** Paused (where) or resumed (null). */
  onPause?(at: PausedAt | null): void;
}

/** Where the inspector answers, and where the integration is paused. */
export interface InspectorAddresses {
  port: number;
  /** The target's WebSocket (what VS Code and CDP clients attach to). */
  webSocket: string;
  /** The address that opens Chromium's bundled DevTools on the target. */
  devtools: string;
  /** Where the integration is paused in its own source (null when running, or paused outside it). */
  paused: PausedAt | null;
}

/** The studio's inspector for the integration's worker (see createInspector). */
export interface Inspector {
  /** Starts listening on 127.0.0.1; resolves with the port. */
  listen(): Promise<number>;
  /** Points the client's session at a new runtime (`ws://127.0.0.1:PORT` of workerd's own inspector), replaying its state. */
  attach(runtimeInspector: URL): Promise<void>;
  /**
   * `code` with its source map inline, for DevTools: sources relative to the folder, with their
   * content. Called for the bundle being loaded: its map is the one breakpoints on `src/…` bind through.
   */
  withSourceMap(code: string, map: string): string;
  /** Lets go of the current runtime (it is being disposed). */
  detach(): void;
  addresses(): InspectorAddresses;
  /** Pause on every exception (caught ones too: the studio's entry catches what the integration throws) for the attached debugger. */
  setPauseOnExceptions(on: boolean): void;
  /** Resolves once a debugger has attached and is ready (it sent `Runtime.runIfWaitingForDebugger`, as DevTools and VS Code do). */
  debuggerReady(): Promise<void>;
  /** True while the integration is paused in the debugger. */
  paused(): boolean;
  /** Time spent paused since the inspector started (ms), including a pause still going on. */
  pausedMs(): number;
  dispose(): Promise<void>;
}

/** Commands that set up the debugger's state: replayed, in order, on each new runtime. */
const STATE_METHODS = new Set([
  'Runtime.enable',
  'Debugger.enable',
  'Debugger.setPauseOnExceptions',
  'Debugger.setBreakpointsActive',
  'Debugger.setSkipAllPauses',
  'Debugger.setAsyncCallStackDepth',
  'Debugger.setBlackboxPatterns',
  'Debugger.setBreakpointByUrl',
]);

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: unknown;
}

/** Ids of the proxy's own commands to the runtime, far above any client's, so their answers are not passed on. */
const OWN_IDS_FROM = 1_000_000_000;

/**
 * workerd's own target list, read with node:http: its inspector listens on a port browsers refuse
 * (containment/inspector-port.ts), and undici's fetch refuses those ports as a browser does.
 */
function targetsOf(runtimeInspector: URL): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = get({ host: runtimeInspector.hostname, port: runtimeInspector.port, path: '/json', timeout: 10_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error(`workerd's inspector answered its target list with ${response.statusCode} and no JSON.`));
        }
      });
    });
    request
      .on('error', reject)
      .on('timeout', () => request.destroy(new Error("workerd's inspector did not list its targets within 10 s.")));
  });
}

/**
 * The studio's inspector: one WebSocket on 127.0.0.1 that DevTools or an editor attaches to, with the
 * `/json/list` discovery listing the integration's worker only. Miniflare's own proxy drops the client
 * on every reload; this one keeps the client's socket across runtimes, re-attaches it to each new
 * one and replays the client's breakpoints and settings, so a session survives hot reloads and
 * restarts. It also binds breakpoints set on the integration's own files (`src/index.ts`) through the
 * build's source map, and tracks pauses so the host's clocks stop while the integration is paused.
 */
export function createInspector(options: InspectorOptions): Inspector {
  let server: Server | null = null;
  let port = 0;
  let upstreamUrl: string | null = null;
  let upstream: WebSocket | null = null;
  let client: WebSocket | null = null;
  /** State commands the client sent, as it sent them; setBreakpointByUrl by the id the client knows. */
  let state: { message: Message; clientBreakpointId?: string }[] = [];
  /** The runtime's breakpoint id for each id the client knows (they differ after a re-attach). */
  const breakpointIds = new Map<string, string>();
  const scripts = new Map<string, string>();
  let ownId = OWN_IDS_FROM;
  const ownWaiters = new Map<number, (message: Message) => void>();
  /** Client commands in flight whose answer the proxy reads (a translated breakpoint's id). */
  const watched = new Map<number, (message: Message) => void>();
  let pausedSince: number | null = null;
  let pausedTotal = 0;
  /** The map of the bundle the runtime runs (or is loading), to bind breakpoints set on `src/…` files. */
  let loadedMap: string | null = null;
  let loadedTrace: TraceMap | null = null;
  const mapFile = join(options.dir, '.studio', `${BUNDLE_NAME}.map`);
  /** The loaded map, parsed once per build when first needed (a breakpoint set, a pause). */
  const traceMap = () => (loadedMap ? (loadedTrace ??= traceOf(loadedMap, mapFile)) : null);
  let pausedWhere: PausedAt | null = null;
  let pauseOnExceptions = false;
  let readyNow: () => void = () => {};
  const ready = new Promise<void>((resolve) => (readyNow = resolve));
  const applyPauseOnExceptions = () => {
    if (client && upstream?.readyState === WebSocket.OPEN)
      void own('Debugger.setPauseOnExceptions', { state: pauseOnExceptions ? 'all' : 'none' });
  };

  function setPaused(paused: boolean, at: PausedAt | null) {
    if (paused && pausedSince === null) pausedSince = performance.now();
    if (!paused && pausedSince !== null) {
      pausedTotal += performance.now() - pausedSince;
      pausedSince = null;
    }
    pausedWhere = paused ? at : null;
    options.onPause?.(pausedWhere);
  }

  /** The bundle position(s) of a line of one of the integration's files, or null when the url is not one. */
  function translate(params: Record<string, unknown>): Record<string, unknown> | null {
    const url = typeof params.url === 'string' ? params.url : null;
    if (!url || url.endsWith(BUNDLE_NAME)) return null;
    const trace = traceMap();
    if (!trace) return null;
    let path: string;
    try {
      path = url.startsWith('file:') ? fileURLToPath(url) : isAbsolute(url) ? url : join(options.dir, url);
    } catch {
      return null;
    }
    const index = trace.resolvedSources.findIndex((resolved) => {
      const candidate = resolved.startsWith('file:') ? fileURLToPath(resolved) : resolved;
      return candidate === path;
    });
    if (index < 0) return null;
    const line = Number(params.lineNumber ?? 0) + 1;
    const positions = allGeneratedPositionsFor(trace, { source: trace.sources[index]!, line, column: Number(params.columnNumber ?? 0) });
    const first = positions.find((p) => p.line !== null) ?? null;
    if (!first || first.line === null) return null;
    return {
      urlRegex: `${BUNDLE_NAME.replace('.', '\\.')}$`,
      lineNumber: first.line - 1,
      columnNumber: first.column,
      ...(typeof params.condition === 'string' ? { condition: params.condition } : {}),
    };
  }

  function pausedAt(params: Record<string, unknown>): PausedAt | null {
    const frame = (params.callFrames as { location: { scriptId: string; lineNumber: number; columnNumber: number } }[] | undefined)?.[0];
    const trace = traceMap();
    if (!frame || !trace || !scripts.get(frame.location.scriptId)?.endsWith(BUNDLE_NAME)) return null;
    const position = originalPositionFor(trace, { line: frame.location.lineNumber + 1, column: frame.location.columnNumber });
    if (!position.source || position.line === null) return null;
    const path = position.source.startsWith('file:') ? fileURLToPath(position.source) : position.source;
    return { file: shownPath(options.dir, path).split(sep).join('/'), line: position.line };
  }

  function toClient(message: Message) {
    if (client?.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
  }

  function toRuntime(message: Message) {
    if (upstream?.readyState === WebSocket.OPEN) upstream.send(JSON.stringify(message));
  }

  function own(method: string, params: Record<string, unknown> = {}): Promise<Message> {
    const id = ++ownId;
    return new Promise((resolve) => {
      ownWaiters.set(id, resolve);
      toRuntime({ id, method, params });
    });
  }

  const clientIdOf = (runtimeId: string) => [...breakpointIds].find(([, value]) => value === runtimeId)?.[0] ?? runtimeId;

  function fromRuntime(raw: WebSocket.RawData) {
    let message: Message;
    try {
      message = JSON.parse(raw.toString()) as Message;
    } catch {
      return;
    }
    if (message.id !== undefined && message.id > OWN_IDS_FROM) {
      ownWaiters.get(message.id)?.(message);
      ownWaiters.delete(message.id);
      return;
    }
    if (message.id !== undefined) watched.get(message.id)?.(message);
    watched.delete(message.id ?? -1);
    const params = message.params ?? {};
    if (message.method === 'Debugger.scriptParsed') scripts.set(String(params.scriptId), String(params.url ?? ''));
    if (message.method === 'Debugger.paused') {
      setPaused(true, pausedAt(params));
      if (Array.isArray(params.hitBreakpoints)) params.hitBreakpoints = params.hitBreakpoints.map((id) => clientIdOf(String(id)));
    }
    if (message.method === 'Debugger.resumed') setPaused(false, null);
    if (message.method === 'Debugger.breakpointResolved') params.breakpointId = clientIdOf(String(params.breakpointId));
    toClient(message);
  }

  function fromClient(raw: WebSocket.RawData) {
    let message: Message;
    try {
      message = JSON.parse(raw.toString()) as Message;
    } catch {
      return;
    }
    if (typeof message.id !== 'number' || message.id >= OWN_IDS_FROM || typeof message.method !== 'string') {
      toClient({ id: message.id, error: { code: -32600, message: 'Request ids must be numbers below 1e9.' } });
      return;
    }
    const params = message.params ?? {};
    if (message.method === 'Runtime.runIfWaitingForDebugger') {
      // The runtime never waits (workerd has no such state): the studio does, in one-shot commands.
      readyNow();
      return toClient({ id: message.id, result: {} });
    }
    if (message.method === 'Debugger.removeBreakpoint') {
      const clientId = String(params.breakpointId);
      state = state.filter((entry) => entry.clientBreakpointId !== clientId);
      toRuntime({ ...message, params: { ...params, breakpointId: breakpointIds.get(clientId) ?? clientId } });
      breakpointIds.delete(clientId);
      return;
    }
    const running = upstream?.readyState === WebSocket.OPEN;
    if (STATE_METHODS.has(message.method)) {
      const entry: (typeof state)[number] = { message };
      state.push(entry);
      if (!running) {
        // No runtime (the code does not build yet): kept and applied when one starts, as after a reload.
        if (message.method !== 'Debugger.setBreakpointByUrl') return toClient({ id: message.id, result: {} });
        entry.clientBreakpointId = `studio:${message.id}:${String(params.url ?? params.urlRegex ?? '')}:${String(params.lineNumber)}`;
        return toClient({ id: message.id, result: { breakpointId: entry.clientBreakpointId, locations: [] } });
      }
      if (message.method === 'Debugger.setBreakpointByUrl') {
        watched.set(message.id, (answer) => {
          const id = answer.result?.breakpointId;
          if (typeof id !== 'string') state = state.filter((e) => e !== entry);
          else {
            entry.clientBreakpointId = id;
            breakpointIds.set(id, id);
          }
        });
        const translated = translate(params);
        if (translated) return toRuntime({ ...message, params: translated });
      }
    }
    if (!running) {
      toClient({
        id: message.id,
        error: { code: -32000, message: 'The integration is not running (see the build error in the studio); try again once it runs.' },
      });
      return;
    }
    toRuntime(message);
    // The studio's "Pause on exceptions" holds for whichever debugger enables.
    if (message.method === 'Debugger.enable' && pauseOnExceptions) applyPauseOnExceptions();
  }

  /** Replays the client's state on a fresh runtime; breakpoints get the runtime's new ids. */
  async function replay() {
    for (const entry of state) {
      const { method, params = {} } = entry.message;
      if (method === 'Debugger.setBreakpointByUrl') {
        const answer = await own(method, translate(params) ?? params);
        const id = answer.result?.breakpointId;
        if (entry.clientBreakpointId && typeof id === 'string') breakpointIds.set(entry.clientBreakpointId, id);
      } else await own(method!, params);
    }
  }

  async function connectUpstream() {
    if (!upstreamUrl) return;
    const socket = new WebSocket(upstreamUrl);
    upstream = socket;
    socket.on('message', fromRuntime);
    socket.on('error', () => {});
    socket.on('close', () => {
      if (upstream === socket) upstream = null;
      // The runtime is gone: whatever was paused there is not any more.
      if (pausedSince !== null) setPaused(false, null);
    });
    await new Promise<void>((resolve) => {
      socket.once('open', () => resolve());
      socket.once('close', () => resolve());
    });
    if (client && socket.readyState === WebSocket.OPEN) {
      await replay();
      if (pauseOnExceptions) applyPauseOnExceptions();
    }
  }

  function detachUpstream() {
    const old = upstream;
    upstream = null;
    old?.removeAllListeners('message');
    old?.close();
    for (const resolve of ownWaiters.values()) resolve({});
    ownWaiters.clear();
    watched.clear();
    scripts.clear();
    if (pausedSince !== null) setPaused(false, null);
  }

  /**
   * Only DevTools and editors may attach: no `Origin` (a tool) or a `devtools:` one. A web page,
   * including any page the studio's public server serves for the integration, sends its http(s)
   * origin and is refused, as is a Host that is not this loopback address (DNS rebinding).
   */
  function allowed(request: IncomingMessage): boolean {
    const host = request.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return false;
    const origin = request.headers.origin;
    return origin === undefined || /^(devtools|chrome-devtools):\/\//.test(origin);
  }

  const targetPath = `/${INSPECTOR_TARGET}`;
  const addresses = (): InspectorAddresses => {
    const ws = `ws://127.0.0.1:${port}${targetPath}`;
    return {
      port,
      webSocket: ws,
      devtools: `devtools://devtools/bundled/js_app.html?ws=127.0.0.1:${port}${targetPath}`,
      paused: pausedWhere,
    };
  };

  return {
    async listen(): Promise<number> {
      const http = createServer((request, response) => {
        if (!allowed(request))
          return response.writeHead(403).end('Refused: only DevTools or an editor on this machine may use the inspector.');
        const path = request.url?.split('?')[0];
        if (path === '/json/version') {
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ Browser: 'integration-studio', 'Protocol-Version': '1.3' }));
        }
        if (path === '/json' || path === '/json/list') {
          const { webSocket, devtools } = addresses();
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end(
            JSON.stringify([
              {
                id: INSPECTOR_TARGET,
                type: 'node',
                title: 'Integration',
                description: "the integration's worker",
                webSocketDebuggerUrl: webSocket,
                devtoolsFrontendUrl: devtools,
              },
            ]),
          );
        }
        response.writeHead(404).end();
      });
      const wss = new WebSocketServer({ noServer: true });
      http.on('upgrade', (request, socket, head) => {
        if (!allowed(request) || request.url !== targetPath) {
          socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          if (client) return ws.close(1013, 'Another debugger is attached; only one can be at a time.');
          client = ws;
          ws.on('message', fromClient);
          ws.on('close', () => {
            if (client !== ws) return;
            client = null;
            state = [];
            breakpointIds.clear();
            // A debugger that leaves must not leave the integration paused or its breakpoints set.
            void own('Debugger.disable');
          });
        });
      });
      await new Promise<void>((resolve, reject) => {
        http.once('error', (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'EADDRINUSE'
              ? new Error(
                  `The debugger's port ${options.port} on 127.0.0.1 is in use (another debugger, or another studio with --inspect): pass --inspect=PORT for another one, or --inspect=0 for any free port.`,
                )
              : error,
          ),
        );
        http.listen(options.port, '127.0.0.1', () => resolve());
      });
      server = http;
      port = (http.address() as { port: number }).port;
      return port;
    },

    async attach(runtimeInspector: URL): Promise<void> {
      detachUpstream();
      toClient({ method: 'Runtime.executionContextsCleared', params: {} });
      const list = (await targetsOf(runtimeInspector)) as { id: string }[];
      const target = list.find((entry) => entry.id === `core:user:${INSPECTOR_TARGET}`);
      if (!target) throw new Error(`workerd lists no inspector target for the integration's worker (${list.map((e) => e.id).join(', ')}).`);
      upstreamUrl = `ws://${runtimeInspector.host}/${target.id}`;
      await connectUpstream();
    },

    withSourceMap(code, map) {
      loadedMap = map || null;
      loadedTrace = null;
      const inline = debuggerSourceMap(map, options.dir, mapFile);
      return inline ? `${code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(inline).toString('base64')}\n` : code;
    },
    detach: detachUpstream,
    debuggerReady: () => ready,
    setPauseOnExceptions(on) {
      pauseOnExceptions = on;
      applyPauseOnExceptions();
    },
    addresses,
    paused: () => pausedSince !== null,
    pausedMs: () => pausedTotal + (pausedSince === null ? 0 : performance.now() - pausedSince),

    async dispose() {
      detachUpstream();
      client?.terminate();
      client = null;
      const http = server;
      server = null;
      if (!http) return;
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/**
 * The build's map as the debugger gets it: each source inside the folder named relative to it
 * (`src/index.ts`, stable across rebuilds and machines) with its content, so DevTools shows and
 * binds the original without reading the disk; a source outside (the studio's SDK) keeps its
 * file URL and no content. A file swapped for a link out of the folder since the build is not read.
 */
export function debuggerSourceMap(map: string, dir: string, mapFile: string): string | null {
  let parsed: { sources?: string[]; sourcesContent?: (string | null)[]; sourceRoot?: string };
  try {
    parsed = JSON.parse(map);
  } catch {
    return null;
  }
  const trace = traceOf(map, mapFile);
  if (!trace) return null;
  const sources: string[] = [];
  const contents: (string | null)[] = [];
  for (const resolved of trace.resolvedSources) {
    const path = resolved.startsWith('file:') ? fileURLToPath(resolved) : resolved;
    const shown = shownPath(dir, path);
    if (shown === path) {
      sources.push(pathToFileURL(path).href);
      contents.push(null);
      continue;
    }
    sources.push(shown.split(sep).join('/'));
    contents.push(readFolderSource(dir, path));
  }
  delete parsed.sourceRoot;
  return JSON.stringify({ ...parsed, sources, sourcesContent: contents });
}

/**
 * A timer that does not count time spent paused in the debugger: when it comes due after a pause,
 * it waits out the time paused (and, while still paused, until resumed).
 */
export function pauseAwareTimeout(
  inspector: Inspector | null,
  ms: number,
  fire: () => void,
  timers: NodeJS.Timeout[],
  { unref = false } = {},
): void {
  const push = (timer: NodeJS.Timeout) => timers.push(unref ? timer.unref() : timer);
  if (!inspector) {
    push(setTimeout(fire, ms));
    return;
  }
  let pausedAtStart = inspector.pausedMs();
  let remaining = ms;
  const due = () => {
    const pausedFor = inspector.pausedMs() - pausedAtStart;
    if (inspector.paused()) {
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
