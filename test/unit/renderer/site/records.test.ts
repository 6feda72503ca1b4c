import { describe, expect, it } from 'vitest';
import type { SiteConsent } from '../../../../shared/api/site.ts';
import type { JournalRecord } from '../../../../shared/journal/record.ts';
import { activityOf, compareByConsent, isSiteRecord, type SiteRecord } from '../../../../renderer/src/features/site/records.ts';

let id = 0;
const header = { ts: 0, status: 'info' as const, summary: '', installationId: 'inst_site', parentId: 1 };
const request = (consent: SiteConsent, url: string): SiteRecord => ({
  ...header,
  id: ++id,
  kind: 'site.request',
  data: { page: '/', url, method: 'GET', outcome: 'held', status: 204, consent },
});
const cookie = (consent: SiteConsent, name: string): SiteRecord => ({
  ...header,
  id: ++id,
  kind: 'site.cookie',
  data: { page: '/', name, value: 'x', consent },
});

describe('what the scripts did, compared by consent', () => {
  it('a request made only with consent differs; one made with and without does not; query strings do not split a request', () => {
    const comparison = compareByConsent([
      request('granted', 'https://in.hotjar.com/api/v2/client?ts=1'),
      request('granted', 'https://in.hotjar.com/api/v2/client?ts=2'),
      request('granted', 'https://static.hotjar.com/c/hotjar-1.js'),
      request('denied', 'https://static.hotjar.com/c/hotjar-1.js'),
      cookie('granted', '_hjSessionUser'),
    ]);
    expect(comparison.columns).toEqual(['granted', 'denied']);
    const row = (label: string) => comparison.rows.find((r) => r.label === label)!;
    expect(row('GET https://in.hotjar.com/api/v2/client')).toMatchObject({ counts: { granted: 2, denied: 0 }, differs: true });
    expect(row('GET https://static.hotjar.com/c/hotjar-1.js')).toMatchObject({ counts: { granted: 1, denied: 1 }, differs: false });
    expect(row('cookie _hjSessionUser')).toMatchObject({ differs: true });
  });

  it('nothing is marked as differing until pages were loaded under a second consent', () => {
    const comparison = compareByConsent([request('granted', 'https://a.example/x'), cookie('granted', 'c')]);
    expect(comparison.seen).toEqual(new Set(['granted']));
    expect(comparison.rows.every((r) => !r.differs)).toBe(true);
  });

  it('a page loaded without consent where the script did nothing is compared with: what it did with consent differs', () => {
    const comparison = compareByConsent([request('granted', 'https://a.example/x')], new Set(['denied']));
    expect(comparison.rows[0]).toMatchObject({ counts: { granted: 1, denied: 0 }, differs: true });
  });

  it('pages loaded before the banner was answered get a column of their own', () => {
    expect(compareByConsent([request('unset', 'https://a.example/x')]).columns).toEqual(['granted', 'denied', 'unset']);
  });

  it('records of other kinds and unreadable rows are not site records', () => {
    const unreadable: JournalRecord = { ...header, id: 99, kind: 'site.request', data: { url: 1 }, unreadable: true };
    expect(isSiteRecord(unreadable)).toBe(false);
    const activity = activityOf([request('granted', 'https://a.example/1'), request('denied', 'https://a.example/2')]);
    // Newest first, as the live list shows them.
    expect(activity.requests.map((r) => r.data.url)).toEqual(['https://a.example/2', 'https://a.example/1']);
  });
});
