import { afterEach, describe, expect, it } from 'vitest';
import { BODY_PREVIEW_LIMIT } from '../../../shared/journal/limits.ts';
import { computeSignature } from '../../../shared/webhooks/signature.ts';
import { receivedVerdict, verifySignature } from '../../../shared/webhooks/verify.ts';
import { nodeHmac } from '../../../electron/services/webhooks/hmac.ts';
import { createReceiver, startReceiverServer, type ReceivedRequest } from '../../../electron/services/webhooks/receiver.ts';

// The receiver decodes a UTF-8 body once and verifies that text: every part of what it keeps must
// still be what the raw bytes give, whatever the bytes are.

const SECRET = 'raw-body-secret-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function receive(body: Buffer, sign: (t: string) => Promise<string>): Promise<{ status: number; entry: ReceivedRequest }> {
  const receiver = createReceiver({ name: 'raw-body', secret: SECRET });
  const server = await startReceiverServer(receiver);
  cleanups.push(() => server.close());
  const t = String(Math.floor(Date.now() / 1000));
  const response = await fetch(server.url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-platform-signature': `t=${t},v1=${await sign(t)}` },
  });
  await response.arrayBuffer();
  return { status: response.status, entry: receiver.received()[0]! };
}

/** The verdict the raw bytes give, without its clock-dependent skew (the two checks run a moment apart). */
async function verdictOfBytes(entry: ReceivedRequest, body: Buffer) {
  const verdict = receivedVerdict(
    await verifySignature({ header: entry.headers['x-platform-signature'], body, secret: SECRET, hmac: nodeHmac }),
  );
  return { ...verdict, diagnosis: verdict.diagnosis && { ...verdict.diagnosis, skewSeconds: null } };
}

const withoutSkew = (entry: ReceivedRequest) => ({
  ...entry.verdict,
  diagnosis: entry.verdict.diagnosis && { ...entry.verdict.diagnosis, skewSeconds: null },
});

const bodies: [string, Buffer][] = [
  ['valid UTF-8 with multi-byte characters', Buffer.from(JSON.stringify({ eventId: 'evt_é✓😀', text: 'naïve café' }))],
  ['UTF-8 opening with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"eventId":"evt_bom"}')])],
  [
    'bytes that are not UTF-8',
    Buffer.concat([Buffer.from('{"eventId":"evt_latin1","name":"'), Buffer.from([0xe9, 0xff]), Buffer.from('"}')]),
  ],
  ['an empty body', Buffer.alloc(0)],
];

describe("the receiver's verdict, event id and kept body are those of the raw bytes", () => {
  for (const [name, body] of bodies) {
    it(`genuine: ${name}`, async () => {
      const { status, entry } = await receive(body, (t) => computeSignature(SECRET, t, body, nodeHmac));
      expect(status).toBe(200);
      expect(withoutSkew(entry)).toEqual(await verdictOfBytes(entry, body));
      expect(entry.verdict.ok).toBe(true);
      expect(entry.verdict.signedString).toBe(`${entry.verdict.timestamp}.${new TextDecoder().decode(body)}`);
      expect(Buffer.from(entry.body, entry.bodyEncoding)).toEqual(body);
      expect(entry.bodyEncoding).toBe(name === 'bytes that are not UTF-8' ? 'base64' : 'utf8');
      let eventId: unknown = null;
      try {
        eventId = (JSON.parse(body.toString('utf8')) as { eventId?: unknown }).eventId ?? null;
      } catch {
        /* not JSON */
      }
      expect(entry.eventId).toBe(typeof eventId === 'string' ? eventId : null);
    });

    it(`rejected, with the same diagnosis: ${name}`, async () => {
      const { status, entry } = await receive(body, (t) => computeSignature('not-the-secret', t, body, nodeHmac));
      expect(status).toBe(401);
      expect(entry.verdict.reason).toBe('signature-mismatch');
      expect(withoutSkew(entry)).toEqual(await verdictOfBytes(entry, body));
    });
  }

  it('a body over the preview limit is kept cut, as text while the cut is valid UTF-8', async () => {
    const body = Buffer.from(JSON.stringify({ eventId: 'evt_big', pad: 'é'.repeat(BODY_PREVIEW_LIMIT) }));
    const { status, entry } = await receive(body, (t) => computeSignature(SECRET, t, body, nodeHmac));
    expect(status).toBe(200);
    expect(entry).toMatchObject({ eventId: 'evt_big', truncated: true, bodySize: body.length });
    // The cut falls inside a two-byte character or not: text when the cut bytes decode losslessly, base64 otherwise.
    const cut = body.subarray(0, BODY_PREVIEW_LIMIT);
    expect(Buffer.from(entry.body, entry.bodyEncoding)).toEqual(cut);
  });
});
