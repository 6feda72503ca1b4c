import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeHmac } from '../../../electron/services/webhooks/hmac.ts';
import { webCryptoHmac } from '../../../shared/webhooks/signature.ts';
import { verifySignature, VERIFY_REASONS } from '../../../shared/webhooks/verify.ts';

const SECRET = 'property-secret';
const NOW = 1_800_000_000_000;
const T = NOW / 1000;
const BODY = '{"eventId":"evt_p","type":"site_view"}';
const GOOD = `t=${T},v1=${createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex')}`;

/** The grammar the verifier accepts: comma-separated key=value parts with one t of digits and v1 of 64 lowercase hex. */
function wellFormed(header: string): boolean {
  const parts = header.split(',');
  if (!parts.every((p) => /^[a-z0-9]+=[\x21-\x7e]*$/.test(p))) return false;
  const ts = parts.filter((p) => p.startsWith('t='));
  const v1 = parts.filter((p) => p.startsWith('v1=') && p !== 'v1=');
  return ts.length === 1 && /^t=\d{1,12}$/.test(ts[0]!) && v1.length > 0 && v1.every((p) => /^v1=[0-9a-f]{64}$/.test(p));
}

describe('verification properties', () => {
  it('never accepts a malformed header, whatever the string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (header) => {
        const verdict = await verifySignature({ header, body: BODY, secret: SECRET, nowMs: NOW });
        if (!wellFormed(header)) expect(verdict.ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never accepts a one-character change to a genuine header unless the change keeps it well-formed and equivalent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(GOOD.length - 1), fc.string({ minLength: 0, maxLength: 3 }), async (at, insert) => {
        const mutated = GOOD.slice(0, at) + insert + GOOD.slice(at + 1);
        fc.pre(mutated !== GOOD);
        const verdict = await verifySignature({ header: mutated, body: BODY, secret: SECRET, nowMs: NOW });
        if (verdict.ok) {
          // Only changes the grammar explicitly ignores (e.g. adding a v0 part) may still pass.
          expect(wellFormed(mutated)).toBe(true);
          expect(mutated.split(',')).toContain(GOOD.split(',')[1]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and always names a known reason, for any header, body and secret', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.constant(undefined),
          fc.constant(null),
          fc.string().map((s) => `t=${T},v1=${s}`),
        ),
        fc.oneof(fc.string(), fc.uint8Array({ maxLength: 64 })),
        fc.string({ maxLength: 40 }),
        fc.oneof(fc.double(), fc.constant(Number.NaN), fc.integer()),
        async (header, body, secret, tolerance) => {
          const verdict = await verifySignature({ header, body, secret, nowMs: NOW, toleranceSeconds: tolerance });
          expect(typeof verdict.ok).toBe('boolean');
          if (!verdict.ok) expect(VERIFY_REASONS).toContain(verdict.reason);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the two HMAC implementations', () => {
  it('node:crypto (sender, receiver) and WebCrypto (renderer) give the same signature for any secret and bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.uint8Array({ maxLength: 300 }), async (secret, message) => {
        expect(nodeHmac(secret, message)).toBe(await webCryptoHmac(secret, message));
      }),
      { numRuns: 500 },
    );
  });
});
