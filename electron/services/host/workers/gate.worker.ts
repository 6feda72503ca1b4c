// The integration's global outbound service: a worker, not a Node function, because a worker has no
// `connect` handler, so raw TCP sockets (`cloudflare:sockets`) fail instead of passing through to
// the machine's network as Miniflare's function services let them. It hands each request (each
// redirect hop too: workerd follows redirects itself) to the host's policy, turns the host's
// refusal into a rejected fetch, refuses upgrades (WebSockets), and fails the body read once it
// passes the cap. Its env (the host binding, the cap) belongs to the gate: hosted code runs in
// another worker and never sees it.
import {
  GATE_CAP_BINDING,
  GATE_HOST_BINDING,
  GATE_TARGET,
  OUTBOUND_ERROR_HEADER,
  OUTBOUND_URL_HEADER,
  outboundTooLarge,
} from './constants.ts';

interface GateEnv {
  [GATE_HOST_BINDING]: Fetcher;
  [GATE_CAP_BINDING]: number;
}

export default {
  async fetch(request, env) {
    // workerd hands the Node side of a service binding an upgrade it cannot answer (Miniflare then
    // fails outside any handler), so the studio's sandbox offers no outbound WebSocket: say so here.
    const upgrade = request.headers.get('upgrade');
    if (upgrade !== null) {
      const what = upgrade.toLowerCase() === 'websocket' ? 'a WebSocket' : 'an "Upgrade: ' + upgrade + '" connection';
      throw new TypeError(
        'The studio cannot open ' +
          what +
          ' to ' +
          request.url +
          ': outbound upgrades are not supported by the sandbox. Use plain HTTP requests.',
      );
    }
    // Addressed to a name of no network (the target travels in a header), so the call reaches
    // Miniflare's loopback server with a Host its guard accepts (containment/loopback-guard.ts).
    const forwarded = new Request(GATE_TARGET, request);
    forwarded.headers.set(OUTBOUND_URL_HEADER, request.url);
    const response = await env[GATE_HOST_BINDING].fetch(forwarded);
    const refused = response.headers.get(OUTBOUND_ERROR_HEADER);
    if (refused !== null) throw new TypeError(decodeURIComponent(refused));
    if (!response.body || response.webSocket) return response;
    const cap = env[GATE_CAP_BINDING];
    let size = 0;
    const url = request.url;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > cap) controller.error(new TypeError(outboundTooLarge(url, cap)));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, response);
  },
} satisfies WorkerModule<GateEnv>;
