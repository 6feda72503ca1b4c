import { isIP } from 'node:net';
import { blockedReason } from '../host/containment/addresses.ts';

/** A policy as directive name → sources, in the order first written. */
export type Directives = Map<string, string[]>;

/** Directives whose sources an integration adds to the site's (CSP's fetch directives). */
const FETCH_DIRECTIVES = new Set([
  'default-src',
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'prefetch-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'worker-src',
]);

/**
 * The platform's published-site policy (GitbookIO/gitbook, `packages/gitbook/src/lib/csp.ts`; its
 * assets origin in `base-uri` and `frame-ancestors` left out). It is the same for every site: the
 * platform reads no integration's `contentSecurityPolicy` when it injects the scripts, so what runs
 * there is what this policy lets run.
 */
export const PLATFORM_POLICY =
  "default-src 'self' *; script-src 'self' 'unsafe-inline' 'unsafe-eval' *; style-src 'self' 'unsafe-inline' blob: *; img-src * 'self' blob: data:; connect-src *; font-src *; frame-src *; object-src 'none'; base-uri 'self'; form-action 'self' *";

/**
 * Directives whose requests the site's service worker never sees, so the studio keeps them strict
 * (its own origin plus the integration's named, non-local sources): frames load as navigations of
 * their own, WebSockets are no fetch, and a catch-all there would let the page reach loopback and
 * private addresses with nothing but the browser in between.
 */
const UNSEEN_BY_WORKER = new Set(['connect-src', 'frame-src', 'child-src']);
const WIDE_SOURCES = new Set(['*', 'http:', 'https:', 'ws:', 'wss:']);

/** The platform's sources of a directive (its default-src where it writes none). */
const platformSources = (name: string) => {
  const platform = parsePolicy(PLATFORM_POLICY);
  return (platform.get(name) ?? platform.get('default-src')!).join(' ');
};

/**
 * The policy the site's pages are sent with: the platform's wherever the site's service worker sees
 * the request (measured in Chromium, docs/site.md), so a script that runs on the platform runs here;
 * the strict rule where it does not. Per directive:
 * - scripts, styles, images, fonts, media: the platform's sources; the worker takes each request to
 *   another origin through the studio's outbound rules, which never reach a loopback or private address;
 * - connect-src: every http(s) address (fetch, XHR, beacons and EventSource pass the worker), but no
 *   WebSocket (`http:`/`https:` do not match `ws:`/`wss:`): those bypass it;
 * - frames, workers, form posts: the site's own origin only (navigations and workers the worker
 *   does not see); objects none and the base the site's own, as on the platform;
 * - treat-as-public-address: Chromium treats the page as public, so a request that escapes the worker
 *   (a same-origin about:blank frame is no client of it) is refused towards loopback and private
 *   addresses by the browser's Local Network Access.
 */
export const SITE_POLICY = [
  "default-src 'self'",
  `script-src ${platformSources('script-src')}`,
  `style-src ${platformSources('style-src')}`,
  `img-src ${platformSources('img-src')}`,
  `font-src ${platformSources('font-src')}`,
  `media-src ${platformSources('media-src')}`,
  "connect-src 'self' http: https:",
  "frame-src 'self'",
  "child-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  'treat-as-public-address',
].join('; ');

/**
 * What the site's own files need, the start of the report-only policy an integration's
 * `contentSecurityPolicy` is added to: the studio's page, shim and banner, nothing else.
 */
export const OWN_FILES_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; worker-src 'self'; object-src 'none'";

/**
 * Reads a policy as the manifest holds it: a string (`script-src a b; img-src c`) or a map of
 * directive → sources. Real manifests separate sources with spaces, newlines or semicolons and end
 * values with `;` (hotjar's `script-src: static.hotjar.com script.hotjar.com;`): all are separators.
 */
export function parsePolicy(policy: string | Record<string, string> | null): Directives {
  const directives: Directives = new Map();
  const add = (name: string, sources: string[]) => {
    const key = name.trim().toLowerCase();
    if (!key) return;
    const list = directives.get(key) ?? [];
    for (const source of sources) if (source && !list.includes(source)) list.push(source);
    directives.set(key, list);
  };
  if (policy === null) return directives;
  if (typeof policy === 'string') {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name) add(name, sources);
    }
    return directives;
  }
  for (const [name, value] of Object.entries(policy)) add(name, value.split(/[\s;]+/).filter(Boolean));
  return directives;
}

/** The host of a host-source (`https://a.b:443/path`, `*.a.b`, `a.b`), lower-cased, or null for keywords and schemes. */
function hostOf(source: string): string | null {
  if (source.startsWith("'") || /^[a-z][a-z0-9+.-]*:$/i.test(source)) return null;
  const withoutScheme = source.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const host = withoutScheme.replace(/[/?#].*$/, '').replace(/:(\d+|\*)$/, '');
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Why the site refuses this source from an integration (it could reach the developer's machine or network), or null. */
export function refusedSource(directive: string, source: string): string | null {
  if (UNSEEN_BY_WORKER.has(directive) && WIDE_SOURCES.has(source.toLowerCase()))
    return `${source} in ${directive} would let the page reach loopback and private addresses the site's service worker never sees`;
  const host = hostOf(source);
  if (host === null) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || host === '*.localhost') return `${source} names the developer's own machine`;
  if (isIP(host) && blockedReason(host)) return `${source} is ${blockedReason(host)}`;
  return null;
}

/**
 * A policy with an integration's sources added, directive by directive. A fetch directive the base
 * does not write starts from its `default-src` (what applied to it before), so the site's own files
 * keep loading. Other directives of an integration (reporting, sandbox, frame-ancestors) are the
 * site's to set and are not taken. `only` limits the directives taken (the enforced policy takes
 * just those stricter than the platform's); `refuse` drops sources that could reach loopback or
 * private addresses (`refused` says which), what an enforced policy must never list.
 */
export function mergePolicy(
  base: Directives,
  added: Directives,
  options: { only?: ReadonlySet<string>; refuse?: boolean } = {},
): { policy: Directives; refused: string[] } {
  const refuse = options.refuse ?? true;
  const policy: Directives = new Map([...base].map(([name, sources]) => [name, [...sources]]));
  const refused: string[] = [];
  for (const [name, sources] of added) {
    if (!FETCH_DIRECTIVES.has(name)) {
      refused.push(`${name} is the site's to set; the integration's is not added`);
      continue;
    }
    if (options.only && !options.only.has(name)) continue;
    const list = policy.get(name) ?? [...(policy.get('default-src') ?? [])];
    for (const source of sources) {
      const why = refuse ? refusedSource(name, source) : null;
      if (why) refused.push(why);
      else if (!list.includes(source)) list.push(source);
    }
    // 'none' with any other source is ignored by browsers only after a console warning: it goes.
    policy.set(name, list.length > 1 ? list.filter((source) => source !== "'none'") : list);
  }
  return { policy, refused };
}

/**
 * The enforced policy of a page with scripts: the site's, plus the integration's named sources in the
 * directives the studio keeps stricter than the platform (a WebSocket host such as hotjar's
 * `wss://ws.hotjar.com`, an embed's frame), never a local or catch-all one.
 */
export function enforcedPolicy(integration: Directives): Directives {
  return mergePolicy(parsePolicy(SITE_POLICY), integration, { only: UNSEEN_BY_WORKER }).policy;
}

/**
 * The integration's own `contentSecurityPolicy`, as a report-only policy: the site's own files plus
 * every source it declares, so the browser reports (never blocks) what the script loads beyond what
 * its manifest says. Null when it declares none.
 */
export function declaredPolicy(integration: Directives): Directives | null {
  if (integration.size === 0) return null;
  return mergePolicy(parsePolicy(OWN_FILES_POLICY), integration, { refuse: false }).policy;
}

export function serializePolicy(policy: Directives): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
