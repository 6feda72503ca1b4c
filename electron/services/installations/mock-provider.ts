import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockProviderSettings } from '../../../shared/api/installations.ts';
import { SANDBOX_CALL_HEADER } from '../host/containment/outbound-gate.ts';
import { asksForIdToken, MOCK_VISITOR, providerOf, RETURN_PARAMS, STANDS_IN_PARAM, type OAuthStandIn } from '../mocks/oauth-stand-in.ts';
import type { PublicServer } from '../public/server.ts';

/** Where the mock provider lives on the public server. */
export const MOCK_PREFIX = '/oauth-mock/';
const BODY_LIMIT = 64 * 1024;

interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
  expires: number;
}

/**
 * The consent is bound to the browser that opened it (double submit): the page sets an HttpOnly,
 * SameSite=Strict cookie named after the request and embeds the same random value in its form; an
 * approval must carry both. A page elsewhere, or a script that only knows the request id, cannot.
 */
const consentCookie = (requestId: string) => `oauth_consent_${requestId}`;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the provider tells the visitor sign-in flow (each call is one hop the browser made). */
export interface MockProviderObserver {
  consentShown?(redirectUri: string): void;
  decided?(redirectUri: string, approved: boolean, target: string): void;
  loggedOut?(returnTo: string | null, refused: string | null): void;
}

/** The names sign-out endpoints give the address to return to (Cognito, OpenID Connect, Auth0). */

export interface MockProvider {
  settings(): MockProviderSettings;
  setFailure(failure: MockProviderSettings['failure']): MockProviderSettings;
  close(): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pages show in the studio's Site frame and OAuth popup, on an origin of their own that cannot
 * read the studio's theme choice: they follow the system's, as the studio's theme does by default.
 */
const PAGE_STYLE = `:root{color-scheme:light dark;--bg:#fff;--fg:#1d2330;--muted:#f2f4f8;--line:#8892a6;--button:#fff;--accent:#2f6fed}
@media (prefers-color-scheme: dark){:root{--bg:#17191d;--fg:#e3e6ea;--muted:#23272e;--line:#5d6672;--button:#272b32;--accent:#4c7cf0}}
html{background:var(--bg)}body{font:15px system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:var(--fg);background:var(--bg)}
h1{font-size:20px}.scopes{background:var(--muted);padding:8px 12px;border-radius:6px}.warn{border-left:3px solid #d9480f;padding-left:10px}
button{font:inherit;padding:8px 18px;margin-right:8px;border-radius:6px;border:1px solid var(--line);background:var(--button);color:var(--fg);cursor:pointer}
button.approve{background:var(--accent);color:#fff;border-color:var(--accent)}`;

function page(response: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
  });
  response.end(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`);
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error(`The form is larger than ${BODY_LIMIT} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function redirect(response: ServerResponse, target: URL, headers: Record<string, string> = {}) {
  response.writeHead(302, { ...headers, Location: target.toString() });
  response.end();
}

/**
 * A built-in OAuth 2 authorization-code provider on the public server, so the whole flow runs
 * offline: `authorize` shows Approve/Deny, `token` trades a single-use code (or answers the
 * failure the user chose, as a real provider would).
 */
export function startMockProvider(
  server: PublicServer,
  onIssued: (name: string, token: string) => void = () => {},
  /** The registered redirect URIs (installations' OAuth callbacks); anything else is refused, never redirected to. */
  registeredCallbacks: () => string[] = () => [],
  /** Where a sign-out may send the browser back to (the studio's published sites); anything else is shown, not followed. */
  signOutReturns: (url: URL) => boolean = () => false,
  observer: MockProviderObserver = {},
  /** Real providers the consent page stands in for (the outbound mode is not live); their codes are traded in the outbound gate. */
  standIn: OAuthStandIn | null = null,
): MockProvider {
  let failure: MockProviderSettings['failure'] = 'none';
  const clientId = 'studio-mock-client';
  // Fixed, so an integration's `.env` can name them; it is a local mock, not a credential.
  const clientSecret = 'studio-mock-secret';
  const pending = new Map<string, Grant & { state: string; binding: string; standsInFor: string | null; nonce: string | null }>();
  const codes = new Map<string, Grant>();

  const settings = (): MockProviderSettings => ({
    failure,
    clientId,
    clientSecret,
    authorizeURL: `${server.origin}${MOCK_PREFIX}authorize`,
    accessTokenURL: `${server.origin}${MOCK_PREFIX}token`,
  });

  async function authorize(request: IncomingMessage, response: ServerResponse) {
    const query = new URL(request.url ?? '/', server.origin).searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    // The integration's own client of the real provider: the stand-in takes it as that provider would.
    const standsInFor = standIn ? query.get(STANDS_IN_PARAM) : null;
    if (standsInFor === null && query.get('client_id') !== clientId) {
      return page(
        response,
        400,
        'Unknown client',
        `<h1>Unknown client</h1><p>client_id “${escapeHtml(query.get('client_id') ?? '')}” is not registered here; the mock provider's client is “${clientId}”.</p>`,
      );
    }
    let target: URL;
    try {
      target = new URL(redirectUri);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http(s)');
    } catch {
      return page(
        response,
        400,
        'Bad request',
        `<h1>Bad authorization request</h1><p>redirect_uri is missing or not an http(s) URL: “${escapeHtml(redirectUri)}”.</p>`,
      );
    }
    // No open redirect: like a real provider, only a registered callback receives codes (or errors).
    const registered = registeredCallbacks();
    if (!registered.includes(target.href)) {
      return page(
        response,
        400,
        'Unregistered redirect_uri',
        `<h1>Unregistered redirect_uri</h1><p>“${escapeHtml(redirectUri)}” is not the OAuth callback of any installation, so the mock provider will not send you there.</p>
<p>Registered: ${registered.map((uri) => `<code>${escapeHtml(uri)}</code>`).join(', ') || '(none: create an installation whose configuration has an OAuth button)'}</p>`,
      );
    }
    if (query.get('response_type') !== 'code') {
      target.searchParams.set('error', 'unsupported_response_type');
      target.searchParams.set('state', query.get('state') ?? '');
      return redirect(response, target);
    }
    observer.consentShown?.(target.href);
    const id = randomBytes(12).toString('hex');
    const binding = randomBytes(24).toString('base64url');
    const scope = query.get('scope') ?? '';
    pending.set(id, {
      clientId: query.get('client_id') ?? '',
      redirectUri,
      scope,
      state: query.get('state') ?? '',
      binding,
      standsInFor,
      nonce: query.get('nonce'),
      expires: Date.now() + 10 * 60_000,
    });
    const provider = standsInFor === null ? null : providerOf(standsInFor).title;
    // A client id the real provider would refuse: the integration read it from a secret that is not set.
    const sentClientId = query.get('client_id') ?? '';
    const unsetClient = ['', 'undefined', 'null'].includes(sentClientId)
      ? `<p class="warn">The integration sent client_id “${escapeHtml(sentClientId)}”: the secret it reads its client id from is not set (the status bar counts missing secrets; set it in the folder's .env). The studio lets it through; ${escapeHtml(provider ?? 'the provider')} would refuse it.</p>`
      : '';
    // An identity provider the studio does not know by name: approving signs in as the mock visitor (its tokens carry who).
    const signsIn = standsInFor !== null && providerOf(standsInFor).known === null && asksForIdToken(scope);
    page(
      response,
      200,
      'Authorize',
      `${
        provider === null
          ? '<h1>Mock provider</h1><p>An integration asks to connect your account.</p>'
          : `<h1>${escapeHtml(provider)}, stood in for by the studio</h1><p>${
              signsIn
                ? `An integration asks you to sign in with ${escapeHtml(provider)}.`
                : `An integration asks to connect your ${escapeHtml(provider)} account.`
            }</p>
<p>The outbound mode is not live, so the studio's mock provider answers in place of <code>${escapeHtml(standsInFor!)}</code> and of its token endpoint: nothing leaves this machine. Switch the outbound mode to live to use ${escapeHtml(provider)} itself.</p>${
              signsIn
                ? `<p>Approving signs in as <strong>${escapeHtml(MOCK_VISITOR.name)}</strong> (${escapeHtml(MOCK_VISITOR.email)}): the ID token, the access token and the userinfo endpoint carry these claims.</p>`
                : ''
            }`
      }
${standsInFor === null ? '' : unsetClient}<p>Scopes:</p><p class="scopes">${escapeHtml(scope) || '(none)'}</p>
<form method="post" action="${MOCK_PREFIX}decide"><input type="hidden" name="request" value="${id}"><input type="hidden" name="binding" value="${binding}">
<button class="approve" name="decision" value="approve" autofocus>Approve</button><button name="decision" value="deny">Deny</button></form>`,
      { 'Set-Cookie': `${consentCookie(id)}=${binding}; Path=${MOCK_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=600` },
    );
  }

  async function decide(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const id = form.get('request') ?? '';
    const grant = pending.get(id);
    if (!grant || grant.expires < Date.now())
      return page(response, 400, 'Expired', '<h1>This authorization request is unknown or expired.</h1><p>Start the connection again.</p>');
    const cookie = cookieValue(request.headers.cookie, consentCookie(id));
    const submitted = form.get('binding') ?? '';
    // Refused without spending the request: the browser that opened the page can still answer it.
    if (cookie === null || !sameValue(cookie, grant.binding) || !sameValue(submitted, grant.binding)) {
      return page(
        response,
        403,
        'Not your consent page',
        `<h1>This answer did not come from the browser that opened the consent page</h1><p>${cookie === null ? 'It carries no consent cookie of this page' : 'Its consent cookie or form value does not match the page'}, so no code was issued. Approve or deny on the page the studio opened, or start the connection again.</p>`,
      );
    }
    // Spent: the request, its value and the browser's cookie are used once.
    pending.delete(id);
    const spent = { 'Set-Cookie': `${consentCookie(id)}=; Path=${MOCK_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=0` };
    const target = new URL(grant.redirectUri);
    if (form.get('decision') === 'approve') {
      let code: string;
      if (grant.standsInFor !== null && standIn) {
        code = standIn.issue({
          clientId: grant.clientId,
          redirectUri: grant.redirectUri,
          scope: grant.scope,
          authorizeURL: grant.standsInFor,
          nonce: grant.nonce,
        });
      } else {
        code = randomBytes(16).toString('hex');
        codes.set(code, { clientId: grant.clientId, redirectUri: grant.redirectUri, scope: grant.scope, expires: Date.now() + 5 * 60_000 });
      }
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied the authorization.');
    }
    target.searchParams.set('state', grant.state);
    observer.decided?.(grant.redirectUri, form.get('decision') === 'approve', target.href);
    redirect(response, target, spent);
  }

  /**
   * A sign-out endpoint: the mock keeps no session, so signing out only sends the browser back, and
   * only to a registered return address (a published site of the studio), as a provider's allowed
   * sign-out URLs; another address is named on the page, never redirected to.
   */
  function logout(request: IncomingMessage, response: ServerResponse) {
    const query = new URL(request.url ?? '/', server.origin).searchParams;
    const asked = RETURN_PARAMS.map((name) => query.get(name)).find((value) => value !== null) ?? null;
    let target: URL | null = null;
    try {
      if (asked !== null) target = new URL(asked);
    } catch {
      target = null;
    }
    if (target && signOutReturns(target)) {
      observer.loggedOut?.(target.href, null);
      return redirect(response, target);
    }
    observer.loggedOut?.(null, asked);
    page(
      response,
      200,
      'Signed out',
      `<h1>Signed out</h1><p>The mock provider has signed you out.</p>${
        asked === null
          ? `<p>No return address was given (${RETURN_PARAMS.join(', ')}).</p>`
          : `<p>It does not send you back to “${escapeHtml(asked)}”: only a published site of the studio is a registered sign-out URL.</p>`
      }`,
    );
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    if (failure === 'server_error')
      return json(response, 500, { error: 'server_error', error_description: 'The mock provider was told to fail.' });
    if (failure === 'invalid_client' || form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed (client_id or client_secret).',
      });
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return json(response, 400, {
        error: 'unsupported_grant_type',
        error_description: `grant_type must be authorization_code, got “${form.get('grant_type') ?? ''}”.`,
      });
    }
    const code = form.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    if (failure === 'invalid_grant' || !grant || grant.expires < Date.now()) {
      return json(response, 400, {
        error: 'invalid_grant',
        error_description: 'The authorization code is invalid, expired or already used.',
      });
    }
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return json(response, 400, {
        error: 'invalid_grant',
        error_description: 'redirect_uri does not match the one of the authorization request.',
      });
    }
    const accessToken = `mock_at_${randomBytes(16).toString('hex')}`;
    const refreshToken = `mock_rt_${randomBytes(16).toString('hex')}`;
    // Registered before they leave, so the journaled exchange never shows them in clear.
    onIssued('mock_access_token', accessToken);
    onIssued('mock_refresh_token', refreshToken);
    json(response, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
      scope: grant.scope,
    });
  }

  const unroute = server.route(MOCK_PREFIX, async (request, response, rest) => {
    // The consent is the user's: integration code, which could read its page and cookie through the
    // outbound gate and answer it, never sees it.
    if ((rest === 'authorize' || rest === 'decide') && request.headers[SANDBOX_CALL_HEADER] !== undefined) {
      return page(
        response,
        403,
        'Not for integration code',
        '<h1>The consent page is for your browser</h1><p>Integration code cannot open or answer it: it redirects the user here instead.</p>',
      );
    }
    // A browser says how a request was made: a decision must be a form the user submitted, not a
    // script of a page on this origin (a public endpoint's page) posting it. Clients without these
    // headers (Node's fetch sends only Sec-Fetch-Mode; curl none) are not browsers, and cannot hold
    // the browser's consent cookie.
    if (rest === 'decide' && request.headers['sec-fetch-site'] !== undefined) {
      const navigated = request.headers['sec-fetch-mode'] === 'navigate' && request.headers['sec-fetch-user'] === '?1';
      if (!navigated)
        return page(
          response,
          403,
          'Not a click',
          '<h1>The decision must come from you</h1><p>Only a click on Approve or Deny in this page answers the consent; a script of another page cannot.</p>',
        );
    }
    if (rest === 'authorize' && request.method === 'GET') return authorize(request, response);
    if (rest === 'decide' && request.method === 'POST') return decide(request, response);
    if (rest === 'token' && request.method === 'POST') return token(request, response);
    if (rest === 'logout' && request.method === 'GET') return logout(request, response);
    json(response, 404, {
      error: `The mock OAuth provider serves GET authorize, POST decide, POST token and GET logout, not ${request.method} ${rest}.`,
    });
  });

  return {
    settings,
    setFailure(next) {
      failure = next;
      standIn?.setFailure(next);
      return settings();
    },
    close: unroute,
  };
}
