import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let orgId: string;
beforeEach(async () => {
  h = await startHarness();
  orgId = (await h.service.create({ kind: 'organization' })).id;
});
afterEach(async () => h.close());

const get = (url: string) => fetch(url, { redirect: 'manual' });

/** Plays the user's browser: start URL → provider's authorize page → Approve or Deny → back to the callback. */
async function runFlow(decision: 'approve' | 'deny'): Promise<{ callback: string; page: Response }> {
  const { url } = h.service.oauthStart(orgId, 'oauth_credentials');
  const toProvider = await get(url);
  expect(toProvider.status).toBe(302);
  const authorize = new URL(toProvider.headers.get('location')!);
  expect(authorize.searchParams.get('client_id')).toBe(h.mockProvider.settings().clientId);
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('scope')).toBe('channels:read chat:write');
  expect(authorize.searchParams.get('prompt')).toBe('consent');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${h.publicServer.origin}/i/${orgId}/oauth`);
  const consent = await get(authorize.toString());
  const html = await consent.text();
  expect(html).toContain('Approve');
  const request = /name="request" value="([0-9a-f]+)"/.exec(html)![1]!;
  const binding = /name="binding" value="([\w-]+)"/.exec(html)![1]!;
  // The browser sends back the consent cookie the page set.
  const cookie = consent.headers.get('set-cookie')!.split(';')[0]!;
  const decided = await fetch(new URL('/oauth-mock/decide', h.publicServer.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie },
    body: new URLSearchParams({ request, binding, decision }),
  });
  const callback = decided.headers.get('location')!;
  return { callback, page: await get(callback) };
}

const outcomes = () => {
  const seen: { ok: boolean; error: string | null }[] = [];
  h.bus.subscribe('installations.oauth', (outcome) => seen.push(outcome));
  return seen;
};

describe('OAuth flow against the mock provider', () => {
  it('a paused installation cannot start a connection: its public endpoint, where the flow ends, takes no requests', () => {
    h.service.pause(orgId);
    expect(() => h.service.oauthStart(orgId, 'oauth_credentials')).toThrow(/is paused: resume it to connect/);
    h.service.resume(orgId);
    expect(h.service.oauthStart(orgId, 'oauth_credentials').url).toContain(`/i/${orgId}/`);
  });

  it('approve: the code is exchanged, oauth_credentials is stored, the installation turns active, the token is masked everywhere', async () => {
    const seen = outcomes();
    const { page } = await runFlow('approve');
    expect(page.status).toBe(200);
    const token = (h.service.stored(orgId)!.configuration.oauth_credentials as { access_token: string }).access_token;
    expect(token).toMatch(/^mock_at_[0-9a-f]{32}$/);
    const shown = h.service.get(orgId);
    expect(shown.status).toBe('active');
    expect(JSON.stringify(shown)).not.toContain(token);
    expect((shown.configuration.oauth_credentials as { access_token: string }).access_token).toMatch(/^•+/);
    expect(JSON.stringify(h.journal.list({ limit: 200 }))).not.toContain(token);
    h.journal.append({
      kind: 'log',
      status: 'info',
      summary: 'echo',
      data: { level: 'info', message: JSON.stringify({ access_token: token }) },
    });
    expect(JSON.stringify(h.journal.list({ limit: 1 }))).toContain('[redacted:');
    expect(seen).toEqual([expect.objectContaining({ ok: true, error: null })]);
  });

  it('deny: nothing is stored and the studio is told the provider answered access_denied', async () => {
    const seen = outcomes();
    const { page } = await runFlow('deny');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('access_denied');
    expect(h.service.stored(orgId)!.configuration.oauth_credentials).toBeUndefined();
    expect(seen[0]).toMatchObject({ ok: false, error: expect.stringContaining('access_denied') });
  });

  it("a failed exchange (invalid_grant) shows extractCredentials' error with the serialized answer", async () => {
    h.mockProvider.setFailure('invalid_grant');
    const seen = outcomes();
    const { page } = await runFlow('approve');
    expect(page.status).toBe(502);
    const expected =
      'Failed to retrieve access_token from the token endpoint\'s answer: {"error":"invalid_grant","error_description":"The authorization code is invalid, expired or already used.","ok":false}';
    expect(seen[0]!.error).toBe(expected);
    expect(await page.text()).toContain('invalid_grant');
    expect(h.service.get(orgId).status).toBe('pending');
  });

  it('a custom extractCredentials decides what is stored', async () => {
    h.setExtractCredentials((answer) => ({
      configuration: { oauth_credentials: { access_token: String(answer.access_token), scope: answer.scope } },
    }));
    await runFlow('approve');
    expect(h.service.stored(orgId)!.configuration.oauth_credentials).toMatchObject({ scope: 'channels:read chat:write' });
  });

  it('a forged state is refused before any code exchange', async () => {
    const { url } = h.service.oauthStart(orgId, 'oauth_credentials');
    const state = new URL(url).searchParams.get('state')!;
    const [payload] = state.split('.');
    const forged = `${payload}.${Buffer.from('not the studio signature!!').toString('base64url')}`;
    const page = await get(`${h.publicServer.origin}/i/${orgId}/oauth?code=anything&state=${encodeURIComponent(forged)}`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('forged');
    expect(h.service.stored(orgId)!.configuration.oauth_credentials).toBeUndefined();
  });

  it('a replayed callback (same state twice) is refused the second time', async () => {
    const { callback, page } = await runFlow('approve');
    expect(page.status).toBe(200);
    const replay = await get(callback);
    expect(replay.status).toBe(403);
    expect(await replay.text()).toContain('replay');
  });

  it("a state issued for one installation cannot be used at another installation's endpoint", async () => {
    const other = await h.service.create({ kind: 'space', spaceId: 'space_b' });
    const { url } = h.service.oauthStart(orgId, 'oauth_credentials');
    const state = new URL(url).searchParams.get('state')!;
    // A space installation's token cannot act for its organization installation: the stub refuses.
    const page = await get(`${h.publicServer.origin}/i/${other.id}/oauth?code=x&state=${encodeURIComponent(state)}`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('cannot act for');
    expect(h.service.stored(orgId)!.configuration.oauth_credentials).toBeUndefined();
  });

  it('the mock provider refuses a wrong client secret with invalid_client and a reused code with invalid_grant', async () => {
    const settings = h.mockProvider.settings();
    const body = (code: string, secret = settings.clientSecret) =>
      new URLSearchParams({
        client_id: settings.clientId,
        client_secret: secret,
        code,
        redirect_uri: 'http://x/cb',
        grant_type: 'authorization_code',
      });
    const wrong = await fetch(settings.accessTokenURL, { method: 'POST', body: body('c', 'nope') });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_client');
    const unknown = await fetch(settings.accessTokenURL, { method: 'POST', body: body('never-issued') });
    expect(((await unknown.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it("the mock provider's authorize page refuses an unknown client and a redirect_uri that is not http(s)", async () => {
    const { authorizeURL, clientId } = h.mockProvider.settings();
    const ask = (params: Record<string, string>) =>
      fetch(`${authorizeURL}?${new URLSearchParams({ response_type: 'code', state: 's', ...params })}`);
    const unknown = await ask({ client_id: 'someone-else', redirect_uri: 'http://127.0.0.1/cb' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown client');
    const script = await ask({ client_id: clientId, redirect_uri: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(await script.text()).toContain('not an http(s) URL');
  });

  it('oauthStart refuses a property that is not a button', () => {
    expect(() => h.service.oauthStart(orgId, 'default_channel')).toThrow(/not a button/);
  });
});
