import type { RetryPolicy } from '../../../shared/webhooks/policy.ts';
import type { Journal } from '../journal/journal.ts';
import { WebhookError } from './errors.ts';
import { signText } from './hmac.ts';
import type { Store } from './store.ts';
import type { DeliveryRow } from './types.ts';

/** A new delivery of an event: its exact body, where it goes, with which secret and retry policy. */
export interface NewDeliveryInput {
  eventId: string;
  type: string;
  bodyText: string;
  payload: unknown;
  url: string;
  secret: string;
  policy: RetryPolicy;
  webhookId: string | null;
  installationId: string | null;
}

export interface DeliveryIntakeDeps {
  store: Pick<Store, 'grouped' | 'event' | 'insertEvent' | 'insertDelivery' | 'insertedDelivery'>;
  journal: Pick<Journal, 'append'>;
  /** Told of each delivery once its commit stored it (and its first attempt possibly claimed). */
  queued(id: number): void;
}

/**
 * Signs a new delivery once, journals its event (the first time that event is sent) and the
 * delivery, and stores both with the first attempt queued, in one group commit. The delivery queue
 * (queue.ts) sends its attempts.
 */
export function createDeliveryIntake(deps: DeliveryIntakeDeps): (input: NewDeliveryInput) => Promise<DeliveryRow> {
  const { store, journal } = deps;
  return async function queueDelivery(input) {
    const now = Date.now();
    const signature = signText(input.secret, input.bodyText, now);
    const inserted = await store.grouped(() => {
      let event = store.event(input.eventId);
      if (!event) {
        const record = journal.append({
          kind: 'webhook.event',
          status: 'info',
          summary: `${input.type} ${input.eventId}`,
          installationId: input.installationId,
          ts: now,
          data: { eventId: input.eventId, type: input.type, payload: input.payload, signature: signature.header },
        });
        event = { eventId: input.eventId, type: input.type, body: input.bodyText, createdAt: now, journalId: record.id };
        store.insertEvent(event);
      } else if (event.body !== input.bodyText) {
        throw new WebhookError(
          'event-body-changed',
          `Event ${input.eventId} was already sent with a different body; give the edited event a new eventId, or Resend the original.`,
        );
      }
      const record = journal.append({
        kind: 'webhook.delivery',
        status: 'pending',
        summary: `${input.type} → ${input.url}`,
        installationId: input.installationId,
        parentId: event.journalId,
        ts: now,
        data: {
          eventId: input.eventId,
          url: input.url,
          outcome: 'pending',
          signature: signature.header,
          webhookId: input.webhookId,
          policy: input.policy,
        },
      });
      const delivery = {
        eventId: input.eventId,
        eventType: event.type,
        webhookId: input.webhookId,
        url: input.url,
        signatureHeader: signature.header,
        policy: input.policy,
        createdAt: now,
        journalId: record.id,
        // Planned when it is queued (after signing), so the first attempt's lateness measures the queue alone.
        plannedAt: Date.now(),
      };
      return { ...delivery, id: store.insertDelivery(delivery) };
    });
    deps.queued(inserted.id);
    // Right after its commit: what `store.delivery(id)` would read, without reading it.
    return store.insertedDelivery(inserted);
  };
}
