import { resolveBindings } from './bindings.ts';
import { joinPath } from './validate.ts';

/** A URL as ContentKit writes one: a string, or `{host, pathname, query}` whose query values may be `{ "$state": key }`. */
export type ContentKitUrlValue = string | { host?: string; pathname: string; query?: Record<string, unknown> };

/** The string a ContentKit URL stands for, its bindings read from `state`; a `{host, pathname}` is https. */
export function contentKitUrl(url: ContentKitUrlValue, state: Record<string, unknown>): string {
  if (typeof url === 'string') return url;
  const query = resolveBindings(url.query ?? {}, state);
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, value === null || value === undefined ? '' : String(value)]),
  ).toString();
  const path = `${url.pathname}${search ? `?${search}` : ''}`;
  return url.host ? `https://${url.host}${path.startsWith('/') ? '' : '/'}${path}` : path;
}

/**
 * Where a select's `{url}` options are fetched. A string is used as written. A `{host, pathname,
 * query}` is resolved as the platform resolves it: on the platform's own scheme and host, here the
 * studio's public origin, whatever host and scheme the object implies (integrations write
 * `new URL(publicEndpoint).host` there, and the platform serves their endpoints over its own scheme).
 * Null for an object while the public origin is not known yet.
 */
export function selectOptionsUrl(url: ContentKitUrlValue, state: Record<string, unknown>, platformOrigin: string | null): string | null {
  if (typeof url === 'string') return url;
  if (platformOrigin === null) return null;
  const relative = contentKitUrl({ pathname: url.pathname, query: url.query }, state);
  return new URL(relative.startsWith('/') ? relative : `/${relative}`, platformOrigin).href;
}

/** Every select of a tree whose options come from a URL, with that URL resolved as the Preview fetches it. */
export function selectOptionSources(
  node: unknown,
  state: Record<string, unknown>,
  platformOrigin: string,
  path = '',
): { path: string; url: string }[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => selectOptionSources(child, state, platformOrigin, joinPath(path, index)));
  if (!node || typeof node !== 'object') return [];
  const element = node as Record<string, unknown>;
  const found: { path: string; url: string }[] = [];
  const options = element.options as { url?: ContentKitUrlValue } | undefined;
  if (element.type === 'select' && options && !Array.isArray(options) && options.url !== undefined) {
    const url = selectOptionsUrl(options.url, state, platformOrigin);
    if (url !== null) found.push({ path, url });
  }
  for (const [key, value] of Object.entries(element))
    if (value && typeof value === 'object' && key !== 'options')
      found.push(...selectOptionSources(value, state, platformOrigin, joinPath(path, key)));
  return found;
}
