import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VisitorFlow, VisitorHop, VisitorLanding } from '../../../shared/api/installations.ts';
import { entryData } from '../../../shared/journal/entries.ts';
import { refusedRedirect } from '../../../shared/security/redirect-scheme.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import { PUBLISHED_SITE_PREFIX } from '../platform/shapes.ts';
import type { PlatformWorld } from '../platform/world.ts';
import type { PublicServer } from '../public/server.ts';
import { InstallationsError } from './errors.ts';
import type { MockProviderObserver } from './mock-provider.ts';
import { VISITOR_AUTH_CALLBACK, type InstallationsService } from './service.ts';

/** Flows kept for the UI to read back; older ones are forgotten. */
const KEPT_FLOWS = 20;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function decodePart(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const HMAC: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

/**
 * A visitor token as the published site reads it: signed (HMAC) with the site installation's signing
 * secret, not expired. The platform refuses any other; the page says which check failed.
 */
export function readVisitorToken(token: string, secret: string | null, now = Date.now()): NonNullable<VisitorLanding['jwt']> {
  const [head, body, signature] = token.split('.');
  const header = decodePart(head);
  const claims = decodePart(body);
  const expiresAt = typeof claims?.exp === 'number' ? claims.exp * 1000 : null;
  const algorithm = HMAC[String(header?.alg)];
  let verdict: string;
  if (!header || !claims || signature === undefined) verdict = 'not a JWT (three base64url parts: header, claims, signature)';
  else if (!algorithm) verdict = `signed with ${String(header.alg)}; the site installation's secret checks HS256, HS384 or HS512`;
  else if (!secret) verdict = 'no site installation holds this site, so no signing secret checks it';
  else {
    const expected = createHmac(algorithm, secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      verdict = "the signature does not match the site installation's signing secret (environment.signingSecrets.siteInstallation)";
    else if (expiresAt !== null && expiresAt <= now) verdict = `valid signature, but expired at ${new Date(expiresAt).toISOString()}`;
    else verdict = 'valid';
  }
  return { token, header, claims, signature: verdict, expiresAt };
}

/** A page of the published-site stand-in: no script, nothing loaded, as a page anyone can open. */
function page(response: ServerResponse, title: string, body: string) {
  response.writeHead(200, {
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Referrer-Policy': 'no-referrer',
  });
  response.end(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#1d2330}
@media (prefers-color-scheme:dark){body{background:#14171f;color:#e3e7ef}pre,.note{background:#1f2430!important}}
h1{font-size:20px}pre{background:#f2f4f8;padding:10px 12px;border-radius:6px;overflow:auto;white-space:pre-wrap;word-break:break-all}
.note{background:#f2f4f8;padding:8px 12px;border-radius:6px}.ok{color:#1a7f37}.bad{color:#c62828}</style></head><body>${body}</body></html>`);
}

export interface VisitorFlows {
  start(installationId: string, payload: Record<string, unknown>, logout: boolean): Promise<VisitorFlow>;
  get(flowId: string): VisitorFlow | null;
  /** The mock provider reports the hops the browser makes there. */
  observer: MockProviderObserver;
  /** Whether a sign-out may return the browser to this address: a published site of the studio. */
  isPublishedSite(url: URL): boolean;
  dispose(): void;
}

/**
 * Follows a visitor through the platform's visitor authentication: the integration's answer to
 * `fetch_visitor_authentication`, the identity provider (the mock one reports its pages), the
 * integration's callback (its public-endpoint request, from the journal) and the published site,
 * which the studio serves itself (`/published/<siteId>/`) to show what the integration decided.
 * Each hop is journaled as `visitor.hop` and pushed on `installations.visitorFlow`.
 */
export function startVisitorFlows(deps: {
  service: InstallationsService;
  /** The platform world: a site installation's signing secret is in the environment it describes. */
  world: Pick<PlatformWorld, 'environmentFor'>;
  journal: Journal;
  bus: Bus;
  publicServer: PublicServer;
  /** The stand-in's page in an identity provider's place (outbound mode not live): its consent page for a sign-in, its sign-out page for a logout; journaled under `parentId`; else null. */
  standIn?: (location: string, parentId: number, signOut: boolean) => string | null;
}): VisitorFlows {
  const flows = new Map<string, VisitorFlow>();
  const { service, journal, bus, publicServer } = deps;

  const callbackOf = (flow: VisitorFlow) => `${service.publicEndpoint(flow.installationId)}${VISITOR_AUTH_CALLBACK}`;
  const siteOf = (flow: VisitorFlow) => service.stored(flow.installationId)?.siteId ?? null;
  const running = () => [...flows.values()].reverse().filter((flow) => flow.state === 'running');

  function hop(
    flow: VisitorFlow,
    next: Omit<VisitorHop, 'at' | 'recordId'> & { recordId?: number | null },
    claims?: Record<string, unknown> | null,
  ) {
    const record =
      next.recordId ??
      journal.append({
        kind: 'visitor.hop',
        status: next.ok ? 'ok' : 'error',
        summary: `Visitor ${flow.action}: ${next.summary}`,
        installationId: flow.installationId,
        data: {
          flowId: flow.id,
          installationId: flow.installationId,
          step: next.step,
          url: next.url,
          status: next.status,
          claims: claims ?? null,
        },
      }).id;
    flow.hops.push({ ...next, at: Date.now(), recordId: record });
    bus.publish('installations.visitorFlow', structuredClone(flow));
  }

  function finish(flow: VisitorFlow, state: 'done' | 'failed') {
    flow.state = state;
    bus.publish('installations.visitorFlow', structuredClone(flow));
  }

  // The integration's callback is a public-endpoint request like any other: the journal has it.
  // Every public request passes here: the record's data is checked only while a sign-in waits for its callback.
  const unsubscribe = bus.subscribe('journal.appended', (record) => {
    if (record.kind !== 'http.request') return;
    const signIns = running().filter((candidate) => candidate.action === 'sign-in');
    if (!signIns.length) return;
    const exchange = entryData(record, 'http.request');
    if (!exchange) return;
    const path = exchange.request.url.split('?')[0];
    const flow = signIns.find((candidate) => callbackOf(candidate) === path);
    if (!flow) return;
    const status = exchange.response?.status ?? null;
    const location = exchange.response?.headers?.location ?? null;
    const redirected = status !== null && status >= 300 && status < 400 && location !== null;
    const refused = redirected ? refusedRedirect(location, exchange.request.url) : null;
    hop(flow, {
      step: 'callback',
      ok: redirected && !refused,
      status,
      url: location,
      recordId: record.id,
      summary: refused
        ? `the integration's callback answered ${status}, but ${refused}; the visitor does not get there:`
        : redirected
          ? `the integration's callback answered ${status}, sending the visitor on to:`
          : `the integration's callback answered ${status ?? exchange.error ?? 'nothing'} without a redirect: the visitor stays on its answer`,
    });
    if (!redirected || refused) finish(flow, 'failed');
  });

  const observer: MockProviderObserver = {
    consentShown(redirectUri) {
      const flow = running().find((candidate) => callbackOf(candidate) === redirectUri);
      if (flow)
        hop(flow, {
          step: 'provider',
          ok: true,
          status: 200,
          url: redirectUri,
          summary: "the identity provider (the studio's mock) shows its consent page; it will return to the integration's callback",
        });
    },
    decided(redirectUri, approved, target) {
      const flow = running().find((candidate) => callbackOf(candidate) === redirectUri);
      if (flow)
        hop(flow, {
          step: 'decision',
          ok: approved,
          status: 302,
          url: target,
          summary: approved
            ? 'the visitor approved: back to the callback with a code'
            : 'the visitor denied: back to the callback with error=access_denied',
        });
    },
    loggedOut(returnTo, refused) {
      const flow = running().find((candidate) => candidate.action === 'logout');
      if (!flow) return;
      hop(flow, {
        step: 'provider',
        ok: returnTo !== null,
        status: returnTo ? 302 : 200,
        url: returnTo ?? refused,
        summary: returnTo
          ? 'the identity provider signed the visitor out and sends them back to:'
          : `the identity provider signed the visitor out but did not send them back${refused ? ' to this address, not a published site of the studio:' : ''}`,
      });
      if (!returnTo) finish(flow, 'done');
    },
  };

  function landingPage(request: IncomingMessage, response: ServerResponse, rest: string) {
    const url = new URL(request.url ?? '/', publicServer.origin);
    const siteId = decodeURIComponent(rest.split('/')[0] ?? '');
    const token = url.searchParams.get('jwt_token');
    url.searchParams.delete('jwt_token');
    const path = `/${rest.split('/').slice(1).join('/')}${url.search}`;
    const site = service.all().find((installation) => installation.kind === 'site' && installation.siteId === siteId) ?? null;
    const secret = site ? (deps.world.environmentFor(site.id)?.signingSecrets?.siteInstallation ?? null) : null;
    const jwt = token === null ? null : readVisitorToken(token, secret);
    const landing: VisitorLanding = { path, jwt };
    const flow = running().find((candidate) => siteOf(candidate) === siteId) ?? null;
    if (flow) {
      flow.landing = landing;
      hop(
        flow,
        {
          step: 'landing',
          ok: flow.action === 'logout' ? jwt === null : jwt?.signature === 'valid',
          status: 200,
          url: url.href,
          summary:
            jwt === null
              ? `the visitor is on the published site at ${path}, with no token${flow.action === 'logout' ? ': signed out' : ': the platform would not let them in'}`
              : `the visitor is on the published site at ${path} with a jwt_token: ${jwt.signature === 'valid' ? 'signature valid, the platform lets them in' : jwt.signature}`,
        },
        jwt?.claims ?? null,
      );
      finish(flow, 'done');
    }
    const verdict = jwt
      ? `<p>Signature: <strong class="${jwt.signature === 'valid' ? 'ok' : 'bad'}">${escapeHtml(jwt.signature)}</strong>${
          jwt.expiresAt ? `; expires ${escapeHtml(new Date(jwt.expiresAt).toISOString())}` : ''
        }</p><p>Claims the integration set (what <code>state.visitor</code> and adaptive content read):</p><pre>${escapeHtml(
          JSON.stringify(jwt.claims, null, 2),
        )}</pre><p>Header:</p><pre>${escapeHtml(JSON.stringify(jwt.header))}</pre>`
      : '<p>No <code>jwt_token</code> came with this visit: on the platform the visitor is not signed in (after a logout, that is the point).</p>';
    page(
      response,
      `Published site ${siteId}`,
      `<h1>Published site <code>${escapeHtml(siteId)}</code></h1>
<p class="note">The platform would show the published site here. The studio has none, so it shows what the integration sent the visitor with.</p>
<p>Page: <code>${escapeHtml(path)}</code>${site ? '' : ' (no site installation holds this site)'}</p>${verdict}
<p>Back in the studio, the Events pane lists every hop of this visit.</p>`,
    );
  }
  const unroute = publicServer.route(PUBLISHED_SITE_PREFIX, landingPage);

  return {
    async start(installationId, payload, logout) {
      const installation = service.stored(installationId);
      if (!installation) throw new InstallationsError('unknown-installation', `No installation ${installationId}.`);
      if (installation.kind !== 'site')
        throw new InstallationsError(
          'not-a-site',
          `Visitor authentication happens on a site: ${installationId} is a ${installation.kind} installation. Pick a site installation (or create one).`,
        );
      const flow: VisitorFlow = {
        id: randomBytes(8).toString('hex'),
        installationId,
        action: logout ? 'logout' : 'sign-in',
        state: 'running',
        open: null,
        hops: [],
        landing: null,
      };
      flows.set(flow.id, flow);
      for (const old of [...flows.keys()].slice(0, Math.max(0, flows.size - KEPT_FLOWS))) flows.delete(old);
      const event = { ...payload };
      if (logout) event.action = 'logout';
      else delete event.action;
      const outcome = await service.fire(installationId, 'fetch_visitor_authentication', event);
      const location = outcome.headers.location ?? null;
      const redirected = outcome.status >= 300 && outcome.status < 400 && location !== null;
      // The studio opens this address itself (a window of the UI): only a web page, never a script.
      const refused = redirected ? refusedRedirect(location, service.publicEndpoint(installationId)) : null;
      hop(flow, {
        step: 'event',
        ok: redirected && !refused,
        status: outcome.status,
        url: location,
        recordId: outcome.recordId,
        summary: refused
          ? `fetch_visitor_authentication answered ${outcome.status}, but ${refused}; the studio opens nothing:`
          : redirected
            ? `fetch_visitor_authentication answered ${outcome.status}: the platform sends the visitor to:`
            : `fetch_visitor_authentication answered ${outcome.status} without a redirect: the platform shows the visitor an error, as there is nowhere to sign in`,
      });
      if (!redirected || refused) finish(flow, 'failed');
      else {
        // A real identity provider is stood in for as the public endpoint's OAuth redirects are: the
        // window opens the studio's consent page, and the token and userinfo calls are answered offline.
        const standIn = outcome.recordId === null ? null : (deps.standIn?.(location, outcome.recordId, logout) ?? null);
        flow.open = standIn ?? location;
        if (standIn)
          hop(flow, {
            step: 'provider',
            ok: true,
            status: 302,
            url: standIn,
            summary: `the outbound mode is not live, so the studio's mock provider stands in for ${new URL(location).host}: the window opens its ${logout ? 'sign-out' : 'consent'} page`,
          });
      }
      return structuredClone(flow);
    },
    get: (flowId) => structuredClone(flows.get(flowId) ?? null),
    observer,
    isPublishedSite: (url) => url.origin === publicServer.origin && url.pathname.startsWith(PUBLISHED_SITE_PREFIX),
    dispose() {
      unsubscribe();
      unroute();
    },
  };
}
