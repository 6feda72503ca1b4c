import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of an OAuth flow the studio starts: `<payload>.<signature>`, both base64url; the
 * payload `{i: installationId, n: nonce, e: expiry ms}` is readable by the integration (it needs the
 * installation) but only the studio can sign it, and each nonce is accepted once.
 */
export interface OAuthStates {
  issue(installationId: string): string;
  /** Verifies and consumes: a second call with the same state is refused. */
  consume(state: string): { ok: true; installationId: string } | { ok: false; reason: string };
}

const TTL_MS = 10 * 60_000;

export function createOAuthStates(options: { now?: () => number } = {}): OAuthStates {
  const key = randomBytes(32);
  const now = options.now ?? Date.now;
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(installationId) {
      const payload = Buffer.from(JSON.stringify({ i: installationId, n: randomBytes(16).toString('hex'), e: now() + TTL_MS })).toString(
        'base64url',
      );
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    consume(state) {
      const [payload, signature, extra] = state.split('.');
      if (!payload || !signature || extra !== undefined)
        return { ok: false, reason: 'The OAuth state is malformed: it was not issued by the studio.' };
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'The OAuth state signature does not match: the callback was forged or tampered with.' };
      }
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { i: string; n: string; e: number };
      for (const [nonce, expiry] of used) if (expiry < now()) used.delete(nonce);
      if (claims.e < now()) return { ok: false, reason: 'The OAuth state expired (10 minutes): start the connection again.' };
      if (used.has(claims.n)) return { ok: false, reason: 'The OAuth state was already used: this callback is a replay.' };
      used.set(claims.n, claims.e);
      return { ok: true, installationId: claims.i };
    },
  };
}
