import type { SiteConsent } from '../../../shared/api/site.ts';

/**
 * The reader's cookie choice as the platform's published site keeps it: a cookie the site's banner
 * sets with `yes` or `no` (its cookie helper, session-long, on the whole site), absent until the
 * reader answers. The public analytics integrations read exactly this name and `yes` before they track.
 */
export const CONSENT_COOKIE = '__gitbook_cookie_granted';
const VALUE: Record<Exclude<SiteConsent, 'unset'>, string> = { granted: 'yes', denied: 'no' };

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

/** The Set-Cookie header that gives the browser `consent`: the value, or the cookie removed when unset. */
export function consentCookie(consent: SiteConsent): string {
  return consent === 'unset' ? `${CONSENT_COOKIE}=; Path=/; Max-Age=0` : `${CONSENT_COOKIE}=${VALUE[consent]}; Path=/`;
}
