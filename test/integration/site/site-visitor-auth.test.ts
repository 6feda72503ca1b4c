import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';
import { siteRequest } from './site-http.ts';

/** The site's pages behind visitor authentication, for an integration holding site:visitor:auth (the visitor-auth fixture). */
let studio: Studio;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-visitor-'));
  cpSync(fixture('visitor-auth'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser' });
}, 120_000);
afterAll(async () => {
  await studio?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('visitor authentication guards the site', () => {
  it("sends a visitor without a token to the integration's sign-in, through the real fetch_visitor_authentication", async () => {
    const state = await studio.handlers['site.state']({});
    expect(state.visitorAuth).toBe(true);
    const page = await siteRequest(state.origin!, '/getting-started');
    expect(page.status).toBe(302);
    expect(String(page.headers.location)).toContain('/oauth-mock/authorize');
    // The published URL the integration sends the visitor back to now leads to the site, page and token kept.
    const back = await siteRequest(studio.publicServer.origin, `/published/${state.siteId}/getting-started?jwt_token=x`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`${state.origin}/getting-started?jwt_token=x`);
  });

  it('refuses a token not signed with the site installation secret', async () => {
    const state = await studio.handlers['site.state']({});
    const forged = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.AAAA`;
    const page = await siteRequest(state.origin!, `/?jwt_token=${forged}`);
    expect(page.status).toBe(401);
    expect(page.body).toMatch(/signature does not match/);
  });
});
