import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, consentOf } from '../../../electron/services/site/consent.ts';

describe("the reader's consent, as the platform's site keeps it", () => {
  it('is the cookie the public analytics integrations read, yes or no', () => {
    expect(CONSENT_COOKIE).toBe('__gitbook_cookie_granted');
    expect(consentCookie('granted')).toBe('__gitbook_cookie_granted=yes; Path=/; SameSite=None; Secure; Partitioned');
    expect(consentCookie('denied')).toBe('__gitbook_cookie_granted=no; Path=/; SameSite=None; Secure; Partitioned');
  });

  it('reaches the page framed by the Site pane, a third party to the UI: partitioned, SameSite=None and Secure', () => {
    for (const consent of ['granted', 'denied', 'unset'] as const) {
      expect(consentCookie(consent)).toMatch(/; SameSite=None; Secure; Partitioned$/);
    }
  });

  it('is removed when unset, so a script reads it as never answered', () => {
    expect(consentCookie('unset')).toBe('__gitbook_cookie_granted=; Max-Age=0; Path=/; SameSite=None; Secure; Partitioned');
  });

  it('reads the Cookie header; any other value is unanswered, as on the platform', () => {
    expect(consentOf('a=1; __gitbook_cookie_granted=yes; b=2')).toBe('granted');
    expect(consentOf('__gitbook_cookie_granted=no')).toBe('denied');
    expect(consentOf('__gitbook_cookie_granted=maybe')).toBe('unset');
    expect(consentOf(undefined)).toBe('unset');
  });
});
