import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../shared/api/index.ts';
import type { DeliveryView, ReceiverView, WebhookView } from '../../../shared/api/webhooks.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { callStudio, serve, type Served } from './serve-support.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stable-addresses-'));
const dir = join(tmp, 'hello');
cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
const config = join(tmp, 'config');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function publicOrigin(studio: Served) {
  return (await callStudio<AppInfo>(studio, 'app.info', {})).publicOrigin;
}
async function delivered(studio: Served, id: number): Promise<DeliveryView> {
  for (;;) {
    const found = (await callStudio<DeliveryView[]>(studio, 'webhooks.deliveries', { limit: 10 })).find((d) => d.id === id);
    if (found && found.state !== 'pending') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('stable addresses across restarts', () => {
  it('a webhook to a local receiver delivers after a restart whose remembered public port was taken; the notice names both origins; untaken, the same ports (and the content origin, host name and port) come back', async () => {
    // First start: a receiver and a webhook installation pointing at it, by the URL the UI shows.
    let studio = await serve(config, dir);
    const first = { ui: studio.origin, public: await publicOrigin(studio) };
    const content = (await callStudio<AppInfo>(studio, 'app.info', {})).publicContentOrigin!;
    // The content origin has a host name of its own, made once and remembered with the ports.
    expect(new URL(content).hostname).toMatch(/^content-[0-9a-f]{10}\.localhost$/);
    let webhook: WebhookView;
    let firstDelivery: number;
    try {
      webhook = await callStudio<WebhookView>(studio, 'webhooks.create', {
        target: 'space',
        url: `${first.public}/webhooks/local-1`,
        events: ['space_content_updated'],
      });
      // The receiver verifies with the installation's secret, as "Use this receiver" sets it up.
      const receiver = await callStudio<ReceiverView>(studio, 'webhooks.receivers.create', {
        name: 'local-1',
        secretFromWebhook: webhook.id,
      });
      expect(receiver.url).toBe(`${first.public}/webhooks/local-1`);
      expect(webhook.reference).toBe("the studio's local receiver local-1");
      const { json } = await callStudio<{ json: string }>(studio, 'webhooks.generatePayload', {
        type: 'space_content_updated',
        webhookId: webhook.id,
      });
      firstDelivery = (await callStudio<DeliveryView>(studio, 'webhooks.send', { webhookId: webhook.id, body: json })).id;
      expect((await delivered(studio, firstDelivery)).url).toBe(`${first.public}/webhooks/local-1`);
    } finally {
      await studio.stop();
    }

    // Another program takes the public port before the next start.
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(Number(new URL(first.public).port), '127.0.0.1', resolve));
    let second: { ui: string; public: string };
    try {
      studio = await serve(config, dir);
      try {
        second = { ui: studio.origin, public: await publicOrigin(studio) };
        expect(second.public).not.toBe(first.public);
        // The UI port was free: it came back.
        expect(second.ui).toBe(first.ui);
        const info = await callStudio<AppInfo>(studio, 'app.info', {});
        expect(info.addressNotices).toHaveLength(1);
        expect(info.addressNotices[0]).toContain(first.public);
        expect(info.addressNotices[0]).toContain(second.public);
        // Said once in the terminal too.
        expect(studio.output().split(first.public).length - 1).toBe(1);

        const [listed] = await callStudio<WebhookView[]>(studio, 'webhooks.list', {});
        expect(listed!.url).toBe(`${second.public}/webhooks/local-1`);
        expect(listed!.stale).toBeNull();
        const { json } = await callStudio<{ json: string }>(studio, 'webhooks.generatePayload', {
          type: 'space_content_updated',
          webhookId: webhook.id,
        });
        const sent = await callStudio<DeliveryView>(studio, 'webhooks.send', { webhookId: webhook.id, body: json });
        const done = await delivered(studio, sent.id);
        expect(done.state, JSON.stringify(done.attempts)).toBe('delivered');
        expect(done.attempts.at(-1)?.status).toBe(200);
        const [received] = await callStudio<{ receiver: string; status: number | null }[]>(studio, 'webhooks.receivers.requests', {
          name: 'local-1',
        });
        expect(received).toMatchObject({ receiver: 'local-1', status: 200 });
        // History keeps its facts: the new delivery went to the new port, the earlier one still shows the port it went to.
        expect(done.url).toBe(`${second.public}/webhooks/local-1`);
        expect((await delivered(studio, firstDelivery)).url).toBe(`${first.public}/webhooks/local-1`);
      } finally {
        await studio.stop();
      }
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }

    // Nothing taken: the same ports as the last run, and nothing to say.
    studio = await serve(config, dir);
    try {
      expect(studio.origin).toBe(second.ui);
      expect(await publicOrigin(studio)).toBe(second.public);
      expect((await callStudio<AppInfo>(studio, 'app.info', {})).publicContentOrigin).toBe(content);
      expect((await callStudio<AppInfo>(studio, 'app.info', {})).addressNotices).toEqual([]);
    } finally {
      await studio.stop();
    }
  }, 120_000);
});
