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
  // The platform keeps scripts in a shared cache, where s-maxage wins over max-age.
  const age = (name: string) => directives.map((d) => new RegExp(`^${name}\\s*=\\s*"?(\\d+)"?$`).exec(d)?.[1]).find(Boolean);
  const value = age('s-maxage') ?? age('max-age');
  if (value === undefined) return null;
  const seconds = Number(value);
  return seconds > 0 ? now + seconds * 1000 : null;
}
