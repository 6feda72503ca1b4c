/**
 * The renderer's Content Security Policy, used by the Electron window and browser mode alike.
 * Monaco needs blob workers and inline styles; nothing needs eval or inline scripts.
 *
 * Integration previews (images, webframes) run in the developer's browser, next to every local
 * service, so they may load https URLs and the integration's own public origin, and nothing else
 * on this machine or its network: a page framed from anywhere on 127.0.0.1 could reach the
 * sandbox's internal server or the user's other local services. The public origin is known only
 * once the studio runs, so the policy baked into index.html at build time allows frames and images
 * on any loopback port (and under `*.localhost`, where the content origin has a host name of its own), and the header the studio sends with the page (browser mode; the desktop
 * app also filters every request, see electron/main/request-policy.ts) narrows that to its own
 * public origin and its content origin (where webframes are served, `publicContentEndpoint`): a
 * browser enforces both.
 */
export function rendererCsp(publicOrigin?: string, contentOrigin?: string, siteOrigin?: string): string {
  // The published site's origin (the Site pane frames it) joins the studio's own.
  const local = publicOrigin
    ? [publicOrigin, contentOrigin, siteOrigin].filter(Boolean).join(' ')
    : 'http://127.0.0.1:* http://localhost:* http://*.localhost:*';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    `img-src 'self' data: blob: https: ${local}`,
    "font-src 'self' data:",
    "connect-src 'self' ws://127.0.0.1:* ws://localhost:* http://127.0.0.1:* http://localhost:*",
    `frame-src https: ${local}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of the built index.html (see rendererCsp). */
export const RENDERER_CSP = rendererCsp();

/**
 * Sent with every answer of an integration's public endpoint, next to any policy of its own (a
 * browser enforces each). A page the integration serves, in a webframe or opened in the browser,
 * may load and call https URLs and its own origin, but nothing on http elsewhere: not the loopback
 * ports of the sandbox, the studio or the user's other services, nor the private network. Inline
 * and eval'd scripts stay allowed, as pages served by the platform may use them.
 *
 * The platform serves these pages on https, so a protocol-relative `//cdn…` URL in them (marketo's
 * form webframe loads its widget so) means https there; served on http here it would mean http and
 * be refused. `upgrade-insecure-requests` asks for https instead, as the platform's page would;
 * Chromium and Firefox leave loopback URLs alone (they are trustworthy already), so the page's own
 * origin still loads over http and other loopback ports stay refused by the rules above.
 */
export const PUBLIC_CONTENT_CSP = [
  "default-src 'self' https: data: blob: 'unsafe-inline' 'unsafe-eval'",
  "connect-src 'self' https: wss:",
  "img-src 'self' https: data: blob:",
  "media-src 'self' https: data: blob:",
  "frame-src 'self' https:",
  "form-action 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  'upgrade-insecure-requests',
].join('; ');

/**
 * The policy for the browser asking: WebKit (Safari, and every browser on iOS) upgrades loopback
 * URLs too, which would send the page's own http origin to https and break it, so it gets the
 * policy without the upgrade (a protocol-relative URL to a public host is then refused there).
 */
export function publicContentCsp(userAgent: string | undefined): string {
  const webkitOnly = userAgent !== undefined && userAgent.includes('AppleWebKit/') && !/Chrom(e|ium)\//.test(userAgent);
  return webkitOnly ? PUBLIC_CONTENT_CSP.replace('; upgrade-insecure-requests', '') : PUBLIC_CONTENT_CSP;
}
