import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { createOAuthStandIn, MOCK_VISITOR, providerOf, STANDS_IN_PARAM } from '../../../electron/services/mocks/oauth-stand-in.ts';
import { standInOf } from '../../../shared/mocks/stand-in.ts';

const CONSENT = 'http://127.0.0.1:4000/oauth-mock/authorize';
const CALLBACK = 'http://127.0.0.1:4000/i/inst_1/oauth';

function makeStandIn() {
  const issued: string[] = [];
  return { issued, standIn: createOAuthStandIn({ consentURL: () => CONSENT, onIssued: (_name, token) => issued.push(token) }) };
}

const authorizeURL = (base: string, extra: Record<string, string> = {}) => {
  const url = new URL(base);
  for (const [key, value] of Object.entries({ client_id: 'c1', redirect_uri: CALLBACK, response_type: 'code', state: 's1', ...extra }))
    url.searchParams.set(key, value);
  return url.href;
};

const tokenRequest = (url: string, form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') => ({
  method: 'POST',
  url,
  headers: new Headers({ 'content-type': contentType }),
  body: contentType.includes('json') ? JSON.stringify(form) : new URLSearchParams(form).toString(),
});

const json = (answer: { body: Uint8Array | null }) => JSON.parse(new TextDecoder().decode(answer.body!)) as Record<string, unknown>;

describe('the OAuth stand-in: a provider’s authorize step and token URL, answered offline', () => {
  it("sends a provider's authorize URL to the consent page with every parameter the integration gave, naming the real URL", () => {
    const { standIn } = makeStandIn();
    const consent = standIn.consentFor(authorizeURL('https://slack.com/oauth/v2/authorize?scope=chat%3Awrite'))!;
    const url = new URL(consent.url);
    expect(url.origin + url.pathname).toBe(CONSENT);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'chat:write',
      client_id: 'c1',
      redirect_uri: CALLBACK,
      response_type: 'code',
      state: 's1',
      [STANDS_IN_PARAM]: 'https://slack.com/oauth/v2/authorize',
    });
    expect(standInOf(consent.name)).toEqual({ provider: 'slack', step: 'authorize' });
  });

  it('leaves alone redirects that are not an authorization request, and providers on this machine', () => {
    const { standIn } = makeStandIn();
    expect(standIn.consentFor('https://example.com/docs')).toBeNull();
    expect(standIn.consentFor('https://slack.com/oauth/v2/authorize?client_id=c1&redirect_uri=x')).toBeNull();
    expect(standIn.consentFor(authorizeURL('http://localhost:8080/realms/dev/auth'))).toBeNull();
    expect(standIn.consentFor(authorizeURL('http://127.0.0.1:4000/oauth-mock/authorize'))).toBeNull();
    expect(standIn.consentFor('/relative?client_id=c1')).toBeNull();
  });

  it("answers the exchange of a code it issued once, shaped as the token URL's provider answers (Slack's ok and team)", () => {
    const { standIn, issued } = makeStandIn();
    const code = standIn.issue({
      clientId: 'c1',
      redirectUri: CALLBACK,
      scope: 'chat:write channels:read',
      authorizeURL: 'https://slack.com/oauth/v2/authorize',
    });
    const form = { client_id: 'c1', client_secret: 'x', code, redirect_uri: CALLBACK, grant_type: 'authorization_code' };
    const first = standIn.answer(tokenRequest('https://slack.com/api/oauth.v2.access', form))!;
    expect(first.name).toBe('oauth-stand-in:slack/token');
    expect(first.answer.status).toBe(200);
    const body = json(first.answer);
    expect(body).toMatchObject({ ok: true, team: { id: 'T0STUDIO' }, scope: 'chat:write,channels:read' });
    // Registered with the redactor before it leaves.
    expect(issued).toContain(body.access_token);
    // Single use: the same code again is not the stand-in's any more (it goes on to the mocks' mode).
    expect(standIn.answer(tokenRequest('https://slack.com/api/oauth.v2.access', form))).toBeNull();
  });

  it('refuses, as a provider does, a code traded for another client or another redirect_uri', () => {
    const { standIn } = makeStandIn();
    const issue = () =>
      standIn.issue({ clientId: 'c1', redirectUri: CALLBACK, scope: '', authorizeURL: 'https://github.com/login/oauth/authorize' });
    const url = 'https://github.com/login/oauth/access_token';
    const client = standIn.answer(tokenRequest(url, { code: issue(), client_id: 'other', grant_type: 'authorization_code' }))!;
    expect(client.answer.status).toBe(401);
    expect(json(client.answer).error).toBe('invalid_client');
    const redirect = standIn.answer(
      tokenRequest(url, { code: issue(), client_id: 'c1', redirect_uri: 'https://elsewhere.example/cb', grant_type: 'authorization_code' }),
    )!;
    expect(redirect.answer.status).toBe(400);
    expect(json(redirect.answer).error).toBe('invalid_grant');
  });

  it('fails its code exchanges as told (the mock provider\'s "Token endpoint answers"), then answers again', () => {
    const { standIn } = makeStandIn();
    const url = 'https://slack.com/api/oauth.v2.access';
    const issue = () =>
      standIn.issue({ clientId: 'c1', redirectUri: CALLBACK, scope: '', authorizeURL: 'https://slack.com/oauth/v2/authorize' });
    standIn.setFailure('server_error');
    const failed = standIn.answer(tokenRequest(url, { code: issue(), grant_type: 'authorization_code' }))!;
    expect(failed.answer.status).toBe(500);
    expect(json(failed.answer).error).toBe('server_error');
    standIn.setFailure('none');
    expect(standIn.answer(tokenRequest(url, { code: issue(), grant_type: 'authorization_code' }))!.answer.status).toBe(200);
  });

  it('renews a refresh token it issued (rotated: the old one is spent), and only those', () => {
    const { standIn } = makeStandIn();
    const code = standIn.issue({
      clientId: 'c1',
      redirectUri: CALLBACK,
      scope: 'repo',
      authorizeURL: 'https://github.com/login/oauth/authorize',
    });
    const url = 'https://github.com/login/oauth/access_token';
    const first = json(standIn.answer(tokenRequest(url, { code, grant_type: 'authorization_code' }))!.answer);
    expect(first).toMatchObject({ token_type: 'bearer', expires_in: 28_800, refresh_token: expect.stringMatching(/^mock_rt_/) });
    const refresh = { grant_type: 'refresh_token', refresh_token: String(first.refresh_token) };
    const renewed = standIn.answer(tokenRequest(url, refresh, 'application/json'))!;
    expect(json(renewed.answer).access_token).not.toBe(first.access_token);
    expect(standIn.answer(tokenRequest(url, refresh))).toBeNull();
    expect(standIn.answer(tokenRequest(url, { grant_type: 'refresh_token', refresh_token: 'never-issued' }))).toBeNull();
  });

  it("answers an unknown provider with RFC 6749's fields, and names it by its host", () => {
    const { standIn } = makeStandIn();
    const code = standIn.issue({
      clientId: 'c1',
      redirectUri: CALLBACK,
      scope: 'read',
      authorizeURL: 'https://auth.example.org/authorize',
    });
    const answer = standIn.answer(tokenRequest('https://auth.example.org/token', { code, grant_type: 'authorization_code' }))!;
    expect(answer.name).toBe('oauth-stand-in:auth.example.org/token');
    expect(Object.keys(json(answer.answer)).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
  });

  it('knows the providers by host and subdomain: Linear answers at api.linear.app for linear.app', () => {
    expect(providerOf('https://linear.app/oauth/authorize').id).toBe('linear');
    expect(providerOf('https://api.linear.app/oauth/token').id).toBe('linear');
    expect(providerOf('https://notslack.com/x').id).toBe('notslack.com');
  });
});

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe("the OAuth stand-in as an identity provider: visitor authentication's tokens, userinfo and discovery, offline", () => {
  function signIn(scope: string, extra: { nonce?: string } = {}) {
    const made = makeStandIn();
    const code = made.standIn.issue({
      clientId: 'okta-client',
      redirectUri: CALLBACK,
      scope,
      authorizeURL: 'https://dev-1.okta.com/oauth2/v1/authorize',
      ...extra,
    });
    const answer = made.standIn.answer(
      tokenRequest('https://dev-1.okta.com/oauth2/v1/token', {
        code,
        grant_type: 'authorization_code',
        client_id: 'okta-client',
        client_secret: 'okta-secret',
      }),
    )!;
    return { ...made, body: json(answer.answer) };
  }

  it("an OpenID Connect sign-in gets an ID token and a JWT access token naming the visitor, the client and the issuer, signed with the client's secret", () => {
    const { body, issued } = signIn('openid profile email', { nonce: 'n-42' });
    for (const token of [body.id_token, body.access_token] as string[]) {
      const [head, claims, signature] = token.split('.');
      expect(signature).toBe(createHmac('sha256', 'okta-secret').update(`${head}.${claims}`).digest('base64url'));
      expect(claimsOf(token)).toMatchObject({ ...MOCK_VISITOR, iss: 'https://dev-1.okta.com', aud: 'okta-client', nonce: 'n-42' });
      expect(claimsOf(token).exp as number).toBeGreaterThan(Date.now() / 1000);
      // Registered with the journal's redactor before it leaves, as every token the stand-in mints.
      expect(issued).toContain(token);
    }
  });

  it("no scope at all is Cognito's way to ask for the client's scopes: an ID token too; a scope without openid gets none", () => {
    expect(signIn('').body.id_token).toEqual(expect.any(String));
    expect(signIn('read write').body.id_token).toBeUndefined();
    expect(claimsOf(signIn('read write').body.access_token as string)).toMatchObject({ email: MOCK_VISITOR.email });
  });

  it("a provider it knows by name keeps its own token shape and opaque tokens (Slack's are not JWTs)", () => {
    const { standIn } = makeStandIn();
    const code = standIn.issue({
      clientId: 'c1',
      redirectUri: CALLBACK,
      scope: 'openid',
      authorizeURL: 'https://slack.com/openid/connect/authorize',
    });
    const body = json(
      standIn.answer(tokenRequest('https://slack.com/api/openid.connect.token', { code, grant_type: 'authorization_code' }))!.answer,
    );
    expect(body.access_token).toMatch(/^mock_at_[0-9a-f]{32}$/);
    expect(body.id_token).toBeUndefined();
  });

  it('its userinfo endpoint answers the visitor for an access token it minted, and nothing for any other token', () => {
    const { standIn, body } = signIn('openid');
    const userinfo = (token: string, url = 'https://dev-1.okta.com/oauth2/v1/userinfo') =>
      standIn.answer({ method: 'GET', url, headers: new Headers({ authorization: `Bearer ${token}` }), body: null });
    const answered = userinfo(body.access_token as string)!;
    expect(json(answered.answer)).toEqual(MOCK_VISITOR);
    expect(standInOf(answered.name)).toEqual({ provider: 'dev-1.okta.com', step: 'userinfo' });
    // Auth0's path has a trailing slash, Cognito's is /oauth2/userInfo.
    expect(userinfo(body.access_token as string, 'https://tenant.auth0.com/userinfo/')).not.toBeNull();
    expect(userinfo(body.access_token as string, 'https://x.amazoncognito.com/oauth2/userInfo')).not.toBeNull();
    expect(userinfo('someone-elses-token')).toBeNull();
    expect(userinfo(body.access_token as string, 'https://dev-1.okta.com/api/v1/users/me')).toBeNull();
  });

  it("answers an OpenID Connect discovery document off this machine with endpoints under the same issuer, and leaves a local provider's alone", () => {
    const { standIn } = makeStandIn();
    const discover = (url: string) => standIn.answer({ method: 'GET', url, headers: new Headers(), body: null });
    const answered = discover('https://dev-1.okta.com/oauth2/aus1/.well-known/openid-configuration')!;
    expect(json(answered.answer)).toMatchObject({
      issuer: 'https://dev-1.okta.com/oauth2/aus1',
      authorization_endpoint: 'https://dev-1.okta.com/oauth2/aus1/authorize',
      token_endpoint: 'https://dev-1.okta.com/oauth2/aus1/token',
      userinfo_endpoint: 'https://dev-1.okta.com/oauth2/aus1/userinfo',
    });
    expect(standInOf(answered.name)?.step).toBe('discovery');
    expect(discover('http://localhost:8080/realms/dev/.well-known/openid-configuration')).toBeNull();
    expect(discover('https://dev-1.okta.com/oauth2/aus1/.well-known/other')).toBeNull();
  });

  it("a provider's sign-out URL naming where to return goes to the mock provider's sign-out page with its parameters; without one, or on this machine, it is left alone", () => {
    const { standIn } = makeStandIn();
    const signOut = standIn.signOutFor(
      'https://tenant.auth0.com/v2/logout?client_id=c1&returnTo=http%3A%2F%2F127.0.0.1%3A4000%2Fpublished%2Fsite_docs%2F',
    )!;
    const url = new URL(signOut.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/oauth-mock/logout');
    expect(url.searchParams.get('returnTo')).toBe('http://127.0.0.1:4000/published/site_docs/');
    expect(url.searchParams.get(STANDS_IN_PARAM)).toBe('https://tenant.auth0.com/v2/logout');
    expect(standInOf(signOut.name)).toEqual({ provider: 'tenant.auth0.com', step: 'logout' });
    expect(standIn.signOutFor('https://tenant.auth0.com/v2/logout?client_id=c1')).toBeNull();
    expect(standIn.signOutFor('http://localhost:8080/logout?returnTo=x')).toBeNull();
  });
});
