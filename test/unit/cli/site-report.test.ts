import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { printSiteReport, siteFailures, siteReport } from '../../../electron/cli/commands/site-report.ts';
import { consentArgument } from '../../../electron/cli/commands/site.ts';
import { UsageError } from '../../../electron/cli/command.ts';

let nextId = 1;
const visit = { timedOut: null, refused: [] };
const record = (kind: string, data: Record<string, unknown>): JournalRecord =>
  ({ id: nextId++, ts: 0, status: 'info', summary: kind, installationId: 'dev-site', parentId: null, kind, data }) as JournalRecord;

const script = (outcome: 'injected' | 'failed' | 'none', error: string | null = null) =>
  record('site.script', { installationId: 'dev-site', outcome, error, fromCache: false, cacheControl: null, csp: null, bytes: 120 });
const request = record('site.request', {
  page: '/',
  url: 'https://collect.tracker.example/track',
  method: 'POST',
  outcome: 'mocked',
  status: 200,
  mock: 'track.yaml',
  consent: 'granted',
});
const violation = record('site.csp', {
  page: '/',
  blockedUrl: 'https://beacon.elsewhere.example/collect',
  directive: 'connect-src',
  disposition: 'enforce',
  sourceFile: null,
  line: null,
  sample: null,
  consent: 'granted',
});
const consoleLine = (source: 'console' | 'error' | 'rejection', level: 'log' | 'error' = 'log') =>
  record('site.console', { page: '/', level, message: `boom (${source})`, source, stack: null, consent: 'unset' });

describe('site report: what makes `integration-studio site` exit 1', () => {
  it('a page whose scripts were injected, made a request and logged, even console.error, passes', () => {
    const report = siteReport('http://site.localhost/', 'granted', [script('injected'), request, consoleLine('console', 'error')], visit);
    expect(siteFailures(report)).toEqual([]);
  });

  it('a failed script dispatch fails, naming the installation, the error and what the integration threw', () => {
    const dispatch = record('dispatch', {});
    const thrown = {
      ...record('log', { level: 'error', message: 'Error: no key', stack: 'Error: no key\n    at src/index.ts:3' }),
      parentId: dispatch.id,
    };
    const failed = { ...script('failed', 'fetch_published_script answered 500'), parentId: dispatch.id };
    const report = siteReport('http://site.localhost/', 'unset', [dispatch, thrown, failed], visit);
    expect(siteFailures(report)).toEqual(['the script of dev-site failed: fetch_published_script answered 500 (Error: no key)']);
    expect(report.scripts[0]!.errors).toEqual(['Error: no key\n    at src/index.ts:3']);
  });

  it('an uncaught error, an unhandled rejection and a CSP violation each fail', () => {
    const report = siteReport('http://site.localhost/', 'unset', [consoleLine('error'), consoleLine('rejection'), violation], visit);
    expect(siteFailures(report)).toEqual([
      'uncaught error on /: boom (error)',
      'unhandled rejection on /: boom (rejection)',
      'CSP violation on /: https://beacon.elsewhere.example/collect blocked by connect-src',
    ]);
  });

  it('a page that did not settle fails with what was still busy', () => {
    const report = siteReport('http://site.localhost/', 'unset', [], {
      timedOut: 'the page did not finish loading within 1000 ms',
      refused: [],
    });
    expect(siteFailures(report)).toEqual(['the page did not finish loading within 1000 ms']);
  });

  it('a request the command kept off this machine (the top frame sent to a loopback port) fails, naming it', () => {
    const refused = [{ url: 'http://127.0.0.1:9/x', type: 'document', reason: '127.0.0.1:9 is on this machine or its private network' }];
    expect(siteFailures(siteReport('http://site.localhost/', 'unset', [], { timedOut: null, refused }))).toEqual([
      'refused document http://127.0.0.1:9/x: 127.0.0.1:9 is on this machine or its private network',
    ]);
  });

  it('a script fetched, then taken from the kept copy for the page, is listed once, as the page got it', () => {
    const fetched = script('injected');
    const kept = record('site.script', { ...(fetched.data as object), fromCache: true });
    expect(siteReport('http://site.localhost/', 'unset', [fetched, kept], visit).scripts).toEqual([
      { ...(kept.data as object), errors: [] },
    ]);
  });

  it('records of other kinds are left out, and each list keeps the order they were written in', () => {
    const report = siteReport(
      'http://site.localhost/',
      'granted',
      [record('log', { level: 'info', message: 'x' }), violation, request],
      visit,
    );
    expect(report).toMatchObject({ scripts: [], console: [], cookies: [], requests: [request.data], cspViolations: [violation.data] });
  });

  it('the human summary lists each request with its outcome and each violation with its directive', () => {
    const lines: string[] = [];
    printSiteReport(siteReport('http://site.localhost/', 'granted', [script('injected'), request, violation], visit), {
      out: (line) => lines.push(line),
      err: () => {},
    });
    const text = lines.join('\n');
    expect(text).toContain('POST https://collect.tracker.example/track: mocked 200 (mock track.yaml)');
    expect(text).toContain('https://beacon.elsewhere.example/collect: blocked by connect-src');
    expect(text).toMatch(/^Failed: CSP violation on \/: /m);
  });
});

describe('--consent', () => {
  it('yes is granted, no is denied, absent is unset; anything else is a usage error naming both', () => {
    expect([consentArgument('yes'), consentArgument('no'), consentArgument(undefined)]).toEqual(['granted', 'denied', 'unset']);
    expect(() => consentArgument('maybe')).toThrow(UsageError);
    expect(() => consentArgument('maybe')).toThrow(/--consent is yes \(granted\) or no \(denied\)/);
  });
});
