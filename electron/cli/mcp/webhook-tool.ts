import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { StudioClient } from '../../../shared/api/client.ts';
import type { DeliveryView, ReceivedView, ReceiverView } from '../../../shared/api/webhooks.ts';
import { EVENT_TARGET, WebhookEventType } from '../../../shared/webhooks/payloads.ts';
import { defineTool, json, toolError } from './tool.ts';

/**
 * How long the tool waits for a delivery to end: four attempts of at most 10 s each and the
 * retries' waits between them (1.1 + 2.2 + 4.4 s at most) fit in it.
 */
const DELIVERY_WAIT_MS = 60_000;
const POLL_MS = 200;

/**
 * The local receiver `name` and a webhook installation delivering `type` to it, made when missing;
 * the receiver verifies with that installation's secret, so its verdict says whether the studio's
 * signature holds.
 */
async function webhookToReceiver(client: StudioClient, name: string, type: WebhookEventType) {
  const receivers = await client.call('webhooks.receivers.list');
  const receiver: ReceiverView =
    receivers.find((candidate) => candidate.name === name) ?? (await client.call('webhooks.receivers.create', { name }));
  const target = EVENT_TARGET[type];
  const label = `mcp ${name} (${target})`;
  const existing = (await client.call('webhooks.list')).find((webhook) => webhook.name === label && webhook.url === receiver.url);
  const webhook = existing
    ? existing.events.includes(type)
      ? existing
      : await client.call('webhooks.update', { id: existing.id, events: [...existing.events, type] })
    : await client.call('webhooks.create', { name: label, target, url: receiver.url, events: [type] });
  await client.call('webhooks.receivers.configure', { name, secretFromWebhook: webhook.id });
  return { webhookId: webhook.id, receiver: name };
}

/** The delivery once it delivered or gave up (retries included), or as it stands when the wait ends. */
async function settled(client: StudioClient, sent: DeliveryView): Promise<DeliveryView> {
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  let delivery = sent;
  while (delivery.state === 'pending' && Date.now() < deadline) {
    await sleep(POLL_MS);
    const newest = await client.call('webhooks.deliveries', { limit: 100 });
    delivery = newest.find((candidate) => candidate.id === sent.id) ?? delivery;
  }
  return delivery;
}

const verdictOf = (request: ReceivedView) => ({
  at: request.at,
  status: request.status,
  duplicate: request.duplicate,
  simulated: request.simulated,
  verdict: request.verdict,
});

export const sendWebhookTool = defineTool({
  name: 'send_webhook',
  title: 'Send a webhook and read the verdict',
  description:
    "Send one signed webhook event with the retry policy and wait until it is delivered or given up: each attempt (status, error, reason, planned delay) and, for a delivery to one of the studio's local receivers, the receiver's verdict on each request (signature valid or why not). Without `webhookId` it sends to the local receiver `receiver` (made when missing) through a webhook installation whose secret that receiver verifies with.",
  input: z
    .object({
      type: WebhookEventType.describe('The webhook event type.'),
      payload: z.record(z.string(), z.unknown()).optional().describe('Fields set on the generated payload.'),
      webhookId: z.string().min(1).optional().describe('A webhook installation to send through (default: one to the local receiver).'),
      receiver: z
        .string()
        .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/i, 'a receiver name is 1–63 letters, digits, - or _ (it becomes /webhooks/<name>)')
        .default('mcp')
        .describe('The local receiver to send to when no webhookId is given.'),
    })
    .strict(),
  readOnly: false,
  async run({ type, payload, webhookId: given, receiver }, { client }) {
    const target = given
      ? {
          webhookId: given,
          receiver: await (async () => {
            const webhook = (await client.call('webhooks.list')).find((candidate) => candidate.id === given);
            if (!webhook) return undefined;
            return (await client.call('webhooks.receivers.list')).find((candidate) => candidate.url === webhook.url)?.name;
          })(),
        }
      : await webhookToReceiver(client, receiver, type);
    const { json: generated } = await client.call('webhooks.generatePayload', { type, webhookId: target.webhookId });
    const body = JSON.stringify({ ...(JSON.parse(generated) as Record<string, unknown>), ...payload });
    const delivery = await settled(client, await client.call('webhooks.send', { webhookId: target.webhookId, body }));
    if (delivery.state === 'pending')
      return toolError(
        `Delivery ${delivery.id} is still pending after ${DELIVERY_WAIT_MS / 1000} s (the Webhooks pane and query_journal follow it): ${JSON.stringify(delivery.attempts)}`,
      );
    const received = target.receiver
      ? (await client.call('webhooks.receivers.requests', { name: target.receiver })).filter(
          (request) => request.eventId === delivery.eventId,
        )
      : [];
    return json({
      delivery: {
        id: delivery.id,
        eventId: delivery.eventId,
        url: delivery.url,
        state: delivery.state,
        reason: delivery.reason,
        signatureHeader: delivery.signatureHeader,
        journalId: delivery.journalId,
        attempts: delivery.attempts.map(({ attempt, status, error, reason, durationMs, retryable }) => ({
          attempt,
          status,
          error,
          reason,
          durationMs,
          retryable,
        })),
      },
      receiver: target.receiver ?? null,
      received: received.map(verdictOf),
    });
  },
});
