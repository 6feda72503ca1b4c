import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { SiteState } from '../../../shared/api/site.ts';
import { siteRequest } from './site-http.ts';

/** The header the site's service worker puts on page loads: only those pages carry the scripts. */
const UNDER_WORKER = { 'x-studio-site-worker': '1' };
const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'integrations', 'site-script');

describe('the published site of the open integration', () => {
  let studio: Studio;
  let dir: string;
  const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
    const answer = await studio.dispatch(method, input);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.result as T;
  };
  const records = async (kind: string): Promise<JournalRecord[]> => {
    studio.session().journal.flush();
    return studio
      .session()
      .journal.list({ limit: 500 })
      .filter((record) => record.kind === kind);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-engine-'));
    cpSync(fixture, dir, { recursive: true });
    studio = await createStudio({ dir, transport: 'browser' });
  }, 120_000);
  afterAll(async () => {
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served on an origin of its own, a *.localhost name distinct from the public and content origins', async () => {
    const state = await call<SiteState>('site.state');
    expect(state.origin).toMatch(/^http:\/\/site-[0-9a-f]{10}\.localhost:\d+$/);
    expect(state.origin).not.toBe(studio.publicServer.origin);
    expect(state.origin).not.toBe(studio.publicServer.content.origin);
    const wrongHost = await siteRequest(state.origin!.replace(/site-[0-9a-f]+\.localhost/, '127.0.0.1'), '/');
    expect(wrongHost.status).toBe(421);
  });

  it("injects each active site installation's script, fetched through the real fetch_published_script dispatch", async () => {
    const state = await call<SiteState>('site.state');
    expect(state.available).toBe(true);
    expect(state.scripts).toHaveLength(1);
    const [script] = state.scripts;
    expect(script).toMatchObject({ outcome: 'injected', error: null, cookies: true });
    const dispatch = (await records('dispatch')).find((record) => record.id === script!.recordId);
    expect(dispatch?.summary).toMatch(/fetch_published_script/);
    const page = await siteRequest(state.origin!, '/', { headers: UNDER_WORKER });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>Introduction | ${state.title}</title>`);
    expect(page.body).toContain('role="search"');
    expect(page.body).toContain(`/_studio/scripts/${script!.installationId}.js`);
    const served = await siteRequest(state.origin!, `/_studio/scripts/${script!.installationId}.js`, { headers: UNDER_WORKER });
    expect(served.headers['content-type']).toMatch(/javascript/);
    expect(served.body).toContain('site-script ran');
    const linked = (await records('site.script')).filter((record) => record.parentId === script!.recordId);
    expect(linked.length).toBeGreaterThan(0);
  });

  it('answers a favicon or other missing subresource without a page: no script injected, no site.script record', async () => {
    const state = await call<SiteState>('site.state');
    const before = (await records('site.script')).length;
    const icon = await siteRequest(state.origin!, '/favicon.ico', { headers: { ...UNDER_WORKER, 'sec-fetch-dest': 'image' } });
    expect(icon.status).toBe(404);
    expect(icon.body).not.toContain('/_studio/scripts/');
    expect(await records('site.script')).toHaveLength(before);
  });

  it("enforces the platform's policy (the manifest's connect-src hosts added) and reports the manifest's own, both to an endpoint on the site origin", async () => {
    const state = await call<SiteState>('site.state');
    const page = await siteRequest(state.origin!, '/getting-started', { headers: UNDER_WORKER });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' 'unsafe-eval' \*;/);
    expect(policy).toMatch(/connect-src 'self' http: https: api\.analytics\.example\.com;/);
    expect(policy).toMatch(/report-uri \/_studio\/csp/);
    const reportOnly = String(page.headers['content-security-policy-report-only']);
    expect(reportOnly).toMatch(/script-src 'self' analytics\.example\.com;/);
    expect(reportOnly).toMatch(/connect-src 'self' api\.analytics\.example\.com;/);
    expect(reportOnly).toMatch(/report-uri \/_studio\/csp/);
    expect(state.reportOnlyPolicy).toBe(reportOnly);
    expect(String(page.headers['reporting-endpoints'])).toContain(`${state.origin}/_studio/csp`);
  });

  it('writes a site.script record when the script is fetched, not for every page served with the kept copy', async () => {
    const state = await call<SiteState>('site.state');
    expect(state.scripts[0]!.cachedUntil).toBeGreaterThan(Date.now());
    const before = (await records('site.script')).length;
    for (const path of ['/', '/getting-started', '/reference'])
      expect((await siteRequest(state.origin!, path, { headers: UNDER_WORKER })).body).toContain('/_studio/scripts/');
    expect(await records('site.script')).toHaveLength(before);
  });

  it('records the page as its path and query on the site, as the pane shows it, not the full address', async () => {
    const state = await call<SiteState>('site.state');
    const answer = await siteRequest(state.origin!, '/_studio/report', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: state.origin! },
      body: JSON.stringify({
        page: `${state.origin}/search?q=install#results`,
        entries: [{ type: 'console', level: 'log', message: 'page probe', stack: null }],
      }),
    });
    expect(answer.status).toBe(204);
    const logged = (await records('site.console')).find((record) => (record.data as { message: string }).message === 'page probe');
    expect(logged?.data).toMatchObject({ page: '/search?q=install' });
    expect(logged?.summary).toBe('console.log on /search?q=install: page probe');
  });

  it('turns each violation report into a site.csp record under the script dispatch, with the consent at the time', async () => {
    const state = await call<SiteState>('site.state');
    const answer = await siteRequest(state.origin!, '/_studio/csp', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', origin: state.origin! },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${state.origin}/`,
          'blocked-uri': 'https://tracker.not-allowed.example/pixel',
          'effective-directive': 'connect-src',
          disposition: 'enforce',
          'source-file': `${state.origin}/_studio/scripts/${state.scripts[0]!.installationId}.js`,
          'line-number': 7,
        },
      }),
    });
    expect(answer.status).toBe(204);
    const [violation] = await records('site.csp');
    expect(violation).toMatchObject({ status: 'error', parentId: state.scripts[0]!.recordId });
    expect(violation!.data).toMatchObject({
      blockedUrl: 'https://tracker.not-allowed.example/pixel',
      directive: 'connect-src',
      consent: state.consent,
    });
  });

  it("sets the reader's consent as the platform's site does, and the banner shows only while it is unset", async () => {
    const unset = await call<SiteState>('site.setConsent', { consent: 'unset' });
    expect((await siteRequest(unset.origin!, '/', { headers: UNDER_WORKER })).body).toContain('id="site-consent"');
    const granted = await call<SiteState>('site.setConsent', { consent: 'granted' });
    expect(granted.consent).toBe('granted');
    const page = await siteRequest(granted.origin!, '/');
    expect(page.headers['set-cookie']).toEqual(['__gitbook_cookie_granted=yes; Path=/; SameSite=None; Secure; Partitioned']);
    expect(page.body).not.toContain('id="site-consent"');
    await call('site.setConsent', { consent: 'denied' });
    const denied = await siteRequest(granted.origin!, '/', { headers: { cookie: '__gitbook_cookie_granted=yes' } });
    expect(denied.headers['set-cookie']).toEqual(['__gitbook_cookie_granted=no; Path=/; SameSite=None; Secure; Partitioned']);
  });

  it('keeps the script as its Cache-Control allows, and site.refresh fetches it again', async () => {
    const before = await call<SiteState>('site.state');
    expect(before.scripts[0]!.cachedUntil).toBeGreaterThan(Date.now());
    await siteRequest(before.origin!, '/reference', { headers: UNDER_WORKER });
    expect((await call<SiteState>('site.state')).scripts[0]!.recordId).toBe(before.scripts[0]!.recordId);
    const refreshed = await call<SiteState>('site.refresh');
    expect(refreshed.scripts[0]!.recordId).not.toBe(before.scripts[0]!.recordId);
  });
});
