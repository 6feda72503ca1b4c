import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteConsent, SiteState } from '../../../shared/api/site.ts';
import { SiteConsent as SiteConsentSchema } from '../../../shared/api/site.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import type { DirectoryInstallation } from '../platform/directory.ts';
import { isDevInstallation } from '../platform/ids.ts';
import { SHIM_JS, SITE_JS, WORKER_HEADER, WORKER_JS, WORKER_PATH } from './client.ts';
import { forwardPageRequest, type Forwarded, type SiteOutbound } from './forward.ts';
import { readPageReport } from './page-reports.ts';
import { consentCookie, consentOf, consentValue } from './consent.ts';
import { declaredPolicy, enforcedPolicy, parsePolicy, serializePolicy, SITE_POLICY, type Directives } from './csp.ts';
import { readReports } from './csp-reports.ts';
import { renderPage, sitePages, STUDIO_PATH, type PageView } from './pages.ts';
import { createPageRecords, pathOf } from './page-records.ts';
import { createSiteScripts, type ScriptAnswer, type SiteScriptEntry } from './scripts.ts';
import { guardPage, type VisitorGuardDeps } from './visitor-guard.ts';
import { createEndpointBudget, readSmallBody, refusedCaller, SmallBodyError, type EndpointBudget } from './endpoints.ts';

export interface SiteEngineDeps {
  /** The site origin, `http://site-<random>.localhost:<port>`. */
  origin: string;
  journal: Pick<Journal, 'append'>;
  bus: Pick<Bus, 'publish' | 'subscribe'>;
  manifest(): ManifestSnapshot;
  /** Every installation of the platform world (the development one and the workspace's). */
  installations(): DirectoryInstallation[];
  /** The host's real dispatch of an event (`host.dispatchEvent`): journaled there, the parent of the site's records. */
  dispatch(event: Record<string, unknown>, options: { installationId: string }): Promise<ScriptAnswer>;
  /** The site's title as the platform world has it. */
  siteTitle(siteId: string): Promise<string>;
  /** The host's outbound rules, which the pages' requests to other origins pass (absent: every one is held). */
  outbound?: SiteOutbound;
  /** Visitor authentication (a manifest with site:visitor:auth): the site installation's secret, and where the visitor comes back. */
  visitor?: Pick<VisitorGuardDeps, 'secret' | 'expectLanding' | 'standIn'>;
  now?: () => number;
}

export interface SiteEngine {
  state(): Promise<SiteState>;
  setConsent(consent: SiteConsent): Promise<SiteState>;
  refresh(): Promise<SiteState>;
  /** Answers a request of the site origin (the listener checked its host name). */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  dispose(): void;
}

const INJECT_SCOPE = 'site:script:inject';
const COOKIES_SCOPE = 'site:script:cookies';
const VISITOR_SCOPE = 'site:visitor:auth';
const REPORT_GROUP = 'site-csp';
const REPORT_PATH = `${STUDIO_PATH}csp`;
/** What one post to a report endpoint may hold; a request body forwarded off the page. */
const REPORT_BYTES = 64 * 1024;
const FORWARD_BYTES = 1024 * 1024;

/** Fetch destinations that are never a page (Sec-Fetch-Dest). */
const SUBRESOURCE = new Set(['image', 'script', 'style', 'font', 'manifest', 'audio', 'video', 'track']);

export function createSiteEngine(deps: SiteEngineDeps): SiteEngine {
  const now = deps.now ?? Date.now;
  let consent: SiteConsent = 'unset';
  const budget: EndpointBudget = createEndpointBudget({ now });

  const manifest = () => deps.manifest();
  const scopes = () => new Set(manifest().scopes);

  /** The site shown: the workspace's first active site installation's site, else the development one's. */
  function siteInstallations(): { siteId: string | null; installations: DirectoryInstallation[] } {
    const active = deps.installations().filter((i) => i.kind === 'site' && i.status === 'active' && i.siteId);
    const chosen = active.find((i) => !isDevInstallation(i.id)) ?? active[0];
    if (!chosen) return { siteId: null, installations: [] };
    return { siteId: chosen.siteId, installations: active.filter((i) => i.siteId === chosen.siteId) };
  }

  function unavailable(): string | null {
    if (manifest().error) return `The manifest cannot be read (${manifest().error}): fix it to publish the site.`;
    const { siteId } = siteInstallations();
    if (!siteId)
      return "No active site installation: install the integration on a site (Installations pane, level site) or give the manifest a site configuration (target: site) for the development installation's site.";
    // A visitor authentication integration has no script, but its site is where its sign-in leads.
    if (!scopes().has(INJECT_SCOPE) && !scopes().has(VISITOR_SCOPE))
      return `The manifest's scopes lack ${INJECT_SCOPE} (and ${VISITOR_SCOPE}): the platform injects no script of this integration into its sites, nor signs their visitors in with it. Add one under scopes.`;
    return null;
  }

  const integrationPolicy = () => manifest().contentSecurityPolicy;
  const scripts = createSiteScripts({ journal: deps.journal, dispatch: deps.dispatch, now, integrationPolicy });
  const scriptOf = scripts.scriptOf;
  const pageRecords = createPageRecords({ journal: deps.journal, scripts, consent: () => consent });

  const withReports = (policy: Directives) => {
    policy.set('report-uri', [REPORT_PATH]);
    policy.set('report-to', [REPORT_GROUP]);
    return serializePolicy(policy);
  };

  /** The enforced policy: the platform's where the worker sees the requests, the integration's named sources where it does not. */
  function policyHeader(injected: boolean): string {
    return withReports(injected ? enforcedPolicy(parsePolicy(integrationPolicy())) : parsePolicy(SITE_POLICY));
  }

  /** The manifest's own policy, reported but not enforced (null when the page has no script or the manifest declares none). */
  function reportOnlyHeader(injected: boolean): string | null {
    const declared = injected ? declaredPolicy(parsePolicy(integrationPolicy())) : null;
    return declared ? withReports(declared) : null;
  }

  /** The scripts a page gets: each installation's, kept or fetched now. */
  async function pageScripts(): Promise<SiteScriptEntry[]> {
    if (unavailable() || !scopes().has(INJECT_SCOPE)) return [];
    return Promise.all(siteInstallations().installations.map(scriptOf));
  }

  async function buildState(scripts: SiteScriptEntry[]): Promise<SiteState> {
    const reason = unavailable();
    const { siteId } = siteInstallations();
    const title = siteId ? await deps.siteTitle(siteId) : '';
    const cookies = scopes().has(COOKIES_SCOPE);
    const csp = integrationPolicy();
    return {
      available: reason === null,
      reason,
      origin: deps.origin,
      siteId,
      title,
      pages: siteId ? sitePages(title).map(({ path, title: pageTitle }) => ({ path, title: pageTitle })) : [],
      consent,
      policy: policyHeader(scripts.some((s) => s.outcome === 'injected')),
      reportOnlyPolicy: reportOnlyHeader(scripts.some((s) => s.outcome === 'injected')),
      visitorAuth: siteId !== null && scopes().has(VISITOR_SCOPE),
      injects: scopes().has(INJECT_SCOPE),
      scripts: scripts.map((s) => ({
        installationId: s.installationId,
        outcome: s.outcome,
        error: s.error,
        recordId: s.recordId,
        csp: csp === null ? null : serializePolicy(parsePolicy(csp)),
        cookies,
        cachedUntil: s.cachedUntil,
      })),
    };
  }

  /** The state with the scripts as last fetched (fetched now when they never were). */
  async function state(): Promise<SiteState> {
    const { installations } = siteInstallations();
    const injects = !unavailable() && scopes().has(INJECT_SCOPE);
    const current = injects ? await Promise.all(installations.map(async (i) => scripts.kept(i.id) ?? scriptOf(i))) : [];
    return buildState(current);
  }

  async function changed(): Promise<SiteState> {
    const next = await state();
    deps.bus.publish('site.changed', next);
    return next;
  }

  function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string | string[]> = {}) {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
    response.end(body);
  }

  async function servePage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const reason = unavailable();
    const { siteId, installations } = siteInstallations();
    const guard = installations[0];
    if (guard && deps.visitor && scopes().has(VISITOR_SCOPE)) {
      const verdict = await guardPage(request, url, guard, { ...deps.visitor, dispatch: deps.dispatch, now });
      if (!verdict.pass)
        return send(response, verdict.status, verdict.headers['content-type'] ?? 'text/plain', verdict.body, verdict.headers);
    }
    const title = siteId ? await deps.siteTitle(siteId) : 'Published site';
    const pages = sitePages(title);
    const page = pages.find((p) => p.path === url.pathname) ?? null;
    const query = url.pathname === '/search' ? (url.searchParams.get('q') ?? '').slice(0, 200) : '';
    const scripts = reason ? [] : await pageScripts();
    const injected = scripts.filter((s) => s.outcome === 'injected');
    const found = query ? pages.filter((p) => `${p.title} ${p.paragraphs.join(' ')}`.toLowerCase().includes(query.toLowerCase())) : [];
    const view: PageView = {
      siteTitle: title,
      pages,
      page,
      heading: page?.title ?? (url.pathname === '/search' ? `Search: ${query}` : 'Page not found'),
      body: page
        ? page.paragraphs
        : url.pathname === '/search'
          ? found.length
            ? found.map((p) => `${p.title} (${p.path})`)
            : ['No page matches.']
          : [reason ?? `No page at ${url.pathname}.`],
      query,
      consent: consentValue(consent),
      banner: consent === 'unset' && injected.length > 0 && scopes().has(COOKIES_SCOPE),
      scripts: injected.map((s) => s.installationId),
      workerNotice: !reason,
    };
    const reportOnly = reportOnlyHeader(injected.length > 0);
    const headers: Record<string, string | string[]> = {
      'content-security-policy': policyHeader(injected.length > 0),
      ...(reportOnly ? { 'content-security-policy-report-only': reportOnly } : {}),
      'reporting-endpoints': `${REPORT_GROUP}="${deps.origin}${REPORT_PATH}"`,
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    // The page gets the reader's choice as the studio holds it (set from the pane or the banner).
    if (consentOf(request.headers.cookie) !== consent) headers['set-cookie'] = consentCookie(consent);
    send(response, page || url.pathname === '/search' ? 200 : 404, 'text/html; charset=utf-8', renderPage(view), headers);
  }

  async function serveScript(request: IncomingMessage, response: ServerResponse, id: string) {
    // Scripts run only under the service worker, which shows the studio each request they make: it asks for them marked.
    if (request.headers[WORKER_HEADER] !== '1')
      return send(
        response,
        200,
        'application/javascript; charset=utf-8',
        "/* Not run: the studio's service worker does not control this page yet; the page reloads once it does. */",
      );
    const entry = scripts.kept(id);
    if (!entry || entry.outcome !== 'injected') {
      send(response, 404, 'application/json', JSON.stringify({ error: `No script of installation ${id} is injected: reload the page.` }));
      return;
    }
    send(response, 200, 'application/javascript; charset=utf-8', entry.script);
  }

  async function postedConsent(request: IncomingMessage, response: ServerResponse) {
    const body = await readSmallBody(request, 1024);
    let posted: unknown = null;
    try {
      posted = (JSON.parse(body) as { consent?: unknown } | null)?.consent;
    } catch {
      // Not JSON: refused below like any other wrong value.
    }
    const parsed = SiteConsentSchema.safeParse(posted);
    if (!parsed.success) {
      send(response, 400, 'application/json', JSON.stringify({ error: 'Send {"consent": "granted" | "denied" | "unset"}.' }));
      return;
    }
    consent = parsed.data;
    send(response, 204, 'text/plain', '', { 'set-cookie': consentCookie(consent) });
    void changed();
  }

  async function postedReports(request: IncomingMessage, response: ServerResponse) {
    const body = await readSmallBody(request, REPORT_BYTES);
    for (const violation of readReports(request.headers['content-type'] ?? '', body)) pageRecords.violation(violation, 'report');
    send(response, 204, 'text/plain', '');
  }

  async function postedPageReport(request: IncomingMessage, response: ServerResponse) {
    const { page, entries } = readPageReport(await readSmallBody(request, REPORT_BYTES));
    for (const entry of entries) pageRecords.entry(page, entry);
    send(response, 204, 'text/plain', '');
  }

  async function postedForward(request: IncomingMessage, response: ServerResponse) {
    const method = String(request.headers['x-studio-method'] ?? 'GET').toUpperCase();
    const page = String(request.headers['x-studio-page'] ?? '').slice(0, 2048);
    let target: URL;
    try {
      target = new URL(String(request.headers['x-studio-url'] ?? ''));
    } catch {
      return send(response, 400, 'application/json', JSON.stringify({ error: 'x-studio-url is not a URL.' }));
    }
    const body = await readSmallBody(request, FORWARD_BYTES);
    const headers = new Headers();
    const type = request.headers['content-type'];
    if (type && method !== 'GET' && method !== 'HEAD') headers.set('content-type', String(type));
    const answer: Forwarded = deps.outbound
      ? await forwardPageRequest(deps.outbound, { method, url: target.href, headers, body: body ? Buffer.from(body) : null })
      : { outcome: 'held', status: null, headers: new Headers(), body: null, error: 'held: the site has no outbound rules to pass' };
    // The shim names the calling script as a fetch's referrer; other requests (elements, XHR, beacons) name none.
    const owner = pageRecords.owner(String(request.headers['x-studio-initiator'] ?? '').slice(0, 2048) || null);
    const said =
      answer.outcome === 'mocked'
        ? `answered by mocks/${answer.mock}${answer.status ? ` (${answer.status})` : ''}`
        : (answer.error ?? `sent → ${answer.status}`);
    deps.journal.append({
      kind: 'site.request',
      status: answer.error && answer.outcome !== 'held' ? 'error' : 'ok',
      summary: `${method} ${target.href.slice(0, 300)} from ${pathOf(page)}: ${said}${pageRecords.unattributed(owner)}`,
      installationId: owner?.installationId ?? null,
      parentId: owner?.recordId ?? null,
      data: {
        page: pathOf(page),
        url: target.href,
        method,
        outcome: answer.outcome,
        status: answer.status,
        ...(answer.mock ? { mock: answer.mock } : {}),
        consent,
        error: answer.error,
        destination: String(request.headers['x-studio-destination'] ?? '').slice(0, 40) || null,
      },
    });
    const out: Record<string, string> = {
      'cache-control': 'no-store',
      'x-studio-outcome': answer.status === null ? (answer.outcome === 'held' ? 'held' : 'failed') : answer.outcome,
    };
    const contentType = answer.headers.get('content-type');
    if (contentType) out['content-type'] = contentType;
    const location = answer.headers.get('location');
    if (location) out['x-studio-location'] = new URL(location, target).href;
    response.writeHead(answer.status ?? 204, out);
    response.end(answer.body ?? undefined);
  }

  const POSTS = new Map<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>>([
    ['consent', postedConsent],
    ['csp', postedReports],
    ['report', postedPageReport],
    ['forward', postedForward],
  ]);

  const unsubscribe = deps.bus.subscribe('installations.changed', ({ id }) => {
    scripts.drop(id);
    void changed();
  });

  return {
    state,
    async setConsent(next) {
      consent = next;
      return changed();
    },
    async refresh() {
      scripts.clear();
      await pageScripts();
      return changed();
    },
    async handle(request, response) {
      const url = new URL(request.url ?? '/', deps.origin);
      const method = request.method ?? 'GET';
      // Only the studio's worker may control the pages: a script registering itself (or anything else) as one is refused.
      if (request.headers['service-worker'] === 'script' && url.pathname !== WORKER_PATH)
        return send(response, 403, 'application/json', JSON.stringify({ error: `Only ${WORKER_PATH} may be the site's service worker.` }));
      if (url.pathname.startsWith(STUDIO_PATH)) {
        const rest = url.pathname.slice(STUDIO_PATH.length);
        const post = method === 'POST' ? POSTS.get(rest) : undefined;
        if (post) {
          const refused = refusedCaller(request, deps.origin) ?? budget.take(rest);
          if (refused) return send(response, refused.status, 'application/json', JSON.stringify({ error: refused.message }));
          try {
            return await post(request, response);
          } catch (error) {
            if (!(error instanceof SmallBodyError)) throw error;
            return send(response, 413, 'application/json', JSON.stringify({ error: error.message }));
          }
        }
        if (method === 'GET' && url.pathname === WORKER_PATH)
          return send(response, 200, 'application/javascript; charset=utf-8', WORKER_JS, { 'service-worker-allowed': '/' });
        if (method === 'GET' && rest === 'site.js') return send(response, 200, 'application/javascript; charset=utf-8', SITE_JS);
        if (method === 'GET' && rest === 'shim.js') return send(response, 200, 'application/javascript; charset=utf-8', SHIM_JS);
        const script = /^scripts\/([^/]+)\.js$/.exec(rest);
        if (method === 'GET' && script) return serveScript(request, response, decodeURIComponent(script[1]!));
        return send(
          response,
          404,
          'application/json',
          JSON.stringify({ error: `Nothing is served at ${url.pathname} on the site origin.` }),
        );
      }
      if (method !== 'GET' && method !== 'HEAD')
        return send(response, 405, 'application/json', JSON.stringify({ error: `The site's pages answer GET, not ${method}.` }), {
          allow: 'GET, HEAD',
        });
      // A favicon or any other subresource the site has not is no page: it gets no scripts (and no site.script record).
      if (SUBRESOURCE.has(String(request.headers['sec-fetch-dest'] ?? '')))
        return send(response, 404, 'text/plain', `Nothing is served at ${url.pathname} on the site.`);
      return servePage(request, response, url);
    },
    dispose() {
      unsubscribe();
    },
  };
}
