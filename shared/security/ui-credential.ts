/**
 * Browser mode's credential is a cookie. Browsers do not separate cookies by port, so a cookie the
 * UI server (127.0.0.1:A) sets is also sent to the public server (127.0.0.1:B), where integration
 * code would read it, and an integration's `Set-Cookie` there would replace it. The name carries the
 * UI server's port (two studios on one machine keep their own), and the public server removes every
 * cookie with this prefix from requests and from answers before anything else sees them.
 */
export const UI_COOKIE_PREFIX = 'studio_token';

export function uiCookieName(port: number): string {
  return `${UI_COOKIE_PREFIX}_${port}`;
}

/** Whether a cookie name is (or imitates) the UI's credential; cookie names are matched without case. */
export function isUiCookieName(name: string): boolean {
  return name.trim().toLowerCase().startsWith(UI_COOKIE_PREFIX);
}

/** A `Cookie` header without the UI's credential; undefined when nothing else is left. */
export function withoutUiCookies(header: string): string | undefined {
  const kept = header
    .split(';')
    .filter((part) => part.trim() && !isUiCookieName(part.split('=')[0] ?? ''))
    .map((part) => part.trim());
  return kept.length ? kept.join('; ') : undefined;
}

/** Whether a `Set-Cookie` value would set or clear the UI's credential. */
export function setsUiCookie(value: string): boolean {
  return isUiCookieName(value.split('=')[0] ?? '');
}
