/**
 * How long the platform keeps a published script: the integration's `Cache-Control` answer decides
 * (hotjar answers `max-age=604800`, a week). `no-store`, `no-cache`, `private` or no max-age: not
 * kept, fetched again for every page. The result is the time until which it may be reused, or null.
 */
export function keptUntil(cacheControl: string | null | undefined, now: number): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (directives.some((d) => d === 'no-store' || d === 'no-cache' || d === 'private')) return null;
  const maxAge = directives.map((d) => /^(?:s-maxage|max-age)\s*=\s*"?(\d+)"?$/.exec(d)).find(Boolean);
  if (!maxAge) return null;
  const seconds = Number(maxAge[1]);
  return seconds > 0 ? now + seconds * 1000 : null;
}
