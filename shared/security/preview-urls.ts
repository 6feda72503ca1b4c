/**
 * Which URLs the Preview loads as images and webframes. They run in the developer's browser, so a
 * URL on this machine or its private network is not loaded unless it is the integration's own public
 * origin; the browser's policy (csp.ts) refuses them too, and this check says so where the user looks.
 * Host names that resolve to a local address cannot be seen from here: the policy and the
 * sandbox's own guard cover those.
 */
const PRIVATE_IPV4 = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** A host on this machine or its private network, by its name or address (names that merely resolve there cannot be seen here). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0') return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return PRIVATE_IPV4.some((range) => range.test(host));
  if (host.includes(':'))
    return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/**
 * Why the Preview does not load `url`, or null when it does. `studio` is the public origin, or the
 * public origin and the content origin webframes are served from (`publicContentEndpoint`).
 */
export function previewUrlRefusal(
  url: string,
  studio: string | null | { publicOrigin: string; contentOrigin: string | null },
): string | null {
  const publicOrigin = studio === null || typeof studio === 'string' ? studio : studio.publicOrigin;
  const contentOrigin = studio === null || typeof studio === 'string' ? null : studio.contentOrigin;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${JSON.stringify(url)} is not an absolute URL`;
  }
  if (publicOrigin !== null && parsed.origin === publicOrigin) return null;
  if (contentOrigin !== null && parsed.origin === contentOrigin) return null;
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return null;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `the Preview loads only http(s) URLs, not ${parsed.protocol}`;
  if (isLocalHost(parsed.hostname))
    return `${parsed.origin} is on this machine or its private network; the Preview loads only public URLs and the integration's own ${contentOrigin ? `endpoints (public ${publicOrigin}, content ${contentOrigin})` : `public endpoint (${publicOrigin ?? 'its public origin'})`}`;
  if (parsed.protocol === 'http:')
    return `${parsed.origin} is plain http; the Preview loads https URLs and the integration's own public endpoint`;
  return null;
}
