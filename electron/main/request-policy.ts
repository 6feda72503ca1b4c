import { previewUrlRefusal } from '../../shared/security/preview-urls.ts';

/**
 * Every request the desktop app's pages make (the studio's window, the webframes and images its
 * Preview shows, the OAuth window) passes this: nothing reaches this machine's or the private
 * network's addresses but the app's own origin (the dev server), the studio's public origin and its
 * content origin (webframes' pages, `publicContentEndpoint`).
 * It is the desktop app's version of the header policy browser mode sends (shared/security/csp.ts),
 * which a file:// page cannot get; it covers webframes' own requests too, which no policy of the
 * studio's page governs.
 */
export function mayRequest(
  url: string,
  origins: { appOrigin: string | null; publicOrigin: string | null; contentOrigin?: string | null },
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return true;
  const origin = `${parsed.protocol.replace(/^ws/, 'http')}//${parsed.host}`;
  if (origin === origins.appOrigin || origin === origins.publicOrigin || (origins.contentOrigin && origin === origins.contentOrigin))
    return true;
  // Only the local and private targets are this filter's business; https and http elsewhere are the pages' own.
  const refusal = previewUrlRefusal(`https://${parsed.host}/`, origins.publicOrigin);
  return refusal === null;
}
