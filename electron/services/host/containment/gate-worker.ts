/** Name of the worker every outbound request of the integration goes through. */
export const GATE_WORKER = 'studio-outbound-gate';
/** The gate's binding to the host's outbound handler (Node). */
export const GATE_HOST_BINDING = 'HOST';
/** Set by the host on its answer when the integration's fetch must reject; the value is the reason (URI-encoded). */
export const OUTBOUND_ERROR_HEADER = 'x-studio-outbound-error';
/** The request's full URL, set by the gate (the bridge to Node passes only the path and Host). */
export const OUTBOUND_URL_HEADER = 'x-studio-outbound-url';
/**
 * Set by the host on the sandbox's calls to the studio's own public server (a copy the integration
 * sent is dropped first), so a page meant for a person's browser (the mock OAuth consent) can refuse them.
 */
export const SANDBOX_CALL_HEADER = 'x-studio-sandbox-call';

export const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/**
 * The integration's global outbound service: a worker, not a Node function, because a worker has no
 * `connect` handler, so raw TCP sockets (`cloudflare:sockets`) fail instead of passing through to
 * the machine's network as Miniflare's function services let them. It hands each request (each
 * redirect hop too: workerd follows redirects itself) to the host's policy, turns the host's
 * refusal into a rejected fetch, refuses upgrades (WebSockets), and fails the body read once it
 * passes the cap.
 */
export function gateWorkerSource(capBytes: number): string {
  const tooLarge = `is larger than ${mib(capBytes)}, the studio's cap on outbound responses; the read was stopped there.`;
  return `
const CAP = ${capBytes};
export default {
  async fetch(request, env) {
    // workerd hands the Node side of a service binding an upgrade it cannot answer (Miniflare then
    // fails outside any handler), so the studio's sandbox offers no outbound WebSocket: say so here.
    const upgrade = request.headers.get('upgrade');
    if (upgrade !== null) {
      throw new TypeError('The studio cannot open ' + (upgrade.toLowerCase() === 'websocket' ? 'a WebSocket' : 'an "Upgrade: ' + upgrade + '" connection') + ' to ' + request.url + ': outbound upgrades are not supported by the sandbox. Use plain HTTP requests.');
    }
    // Addressed to a name of no network (the target travels in a header), so the call reaches
    // Miniflare's loopback server with a Host its guard accepts (containment/loopback-guard.ts).
    const forwarded = new Request('http://gate/', request);
    forwarded.headers.set('${OUTBOUND_URL_HEADER}', request.url);
    const response = await env.${GATE_HOST_BINDING}.fetch(forwarded);
    const refused = response.headers.get('${OUTBOUND_ERROR_HEADER}');
    if (refused !== null) throw new TypeError(decodeURIComponent(refused));
    if (!response.body || response.webSocket) return response;
    let size = 0;
    const url = request.url;
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > CAP) controller.error(new TypeError('The response from ' + url + ' ' + ${JSON.stringify(tooLarge)}));
        else controller.enqueue(chunk);
      },
    }));
    return new Response(counted, response);
  },
};
`;
}
