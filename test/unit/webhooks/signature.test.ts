import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signText } from '../../../electron/services/webhooks/hmac.ts';
import { computeSignature, sign } from '../../../shared/webhooks/signature.ts';
import { constantTimeEqual, verifySignature } from '../../../shared/webhooks/verify.ts';

const SECRET = 'a3f1c2d4e5b6a7980112233445566778';
const BODY = '{"eventId":"evt_1","type":"site_view","note":"café ✓"}';
const NOW = 1_800_000_000_000;

const nodeHmac = (secret: string, message: Buffer | string) => createHmac('sha256', secret).update(message).digest('hex');

describe('signing', () => {
  it('the header is t=<unix seconds>,v1=<lowercase hex HMAC-SHA256 of "<t>.<raw body>">', async () => {
    const signature = await sign(SECRET, BODY, NOW + 999);
    expect(signature.t).toBe(1_800_000_000);
    expect(signature.header).toBe(`t=1800000000,v1=${nodeHmac(SECRET, `1800000000.${BODY}`)}`);
    expect(signature.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs the raw bytes, including bytes that are not valid UTF-8', async () => {
    const raw = Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d]);
    expect(await computeSignature(SECRET, 42, raw)).toBe(nodeHmac(SECRET, Buffer.concat([Buffer.from('42.'), raw])));
  });

  it('an empty secret signs like HMAC with an empty key', async () => {
    expect(await computeSignature('', 1, 'x')).toBe(nodeHmac('', '1.x'));
  });

  it("the sender's signText gives sign()'s header for the same text body, secret and time (non-ASCII, lone surrogate, empty secret)", async () => {
    for (const [secret, body] of [
      [SECRET, BODY],
      [SECRET, '{"note":"\ud800 alone"}'],
      ['', '{}'],
    ] as const) {
      expect(signText(secret, body, NOW + 999)).toEqual(await sign(secret, body, NOW + 999));
    }
  });
});

describe('verification', () => {
  const header = async (t = NOW / 1000, body = BODY, secret = SECRET) => `t=${t},v1=${nodeHmac(secret, `${t}.${body}`)}`;

  it('accepts a genuine request and reports the signed string and expected signature', async () => {
    const verdict = await verifySignature({ header: await header(), body: BODY, secret: SECRET, nowMs: NOW });
    expect(verdict).toMatchObject({ ok: true, reason: null, timestamp: NOW / 1000, signedString: `${NOW / 1000}.${BODY}` });
    expect(verdict.expectedSignature).toBe(nodeHmac(SECRET, `${NOW / 1000}.${BODY}`));
  });

  it.each([
    ['missing-header', undefined],
    ['missing-header', ''],
    ['missing-timestamp', `v1=${'a'.repeat(64)}`],
    ['missing-signature', 't=1800000000'],
    ['missing-signature', 't=1800000000,v1='],
    ['malformed', 't=1800000000, v1=abc'],
    ['malformed', 't=18e8,v1=' + 'a'.repeat(64)],
    ['malformed', 't=1800000000,v1=' + 'A'.repeat(64)],
    ['malformed', 't=1800000000,t=1800000000,v1=' + 'a'.repeat(64)],
    ['malformed', 'garbage'],
  ])('names the reason %s for header %j', async (reason, value) => {
    const verdict = await verifySignature({ header: value, body: BODY, secret: SECRET, nowMs: NOW });
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toBe(reason);
  });

  it('rejects a body changed by one byte with signature-mismatch and shows what was expected', async () => {
    const verdict = await verifySignature({ header: await header(), body: BODY.replace('café', 'cafe'), secret: SECRET, nowMs: NOW });
    expect(verdict).toMatchObject({ ok: false, reason: 'signature-mismatch' });
    expect(verdict.expectedSignature).toBe(nodeHmac(SECRET, `${NOW / 1000}.${BODY.replace('café', 'cafe')}`));
  });

  it('rejects the wrong secret', async () => {
    const verdict = await verifySignature({ header: await header(), body: BODY, secret: 'other-secret', nowMs: NOW });
    expect(verdict.reason).toBe('signature-mismatch');
  });

  it('accepts any one of several v1 entries (secret rotation)', async () => {
    const good = await header();
    const rotated = `t=${NOW / 1000},v1=${nodeHmac('old-secret', `${NOW / 1000}.${BODY}`)},${good.split(',')[1]}`;
    expect((await verifySignature({ header: rotated, body: BODY, secret: SECRET, nowMs: NOW })).ok).toBe(true);
  });

  it('a timestamp exactly 300 s old or ahead passes; 300.001 s fails with timestamp-out-of-tolerance', async () => {
    const h = await header();
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW + 300_000 })).ok).toBe(true);
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW - 300_000 })).ok).toBe(true);
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW + 300_001 })).reason).toBe(
      'timestamp-out-of-tolerance',
    );
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW - 300_001 })).reason).toBe(
      'timestamp-out-of-tolerance',
    );
  });

  it('the tolerance is configurable', async () => {
    const h = await header();
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW + 10_001, toleranceSeconds: 10 })).reason).toBe(
      'timestamp-out-of-tolerance',
    );
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW + 10_000, toleranceSeconds: 10 })).ok).toBe(true);
  });

  it('signs over t exactly as written (leading zeros are part of the signed string)', async () => {
    const t = `0${NOW / 1000}`;
    const h = `t=${t},v1=${nodeHmac(SECRET, `${t}.${BODY}`)}`;
    expect((await verifySignature({ header: h, body: BODY, secret: SECRET, nowMs: NOW })).ok).toBe(true);
  });

  it('ignores other schemes such as v0 but still needs a v1', async () => {
    const h = await header();
    expect((await verifySignature({ header: `${h},v0=whatever`, body: BODY, secret: SECRET, nowMs: NOW })).ok).toBe(true);
    expect((await verifySignature({ header: `t=${NOW / 1000},v0=abc`, body: BODY, secret: SECRET, nowMs: NOW })).reason).toBe(
      'missing-signature',
    );
  });

  it('constant-time comparison answers like equality', () => {
    expect(constantTimeEqual('abcd', 'abcd')).toBe(true);
    expect(constantTimeEqual('abcd', 'abce')).toBe(false);
    expect(constantTimeEqual('abcd', 'abc')).toBe(false);
  });
});
