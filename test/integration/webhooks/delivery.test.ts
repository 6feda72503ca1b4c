import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type Journal } from '../../../electron/services/journal/journal.ts';
import {
  createReceiver,
  RECEIVER_BODY_LIMIT,
  startReceiverServer,
  type ReceivedRequest,
} from '../../../electron/services/webhooks/receiver.ts';
import { createWebhookService, type WebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { sign } from '../../../shared/webhooks/signature.ts';

const SECRET = 'loopback-secret-0123456789';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(simulation: Parameters<typeof createReceiver>[0]['simulation'] = {}, policy = { baseDelayMs: 20 }) {
  const db = openDatabaseFile(':memory:');
  const journal: Journal = createJournal(db, createBus());
  const service: WebhookService = createWebhookService({ db, journal });
  const receiver = createReceiver({ name: 'test', secret: SECRET, simulation });
  const received: ReceivedRequest[] = [];
  receiver.onReceived((r) => received.push(r));
  const server = await startReceiverServer(receiver);
  cleanups.push(
    () => service.dispose(),
    () => server.close(),
  );
  const send = async (type: 'site_view' | 'page_feedback' | 'space_content_updated' = 'site_view') => {
    const delivery = await service.sendTo({ url: server.url, secret: SECRET, bodyText: JSON.stringify(generatePayload(type)), policy });
    await service.idle();
    return service.delivery(delivery.id);
  };
  return { service, journal, receiver, received, server, send };
}

describe('delivery over loopback to a scripted receiver', () => {
  it('500,500,200: delivered on attempt 3, every attempt signed with the same t and signature and verified genuine', async () => {
    const { send, received } = await setup({ respond: [500, 500, 200] });
    const delivery = await send();
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(received.map((r) => r.headers['x-platform-signature'])).toEqual(Array(3).fill(delivery.signatureHeader));
    expect(
      received.every((r) => r.verdict.ok && r.headers['content-type'] === 'application/json' && r.headers['user-agent']!.length > 0),
    ).toBe(true);
  });

  it('the receiver keeps the raw body byte-for-byte', async () => {
    const { service, server, received } = await setup();
    const bodyText = JSON.stringify(
      { ...generatePayload('page_feedback'), feedback: { rating: 'good', comment: 'naïve 💡 \\u00e9 "quoted"' } },
      null,
      3,
    );
    await service.sendTo({ url: server.url, secret: SECRET, bodyText });
    await service.idle();
    expect(received[0]!.body).toBe(bodyText);
    expect(received[0]!.bodySize).toBe(Buffer.byteLength(bodyText));
  });

  it('a dropped connection is a network error and is retried', async () => {
    const { send } = await setup({ respond: ['drop', 200] });
    const delivery = await send();
    expect(delivery.attempts[0]).toMatchObject({ status: null, retryable: true });
    expect(delivery.attempts[0]!.reason).toContain('network error');
    expect(delivery.state).toBe('delivered');
  });

  it('an answer slower than the time-out is a time-out and is retried', async () => {
    const { service, server, receiver } = await setup({ latencyMs: 300 });
    const delivery = await service.sendTo({
      url: server.url,
      secret: SECRET,
      bodyText: JSON.stringify(generatePayload('site_view')),
      policy: { baseDelayMs: 10, timeoutMs: 100, maxRetries: 1 },
    });
    setTimeout(() => receiver.configure({ simulation: { latencyMs: 0 } }), 50);
    await service.idle();
    const final = service.delivery(delivery.id);
    expect(final.attempts[0]!.reason).toMatch(/^time-out/);
    expect(final.state).toBe('delivered');
  });

  it('429 with Retry-After is retried', async () => {
    const { send } = await setup({ respond: [429], retryAfterSeconds: 7 });
    const delivery = await send();
    expect(delivery.attempts.map((a) => a.status)).toEqual([429, 200]);
  });

  it('a 4xx is never retried', async () => {
    const { send, received } = await setup({ respond: [410] });
    const delivery = await send();
    expect(delivery).toMatchObject({ state: 'failed' });
    expect(received).toHaveLength(1);
  });

  it('gives up after 3 retries when the receiver keeps failing', async () => {
    const { send } = await setup({ respond: [500, 502, 503, 504, 200] });
    const delivery = await send();
    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 502, 503, 504]);
    expect(delivery.state).toBe('failed');
  });

  it('a refused connection is a network error naming ECONNREFUSED', async () => {
    const { service, server } = await setup();
    const url = server.url;
    await server.close();
    const delivery = await service.sendTo({
      url,
      secret: SECRET,
      bodyText: JSON.stringify(generatePayload('site_view')),
      policy: { baseDelayMs: 5, maxRetries: 1 },
    });
    await service.idle();
    expect(service.delivery(delivery.id).attempts[0]!.error).toContain('ECONNREFUSED');
  });

  it('resend is a new delivery with the same eventId and a fresh signature; the receiver marks it duplicate and still answers 200', async () => {
    const { service, send, received } = await setup();
    const first = await send();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second, so t differs
    const again = await service.resend(first.eventId, { secret: SECRET, url: first.url });
    await service.idle();
    const second = service.delivery(again.id);
    expect(second.id).not.toBe(first.id);
    expect(second.eventId).toBe(first.eventId);
    expect(second.signatureHeader).not.toBe(first.signatureHeader);
    expect(received.map((r) => [r.status, r.duplicate])).toEqual([
      [200, false],
      [200, true],
    ]);
  });

  it('journals the event, the delivery (parent event) and each attempt (parent delivery) with timing', async () => {
    const { send, journal } = await setup({ respond: [500] });
    const delivery = await send();
    const records = journal.list({ limit: 20 }).reverse();
    const event = records.find((r) => r.kind === 'webhook.event')!;
    const deliveryRecord = records.find((r) => r.kind === 'webhook.delivery')!;
    const attempts = records.filter((r) => r.kind === 'webhook.attempt');
    expect(deliveryRecord.parentId).toBe(event.id);
    expect(attempts.map((a) => a.parentId)).toEqual([deliveryRecord.id, deliveryRecord.id]);
    expect(attempts[1]!.data).toMatchObject({ attempt: 2, retryable: false, response: { status: 200 }, request: { method: 'POST' } });
    expect(JSON.stringify(records)).not.toContain(SECRET);
    expect(delivery.attempts[1]!.journalId).toBe(attempts[1]!.id);
  });
});

describe('the receiver', () => {
  async function post(url: string, body: string | Buffer, headers: Record<string, string>) {
    const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers 401 with a JSON error naming the reason', async () => {
    const { server } = await setup();
    const body = JSON.stringify(generatePayload('site_view'));
    expect(await post(server.url, body, {})).toMatchObject({ status: 401, body: { error: 'missing-header' } });
    expect(await post(server.url, body, { 'x-platform-signature': 't=abc,v1=00' })).toMatchObject({
      status: 401,
      body: { error: 'malformed' },
    });
    const stale = await sign(SECRET, body, Date.now() - 301_000);
    expect(await post(server.url, body, { 'x-platform-signature': stale.header })).toMatchObject({
      status: 401,
      body: { error: 'timestamp-out-of-tolerance' },
    });
    const wrong = await sign('not-the-secret', body);
    expect(await post(server.url, body, { 'x-platform-signature': wrong.header })).toMatchObject({
      status: 401,
      body: { error: 'signature-mismatch' },
    });
  });

  it(`answers 413 above the documented body limit of ${RECEIVER_BODY_LIMIT} bytes`, async () => {
    const { server } = await setup();
    const big = Buffer.alloc(RECEIVER_BODY_LIMIT + 1, 0x20);
    const response = await fetch(server.url, {
      method: 'POST',
      body: big,
      headers: { 'x-platform-signature': 't=1,v1=' + '0'.repeat(64) },
    });
    expect(response.status).toBe(413);
  });
});
