import { EVENT_TARGET, generatePayload, WebhookEventType } from '../../../shared/webhooks/payloads.ts';
import type { WebhookInstallation } from './types.ts';

/** What `publish` is told when the studio fires a runtime event. */
export interface PublishInput {
  spaceId?: string;
  siteId?: string;
  /** The studio installation the event is about; defaults to the webhook installation's id. */
  installationId?: string;
  /** Fields that replace the generated ones (never `eventId` or `type`). */
  payload?: Record<string, unknown>;
}

/** One event to send: the installation it goes through and its payload. */
export interface PublishedEvent {
  installation: WebhookInstallation;
  type: WebhookEventType;
  payload: Record<string, unknown>;
}

/**
 * The events a runtime event becomes: one per webhook installation subscribed to its type (and to
 * its space or site), each a generated payload with the given fields taken over. Runtime events
 * with no webhook form (installation_setup, space_view…) become none.
 */
export function eventsToPublish(installations: WebhookInstallation[], eventType: string, input: PublishInput): PublishedEvent[] {
  const known = WebhookEventType.safeParse(eventType);
  if (!known.success) return [];
  const type = known.data;
  const targetId = EVENT_TARGET[type] === 'space' ? input.spaceId : input.siteId;
  return installations
    .filter(
      (w) =>
        w.events.includes(type) &&
        w.target === EVENT_TARGET[type] &&
        (w.targetId === null || targetId === undefined || w.targetId === targetId),
    )
    .map((w) => {
      const generated = generatePayload(type, {
        installationId: input.installationId ?? w.id,
        spaceId: input.spaceId,
        siteId: input.siteId ?? w.targetId ?? undefined,
      });
      // Only the fields the webhook payload has are taken over, so the body stays exactly the spec's shape.
      const overrides = Object.fromEntries(
        Object.entries(input.payload ?? {}).filter(([key]) => key in generated && key !== 'eventId' && key !== 'type'),
      );
      return { installation: w, type, payload: { ...generated, ...overrides } };
    });
}
