import { resolveBindings } from './bindings.ts';

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
