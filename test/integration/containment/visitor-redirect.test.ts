import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorFlow } from '../../../shared/api/installations.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';
import { decideAtConsent } from '../installations/mock-consent.ts';

/**
 * Sign in as a visitor follows the integration's redirects: the studio opens the first one itself (a
 * window of the UI), the browser follows the callback's. A redirect to `javascript:` (or `data:`,
 * `vbscript:`, anything but http(s)) is the integration's script or page in place of a sign-in: the
 * studio refuses it where it follows it, naming the scheme. The integration is a copy of
 * `visitor-auth` whose `fetch_visitor_authentication` answers `Location: <location>` when the
 * payload's location starts with `hostile:`; its callback already sends the visitor to `state`.
 */
let root: string;
let studio: Studio;
let siteInstallation: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'visitor-redirect-'));
  const dir = join(root, 'visitor-auth');
  await cp(fixture('visitor-auth'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  const source = join(dir, 'src', 'index.ts');
  const original = await readFile(source, 'utf8');
  const hostile = original.replace(
    '  async fetch_visitor_authentication(event, context) {\n',
    `  async fetch_visitor_authentication(event, context) {
    if (event.location?.startsWith('hostile:'))
      return new Response(null, { status: 302, headers: { Location: event.location.slice('hostile:'.length) } });
`,
  );
  expect(hostile).not.toBe(original);
  await writeFile(source, hostile);
  studio = await createStudio({ dir, transport: 'browser' });
  siteInstallation = (await studio.handlers['installations.create']({ kind: 'site', siteId: 'site_visitors' })).id;
});
afterAll(async () => {
  await studio?.dispose();
  await rm(root, { recursive: true, force: true });
});

async function signIn(location: string): Promise<VisitorFlow> {
  const { payload } = await studio.handlers['installations.eventTemplate']({
    installationId: siteInstallation,
    eventType: 'fetch_visitor_authentication',
  });
  return studio.handlers['installations.visitorSignIn']({
    installationId: siteInstallation,
    payload: { ...payload, location },
    logout: false,
  });
}

describe('a visitor sign-in redirect that is not http(s) is refused where it is followed', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
  ])(
    'fetch_visitor_authentication redirecting to a %s URL: the studio opens nothing, the flow fails naming the scheme',
    async (scheme, target) => {
      const flow = await signIn(`hostile:${target}`);
      expect(flow.open).toBeNull();
      expect(flow.state).toBe('failed');
      expect(flow.hops[0]).toMatchObject({ step: 'event', ok: false, status: 302, url: target });
      expect(flow.hops[0]!.summary).toContain(`the redirect is a ${scheme} URL, and only http: and https: redirects are followed`);
    },
  );

  it("the integration's callback redirecting the visitor to a javascript: URL: the hop is refused naming the scheme and the flow fails", async () => {
    const flow = await signIn('javascript:alert(document.domain)');
    expect(flow.hops[0]).toMatchObject({ step: 'event', ok: true });
    const { decided } = await decideAtConsent(flow.open!, 'approve');
    const answered = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(answered.headers.get('location')).toMatch(/^javascript:/);

    const now = studio.session().installations!.visitorFlows.get(flow.id)!;
    const callback = now.hops.find((hop) => hop.step === 'callback')!;
    expect(callback.ok).toBe(false);
    expect(callback.summary).toContain('the redirect is a javascript: URL');
    expect(now.state).toBe('failed');
  });
});
