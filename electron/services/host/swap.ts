// How new code gets into a running workerd without restarting it (the host's side of
// workers/swap.worker.ts): the swap worker's place in the runtime's configuration, and the request
// that hands it the runtime's modules. When and whether to swap in place is runtime.ts's to decide.
import type { WorkerOptions } from 'miniflare';
import { request } from 'undici';
import { BUNDLE_NAME, COMPATIBILITY_DATE, COMPATIBILITY_FLAGS } from './build.ts';
import { ENTRY_NAME, PRELUDE_NAME } from './entry.ts';
import {
  GATE_WORKER,
  SWAP_GATE_BINDING,
  SWAP_LOADER_BINDING,
  SWAP_TOKEN_BINDING,
  SWAP_TOKEN_HEADER,
  SWAP_WORKER,
  type SwapCode,
} from './workers/constants.ts';
import type { WorkerSources } from './workers/sources.ts';

/** The swap worker: its Worker Loader, the gate as the network of the code it loads, the runtime's token. */
export function swapWorkerOptions(sources: WorkerSources, token: string): WorkerOptions {
  return {
    name: SWAP_WORKER,
    modulesRoot: '/swap',
    modules: [{ type: 'ESModule', path: '/swap/swap.js', contents: sources.swap }],
    compatibilityDate: COMPATIBILITY_DATE,
    workerLoaders: { [SWAP_LOADER_BINDING]: {} },
    serviceBindings: { [SWAP_GATE_BINDING]: GATE_WORKER },
    bindings: { [SWAP_TOKEN_BINDING]: token },
    unsafeDirectSockets: [{}],
    outboundService: GATE_WORKER,
  };
}

/**
 * Hands the runtime's modules around `code` (the integration's bundle) to the swap worker at `url`:
 * true once they evaluated and serve; false when the swap worker cannot be reached (workerd died
 * since), so the caller restarts instead; rejects with workerd's words when the module threw.
 */
export async function postSwap(url: URL, token: string, sources: WorkerSources, code: string): Promise<boolean> {
  const body: SwapCode = {
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: [...COMPATIBILITY_FLAGS],
    modules: { [ENTRY_NAME]: sources.entry, [PRELUDE_NAME]: sources.prelude, [BUNDLE_NAME]: code },
  };
  let status: number;
  let text: string;
  try {
    const answer = await request(url, {
      method: 'POST',
      headers: { [SWAP_TOKEN_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      reset: true,
    });
    status = answer.statusCode;
    text = await answer.body.text();
  } catch {
    return false;
  }
  if (status !== 200) throw new Error(`its module threw while it was evaluated: ${text.trim() || `the swap worker answered ${status}`}`);
  return true;
}
