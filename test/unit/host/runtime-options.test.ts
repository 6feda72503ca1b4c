import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { WorkerOptions } from 'miniflare';
import { describe, expect, it } from 'vitest';
import {
  GATE_HOST_BINDING,
  GATE_WORKER,
  OUTBOUND_ERROR_HEADER,
  OUTBOUND_URL_HEADER,
} from '../../../electron/services/host/containment/outbound-gate.ts';
import { DISPATCH_HEADER, HOST_CALL_ORIGIN, HOST_TOKEN_HEADER } from '../../../electron/services/host/entry.ts';
import type { DebuggerProxy } from '../../../electron/services/host/debugger-proxy.ts';
import { runtimeOptions, type HostCall, type RuntimeConfig } from '../../../electron/services/host/runtime-options.ts';
import { SWAP_WORKER } from '../../../electron/services/host/workers/constants.ts';

const debuggerAttached = { withSourceMap: (code: string) => `${code}\n//# sourceMappingURL=data:mapped` } as unknown as DebuggerProxy;

function config(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    code: { code: 'export default {}', map: '{}', durationMs: 1 },
    sources: { entry: '/* entry */', prelude: '/* prelude */', gate: '/* gate */', swap: '/* swap */' },
    debuggerProxy: null,
    swapping: false,
    swapToken: 'swap-token',
    outboundCapBytes: 1024,
    marker: 'STUDIO_RUNTIME=abc',
    outbound: async () => {},
    hostCall: async () => null,
    stdio: () => {},
    ...overrides,
  };
}
const workers = (options: ReturnType<typeof runtimeOptions>) => (options as { workers: WorkerOptions[] }).workers;
const named = (options: ReturnType<typeof runtimeOptions>, name: string) => workers(options).find((worker) => worker.name === name);

/** A request as the gate's Node service receives it, and the answer it writes. */
function gateCall(url: string, headers: Record<string, string> = {}) {
  const request = Object.assign(Readable.from([]), { headers: { [OUTBOUND_URL_HEADER]: url, ...headers } }) as unknown as IncomingMessage;
  const written: { status?: number; headers?: Record<string, string> } = {};
  const response = Object.assign(new EventEmitter(), {
    writeHead(status: number, headers?: Record<string, string>) {
      written.status = status;
      written.headers = headers;
      return response;
    },
    end() {
      return response;
    },
  }) as unknown as ServerResponse;
  return { request, response, written };
}
const gateService = (options: ReturnType<typeof runtimeOptions>) =>
  (
    named(options, GATE_WORKER)!.serviceBindings![GATE_HOST_BINDING] as {
      node: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    }
  ).node;

describe("the runtime's workerd configuration", () => {
  it("gives the integration's worker no bindings and sends every fetch it makes through the gate", () => {
    const integration = named(runtimeOptions(config()), 'integration')!;
    expect(integration.outboundService).toBe(GATE_WORKER);
    expect(integration.bindings).toBeUndefined();
    expect(integration.serviceBindings).toBeUndefined();
    expect(integration.modules).toHaveLength(3);
  });

  it("runs the integration on the platform CLI dev server's compatibility date and flags (packages/cli: 2025-05-25, nodejs_compat)", () => {
    const options = runtimeOptions(config({ swapping: true }));
    for (const name of ['integration', SWAP_WORKER]) {
      expect(named(options, name)!.compatibilityDate).toBe('2025-05-25');
    }
    expect(named(options, 'integration')!.compatibilityFlags).toContain('nodejs_compat');
  });

  it('carries the swap worker only while code is swapped in place, and never while debugging', () => {
    expect(named(runtimeOptions(config()), SWAP_WORKER)).toBeUndefined();
    expect(named(runtimeOptions(config({ swapping: true })), SWAP_WORKER)).toBeDefined();
    expect(named(runtimeOptions(config({ swapping: true, debuggerProxy: debuggerAttached })), SWAP_WORKER)).toBeUndefined();
  });

  it("opens workerd's inspector and maps the bundle only while the debugger is attached", () => {
    const plain = runtimeOptions(config());
    expect(plain).not.toHaveProperty('inspectorPort');
    const debugging = runtimeOptions(config({ debuggerProxy: debuggerAttached }));
    expect(debugging).toHaveProperty('inspectorPort', 0);
    const bundle = (named(debugging, 'integration')!.modules as { contents: string }[])[2]!;
    expect(bundle.contents).toContain('sourceMappingURL');
  });

  it("marks workerd's environment so the host finds this runtime's process", () => {
    expect(runtimeOptions(config()).unsafeRuntimeEnv).toEqual({ STUDIO_RUNTIME: 'abc' });
  });

  it("the gate's way out hands the entry's calls to the host with their dispatch and token, and every other fetch to the outbound policy", async () => {
    const calls: HostCall[] = [];
    let outbound = 0;
    const service = gateService(
      runtimeOptions(
        config({
          hostCall: async (call) => (calls.push(call), call.token === 'right' ? null : 'carried a host token that is not that dispatch’s'),
          outbound: async () => void outbound++,
        }),
      ),
    );

    const accepted = gateCall(`${HOST_CALL_ORIGIN}/logs`, { [DISPATCH_HEADER]: 'd1', [HOST_TOKEN_HEADER]: 'right' });
    await service(accepted.request, accepted.response);
    expect(calls[0]).toMatchObject({ path: '/logs', dispatchId: 'd1', token: 'right' });
    expect(accepted.written.status).toBe(204);

    const forged = gateCall(`${HOST_CALL_ORIGIN}/background`, { [DISPATCH_HEADER]: 'd1', [HOST_TOKEN_HEADER]: 'wrong' });
    await service(forged.request, forged.response);
    expect(forged.written.status).toBe(403);
    expect(decodeURIComponent(forged.written.headers![OUTBOUND_ERROR_HEADER]!)).toContain('not that dispatch');

    const theirs = gateCall('https://api.example.com/v1/things');
    await service(theirs.request, theirs.response);
    expect(outbound).toBe(1);
    expect(calls).toHaveLength(2);
  });
});
