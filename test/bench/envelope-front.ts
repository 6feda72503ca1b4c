// The least any design that answers the public endpoint must do, with no studio at all: a worker in
// the same workerd as the integration turns each raw request into the platform's envelope (event and
// environment parts, built per request, the environment's JSON cached) and hands it to the integration
// through a service binding; the answer goes back as is. No journal, no limits, no node:http hop.
// `hop: true` skips the envelope too (a prebuilt one is sent): the cost of the extra worker alone.
// The public-endpoint bench prints the studio and these against the bare Miniflare, so what the
// target asks can be held against what building the envelope alone costs on the same machine.
import { Miniflare } from 'miniflare';

function frontScript(environmentJson: string, prebuilt: { type: string; bytes: Uint8Array } | null): string {
  return `
const ENVIRONMENT = ${JSON.stringify(environmentJson)};
const PREBUILT = ${prebuilt ? `{ type: ${JSON.stringify(prebuilt.type)}, bytes: new Uint8Array(${JSON.stringify([...prebuilt.bytes])}) }` : 'null'};
export default {
  async fetch(request, env) {
    let type, body;
    if (PREBUILT) {
      type = PREBUILT.type;
      body = PREBUILT.bytes;
    } else {
      const headers = {};
      for (const [name, value] of request.headers) headers[name] = value;
      const form = new FormData();
      form.set('event', JSON.stringify({ type: 'fetch', request: { method: request.method, url: request.url, headers } }));
      form.set('environment', ENVIRONMENT);
      const envelope = new Request('http://integration/v1', { method: 'POST', body: form });
      type = envelope.headers.get('content-type');
      body = await envelope.arrayBuffer();
    }
    const answer = await env.INTEGRATION.fetch('http://integration/v1', { method: 'POST', headers: { 'content-type': type }, body });
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
  },
};`;
}

/** One workerd on a loopback port: `front` answers it, `integration` is its INTEGRATION service binding. */
function frontBeside(front: string, integration: string): Miniflare {
  return new Miniflare({
    host: '127.0.0.1',
    port: 0,
    workers: [
      { name: 'front', modules: true, script: front, compatibilityDate: '2025-09-01', serviceBindings: { INTEGRATION: 'integration' } },
      { name: 'integration', modules: true, script: integration, compatibilityDate: '2025-09-01' },
    ],
  });
}

/** A Miniflare serving `bundle` behind the front worker on its own loopback port. */
export async function startEnvelopeFront(
  bundle: string,
  environmentJson: string,
  options: { hop?: { type: string; bytes: Uint8Array } } = {},
): Promise<{ origin: string; dispose(): Promise<void> }> {
  const miniflare = frontBeside(frontScript(environmentJson, options.hop ?? null), bundle);
  const url = await miniflare.ready;
  return { origin: url.origin, dispose: () => miniflare.dispose() };
}

/**
 * The front worker in a workerd of its own, the integration in another (as it would be if the front
 * were to outlive the integration's restarts and runaway handlers): the envelope goes over a
 * loopback connection instead of a service binding inside one process.
 */
export async function startSeparateFront(bundle: string, environmentJson: string): Promise<{ origin: string; dispose(): Promise<void> }> {
  const integration = new Miniflare({ host: '127.0.0.1', port: 0, modules: true, script: bundle, compatibilityDate: '2025-09-01' });
  const integrationUrl = await integration.ready;
  const front = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    workers: [
      {
        name: 'front',
        modules: true,
        script: frontScript(environmentJson, null),
        compatibilityDate: '2025-09-01',
        serviceBindings: { INTEGRATION: { external: { address: `127.0.0.1:${integrationUrl.port}`, http: {} } } },
      },
    ],
  });
  const url = await front.ready;
  return { origin: url.origin, dispose: async () => void (await Promise.all([front.dispose(), integration.dispose()])) };
}

/**
 * How long a worker in the integration's workerd takes to answer a plain request while the
 * integration runs a synchronous loop of `spinMs` (workerd runs every worker of a process on one
 * thread), against the same request with the integration idle. Both in milliseconds.
 */
export async function answerBesideSpin(spinMs: number): Promise<{ beside: number; alone: number }> {
  const miniflare = frontBeside(
    `export default { fetch(request, env) { return new URL(request.url).pathname === '/spin' ? env.INTEGRATION.fetch(request) : new Response('ok'); } };`,
    `export default { fetch() { const until = Date.now() + ${spinMs}; while (Date.now() < until) {} return new Response('spun'); } };`,
  );
  const url = await miniflare.ready;
  try {
    const timed = async () => {
      const started = performance.now();
      await (await fetch(url)).text();
      return performance.now() - started;
    };
    await timed();
    const alone = await timed();
    const spinning = fetch(new URL('/spin', url)).then((answer) => answer.text());
    // Sent once the spin has begun, so it waits for the rest of it if the thread is shared.
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, spinMs / 4)));
    const beside = await timed();
    await spinning;
    return { beside, alone };
  } finally {
    await miniflare.dispose();
  }
}
