import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { MOCK_VISITOR } from '../../../electron/services/mocks/oauth-stand-in.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { installDependencies } from '../../corpus/dependencies.ts';
import { siteRequest } from '../site/site-http.ts';
import { decideAtConsent } from './mock-consent.ts';

/**
 * The platform's Cognito visitor authentication, unchanged, signs a visitor in offline: its
 * `fetch_visitor_authentication` redirects to Cognito's hosted sign-in, which the studio stands in
 * for (outbound mode not live), and its callback trades the code at Cognito's token URL and decodes
 * the access token as a JWT; the stand-in answers as Cognito would, so the visitor lands on the
 * published site with a token signed by the site installation's secret.
 */
const available = existsSync(join(CORPUS_DIR, 'cognito', 'platform-manifest.yaml'));
if (!available) console.warn(`real visitor authentication: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR to run it)`);

const COGNITO = 'https://studio-docs.auth.eu-west-1.amazoncognito.com';

let dir: string;
let studio: Studio;
let origin: string;
let site: string;

beforeAll(async () => {
  if (!available) return;
  dir = mkdtempSync(join(tmpdir(), 'visitor-cognito-'));
  cpSync(join(CORPUS_DIR, 'cognito'), dir, { recursive: true });
  const { dir: dependencies } = installDependencies('cognito', join(dir, 'package.json'));
  if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
  studio = await createStudio({ dir, transport: 'browser' });
  origin = studio.publicServer.origin;
  site = (await studio.handlers['installations.create']({ kind: 'site', siteId: 'site_docs' })).id;
  await studio.handlers['installations.configure']({
    installationId: site,
    configuration: { cognito_domain: COGNITO, client_id: 'cognito-client-7', client_secret: 'cognito-secret-7' },
  });
}, 300_000);
afterAll(async () => {
  await studio?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signIn() {
  const { payload } = await studio.handlers['installations.eventTemplate']({
    installationId: site,
    eventType: 'fetch_visitor_authentication',
  });
  return studio.handlers['installations.visitorSignIn']({
    installationId: site,
    payload: { ...payload, location: '/guide' },
    logout: false,
  });
}

/** The browser at the consent page: Approve; where the provider sends it back. */
async function approve(consentUrl: string) {
  const { status, html, decided } = await decideAtConsent(consentUrl, 'approve');
  expect(status).toBe(200);
  return { html, callback: decided.headers.get('location')! };
}

const outbound = (): JournalRecord[] =>
  studio
    .session()
    .journal.list({ limit: 500 })
    .filter((record) => record.kind === 'outbound.fetch');

describe.skipIf(!available)('visitor authentication against a real identity provider, offline: the studio stands in for it', () => {
  it("cognito: sign-in → the stand-in's consent page → callback → the published site with a valid token carrying the visitor's claims", async () => {
    const started = await signIn();
    // The window opens the studio's consent page in Cognito's place, with the integration's own request.
    const consent = new URL(started.open!);
    expect(consent.origin + consent.pathname).toBe(`${origin}/oauth-mock/authorize`);
    expect(consent.searchParams.get('stands_in_for')).toBe(`${COGNITO}/oauth2/authorize`);
    expect(consent.searchParams.get('client_id')).toBe('cognito-client-7');
    expect(started.hops.map((hop) => hop.step)).toEqual(['event', 'provider']);

    const { html, callback } = await approve(started.open!);
    expect(html).toContain(MOCK_VISITOR.email);
    expect(callback.startsWith(`${origin}/i/${site}/visitor-auth/response?`)).toBe(true);

    // The integration trades the code at Cognito's token URL: answered offline, as Cognito's.
    const answered = await fetch(callback, { redirect: 'manual' });
    expect(answered.status).toBe(302);
    const landing = new URL(answered.headers.get('location')!);
    expect(landing.pathname.startsWith('/published/site_docs/')).toBe(true);
    expect(landing.pathname.endsWith('/guide')).toBe(true);
    await (await fetch(landing)).text();

    const flow = studio.session().installations!.visitorFlows.get(started.id)!;
    expect(flow.state).toBe('done');
    expect(flow.landing?.jwt?.signature).toBe('valid');
    // What Cognito's access token said of the visitor is what the integration signed for the site.
    expect(flow.landing?.jwt?.claims).toMatchObject({ email: MOCK_VISITOR.email, sub: MOCK_VISITOR.sub, aud: 'cognito-client-7' });

    const token = outbound().find((record) => record.summary.includes('/oauth2/token'))!;
    expect((token.data as { mock?: string }).mock).toBe('oauth-stand-in:studio-docs.auth.eu-west-1.amazoncognito.com/token');
    // The tokens are masked in the journal: the access token the integration decoded never shows in clear.
    expect(JSON.stringify(token.data)).not.toMatch(/"access_token":"eyJ/);
  });

  it("the published site is there for a visitor authentication integration, and a page without a token sends the reader through the stand-in's sign-in to the page", async () => {
    const state = await studio.handlers['site.state']({});
    // Cognito holds site:visitor:auth and injects no script: its site is still where its sign-in leads.
    expect(state).toMatchObject({ available: true, visitorAuth: true, scripts: [] });
    const guarded = await siteRequest(state.origin!, '/getting-started');
    expect(guarded.status).toBe(302);
    const consent = new URL(String(guarded.headers.location));
    expect(consent.origin + consent.pathname).toBe(`${origin}/oauth-mock/authorize`);
    expect(consent.searchParams.get('stands_in_for')).toBe(`${COGNITO}/oauth2/authorize`);

    const { callback } = await approve(consent.href);
    const published = await fetch(callback, { redirect: 'manual' });
    // The published URL the integration sends the reader to leads back to the studio's site.
    const back = await fetch(published.headers.get('location')!, { redirect: 'manual' });
    const onSite = new URL(back.headers.get('location')!);
    expect(onSite.origin).toBe(state.origin);
    const landed = await siteRequest(state.origin!, onSite.href);
    // The token the integration signed is accepted: kept in the site's cookie, the page shown without it.
    expect(landed.status).toBe(302);
    expect(String(landed.headers['set-cookie'])).toMatch(/^studio_site_visitor=/);
  });

  it("a visitor's sign-out goes to the stand-in's sign-out page in Cognito's place, which returns the visitor to the published site", async () => {
    await studio.handlers['installations.configure']({
      installationId: site,
      configuration: {
        cognito_domain: COGNITO,
        client_id: 'cognito-client-7',
        client_secret: 'cognito-secret-7',
        logout_url: `${COGNITO}/logout`,
        redirect_to_site_on_logout: true,
      },
    });
    const { payload } = await studio.handlers['installations.eventTemplate']({
      installationId: site,
      eventType: 'fetch_visitor_authentication',
    });
    const started = await studio.handlers['installations.visitorSignIn']({ installationId: site, payload, logout: true });
    const signOut = new URL(started.open!);
    expect(signOut.origin + signOut.pathname).toBe(`${origin}/oauth-mock/logout`);
    expect(signOut.searchParams.get('stands_in_for')).toBe(`${COGNITO}/logout`);
    expect(started.hops.map((hop) => hop.step)).toEqual(['event', 'provider']);
    const back = await fetch(signOut, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(new URL(back.headers.get('location')!).pathname.startsWith('/published/site_docs/')).toBe(true);
    const logout = outbound().find((record) => (record.data as { mock?: string }).mock?.endsWith('/logout'));
    expect(logout?.summary).toContain(`${COGNITO}/logout`);
  });

  it('in live outbound mode the window goes to Cognito itself, as on the platform', async () => {
    await studio.handlers['mocks.setMode']({ mode: 'live' });
    try {
      const started = await signIn();
      expect(started.open!.startsWith(`${COGNITO}/oauth2/authorize?`)).toBe(true);
      expect(started.hops.map((hop) => hop.step)).toEqual(['event']);
    } finally {
      await studio.handlers['mocks.setMode']({ mode: 'mock' });
    }
  });
});
