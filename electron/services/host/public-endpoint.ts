import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import { publicContentCsp } from '../../../shared/security/csp.ts';
import type { PublicServer } from '../public/server.ts';
import { BodyTooLargeError } from './errors.ts';
import { headerRecord, httpMessage, readLimited } from './http-message.ts';
import { UnknownInstallationError } from './deliver.ts';
import type { Host } from './types.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';
import { ICON_PATH, sendIcon } from './integration-icon.ts';
import { ASSETS_PATH, sendAsset } from './integration-assets.ts';
import { HOP_BY_HOP_HEADERS, publicBodyTooLarge, SANDBOX_CALL_HEADER } from './workers/constants.ts';

const HOP_BY_HOP = new Set(HOP_BY_HOP_HEADERS);
/**
 * The studio sets these itself from the bytes it sends. Content-Encoding is not among them: the bytes
 * are the integration's own, sent as they are, so its encoding goes with them (the client decodes once).
 */
const RECOMPUTED = new Set(['content-length', 'transfer-encoding', 'connection']);

function sendJSON(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** One `/i/` route per public server; the open session's host answers it. */
const current = new WeakMap<PublicServer, { host: Host | null }>();

/**
 * `http://127.0.0.1:PORT/i/<installationId>/…`: any method, path and body (up to the limit) becomes a
 * `fetch` event whose `fetch-body` is the exact bytes received; the integration's answer goes back as is.
 * The same paths answer on the content origin (`publicContentEndpoint`, `http://localhost:PORT2/i/…`),
 * the request's URL naming the origin it came to.
 */
export function servePublicEndpoint(server: PublicServer, host: Host): () => void {
  let slot = current.get(server);
  if (!slot) {
    const created = { host: null as Host | null };
    slot = created;
    current.set(server, created);
    server.route('/i/', (request, response, rest) => handle(created.host, server.origin, request, response, rest));
    server.content.route('/i/', (request, response, rest) => handle(created.host, server.content.origin, request, response, rest));
    server.route(ICON_PATH, (_request, response) => sendIcon(response, created.host?.files().icon ?? null));
    server.route(ASSETS_PATH, (_request, response, rest) => sendAsset(response, rest, created.host?.files() ?? null));
  }
  slot.host = host;
  const mine = slot;
  return () => {
    if (mine.host === host) mine.host = null;
  };
}

async function handle(host: Host | null, origin: string, request: IncomingMessage, response: ServerResponse, rest: string) {
  const installationId = decodeURIComponent(rest.split('/')[0] ?? '');
  if (!host) return sendJSON(response, 503, { error: 'No integration is open in the studio, so no public endpoint is served.' });
  if (!installationId) return sendJSON(response, 404, { error: 'Name an installation: /i/<installationId>/…' });

  const url = new URL(request.url ?? '/', origin);
  const method = (request.method ?? 'GET').toUpperCase();
  // A paused installation's endpoint takes no requests: its directory in the platform world says so.
  const refusal = host.world.directory.pausedRefusal(installationId);
  if (refusal) {
    // Journaled like any request, so the inspector shows what the paused installation turned away.
    const headers = { 'content-type': 'application/json' };
    const body = { error: refusal };
    host.publicTraffic.journal(
      {
        request: { method, url: url.href, ...httpMessage(headerRecord(request.headers), null) },
        response: { status: 503, ...httpMessage(headers, new TextEncoder().encode(JSON.stringify(body))) },
        durationMs: 0,
        error: null,
      },
      installationId,
    );
    response.setHeader('connection', 'close');
    return sendJSON(response, 503, body);
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  let body: Uint8Array;
  try {
    if (declared > BODY_LIMIT_BYTES) throw new BodyTooLargeError(BODY_LIMIT_BYTES);
    body = await readLimited(request, BODY_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    response.setHeader('connection', 'close');
    return sendJSON(response, 413, {
      error: publicBodyTooLarge(BODY_LIMIT_BYTES),
    });
  }
  // Sorted by name, as workerd's Headers iterate them: the front worker's envelope is this one, byte for byte.
  const headers = Object.fromEntries(
    Object.entries(headerRecord(request.headers, false))
      .filter(([name]) => !HOP_BY_HOP.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const event: IntegrationEvent = { type: 'fetch', request: { method, url: url.href, headers } };
  const started = performance.now();
  let result;
  let requestRecord = 0;
  try {
    const fromSandbox = request.headers[SANDBOX_CALL_HEADER] !== undefined;
    result = await host.publicTraffic.dispatch(
      event,
      { installationId, fetchBody: body, fromSandbox },
      (answer) =>
        (requestRecord = host.publicTraffic.journal(
          {
            request: { method, url: url.href, ...httpMessage(headerRecord(request.headers), body) },
            response: { status: answer.status, ...httpMessage(answer.headers, answer.bytes) },
            durationMs: performance.now() - started,
            error: answer.error,
          },
          installationId,
        )),
    );
  } catch (error) {
    if (error instanceof UnknownInstallationError) return sendJSON(response, 404, { error: error.message });
    throw error;
  }
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers)) if (!RECOMPUTED.has(name.toLowerCase())) out[name] = value;
  if (result.setCookies.length) out['set-cookie'] = result.setCookies;
  // The browser follows this answer: a provider's authorize URL is the studio's consent page unless the outbound mode is live.
  const location = Object.keys(out).find((name) => name.toLowerCase() === 'location');
  if (location && result.status >= 300 && result.status < 400) {
    const standIn = host.publicTraffic.standInRedirect(String(out[location]), requestRecord);
    if (standIn) out[location] = standIn;
  }
  out['content-length'] = String(result.bytes.byteLength);
  // The studio's policy goes next to the integration's own (a browser enforces each): pages it serves
  // run in the developer's browser and must not reach the machine's other local services.
  const theirs = out['content-security-policy'];
  const ours = publicContentCsp(request.headers['user-agent']);
  out['content-security-policy'] = theirs === undefined ? ours : [...[theirs].flat(), ours];
  response.writeHead(result.status, out);
  response.end(method === 'HEAD' ? undefined : result.bytes);
}
