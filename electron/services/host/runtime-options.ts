import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { MiniflareOptions } from 'miniflare';
import { BUNDLE_NAME, COMPATIBILITY_DATE, COMPATIBILITY_FLAGS, type Bundle } from './build.ts';
import {
  GATE_CAP_BINDING,
  GATE_HOST_BINDING,
  GATE_WORKER,
  OUTBOUND_ERROR_HEADER,
  OUTBOUND_URL_HEADER,
} from './containment/outbound-gate.ts';
import { DISPATCH_HEADER, ENTRY_NAME, HOST_CALL_ORIGIN, HOST_TOKEN_HEADER, PRELUDE_NAME } from './entry.ts';
import type { DebuggerProxy } from './debugger-proxy.ts';
import { swapWorkerOptions } from './swap.ts';
import type { WorkerSources } from './workers/sources.ts';

/** One call to `HOST_CALL_ORIGIN`: from the entry when its token matches its dispatch's, else forged. */
export interface HostCall {
  /** `/logs` or `/background`. */
  path: string;
  dispatchId: string;
  /** The host token it carried ('' when none). */
  token: string;
  body: Readable;
}

/**
 * The workerd configuration of one runtime, as Miniflare takes it: the integration's worker (the
 * entry, its prelude and the bundle; no bindings, every fetch through the gate), the swap worker
 * while code is swapped in place, and the outbound gate, whose one way out is a Node service that
 * tells the host's calls from the integration's own fetches.
 */
export interface RuntimeConfig {
  code: Bundle;
  sources: WorkerSources;
  /** The debugger, when attached: the bundle carries its source map and workerd opens its inspector. */
  debuggerProxy: DebuggerProxy | null;
  /** While debugging: the port of workerd's own inspector, one browsers refuse (containment/inspector-port.ts). */
  inspectorPort?: number | null;
  /** Whether the swap worker is in (from the first reload on, never while debugging). */
  swapping: boolean;
  swapToken: string;
  /** Bytes an outbound answer may bring in (the gate's cap). */
  outboundCapBytes: number;
  /** `NAME=value` in workerd's environment, so the host finds this runtime's process (memory.ts). */
  marker: string;
  /** The integration's own fetches, through the gate. */
  outbound(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** The entry's calls to the host; a string refuses one, saying why. */
  hostCall(call: HostCall): Promise<string | null>;
  /** workerd's stdout and stderr, for each process started. */
  stdio(stdout: Readable, stderr: Readable): void;
}

export function runtimeOptions(config: RuntimeConfig): MiniflareOptions {
  const { code, sources, debuggerProxy } = config;
  const [markerName, markerValue] = config.marker.split('=') as [string, string];
  return {
    workers: [
      {
        name: 'integration',
        modulesRoot: '/studio',
        modules: [
          { type: 'ESModule', path: `/studio/${ENTRY_NAME}`, contents: sources.entry },
          { type: 'ESModule', path: `/studio/${PRELUDE_NAME}`, contents: sources.prelude },
          {
            type: 'ESModule',
            path: `/studio/${BUNDLE_NAME}`,
            contents: debuggerProxy ? debuggerProxy.withSourceMap(code.code, code.map) : code.code,
          },
        ],
        compatibilityDate: COMPATIBILITY_DATE,
        compatibilityFlags: [...COMPATIBILITY_FLAGS],
        unsafeDirectSockets: [{}],
        // A worker, not a function: see containment/outbound-gate.ts (raw sockets must not pass through).
        outboundService: GATE_WORKER,
      },
      // The debugger follows the integration's worker by name: while debugging, swaps restart workerd.
      ...(debuggerProxy || !config.swapping ? [] : [swapWorkerOptions(sources, config.swapToken)]),
      {
        name: GATE_WORKER,
        modulesRoot: '/gate',
        modules: [{ type: 'ESModule', path: '/gate/gate.js', contents: sources.gate }],
        compatibilityDate: COMPATIBILITY_DATE,
        bindings: { [GATE_CAP_BINDING]: config.outboundCapBytes },
        // A Node service, so the reply streams with backpressure (see containment/outbound-handler.ts).
        serviceBindings: {
          [GATE_HOST_BINDING]: {
            node: (request: IncomingMessage, response: ServerResponse) =>
              isHostCall(request) ? answerHostCall(request, response, config.hostCall) : config.outbound(request, response),
          },
        },
      },
    ],
    unsafeRuntimeEnv: { [markerName]: markerValue },
    // workerd's own inspector (every worker, on 127.0.0.1) only when debugging, on a port no web page
    // can reach; the studio's debugger proxy (debugger-proxy.ts) is the one clients see, and it lists the integration only.
    ...(debuggerProxy ? { inspectorPort: config.inspectorPort ?? 0 } : {}),
    handleRuntimeStdio: config.stdio,
  };
}

/** The gate sets the URL header itself, so hosted code cannot dress another request up as a host call. */
export function isHostCall(request: IncomingMessage): boolean {
  const url = request.headers[OUTBOUND_URL_HEADER];
  return typeof url === 'string' && url.startsWith(`${HOST_CALL_ORIGIN}/`);
}

async function answerHostCall(request: IncomingMessage, response: ServerResponse, hostCall: RuntimeConfig['hostCall']): Promise<void> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : '';
  };
  const path = new URL(header(OUTBOUND_URL_HEADER)).pathname;
  let refused: string | null;
  try {
    refused = await hostCall({ path, dispatchId: header(DISPATCH_HEADER), token: header(HOST_TOKEN_HEADER), body: request });
  } catch (error) {
    refused = `The host call failed: ${(error as Error).message}`;
  }
  request.resume();
  // A refusal rejects the caller's fetch with the reason, as the gate does for a refused origin.
  if (refused) response.writeHead(403, { [OUTBOUND_ERROR_HEADER]: encodeURIComponent(refused) }).end();
  else response.writeHead(204).end();
}
