import type { RuntimeContext } from './context.ts';

/** What the token endpoint answered; `ok` is false when the exchange failed (HTTP error or `ok: false` in the body). */
export type OAuthResponse = { ok?: boolean; access_token?: string; refresh_token?: string; expires_in?: number } & Record<string, unknown>;

/** What `extractCredentials` returns: the configuration to store, and other installation fields such as `externalIds`. */
export interface OAuthCredentials {
  configuration: Record<string, unknown>;
  externalIds?: string[];
  [field: string]: unknown;
}

/** The credentials the default extraction stores under `configuration.oauth_credentials`. */
export interface OAuthConfiguration {
  access_token: string;
  refresh_token?: string;
  expires_at?: string | number;
}

type InstallationOf = NonNullable<RuntimeContext['environment']['installation']>;

export interface OAuthConfig<Response extends OAuthResponse = OAuthResponse> {
  clientId: string;
  clientSecret: string;
  /** A URL, or a function of the installation for providers with per-tenant URLs. */
  authorizeURL: string | ((installation: InstallationOf) => string);
  accessTokenURL: string | ((installation: InstallationOf) => string);
  /** Where the provider sends the user back; defaults to the handler's own URL without its query. */
  redirectURL?: string;
  scopes?: string[];
  prompt?: string;
  extractCredentials?: (response: Response) => OAuthCredentials | Promise<OAuthCredentials>;
}

/** The platform's default: the access token (required), its expiry and refresh token, under `oauth_credentials`. */
export function defaultOAuthExtractCredentials(response: OAuthResponse): OAuthCredentials {
  if (!response.access_token) {
    throw new Error(`Failed to retrieve access_token from the token endpoint's answer: ${JSON.stringify(response)}`);
  }
  const credentials: OAuthConfiguration = { access_token: response.access_token };
  // A number of milliseconds, as the platform's runtime stores it.
  if (typeof response.expires_in === 'number') credentials.expires_at = Date.now() + response.expires_in * 1000;
  if (response.refresh_token) credentials.refresh_token = response.refresh_token;
  return { configuration: { oauth_credentials: credentials } };
}

function urlOf(url: string | ((installation: InstallationOf) => string), context: RuntimeContext): string {
  if (typeof url === 'string') return url;
  const installation = context.environment.installation;
  if (!installation) throw new Error('This OAuth URL depends on the installation, and the request has none.');
  return url(installation);
}

/**
 * The access token from stored credentials, refreshed (and stored again through the API) when it
 * expires within 10 seconds, as the platform's runtime does.
 */
export async function getOAuthToken(
  credentials: OAuthConfiguration,
  config: Pick<OAuthConfig, 'accessTokenURL' | 'clientId' | 'clientSecret' | 'extractCredentials'>,
  context: RuntimeContext,
): Promise<string> {
  const expiresAt = credentials.expires_at === undefined ? null : new Date(credentials.expires_at).getTime();
  if (expiresAt === null || Number.isNaN(expiresAt) || expiresAt - Date.now() > 10_000) return credentials.access_token;
  if (!credentials.refresh_token) {
    throw new Error(`The OAuth token expired at ${String(credentials.expires_at)} and there is no refresh token to renew it.`);
  }
  const response = await fetch(urlOf(config.accessTokenURL, context), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
    }).toString(),
  });
  if (!response.ok) throw new Error(`Refreshing the OAuth token failed (HTTP ${response.status}): ${await response.text()}`);
  const extract = config.extractCredentials ?? defaultOAuthExtractCredentials;
  const renewed = await extract((await response.json()) as OAuthResponse);
  const token = (renewed.configuration?.oauth_credentials as OAuthConfiguration | undefined)?.access_token;
  if (!token) throw new Error('The refreshed credentials carry no access_token.');
  const installation = context.environment.installation;
  if (installation) {
    await context.api.integrations.updateIntegrationInstallation(context.environment.integration.name, installation.id, {
      configuration: { ...installation.configuration, ...renewed.configuration },
    });
  }
  return token;
}

function page(status: number, title: string, detail: string): Response {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="font:15px system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px"><h1 style="font-size:20px">${escape(title)}</h1>
<p style="white-space:pre-wrap;word-break:break-word">${escape(detail)}</p><p>You can close this window.</p></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The installation a state names, read from its (studio-signed) payload; the studio checks the signature. */
function installationOf(state: string): string | null {
  try {
    const payload = state.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { i?: unknown };
    return typeof claims.i === 'string' ? claims.i : null;
  } catch {
    return null;
  }
}

/**
 * The OAuth 2 authorization-code flow as a `fetch` handler (mount it at a button's `callback_url`).
 * Without `?code`: redirect to the provider. With `?code`: check the state with the platform (signed
 * and single-use in the studio), exchange the code, turn the answer into configuration with
 * `extractCredentials`, store it on the installation the state names.
 */
export function createOAuthHandler<Response_ extends OAuthResponse = OAuthResponse>(
  config: OAuthConfig<Response_>,
  options: {
    /** Replace the installation's configuration with the credentials (default), or merge them into it. */
    replace?: boolean;
  } = {},
) {
  const extract = (config.extractCredentials ?? defaultOAuthExtractCredentials) as (
    response: OAuthResponse,
  ) => OAuthCredentials | Promise<OAuthCredentials>;
  const replace = options.replace ?? true;

  return async (request: Request, context: RuntimeContext): Promise<Response> => {
    const { environment } = context;
    const url = new URL(request.url);
    const state = url.searchParams.get('state') ?? '';
    const code = url.searchParams.get('code');
    // As the platform: the URL the handler answers at, without its query, unless the provider needs a fixed one.
    const here = new URL(request.url);
    here.search = '';
    const redirectURL = config.redirectURL ?? here.toString();
    const api = async (method: string, path: string, body: unknown) =>
      fetch(`${environment.apiEndpoint}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${environment.apiTokens.installation ?? environment.apiTokens.integration}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const installationId = installationOf(state) ?? environment.installation?.id ?? '';
    const fail = async (status: number, title: string, message: string) => {
      console.error(`OAuth: ${title}: ${message}`);
      if (installationId) await api('POST', '/v1/studio/oauth/result', { installationId, error: message }).catch(() => undefined);
      return page(status, title, message);
    };

    const error = url.searchParams.get('error');
    if (error) {
      const description = url.searchParams.get('error_description');
      return fail(
        400,
        'Authorization refused',
        `The provider answered ${error}${description ? `: ${description.replace(/[.\s]+$/, '')}` : ''}.`,
      );
    }

    if (!code) {
      const target = new URL(urlOf(config.authorizeURL, context));
      target.searchParams.set('client_id', config.clientId);
      target.searchParams.set('redirect_uri', redirectURL);
      target.searchParams.set('response_type', 'code');
      target.searchParams.set('state', state);
      if (config.prompt) target.searchParams.set('prompt', config.prompt);
      // Scopes joined by %20, as the platform sends them (some providers refuse the form encoding's "+").
      const scope = config.scopes?.length ? `${target.search ? '&' : '?'}scope=${config.scopes.map(encodeURIComponent).join('%20')}` : '';
      return Response.redirect(target.toString() + scope, 302);
    }

    // The studio signs each state and accepts it once: a forged or replayed callback stops here, before any exchange.
    const verdict = await api('POST', '/v1/studio/oauth/state', { state });
    if (!verdict.ok) {
      const detail = ((await verdict.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message;
      console.error(`OAuth: state refused: ${detail ?? verdict.status}`);
      return page(403, 'OAuth state refused', detail ?? `The platform refused the state (HTTP ${verdict.status}).`);
    }
    const { installationId: verified } = (await verdict.json()) as { installationId: string };

    const form = new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code,
      redirect_uri: redirectURL,
      grant_type: 'authorization_code',
    });
    let answer: OAuthResponse;
    try {
      const response = await fetch(urlOf(config.accessTokenURL, context), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
      });
      const text = await response.text();
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = { status: response.status, body: text };
      }
      answer = { ...parsed, ok: response.ok && parsed.ok !== false };
    } catch (exchangeError) {
      return fail(502, 'Token exchange failed', `The token endpoint could not be reached: ${(exchangeError as Error).message}`);
    }

    let credentials: OAuthCredentials;
    try {
      credentials = await extract(answer);
    } catch (extractError) {
      return fail(502, 'Token exchange failed', (extractError as Error).message);
    }

    // Fields beside the configuration (externalIds…) are stored too; without `replace` the
    // credentials are merged into what the installation already holds.
    const { configuration, ...fields } = credentials;
    const existing = replace ? {} : environment.installation?.id === verified ? environment.installation.configuration : {};
    const stored = await api(
      'PATCH',
      `/v1/integrations/${encodeURIComponent(environment.integration.name)}/installations/${encodeURIComponent(verified)}`,
      { ...fields, configuration: { ...existing, ...configuration } },
    );
    if (!stored.ok)
      return fail(502, 'Could not store the credentials', `The platform answered HTTP ${stored.status}: ${await stored.text()}`);
    return page(200, 'Connected', 'The account is connected.');
  };
}
