import { previewUrlRefusal } from '../../shared/security/preview-urls.ts';

/**
 * Every request the desktop app's pages make (the studio's window, the webframes and images its
 * Preview shows, the OAuth window, the published site in the Site pane) passes this: nothing reaches
 * this machine's or the private network's addresses but the app's own origin (the dev server), the
 * studio's public origin, its content origin (webframes' pages, `publicContentEndpoint`) and the
 * published site's origin. The site's pages run integrations' third-party scripts, so what they
 * start (`initiator`, the origin Chromium names for each request, kept across redirects) reaches
 * only the site origin itself among local addresses: not the app, the public server or the content
 * origin either.
 * It is the desktop app's version of the header policy browser mode sends (shared/security/csp.ts),
 * which a file:// page cannot get; it covers webframes' own requests too, which no policy of the
 * studio's page governs.
 */
export function mayRequest(
  url: string,
  origins: { appOrigin: string | null; publicOrigin: string | null; contentOrigin?: string | null; siteOrigin?: string | null },
  initiator?: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return true;
  const origin = `${parsed.protocol.replace(/^ws/, 'http')}//${parsed.host}`;
  if (origins.siteOrigin && origin === origins.siteOrigin) return true;
  if (origins.siteOrigin && initiator === origins.siteOrigin)
    // Every studio origin is on loopback or under .localhost: refused here like any other local address.
    return previewUrlRefusal(`https://${parsed.host}/`, null) === null;
  if (origin === origins.appOrigin || origin === origins.publicOrigin || (origins.contentOrigin && origin === origins.contentOrigin))
    return true;
  // Only the local and private targets are this filter's business; https and http elsewhere are the pages' own.
  const refusal = previewUrlRefusal(`https://${parsed.host}/`, origins.publicOrigin);
  return refusal === null;
}
