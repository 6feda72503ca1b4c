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
 * Requests of these directives never pass the site's service worker (frames load in their own
 * context, WebSockets are not fetches), so a source there that could match a loopback or private
 * address is not added: the browser itself would be the only check.
 */
const UNSEEN_BY_WORKER = new Set(['connect-src', 'frame-src', 'child-src']);
const WIDE_SOURCES = new Set(['*', 'http:', 'https:', 'ws:', 'wss:']);

/**
 * The site's own policy, close to the platform's published site: its own scripts and styles, images
 * and fonts from anywhere the worker forwards, nothing framed or connected to but itself until an
 * integration adds sources. No inline script: the studio's own page code is served as files.
 */
export const SITE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

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
 * The site's policy with an integration's sources added, directive by directive, as the platform
 * adds each script's policy to its site's. A fetch directive the site does not write starts from the
 * site's `default-src` (what applied to it before), so the site's own files keep loading. Other
 * directives of an integration (reporting, sandbox, frame-ancestors) are the site's to set and are
 * not taken; neither are sources that could reach loopback or private addresses (`refused`).
 */
export function mergePolicy(base: Directives, added: Directives): { policy: Directives; refused: string[] } {
  const policy: Directives = new Map([...base].map(([name, sources]) => [name, [...sources]]));
  const refused: string[] = [];
  for (const [name, sources] of added) {
    if (!FETCH_DIRECTIVES.has(name)) {
      refused.push(`${name} is the site's to set; the integration's is not added`);
      continue;
    }
    const list = policy.get(name) ?? [...(policy.get('default-src') ?? [])];
    for (const source of sources) {
      const why = refusedSource(name, source);
      if (why) refused.push(why);
      else if (!list.includes(source)) list.push(source);
    }
    // 'none' with any other source is ignored by browsers only after a console warning: it goes.
    policy.set(name, list.length > 1 ? list.filter((source) => source !== "'none'") : list);
  }
  return { policy, refused };
}

export function serializePolicy(policy: Directives): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
