import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../sdk/runtime/context.ts';
import { createOAuthHandler, defaultOAuthExtractCredentials, getOAuthToken } from '../../../sdk/runtime/oauth.ts';
import type { IntegrationEnvironment } from '../../../sdk/api-client/index.ts';

/** The SDK's OAuth helpers alone, with the network replaced by a recorder that answers per URL. */
const environment = {
  apiEndpoint: 'http://api',
  apiTokens: { integration: 'int', installation: 'inst' },
  integration: { name: 'crm', urls: { publicEndpoint: 'http://p/i/inst_1' } },
  installation: {
    id: 'inst_1',
    configuration: { tenant: 'acme', kept: true },
    target: { organization: 'org' },
    urls: { publicEndpoint: 'http://p/i/inst_1' },
  },
  secrets: {},
} as IntegrationEnvironment;

type Call = { method: string; url: string; body: string };

function network(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = await request.text();
    calls.push({ method: request.method, url: request.url, body });
    const key = Object.keys(answers).find((prefix) => `${request.method} ${request.url}`.startsWith(prefix));
    return key ? answers[key]!() : new Response('not found', { status: 404 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const config = {
  clientId: 'cid',
  clientSecret: 'secret',
  authorizeURL: (installation: { configuration: Record<string, unknown> }) =>
    `https://${String(installation.configuration.tenant)}.example/authorize`,
  accessTokenURL: (installation: { configuration: Record<string, unknown> }) =>
    `https://${String(installation.configuration.tenant)}.example/token`,
  scopes: ['read', 'write'],
};

describe('createOAuthHandler', () => {
  it('URLs may be functions of the installation; scopes are joined with %20 and redirect_uri is the handler URL', async () => {
    network({});
    const handler = createOAuthHandler(config);
    const response = await handler(
      new Request('http://p/i/inst_1/oauth?state=s1'),
      createContext(environment, () => {}),
    );
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://acme.example/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe('http://p/i/inst_1/oauth');
    expect(response.headers.get('location')).toContain('scope=read%20write');
  });

  it('with replace: false the credentials merge into the configuration, and fields beside it (externalIds) are stored', async () => {
    const calls = network({
      'POST http://api/v1/studio/oauth/state': () => Response.json({ installationId: 'inst_1' }),
      'POST https://acme.example/token': () => Response.json({ access_token: 'tok', expires_in: 60 }),
      'PATCH http://api/v1/integrations/crm/installations/inst_1': () => Response.json({}),
    });
    const handler = createOAuthHandler(
      { ...config, extractCredentials: (answer) => ({ configuration: { oauth: answer.access_token }, externalIds: ['acme'] }) },
      { replace: false },
    );
    const response = await handler(
      new Request('http://p/i/inst_1/oauth?code=c&state=s1'),
      createContext(environment, () => {}),
    );
    expect(response.status).toBe(200);
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ externalIds: ['acme'], configuration: { tenant: 'acme', kept: true, oauth: 'tok' } });
  });

  it('by default (replace) the stored configuration is the credentials alone', async () => {
    const calls = network({
      'POST http://api/v1/studio/oauth/state': () => Response.json({ installationId: 'inst_1' }),
      'POST https://acme.example/token': () => Response.json({ access_token: 'tok' }),
      'PATCH http://api/v1/integrations/crm/installations/inst_1': () => Response.json({}),
    });
    await createOAuthHandler(config)(
      new Request('http://p/i/inst_1/oauth?code=c&state=s1'),
      createContext(environment, () => {}),
    );
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({
      configuration: { oauth_credentials: { access_token: 'tok' } },
    });
  });
});

describe('getOAuthToken and defaultOAuthExtractCredentials', () => {
  it('the default extraction needs access_token and stores expiry (ms) and refresh token', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(defaultOAuthExtractCredentials({ access_token: 'a', expires_in: 10, refresh_token: 'r' })).toEqual({
      configuration: { oauth_credentials: { access_token: 'a', expires_at: 1_010_000, refresh_token: 'r' } },
    });
    vi.useRealTimers();
    expect(() => defaultOAuthExtractCredentials({ error: 'nope' })).toThrow(/access_token/);
  });

  it('a token valid for more than 10 s is returned as it is, without any request', async () => {
    const calls = network({});
    const token = await getOAuthToken(
      { access_token: 'a', expires_at: Date.now() + 60_000 },
      config,
      createContext(environment, () => {}),
    );
    expect(token).toBe('a');
    expect(calls).toEqual([]);
  });

  it('an expiring token is refreshed with the refresh token and the new credentials are stored on the installation', async () => {
    const calls = network({
      'POST https://acme.example/token': () => Response.json({ access_token: 'fresh', expires_in: 3600, refresh_token: 'r2' }),
      'PATCH http://api/v1/integrations/crm/installations/inst_1': () => Response.json({}),
    });
    const token = await getOAuthToken(
      { access_token: 'old', refresh_token: 'r1', expires_at: Date.now() + 5_000 },
      config,
      createContext(environment, () => {}),
    );
    expect(token).toBe('fresh');
    expect(new URLSearchParams(calls[0]!.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(calls[0]!.body).get('refresh_token')).toBe('r1');
    const stored = JSON.parse(calls[1]!.body) as { configuration: { tenant: string; oauth_credentials: { access_token: string } } };
    expect(stored.configuration.tenant).toBe('acme');
    expect(stored.configuration.oauth_credentials.access_token).toBe('fresh');
  });

  it('an expired token without a refresh token is an error naming the expiry', async () => {
    network({});
    await expect(
      getOAuthToken(
        { access_token: 'old', expires_at: 1 },
        config,
        createContext(environment, () => {}),
      ),
    ).rejects.toThrow(/expired at 1 and there is no refresh token/);
  });
});
