import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteState } from '../../../shared/api/site.ts';
import type { NewRecord } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import type { DirectoryInstallation } from '../../../electron/services/platform/directory.ts';
import { createSiteEngine, type SiteEngine } from '../../../electron/services/site/engine.ts';
import type { ScriptAnswer } from '../../../electron/services/site/scripts.ts';
import type { SiteOutbound } from '../../../electron/services/site/forward.ts';
import { startSiteListener, type SiteListener } from '../../../electron/services/site/listener.ts';
import { siteInstallation } from '../site/support.ts';
import { siteRequest } from '../site/site-http.ts';

/**
 * The site engine over a real listener on 127.0.0.1, with the host and the world faked: what the
 * pages and endpoints answer, and what the journal gets, for each answer of the integration.
 */
const MANIFEST = `name: probe
script: ./src/index.ts
target: site
scopes: [site:script:inject, site:script:cookies]
contentSecurityPolicy:
  connect-src: api.example.com
`;
const UNDER_WORKER = { 'x-studio-site-worker': '1' };
const site: DirectoryInstallation = siteInstallation('inst_site', { parentId: 'inst_org' });

let listener: SiteListener;
let engine: SiteEngine;
let journal: (NewRecord & { id: number })[];
let published: SiteState[];
let manifest: string;
let answer: () => Promise<ScriptAnswer>;
let outbound: SiteOutbound;

beforeAll(async () => {
  listener = await startSiteListener();
});
afterAll(() => listener.close());
beforeEach(() => {
  journal = [];
  published = [];
  manifest = MANIFEST;
  answer = async () => ({ status: 200, headers: { 'content-type': 'application/javascript' }, body: 'void 0', error: null, recordId: 41 });
  outbound = {
    mode: () => 'mock',
    mocks: { answer: async () => null },
    policy: { check: async () => ({ allowed: false, reason: '127.0.0.1 is loopback', message: 'refused' }) },
  };
  engine?.dispose();
  engine = createSiteEngine({
    origin: listener.origin,
    journal: { append: (record) => (journal.push({ ...record, id: journal.length + 1 } as never), journal.at(-1) as never) },
    bus: { publish: (_topic, state) => void published.push(state as SiteState), subscribe: () => () => {} },
    manifest: () => manifestSnapshot('/m.yaml', manifest),
    installations: () => [site],
    dispatch: () => answer(),
    siteTitle: async () => 'Docs',
    outbound: {
      mode: () => outbound.mode(),
      mocks: { answer: (request) => outbound.mocks.answer(request) },
      policy: { check: (url) => outbound.policy.check(url) },
    },
  });
  listener.serve(engine.handle);
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  siteRequest(listener.origin, path, {
    method: 'POST',
    body,
    headers: { origin: listener.origin, 'content-type': 'application/json', ...headers },
  });

describe('scripts the site could not get', () => {
  it("shows a failing fetch_published_script as outcome 'failed' with its error, under the dispatch record", async () => {
    answer = async () => ({ status: 500, headers: {}, body: 'The tracking id is missing.', error: null, recordId: 7 });
    const state = await engine.state();
    expect(state.scripts[0]).toMatchObject({ outcome: 'failed', recordId: 7, cachedUntil: null });
    expect(state.scripts[0]!.error).toMatch(/answered 500: The tracking id is missing/);
    expect(journal.find((r) => r.kind === 'site.script')).toMatchObject({ status: 'error', parentId: 7 });
    const page = await siteRequest(listener.origin, '/', { headers: UNDER_WORKER });
    expect(page.body).not.toContain('/_studio/scripts/');
  });

  it('says why there is no site when the manifest lacks site:script:inject, and injects nothing', async () => {
    manifest = MANIFEST.replace('site:script:inject, ', '');
    const state = await engine.state();
    expect(state).toMatchObject({ available: false, scripts: [] });
    expect(state.reason).toMatch(/lack site:script:inject/);
  });
});

describe("the reader's consent", () => {
  it('publishes site.changed when set, and every site record carries the consent at the time', async () => {
    await engine.setConsent('denied');
    expect(published.at(-1)?.consent).toBe('denied');
    await engine.state();
    await post('/_studio/report', JSON.stringify({ page: `${listener.origin}/`, entries: [{ type: 'cookie', name: 'a', value: '1' }] }));
    expect(journal.find((r) => r.kind === 'site.cookie')?.data).toMatchObject({ name: 'a', consent: 'denied' });
  });

  it('shows the banner only while unset and a script uses cookies', async () => {
    expect((await siteRequest(listener.origin, '/', { headers: UNDER_WORKER })).body).toContain('id="site-consent"');
    manifest = MANIFEST.replace(', site:script:cookies', '');
    expect((await siteRequest(listener.origin, '/', { headers: UNDER_WORKER })).body).not.toContain('id="site-consent"');
  });
});

describe('the site endpoints accept only the site origin, bounded', () => {
  it('refuses another origin and cross-site requests', async () => {
    expect((await post('/_studio/consent', '{"consent":"granted"}', { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('/_studio/consent', '{"consent":"granted"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await engine.state()).consent).toBe('unset');
  });

  it('refuses a body over the limit with 413', async () => {
    expect((await post('/_studio/report', 'x'.repeat(70 * 1024))).status).toBe(413);
  });

  it('lets no script but the studio worker control the pages', async () => {
    await engine.state();
    const asWorker = (path: string) => siteRequest(listener.origin, path, { headers: { 'service-worker': 'script' } });
    expect((await asWorker('/_studio/scripts/inst_site.js')).status).toBe(403);
    expect((await asWorker('/_studio/worker.js')).status).toBe(200);
  });
});

describe("a page's request to another origin", () => {
  const forward = (url: string) =>
    post('/_studio/forward', 'hit', {
      'x-studio-url': url,
      'x-studio-method': 'POST',
      'x-studio-page': `${listener.origin}/`,
      'content-type': 'text/plain',
    });

  it('is held, never sent, when the outbound mode is not live and no mock answers', async () => {
    await engine.state();
    const answer = await forward('https://api.example.com/collect');
    expect(answer.headers['x-studio-outcome']).toBe('held');
    expect(journal.find((r) => r.kind === 'site.request')).toMatchObject({
      parentId: 41,
      data: { outcome: 'held', status: null, method: 'POST' },
    });
  });

  it('is answered by a matching mock', async () => {
    outbound.mocks.answer = async () => ({
      name: 'collect',
      answer: {
        status: 202,
        headers: new Headers({ 'content-type': 'text/plain' }),
        body: new TextEncoder().encode('ok'),
        delayMs: 0,
        fail: null,
      },
    });
    const answer = await forward('https://api.example.com/collect');
    expect([answer.status, answer.headers['x-studio-outcome'], answer.body]).toEqual([202, 'mocked', 'ok']);
  });

  it("in live mode, never reaches the studio's own origins or an origin allowed for hosted code", async () => {
    outbound.mode = () => 'live';
    outbound.policy.check = async () => ({ allowed: true, pin: { address: '127.0.0.1', family: 4 }, why: 'studio' });
    expect((await forward('http://127.0.0.1:1/api')).headers['x-studio-outcome']).toBe('held');
    outbound.policy.check = async () => ({ allowed: true, pin: { address: '127.0.0.1', family: 4 }, why: 'allowed' });
    expect((await forward('http://127.0.0.1:2/backend')).headers['x-studio-outcome']).toBe('held');
    expect(journal.filter((r) => r.kind === 'site.request').map((r) => (r.data as { error: string }).error)).toEqual([
      expect.stringMatching(/a site page never reaches/),
      expect.stringMatching(/a site page never reaches/),
    ]);
  });
});
