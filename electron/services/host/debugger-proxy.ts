import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { WebSocketServer } from 'ws';
import { createPauseTracker, type PauseClock } from './debugger-clock.ts';
import { createDebuggerRelay } from './debugger-relay.ts';
import { createSourceBinding, type PausedAt } from './debugger-source-map.ts';
import { HostError } from './errors.ts';

/** The one target the debugger lists: the integration's worker (never the studio's outbound gate). */
export const DEBUGGER_TARGET = 'integration';
/** Node's and wrangler's port, so an editor's default attach configuration finds the studio. */
export const DEFAULT_INSPECT_PORT = 9229;

export interface DebuggerProxyOptions {
  /** 0 for any free port. */
  port: number;
  /** The integration folder (sources in the debugger's map are named relative to it). */
  dir: string;
  /** Paused (where) or resumed (null). */
  onPause?(at: PausedAt | null): void;
}

/** Where the debugger answers, and where the integration is paused. */
export interface DebuggerAddresses {
  port: number;
  /** The target's WebSocket (what VS Code and CDP clients attach to). */
  webSocket: string;
  /** The address that opens Chromium's bundled DevTools on the target. */
  devtools: string;
  /** Where the integration is paused in its own source (null when running, or paused outside it). */
  paused: PausedAt | null;
}

/** The studio's debugger for the integration's worker (see createDebuggerProxy). */
export interface DebuggerProxy extends PauseClock {
  /** Starts listening on 127.0.0.1; resolves with the port. */
  listen(): Promise<number>;
  /** Points the client's session at a new runtime (`ws://127.0.0.1:PORT` of workerd's own inspector), replaying its state. */
  attach(runtimeInspector: URL): Promise<void>;
  /**
   * `code` with its source map inline, for DevTools: sources relative to the folder, with their
   * content. Called for the bundle being loaded: its map is the one breakpoints on `src/…` bind through.
   */
  withSourceMap(code: string, map: string): string;
  addresses(): DebuggerAddresses;
  /** Pause on every exception (caught ones too: the studio's entry catches what the integration throws) for the attached debugger. */
  setPauseOnExceptions(on: boolean): void;
  /** Resolves once a debugger has attached and is ready (it sent `Runtime.runIfWaitingForDebugger`, as DevTools and VS Code do). */
  debuggerReady(): Promise<void>;
  dispose(): Promise<void>;
}

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
          reject(
            new HostError('debugger-unavailable', `workerd's inspector answered its target list with ${response.statusCode} and no JSON.`),
          );
        }
      });
    });
    request
      .on('error', reject)
      .on('timeout', () =>
        request.destroy(new HostError('debugger-unavailable', "workerd's inspector did not list its targets within 10 s.")),
      );
  });
}

/**
 * The studio's debugger proxy: one WebSocket on 127.0.0.1 that DevTools or an editor attaches to,
 * with the `/json/list` discovery listing the integration's worker only. Miniflare's own proxy drops
 * the client on every reload; this one keeps the client's socket across runtimes and re-attaches it
 * to each new one (debugger-relay.ts), so a session survives hot reloads and restarts. Breakpoints
 * set on the integration's own files bind through the build's map (debugger-source-map.ts), and
 * pauses are tracked so the host's clocks stop while the integration is paused (debugger-clock.ts).
 */
export function createDebuggerProxy(options: DebuggerProxyOptions): DebuggerProxy {
  let server: Server | null = null;
  let port = 0;
  const sources = createSourceBinding(options.dir);
  const pauses = createPauseTracker(options.onPause);
  const relay = createDebuggerRelay(sources, pauses);

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

  const targetPath = `/${DEBUGGER_TARGET}`;
  const addresses = (): DebuggerAddresses => {
    const ws = `ws://127.0.0.1:${port}${targetPath}`;
    return {
      port,
      webSocket: ws,
      devtools: `devtools://devtools/bundled/js_app.html?ws=127.0.0.1:${port}${targetPath}`,
      paused: pauses.where(),
    };
  };

  function discovery(request: IncomingMessage, response: ServerResponse) {
    if (!allowed(request)) return response.writeHead(403).end('Refused: only DevTools or an editor on this machine may use the inspector.');
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
            id: DEBUGGER_TARGET,
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
  }

  return {
    async listen(): Promise<number> {
      const http = createServer(discovery);
      const wss = new WebSocketServer({ noServer: true });
      http.on('upgrade', (request, socket, head) => {
        if (!allowed(request) || request.url !== targetPath) {
          socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          if (!relay.join(ws)) ws.close(1013, 'Another debugger is attached; only one can be at a time.');
        });
      });
      await new Promise<void>((resolve, reject) => {
        http.once('error', (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'EADDRINUSE'
              ? new HostError(
                  'debugger-port-in-use',
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
      relay.detach(true);
      const list = (await targetsOf(runtimeInspector)) as { id: string }[];
      const target = list.find((entry) => entry.id === `core:user:${DEBUGGER_TARGET}`);
      if (!target)
        throw new HostError(
          'debugger-unavailable',
          `workerd lists no inspector target for the integration's worker (${list.map((e) => e.id).join(', ')}).`,
        );
      await relay.connect(`ws://${runtimeInspector.host}/${target.id}`);
    },

    withSourceMap: sources.withSourceMap,
    debuggerReady: relay.debuggerReady,
    setPauseOnExceptions: relay.setPauseOnExceptions,
    addresses,
    paused: pauses.paused,
    pausedMs: pauses.pausedMs,

    async dispose() {
      relay.dispose();
      const http = server;
      server = null;
      if (!http) return;
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
