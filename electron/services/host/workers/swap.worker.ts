// Swaps new code into the running workerd without restarting it. The host posts the runtime's
// modules (entry, prelude, the integration's bundle) here with the runtime's swap token; the worker
// loads them as a new isolate through its Worker Loader, evaluates them with the entry's component
// request (answered by the entry itself, so no handler of the integration runs), and from then on
// hands every other request it is sent to that isolate. A module that throws while evaluated is
// answered as a failed load and the previous code keeps serving. The loaded code gets an empty env
// (no binding, as on the platform) and the outbound gate as its network: every fetch and connect it
// makes goes to the gate worker, as the static worker's do through its `outboundService`.
import {
  COMPONENTS_REQUEST,
  DISPATCH_HEADER,
  ENTRY_NAME,
  SWAP_GATE_BINDING,
  SWAP_LOADER_BINDING,
  SWAP_TOKEN_BINDING,
  SWAP_TOKEN_HEADER,
  type SwapCode,
} from './constants.ts';

interface SwapEnv {
  [SWAP_LOADER_BINDING]: WorkerLoader;
  [SWAP_GATE_BINDING]: Fetcher;
  [SWAP_TOKEN_BINDING]: string;
}

/**
 * The isolate serving now (null until the first load), by name and code. A stub belongs to the
 * request that made it, so each request asks the loader again: it hands back the loaded isolate
 * and calls `code` only if it had to load it anew.
 */
let current: { name: string; code: SwapCode } | null = null;
let loads = 0;

function isolate(name: string, code: SwapCode, env: SwapEnv): Fetcher {
  return env[SWAP_LOADER_BINDING].get(name, () => ({
    compatibilityDate: code.compatibilityDate,
    compatibilityFlags: code.compatibilityFlags,
    mainModule: ENTRY_NAME,
    modules: code.modules,
    env: {},
    globalOutbound: env[SWAP_GATE_BINDING],
  })).getEntrypoint();
}

async function load(code: SwapCode, env: SwapEnv): Promise<Response> {
  const name = 'generation-' + ++loads;
  const entrypoint = isolate(name, code, env);
  let answer: Response;
  try {
    answer = await entrypoint.fetch(
      new Request('http://studio.internal/components', { headers: { [DISPATCH_HEADER]: COMPONENTS_REQUEST } }),
    );
  } catch (error) {
    // workerd's own words, e.g. "Failed to start Worker:\nUncaught Error: boom\n  at integration.js:1:7",
    // without its opening line (the host says what failed) and without this worker's own frames.
    const text = error instanceof Error ? error.message : String(error);
    return new Response(text.replace(/^Failed to start Worker:\s*/, '').replace(/\n\s*at [^\n]*swap\.js[^\n]*/g, ''), { status: 500 });
  }
  current = { name, code };
  return answer;
}

export default {
  async fetch(request, env) {
    const token = request.headers.get(SWAP_TOKEN_HEADER);
    if (token !== null && token === env[SWAP_TOKEN_BINDING]) return load((await request.json()) as SwapCode, env);
    if (!current) return new Response('No code has been loaded into the swap worker yet.', { status: 503 });
    return isolate(current.name, current.code, env).fetch(request);
  },
} satisfies WorkerModule<SwapEnv>;
