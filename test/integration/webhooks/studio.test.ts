import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { DeliveryView, ReceivedView, WebhookView } from '../../../shared/api/webhooks.ts';

describe('webhooks through the Studio API', () => {
  let studio: Studio;
  let dir: string;
  const call = async <T>(method: string, input: unknown): Promise<T> => {
    const answer = await studio.dispatch(method, input);
    if (!answer.ok) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result as T;
  };
  const deliveredPushes: DeliveryView[] = [];
  const receivedPushes: ReceivedView[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhooks-studio-'));
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    studio = await createStudio({ dir, transport: 'browser' });
    studio.bus.subscribe('webhooks.delivery', (d) => deliveredPushes.push(d));
    studio.bus.subscribe('webhooks.received', (r) => receivedPushes.push(r));
  });
  afterAll(async () => {
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a non-http URL, no events, or events of the other target, naming the cause', async () => {
    await expect(call('webhooks.create', { target: 'site', url: 'ftp://x', events: ['site_view'] })).rejects.toThrow(
      /http:\/\/ or https:\/\//,
    );
    await expect(call('webhooks.create', { target: 'site', url: 'http://x', events: [] })).rejects.toThrow(/at least one event/);
    await expect(call('webhooks.create', { target: 'site', url: 'http://x', events: ['space_content_updated'] })).rejects.toThrow(
      /not an event of a site/,
    );
  });

  it('publish delivers a studio event to the subscribed webhook, verified by the local receiver; the secret never appears in answers or the journal', async () => {
    const receiver = await call<{ url: string }>('webhooks.receivers.create', { name: 'studio-test' });
    const webhook = await call<WebhookView>('webhooks.create', {
      name: 'Docs site',
      target: 'site',
      targetId: 'site_docs',
      url: receiver.url,
      events: ['site_view'],
    });
    expect(webhook).not.toHaveProperty('secret');
    expect(webhook.secretMasked).toMatch(/^•{8}[0-9a-f]{4}$/);
    const { secret } = await call<{ secret: string }>('webhooks.copySecret', { id: webhook.id });
    await call('webhooks.receivers.configure', { name: 'studio-test', secretFromWebhook: webhook.id });

    const session = studio.session();
    expect(await session.webhooks.publish('space_content_updated', { spaceId: 'x' })).toEqual([]);
    expect(await session.webhooks.publish('site_view', { siteId: 'another_site' })).toEqual([]);
    const [delivery] = await session.webhooks.publish('site_view', {
      siteId: 'site_docs',
      payload: { url: 'https://docs.example.com/start', extra: 'dropped' },
    });
    await session.webhooks.idle();
    const final = session.webhooks.delivery(delivery!.id);
    expect(final.state).toBe('delivered');
    expect(deliveredPushes.some((d) => d.id === final.id && d.state === 'delivered')).toBe(true);

    const received = receivedPushes.at(-1)!;
    expect(received.verdict.ok).toBe(true);
    const body = JSON.parse(received.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'site_view',
      siteId: 'site_docs',
      url: 'https://docs.example.com/start',
      installationId: webhook.id,
    });
    expect(body).not.toHaveProperty('extra');

    const everything = JSON.stringify([
      await call('webhooks.list', {}),
      await call('webhooks.deliveries', {}),
      await call('webhooks.receivers.list', {}),
      session.journal.list({ limit: 500 }),
    ]);
    expect(everything).not.toContain(secret);
    expect(session.journal.list({ limit: 50 }).some((r) => r.kind === 'webhook.received')).toBe(true);
  });

  it('send refuses edited JSON that is not a valid event, and an event type the webhook does not receive', async () => {
    const [webhook] = await call<WebhookView[]>('webhooks.list', {});
    await expect(call('webhooks.send', { webhookId: webhook!.id, body: '{"type":"site_view"}' })).rejects.toThrow(/eventId/);
    const { json } = await call<{ json: string }>('webhooks.generatePayload', { type: 'page_feedback' });
    await expect(call('webhooks.send', { webhookId: webhook!.id, body: json })).rejects.toThrow(/not subscribed to page_feedback/);
  });

  it('resend makes a new delivery of the same event with a fresh signature', async () => {
    const [first] = await call<DeliveryView[]>('webhooks.deliveries', {});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const again = await call<DeliveryView>('webhooks.resend', { eventId: first!.eventId });
    await studio.session().webhooks.idle();
    expect(again.eventId).toBe(first!.eventId);
    expect(again.signatureHeader).not.toBe(first!.signatureHeader);
    expect(receivedPushes.at(-1)).toMatchObject({ duplicate: true, status: 200 });
  });

  it('verify answers the verdict for a header, body and secret', async () => {
    const verdict = await call<{ ok: boolean; reason: string }>('webhooks.verify', {
      header: 't=1,v1=' + 'a'.repeat(64),
      body: '{}',
      secret: 'abcd',
      nowMs: 1000,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'signature-mismatch' });
  });
});
