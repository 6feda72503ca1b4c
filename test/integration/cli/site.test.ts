import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { CHROMIUM_PATH } from '../../../electron/lib/headless-chromium.ts';
import type { SiteReport } from '../../../electron/cli/commands/site-report.ts';
import { fixture } from '../host/support.ts';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function siteJson(name: string, ...flags: string[]): Promise<{ code: number; report: SiteReport; err: string }> {
  const { code, out, err } = await run(['site', fixture(name), '--json', ...flags]);
  return { code, report: JSON.parse(out) as SiteReport, err };
}

const out = mkdtempSync(join(tmpdir(), 'studio-site-cli-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('integration-studio site: usage', () => {
  it('a --consent other than yes or no, a --path not starting with /, two folders: exit 2 naming the flag, before anything starts', async () => {
    const consent = await run(['site', fixture('site-tracker'), '--consent', 'maybe']);
    expect(consent.code).toBe(2);
    expect(consent.err).toMatch(/--consent is yes \(granted\) or no \(denied\), or left out \(unset\), got "maybe"/);
    const path = await run(['site', fixture('site-tracker'), '--path', 'guide']);
    expect(path.code).toBe(2);
    expect(path.err).toMatch(/--path is a page of the site starting with \//);
    const two = await run(['site', fixture('site-tracker'), fixture('site-script-fails')]);
    expect(two.code).toBe(2);
    expect(two.err).toMatch(/site takes one folder, got 2/);
  });

  it('outside an integration folder it exits 2 pointing at --dir and new', async () => {
    const { code, err } = await run(['site', out]);
    expect(code).toBe(2);
    expect(err).toMatch(/does not exist|not an integration folder|no platform-manifest\.yaml/);
  });
});

/**
 * The tracker's own call, and its beacon outside the manifest's policy: held by the worker and
 * reported by the report-only policy, not blocked (the platform enforces no manifest's policy).
 */
function expectTracked(report: SiteReport, tracked: { method: string; url: string; outcome: string; consent: string }) {
  expect(report.requests).toHaveLength(2);
  expect(report.requests).toEqual(
    expect.arrayContaining([
      expect.objectContaining(tracked),
      expect.objectContaining({ url: 'https://beacon.elsewhere.example/collect', outcome: 'held' }),
    ]),
  );
  expect(report.cspViolations).toEqual([
    expect.objectContaining({
      blockedUrl: 'https://beacon.elsewhere.example/collect',
      directive: 'connect-src',
      disposition: 'report',
      consent: tracked.consent,
    }),
  ]);
}

describe.skipIf(!existsSync(CHROMIUM_PATH))('integration-studio site in headless Chromium (skipped without /usr/bin/chromium)', () => {
  it("with consent yes: the origin the policy allows is a request (answered by its mock), the other a violation of the manifest's report-only policy (held, not blocked, as the platform enforces no manifest's); exit 1", async () => {
    const { code, report } = await siteJson('site-tracker', '--consent', 'yes');
    expect(report.url).toMatch(/^http:\/\/site-[0-9a-f]+\.localhost:\d+\//);
    expect(report.consent).toBe('granted');
    expect(report.scripts).toEqual([expect.objectContaining({ outcome: 'injected', error: null })]);
    expectTracked(report, {
      method: 'POST',
      url: 'https://collect.tracker.example/track?visitor=v-123',
      outcome: 'mocked',
      consent: 'granted',
    });
    expect(report.console.map((line) => line.message)).toContain('tracker: consent granted');
    expect(report.cookies).toEqual([expect.objectContaining({ name: 'tracker_visitor', value: 'v-123' })]);
    expect(code).toBe(1);
  });

  it('with consent no: an anonymous ping, held (no mock, not live), no cookie, and the same report-only violation; exit 1', async () => {
    const { code, report } = await siteJson('site-tracker', '--consent', 'no');
    expect(report.consent).toBe('denied');
    expectTracked(report, { method: 'GET', url: 'https://collect.tracker.example/ping?anonymous=1', outcome: 'held', consent: 'denied' });
    expect(report.console.map((line) => line.message)).toContain('tracker: consent not granted');
    expect(report.cookies.filter((cookie) => cookie.name === 'tracker_visitor')).toEqual([]);
    expect(code).toBe(1);
  });

  it('without --consent the banner is unanswered: the script sees no consent', async () => {
    const { report } = await siteJson('site-tracker');
    expect(report.consent).toBe('unset');
    expect(report.console.map((line) => line.message)).toContain('tracker: consent not granted');
  });

  it('a script that only calls what its policy allows, without error, exits 0; the summary says so', async () => {
    const { code, out: text } = await run(['site', fixture('site-quiet'), '--consent', 'yes']);
    expect(text).toMatch(/^OK: 1 script, no script error, no CSP violation\.$/m);
    expect(text).toContain('https://collect.tracker.example/track');
    expect(code).toBe(0);
  });

  it('a failing fetch_published_script dispatch exits 1 naming the installation and the error', async () => {
    const { code, out: text } = await run(['site', fixture('site-script-fails')]);
    expect(text).toMatch(/Failed: the script of \S+ failed: .*The tracker key is missing from the site configuration/);
    expect(code).toBe(1);
  });

  it('a script that throws in the page exits 1 with the uncaught error', async () => {
    const { code, report } = await siteJson('site-script-throws');
    expect(report.console).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'console', message: 'widget: starting' }),
        expect.objectContaining({
          source: 'error',
          message: expect.stringMatching(/TypeError: Cannot read properties of undefined \(reading 'theme'\)/),
          // Where in the injected script it was thrown (the script's own URL on the site, line 2).
          stack: expect.stringMatching(/\/_studio\/scripts\/dev-site\.js:2:/),
        }),
      ]),
    );
    expect(code).toBe(1);
  });

  it('a script that never goes quiet is waited for --timeout-ms at most, then fails saying what was still busy', async () => {
    // Long enough for the page and its service worker on a loaded machine: the script itself never goes quiet.
    const { code, report } = await siteJson('site-script-busy', '--timeout-ms', '10000');
    expect(report.timedOut).toMatch(/^the page's scripts were still busy after 10000 ms \(.+\); raise --timeout-ms to wait longer$/);
    expect(report.console.length).toBeGreaterThan(2);
    expect(code).toBe(1);
  }, 60_000);

  it('--png writes a screenshot of the page; --path opens another page of the site, an unknown one is a usage error listing them', async () => {
    const file = join(out, 'site.png');
    const { code, report, err } = await siteJson('site-quiet', '--png', file);
    expect(code).toBe(0);
    expect(readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(err).toContain(`Wrote ${file}.`);
    const unknown = await run(['site', fixture('site-quiet'), '--path', '/no-such-page']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/--path \/no-such-page is not a page of the site; its pages: \//);
    const other = unknown.err.match(/its pages: (.*)\./)![1]!.split(', ')[1]!;
    const second = await siteJson('site-quiet', '--path', other);
    expect(new URL(second.report.url).pathname).toBe(other);
    expect(new URL(report.url).pathname).toBe('/');
  });
});
