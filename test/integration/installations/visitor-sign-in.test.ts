import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorFlow } from '../../../shared/api/installations.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';
import { decideAtConsent } from './mock-consent.ts';

let root: string;
let studio: Studio;
let siteInstallation: string;
let origin: string;
const pushed: VisitorFlow[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'visitor-sign-in-'));
  const dir = join(root, 'visitor-auth');
  await cp(fixture('visitor-auth'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser' });
  studio.bus.subscribe('installations.visitorFlow', (flow) => pushed.push(flow));
  siteInstallation = (await studio.handlers['installations.create']({ kind: 'site', siteId: 'site_visitors' })).id;
  origin = studio.publicServer.origin;
});
afterAll(async () => {
  await studio?.dispose();
  await rm(root, { recursive: true, force: true });
});

async function payload(location: string) {
  const { payload } = await studio.handlers['installations.eventTemplate']({
    installationId: siteInstallation,
    eventType: 'fetch_visitor_authentication',
  });
  return { ...payload, location };
}

const flowNow = (id: string) => studio.session().installations!.visitorFlows.get(id)!;

/** The browser's part at the mock provider: open the consent page, keep its cookie, press Approve (or Deny). */
async function consent(url: string, decision: 'approve' | 'deny') {
  const { status, decided } = await decideAtConsent(url, decision);
  expect(status).toBe(200);
  return decided;
}

describe('Sign in as a visitor: the studio follows the integration’s redirect to the identity provider and back', () => {
  it("the mock provider takes a site installation's visitor-auth callback as a registered redirect, and still no other", () => {
    const callbacks = studio.session().installations!.service.oauthCallbacks();
    expect(callbacks).toContain(`${origin}/i/${siteInstallation}/visitor-auth/response`);
    expect(callbacks).not.toContain(`${origin}/i/${siteInstallation}/visitor-auth/other`);
  });

  it('a sign-in goes event → consent → approval → callback → published site, each hop journaled and pushed, ending on the claims the integration signed', async () => {
    const started = await studio.handlers['installations.visitorSignIn']({
      installationId: siteInstallation,
      payload: await payload('/guide'),
      logout: false,
    });
    expect(started.state).toBe('running');
    expect(started.hops[0]).toMatchObject({ step: 'event', status: 302, ok: true });
    expect(new URL(started.open!).pathname).toBe('/oauth-mock/authorize');

    const decided = await consent(started.open!, 'approve');
    expect(decided.status).toBe(302);
    const callback = decided.headers.get('location')!;
    expect(callback).toContain(`/i/${siteInstallation}/visitor-auth/response?code=`);

    const answered = await fetch(callback, { redirect: 'manual' });
    expect(answered.status).toBe(302);
    const landingUrl = new URL(answered.headers.get('location')!);
    expect(landingUrl.origin + landingUrl.pathname).toBe(`${origin}/published/site_visitors/guide`);
    expect(landingUrl.searchParams.get('jwt_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const landing = await fetch(landingUrl);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('visitor@example.com');
    expect(html).toContain('>valid<');

    const flow = flowNow(started.id);
    expect(flow.state).toBe('done');
    expect(flow.hops.map((hop) => hop.step)).toEqual(['event', 'provider', 'decision', 'callback', 'landing']);
    expect(flow.hops.every((hop) => hop.ok && hop.recordId !== null)).toBe(true);
    expect(flow.landing).toMatchObject({
      path: '/guide',
      jwt: { signature: 'valid', claims: { sub: 'visitor-1', email: 'visitor@example.com' } },
    });
    const journal = studio.session().journal;
    expect(journal.get(flow.hops[0]!.recordId!)!.kind).toBe('dispatch');
    expect(journal.get(flow.hops[3]!.recordId!)!.kind).toBe('http.request');
    expect(journal.get(flow.hops[4]!.recordId!)).toMatchObject({
      kind: 'visitor.hop',
      data: { step: 'landing', claims: { sub: 'visitor-1' } },
    });
    expect(pushed.filter((push) => push.id === started.id).at(-1)!.state).toBe('done');
  });

  it('a denial at the provider reaches the callback with access_denied, and the flow ends failed on the integration’s answer', async () => {
    const started = await studio.handlers['installations.visitorSignIn']({
      installationId: siteInstallation,
      payload: await payload('/'),
      logout: false,
    });
    const decided = await consent(started.open!, 'deny');
    expect(decided.headers.get('location')).toContain('error=access_denied');
    const answered = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(answered.status).toBe(401);
    const flow = flowNow(started.id);
    expect(flow.state).toBe('failed');
    expect(flow.hops.map((hop) => [hop.step, hop.ok])).toEqual([
      ['event', true],
      ['provider', true],
      ['decision', false],
      ['callback', false],
    ]);
  });

  it("a logout sends action: 'logout', the provider signs out and returns to the published site, which shows no token", async () => {
    const started = await studio.handlers['installations.visitorSignIn']({
      installationId: siteInstallation,
      payload: await payload('/guide'),
      logout: true,
    });
    expect(started.action).toBe('logout');
    expect(new URL(started.open!).pathname).toBe('/oauth-mock/logout');
    const signedOut = await fetch(started.open!, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`${origin}/published/site_visitors/guide`);
    const landing = await fetch(signedOut.headers.get('location')!);
    expect(await landing.text()).toContain('No <code>jwt_token</code>');
    const flow = flowNow(started.id);
    expect(flow).toMatchObject({ state: 'done', landing: { path: '/guide', jwt: null } });
    expect(flow.hops.map((hop) => hop.step)).toEqual(['event', 'provider', 'landing']);
  });

  it('the mock provider’s sign-out returns only to a published site of the studio: another address is named on its page, not redirected to', async () => {
    const answer = await fetch(`${origin}/oauth-mock/logout?logout_uri=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('only a published site of the studio is a registered sign-out URL');
  });

  it('a sign-in at an installation that is not on a site is refused, naming what to pick', async () => {
    const organization = (await studio.handlers['installations.list']({})).find((i) => i.kind === 'organization')!;
    await expect(
      studio.handlers['installations.visitorSignIn']({ installationId: organization.id, payload: await payload('/'), logout: false }),
    ).rejects.toThrow('Visitor authentication happens on a site');
  });
});
