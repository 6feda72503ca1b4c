import { createHmac, randomBytes } from 'node:crypto';
import type { MockProviderSettings } from '../../../shared/api/installations.ts';
import type { MatchRequest } from '../../../shared/mocks/match.ts';
import { standInName, type StandInStep } from '../../../shared/mocks/stand-in.ts';
import type { ReadyAnswer } from './store.ts';

/** The query parameter naming the real authorize URL a consent page stands in for. */
export const STANDS_IN_PARAM = 'stands_in_for';

/** Where a sign-out URL names the address to return to: Cognito's, OIDC's (Okta, Azure AD), Auth0's. */
export const RETURN_PARAMS = ['logout_uri', 'post_logout_redirect_uri', 'returnTo', 'return_to'];

/** What the stand-in minted for one approval, as a provider's token endpoint describes it. */
interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** The scopes the authorization asked for, as the authorize URL gave them. */
  scope: string;
}

/** A provider whose token answer has its own shape; `hosts` match the authorize or token URL's host (and its subdomains). */
interface KnownProvider {
  id: string;
  title: string;
  hosts: string[];
  token(issued: IssuedTokens): Record<string, unknown>;
}

const scopes = (scope: string) => scope.split(/[\s,]+/).filter(Boolean);

/**
 * The token answers of the providers the platform's integrations use, each shaped as the provider
 * documents it, so their own `extractCredentials` find what they read (Slack's `ok` and `team.id`,
 * Discord's `webhook`, the `expires_in` and `refresh_token` GitHub Apps send).
 */
const KNOWN_PROVIDERS: KnownProvider[] = [
  {
    id: 'slack',
    title: 'Slack',
    hosts: ['slack.com'],
    token: (t) => ({
      ok: true,
      access_token: t.accessToken,
      token_type: 'bot',
      scope: scopes(t.scope).join(','),
      bot_user_id: 'U0STUDIOBOT',
      app_id: 'A0STUDIOAPP',
      team: { id: 'T0STUDIO', name: 'Studio mock workspace' },
      enterprise: null,
      authed_user: { id: 'U0STUDIOUSER' },
      is_enterprise_install: false,
    }),
  },
  {
    id: 'github',
    title: 'GitHub',
    hosts: ['github.com'],
    token: (t) => ({
      access_token: t.accessToken,
      token_type: 'bearer',
      scope: scopes(t.scope).join(','),
      expires_in: 28_800,
      refresh_token: t.refreshToken,
      refresh_token_expires_in: 15_897_600,
    }),
  },
  {
    id: 'linear',
    title: 'Linear',
    hosts: ['linear.app'],
    token: (t) => ({
      access_token: t.accessToken,
      token_type: 'Bearer',
      expires_in: 86_399,
      refresh_token: t.refreshToken,
      scope: scopes(t.scope),
    }),
  },
  {
    id: 'discord',
    title: 'Discord',
    hosts: ['discord.com'],
    token: (t) => ({
      access_token: t.accessToken,
      token_type: 'Bearer',
      expires_in: 604_800,
      refresh_token: t.refreshToken,
      scope: t.scope,
      ...(scopes(t.scope).includes('webhook.incoming')
        ? {
            webhook: {
              id: '100000000000000001',
              type: 1,
              name: 'Studio mock webhook',
              channel_id: '100000000000000002',
              guild_id: '100000000000000003',
              application_id: '100000000000000004',
              token: t.accessToken,
              url: 'https://discord.com/api/webhooks/100000000000000001/studio-mock',
            },
          }
        : {}),
    }),
  },
  {
    id: 'atlassian',
    title: 'Atlassian',
    hosts: ['atlassian.com'],
    token: (t) => ({ access_token: t.accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: t.refreshToken, scope: t.scope }),
  },
  {
    id: 'figma',
    title: 'Figma',
    hosts: ['figma.com'],
    token: (t) => ({ user_id: 'studio-mock-user', access_token: t.accessToken, refresh_token: t.refreshToken, expires_in: 7_776_000 }),
  },
  {
    id: 'mailchimp',
    title: 'Mailchimp',
    hosts: ['mailchimp.com'],
    token: (t) => ({ access_token: t.accessToken, expires_in: 0, scope: null }),
  },
];

/** Any other provider: the fields RFC 6749 names for a token answer. */
function genericToken(t: IssuedTokens): Record<string, unknown> {
  return { access_token: t.accessToken, token_type: 'bearer', scope: t.scope, expires_in: 3600 };
}

interface StoodInProvider {
  /** The known provider's id, else the host name. */
  id: string;
  /** What the consent page calls it. */
  title: string;
}

/** An ID token comes with `openid`, or with no scope at all (Cognito then grants the client's scopes, openid among them). */
export function asksForIdToken(scope: string): boolean {
  const granted = scopes(scope);
  return granted.length === 0 || granted.includes('openid');
}

export function providerOf(url: string): StoodInProvider & { known: KnownProvider | null } {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return { id: 'provider', title: 'the provider', known: null };
  }
  const known = KNOWN_PROVIDERS.find((provider) => provider.hosts.some((name) => host === name || host.endsWith(`.${name}`))) ?? null;
  return known ? { id: known.id, title: known.title, known } : { id: host, title: host, known: null };
}

/** A provider on this machine runs offline already, so the studio does not stand in for it. */
function onThisMachine(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127\./.test(bare);
}

/**
 * The mock provider's `page` in place of a provider's page at `location` (an http(s) URL off this
 * machine whose query `asks` for that page), carrying every parameter the integration gave and
 * `stands_in_for` naming the real page; null for any other location.
 */
function pageInPlaceOf(location: string, page: URL, step: StandInStep, asks: (query: URLSearchParams) => boolean) {
  let target: URL;
  try {
    target = new URL(location);
  } catch {
    return null;
  }
  if ((target.protocol !== 'https:' && target.protocol !== 'http:') || onThisMachine(target.hostname) || !asks(target.searchParams))
    return null;
  for (const [key, value] of target.searchParams) page.searchParams.append(key, value);
  page.searchParams.set(STANDS_IN_PARAM, `${target.origin}${target.pathname}`);
  return { url: page.href, name: standInName(providerOf(location).id, step) };
}

interface Grant {
  provider: string;
  /** The origin of the authorize URL: the issuer an OpenID Connect token names. */
  issuer: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  /** The authorize request's `nonce`, which an ID token carries back (OpenID Connect). */
  nonce: string | null;
  expires: number;
}

/**
 * Who signs in at a stood-in identity provider: the claims an OpenID Connect provider returns for a
 * user (in its ID token, in its access token when that is a JWT, at its userinfo endpoint). Visitor
 * authentication integrations re-sign these as the visitor's claims.
 */
export const MOCK_VISITOR = {
  sub: 'studio-mock-visitor',
  name: 'Studio Visitor',
  given_name: 'Studio',
  family_name: 'Visitor',
  email: 'visitor@example.com',
  email_verified: true,
} as const;

/** Access tokens whose userinfo the stand-in still answers: the newest, oldest forgotten first. */
const SIGNED_IN_KEPT = 1000;

/** How long a token the stand-in mints says it lasts, as a provider's access and ID tokens do (an hour). */
const TOKEN_LIFETIME_S = 3600;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed with HS256 under `key`, as an OpenID Connect provider may sign for a confidential client (its secret). */
function signedJwt(claims: Record<string, unknown>, key: string): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

/** The client secret a token request carries, in its form or its Basic authorization (RFC 6749 §2.3.1). */
function clientSecretOf(request: MatchRequest, form: URLSearchParams): string | null {
  const inForm = form.get('client_secret');
  if (inForm) return inForm;
  const authorization = request.headers.get('authorization') ?? '';
  if (!/^basic /i.test(authorization)) return null;
  const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decodeURIComponent(decoded.slice(colon + 1));
}

const endsWith = (url: string, suffix: RegExp) => {
  try {
    return suffix.test(new URL(url).pathname);
  } catch {
    return false;
  }
};

/** How long a code the stand-in issued may be traded, as a provider's (a few minutes). */
const CODE_LIFETIME_MS = 5 * 60_000;

/**
 * Real providers, offline: the browser's step to a provider's authorize URL goes to the studio's
 * consent page instead (`consentFor`), whose approval issues a code here (`issue`), and the
 * integration's exchange of that code at the provider's token URL is answered here (`answer`), in
 * the outbound gate, with a token shaped as that provider's. Only codes and refresh tokens it issued
 * are answered; every other call goes on as before.
 */
export interface OAuthStandIn {
  /** The consent page to send the browser to instead of `location`, when it is a provider's authorize URL; else null. */
  consentFor(location: string): { url: string; name: string } | null;
  /**
   * The mock provider's sign-out page instead of `location`, when it is a provider's sign-out URL off
   * this machine naming where to return (one of RETURN_PARAMS); else null. Asked only where a visitor
   * is being signed out: any other redirect carrying such a parameter is no sign-out.
   */
  signOutFor(location: string): { url: string; name: string } | null;
  /** A single-use code for an approved authorization; the token exchange carrying it is answered by `answer`. */
  issue(grant: Omit<Grant, 'expires' | 'provider' | 'issuer' | 'nonce'> & { authorizeURL: string; nonce?: string | null }): string;
  /**
   * The provider's answer when it is one the stand-in gives, else null: its token endpoint's to a code
   * or refresh token it issued, its userinfo endpoint's to an access token it minted, and an OpenID
   * Connect discovery document (its endpoints on the same host, so the next steps come back here).
   */
  answer(request: MatchRequest): { name: string; answer: ReadyAnswer } | null;
  /** Makes the code exchanges fail as a provider's do (the mock provider's "Token endpoint answers"), or answer again (`none`). */
  setFailure(failure: TokenFailure): void;
}

type TokenFailure = MockProviderSettings['failure'];

const FAILURE_ANSWERS: Record<Exclude<TokenFailure, 'none'>, [number, string]> = {
  invalid_grant: [400, 'The authorization code is invalid, expired or already used.'],
  invalid_client: [401, 'Client authentication failed (client_id or client_secret).'],
  server_error: [500, 'The mock provider was told to fail.'],
};

function formOf(request: MatchRequest): URLSearchParams | null {
  if (!request.body) return null;
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      const value = JSON.parse(request.body) as unknown;
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
      return new URLSearchParams(Object.entries(value).map(([key, field]): [string, string] => [key, String(field)]));
    } catch {
      return null;
    }
  }
  return new URLSearchParams(request.body);
}

function jsonAnswer(status: number, body: unknown): ReadyAnswer {
  return {
    status,
    headers: new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' }),
    body: new TextEncoder().encode(JSON.stringify(body)),
    delayMs: 0,
    fail: null,
  };
}

export function createOAuthStandIn(options: {
  /** The studio's consent page (the mock provider's authorize URL). */
  consentURL: () => string;
  /** Registers each minted token with the journal's redactor before it leaves. */
  onIssued: (name: string, token: string) => void;
}): OAuthStandIn {
  const codes = new Map<string, Grant>();
  const refreshes = new Map<string, Grant>();
  let failure: TokenFailure = 'none';

  /** Access tokens minted for a provider the studio does not know by name (a JWT saying who signed in), which its userinfo endpoint answers for. */
  const signedIn = new Set<string>();
  /** Signs what a client cannot verify anyway (no JWKS is served): its own secret when it sent one, else this key. */
  const ownKey = randomBytes(32).toString('hex');

  function mint(grant: Grant, tokenURL: string, secret: string | null): Record<string, unknown> {
    const known = providerOf(tokenURL).known ?? KNOWN_PROVIDERS.find((provider) => provider.id === grant.provider) ?? null;
    const openId = asksForIdToken(grant.scope);
    const now = Math.floor(Date.now() / 1000);
    // An identity provider's tokens say who signed in: Okta's and Cognito's access tokens are JWTs the
    // integration decodes, Azure's and any OpenID Connect provider's ID token too. A client that takes
    // the access token as opaque (RFC 6749) sends it back as it came.
    const claims = {
      iss: grant.issuer,
      aud: grant.clientId,
      iat: now,
      exp: now + TOKEN_LIFETIME_S,
      ...MOCK_VISITOR,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    };
    const issued: IssuedTokens = {
      accessToken: known
        ? `mock_at_${randomBytes(16).toString('hex')}`
        : signedJwt({ ...claims, scope: grant.scope, jti: `mock_at_${randomBytes(8).toString('hex')}` }, secret ?? ownKey),
      refreshToken: `mock_rt_${randomBytes(16).toString('hex')}`,
      scope: grant.scope,
    };
    options.onIssued('mock_access_token', issued.accessToken);
    options.onIssued('mock_refresh_token', issued.refreshToken);
    refreshes.set(issued.refreshToken, grant);
    if (known) return known.token(issued);
    signedIn.add(issued.accessToken);
    // Kept for the userinfo calls of the sign-ins of a session, not forever.
    if (signedIn.size > SIGNED_IN_KEPT) signedIn.delete(signedIn.values().next().value!);
    if (!openId) return genericToken(issued);
    const idToken = signedJwt(claims, secret ?? ownKey);
    options.onIssued('mock_id_token', idToken);
    return { ...genericToken(issued), id_token: idToken };
  }

  /** The userinfo endpoint's answer (OpenID Connect Core §5.3) to a bearer token this stand-in minted at a sign-in. */
  function userinfo(request: MatchRequest): { name: string; answer: ReadyAnswer } | null {
    if (!endsWith(request.url, /\/userinfo\/?$/i)) return null;
    const token = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token || !signedIn.has(token)) return null;
    return { name: standInName(providerOf(request.url).id, 'userinfo'), answer: jsonAnswer(200, { ...MOCK_VISITOR }) };
  }

  /**
   * An OpenID Connect discovery document (`…/.well-known/openid-configuration`) for a provider off
   * this machine, naming endpoints under the same issuer: the authorize URL is then stood in for like
   * any other, and the token and userinfo calls are answered here.
   */
  function discovery(request: MatchRequest): { name: string; answer: ReadyAnswer } | null {
    if (request.method.toUpperCase() !== 'GET' || !endsWith(request.url, /\/\.well-known\/openid-configuration$/)) return null;
    const url = new URL(request.url);
    if (onThisMachine(url.hostname)) return null;
    const issuer = `${url.origin}${url.pathname.replace(/\/\.well-known\/openid-configuration$/, '')}`;
    return {
      name: standInName(providerOf(request.url).id, 'discovery'),
      answer: jsonAnswer(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        end_session_endpoint: `${issuer}/logout`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['HS256'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', ...Object.keys(MOCK_VISITOR)],
      }),
    };
  }

  return {
    consentFor: (location) =>
      pageInPlaceOf(location, new URL(options.consentURL()), 'authorize', (query) =>
        ['client_id', 'redirect_uri', 'response_type'].every((name) => query.has(name)),
      ),
    signOutFor: (location) =>
      pageInPlaceOf(location, new URL('logout', options.consentURL()), 'logout', (query) => RETURN_PARAMS.some((name) => query.has(name))),
    issue(grant) {
      const code = randomBytes(16).toString('hex');
      const { authorizeURL, nonce, ...rest } = grant;
      codes.set(code, {
        ...rest,
        provider: providerOf(authorizeURL).id,
        issuer: new URL(authorizeURL).origin,
        nonce: nonce ?? null,
        expires: Date.now() + CODE_LIFETIME_MS,
      });
      return code;
    },
    answer(request) {
      const other = userinfo(request) ?? discovery(request);
      if (other) return other;
      if (request.method.toUpperCase() !== 'POST') return null;
      const form = formOf(request);
      const grantType = form?.get('grant_type');
      const name = (grant: Grant) => standInName(providerOf(request.url).known?.id ?? grant.provider, 'token');
      if (grantType === 'authorization_code') {
        const code = form!.get('code') ?? '';
        const grant = codes.get(code);
        if (!grant) return null;
        codes.delete(code);
        if (failure !== 'none') {
          const [status, description] = FAILURE_ANSWERS[failure];
          return { name: name(grant), answer: jsonAnswer(status, { error: failure, error_description: description }) };
        }
        if (grant.expires < Date.now())
          return {
            name: name(grant),
            answer: jsonAnswer(400, { error: 'invalid_grant', error_description: 'The authorization code expired.' }),
          };
        if (form!.get('client_id') !== null && form!.get('client_id') !== grant.clientId)
          return {
            name: name(grant),
            answer: jsonAnswer(401, {
              error: 'invalid_client',
              error_description: 'client_id is not the one the authorization was given to.',
            }),
          };
        const redirectUri = form!.get('redirect_uri');
        if (redirectUri !== null && redirectUri !== grant.redirectUri)
          return {
            name: name(grant),
            answer: jsonAnswer(400, {
              error: 'invalid_grant',
              error_description: 'redirect_uri does not match the one of the authorization request.',
            }),
          };
        return { name: name(grant), answer: jsonAnswer(200, mint(grant, request.url, clientSecretOf(request, form!))) };
      }
      if (grantType === 'refresh_token') {
        const token = form!.get('refresh_token') ?? '';
        const grant = refreshes.get(token);
        if (!grant) return null;
        // Rotated, as providers that expire tokens do: the old refresh token is spent.
        refreshes.delete(token);
        return { name: name(grant), answer: jsonAnswer(200, mint(grant, request.url, clientSecretOf(request, form!))) };
      }
      return null;
    },
    setFailure(next) {
      failure = next;
    },
  };
}
