import type { IncomingMessage } from 'node:http';
import { generateEvent } from '../../../shared/platform/events.ts';
import { refusedRedirect } from '../../../shared/security/redirect-scheme.ts';
import { readVisitorToken } from '../installations/visitor-flow.ts';
import type { DirectoryInstallation } from '../platform/directory.ts';
import { DEV_INSTALLATION_ID, isDevInstallation } from '../platform/ids.ts';
import type { ScriptAnswer } from './scripts.ts';

/** The site's own session cookie, holding the visitor token the integration issued (checked on every page). */
export const VISITOR_COOKIE = 'studio_site_visitor';
const TOKEN_PARAM = 'jwt_token';

export interface VisitorGuardDeps {
  /** The host's real dispatch (the `fetch_visitor_authentication` record is the integration's answer). */
  dispatch(event: Record<string, unknown>, options: { installationId: string }): Promise<ScriptAnswer>;
  /** The site installation's signing secret (`environment.signingSecrets.siteInstallation`), which the visitor token must be signed with. */
  secret(installation: DirectoryInstallation): string | null;
  /** The visitor is sent to sign in: the published URL the integration returns them to must lead back to this site. */
  expectLanding(siteId: string): void;
  /** The studio's consent page in a real identity provider's place (outbound mode not live), journaled under `parentId`; else null. */
  standIn?(location: string, parentId: number): string | null;
  now(): number;
}

/** What the guard decided about a page request: pass it, or answer this instead. */
export type GuardVerdict = { pass: true } | { pass: false; status: number; headers: Record<string, string>; body: string };

const cookieOf = (header: string | undefined, name: string) =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

const page = (status: number, body: string, headers: Record<string, string> = {}): GuardVerdict => ({
  pass: false,
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

/**
 * Visitor authentication as the platform's site does it, for a site whose installation holds
 * `site:visitor:auth`: a page without a valid visitor token sends `fetch_visitor_authentication`
 * (location, search params, cookies) and follows the integration's redirect to its sign-in; the
 * visitor comes back with `?jwt_token=`, which must be signed with the site installation's signing
 * secret and unexpired. The site then keeps it in its own cookie and shows the page without it.
 */
export async function guardPage(
  request: IncomingMessage,
  url: URL,
  installation: DirectoryInstallation,
  deps: VisitorGuardDeps,
): Promise<GuardVerdict> {
  const secret = deps.secret(installation);
  const given = url.searchParams.get(TOKEN_PARAM);
  if (given !== null) {
    const read = readVisitorToken(given, secret, deps.now());
    if (read.signature !== 'valid')
      return page(
        401,
        `The visitor token the integration sent back is refused: ${read.signature}. The platform would not let the visitor in.`,
      );
    const clean = new URL(url);
    clean.searchParams.delete(TOKEN_PARAM);
    return {
      pass: false,
      status: 302,
      headers: {
        location: `${clean.pathname}${clean.search}`,
        'set-cookie': `${VISITOR_COOKIE}=${encodeURIComponent(given)}; Path=/; HttpOnly; SameSite=Lax`,
      },
      body: '',
    };
  }
  const kept = cookieOf(request.headers.cookie, VISITOR_COOKIE);
  if (kept !== null && readVisitorToken(decodeURIComponent(kept), secret, deps.now()).signature === 'valid') return { pass: true };
  const event = generateEvent('fetch_visitor_authentication', {
    scope: { installationId: installation.parentId ?? installation.id, siteId: installation.siteId ?? undefined },
    overrides: { location: url.pathname, searchParams: Object.fromEntries(url.searchParams), cookies: {} },
  });
  const answer = await deps.dispatch(event as unknown as Record<string, unknown>, {
    installationId: isDevInstallation(installation.id) ? DEV_INSTALLATION_ID : installation.id,
  });
  const location = answer.headers.location;
  if (answer.error || answer.status < 300 || answer.status >= 400 || !location)
    return page(
      401,
      `This site is protected by visitor authentication, and fetch_visitor_authentication answered ${answer.error ?? answer.status} without a redirect: the platform shows the visitor an error, as there is nowhere to sign in.`,
    );
  const refused = refusedRedirect(location);
  if (refused) return page(401, `fetch_visitor_authentication answered a redirect, but ${refused}; the visitor does not get there.`);
  deps.expectLanding(installation.siteId!);
  const target = deps.standIn?.(location, answer.recordId) ?? new URL(location).href;
  return { pass: false, status: 302, headers: { location: target }, body: '' };
}
