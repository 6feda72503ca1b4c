import type { SiteConsent } from '../../../shared/api/site.ts';

/**
 * The reader's cookie choice as the platform's published site keeps it: a cookie the site's banner
 * sets with `yes` or `no` (its cookie helper, session-long, on the whole site), absent until the
 * reader answers. The public analytics integrations read exactly this name and `yes` before they track.
 */
export const CONSENT_COOKIE = '__gitbook_cookie_granted';
const VALUE: Record<Exclude<SiteConsent, 'unset'>, string> = { granted: 'yes', denied: 'no' };

/** The cookie's value for a consent, as a page's shim writes it (`''` when unset: the cookie removed). */
export function consentValue(consent: SiteConsent): string {
  return consent === 'unset' ? '' : VALUE[consent];
}

/** The consent a Cookie header carries (anything but `yes`/`no` reads as unanswered, as on the platform). */
export function consentOf(cookieHeader: string | undefined): SiteConsent {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    if (value === VALUE.granted) return 'granted';
    if (value === VALUE.denied) return 'denied';
  }
  return 'unset';
}

// The Site pane frames the site from the UI's origin, a third party to it: a Lax cookie (the default)
// is neither set nor sent there, and Chromium blocks unpartitioned third-party cookies by default.
// A partitioned `SameSite=None; Secure` cookie (Secure is allowed on `*.localhost`, a secure context)
// reaches the page both in the pane's frame and in a tab of its own, each in its own partition.
export const CONSENT_ATTRIBUTES = 'Path=/; SameSite=None; Secure; Partitioned';

/** The Set-Cookie header that gives the browser `consent`: the value, or the cookie removed when unset. */
export function consentCookie(consent: SiteConsent): string {
  return consent === 'unset'
    ? `${CONSENT_COOKIE}=; Max-Age=0; ${CONSENT_ATTRIBUTES}`
    : `${CONSENT_COOKIE}=${VALUE[consent]}; ${CONSENT_ATTRIBUTES}`;
}
