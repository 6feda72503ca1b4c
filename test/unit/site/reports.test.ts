import { describe, expect, it } from 'vitest';
import { readReports, REPORTS_PER_POST } from '../../../electron/services/site/csp-reports.ts';
import { ENTRIES_PER_POST, readPageReport } from '../../../electron/services/site/page-reports.ts';
import { createEndpointBudget } from '../../../electron/services/site/endpoints.ts';

describe('violation reports, as browsers send them', () => {
  it('reads report-uri bodies (application/csp-report)', () => {
    const [violation] = readReports(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://site.localhost/',
          'blocked-uri': 'https://x.example/a',
          'violated-directive': 'connect-src',
          'line-number': 3,
        },
      }),
    );
    expect(violation).toEqual({
      page: 'http://site.localhost/',
      blockedUrl: 'https://x.example/a',
      directive: 'connect-src',
      disposition: 'enforce',
      sourceFile: null,
      line: 3,
      sample: null,
    });
  });

  it('reads report-to batches (application/reports+json), csp-violation reports only, at most a bounded number', () => {
    const one = {
      type: 'csp-violation',
      url: 'http://s/',
      body: { documentURL: 'http://s/', blockedURL: 'https://y/', effectiveDirective: 'img-src' },
    };
    const batch = [...Array.from({ length: REPORTS_PER_POST + 5 }, () => one), { type: 'deprecation', body: {} }];
    const read = readReports('application/reports+json', JSON.stringify(batch));
    expect(read).toHaveLength(REPORTS_PER_POST);
    expect(read[0]).toMatchObject({ blockedUrl: 'https://y/', directive: 'img-src' });
  });

  it('holds nothing for a malformed body', () => {
    expect(readReports('application/csp-report', 'not json')).toEqual([]);
    expect(readReports('application/reports+json', '{"a":1}')).toEqual([]);
  });
});

describe("the shim's posts", () => {
  it('keeps the well-formed entries and skips the rest, texts cut to a bounded length', () => {
    const { page, entries } = readPageReport(
      JSON.stringify({
        page: 'http://s/',
        entries: [
          { type: 'console', level: 'log', message: 'x'.repeat(5000) },
          { type: 'cookie', name: 'a', value: 'b' },
          { type: 'console', level: 'shout', message: 'no such level' },
          { type: 'error', message: 'boom', stack: 'at x' },
        ],
      }),
    );
    expect(page).toBe('http://s/');
    expect(entries.map((entry) => entry.type)).toEqual(['console', 'cookie', 'error']);
    expect((entries[0] as { message: string }).message).toHaveLength(2048);
  });

  it(`refuses a post of more than ${ENTRIES_PER_POST} entries`, () => {
    const entries = Array.from({ length: ENTRIES_PER_POST + 1 }, () => ({ type: 'cookie', name: 'a', value: 'b' }));
    expect(readPageReport(JSON.stringify({ page: 'p', entries })).entries).toEqual([]);
  });
});

describe('the site endpoints take a bounded number of posts per window', () => {
  it('answers 429 past the budget, per endpoint, and takes posts again in the next window', () => {
    let now = 0;
    const budget = createEndpointBudget({ now: () => now, posts: 2, windowMs: 1000 });
    expect(budget.take('report')).toBeNull();
    expect(budget.take('report')).toBeNull();
    expect(budget.take('report')).toMatchObject({ status: 429 });
    expect(budget.take('csp')).toBeNull();
    now = 1000;
    expect(budget.take('report')).toBeNull();
  });
});
