/**
 * Why a redirect the studio would follow (open in a window, send a browser to) is refused, or null
 * when it is an http(s) URL. A `javascript:` URL runs in whatever page opens it, `data:` and `blob:`
 * show content made up by whoever wrote the redirect, and `vbscript:`, `file:` or an application's
 * own scheme hand the visitor to something other than a sign-in page: only the web leads to one.
 * `base` resolves a relative redirect, as a browser resolves a `Location` header.
 */
export function refusedRedirect(location: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return `the redirect ${JSON.stringify(location.slice(0, 200))} is not a URL`;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  return `the redirect is a ${url.protocol} URL, and only http: and https: redirects are followed (a ${url.protocol} URL would run or show something of the integration's making in place of a sign-in page)`;
}
