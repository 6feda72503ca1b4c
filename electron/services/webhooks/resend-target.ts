import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { WebhookError } from './errors.ts';
import type { NewDeliveryInput } from './delivery-intake.ts';
import type { Store } from './store.ts';

/** Where a resend goes instead of where the event went before: another installation, or a URL and secret. */
export interface ResendOptions {
  webhookId?: string;
  secret?: string;
  url?: string;
}

/**
 * A new delivery of a stored event: its same eventId and body, to the installation (or URL and
 * secret) given, else to where its latest delivery went, with that installation's policy.
 */
export function resendTarget(
  store: Pick<Store, 'event' | 'deliveries' | 'installation'>,
  eventId: string,
  options: ResendOptions,
): NewDeliveryInput {
  const event = store.event(eventId);
  if (!event) throw new WebhookError('unknown-event', `No webhook event ${JSON.stringify(eventId)} in this workspace.`);
  const previous = store.deliveries({ limit: 1000 }).find((d) => d.eventId === eventId);
  const webhookId = options.webhookId ?? previous?.webhookId ?? null;
  const w = webhookId ? store.installation(webhookId) : null;
  const secret = options.secret ?? w?.secret;
  const url = options.url ?? w?.url ?? previous?.url;
  if (secret === undefined || url === undefined) {
    throw new WebhookError(
      'resend-target-gone',
      `Event ${eventId} was not sent through a webhook installation that still exists; give the URL and secret to resend it.`,
    );
  }
  return {
    eventId,
    type: event.type,
    bodyText: event.body,
    payload: JSON.parse(event.body) as unknown,
    url,
    secret,
    policy: w?.policy ?? previous?.policy ?? DEFAULT_POLICY,
    webhookId: w?.id ?? null,
    installationId: null,
  };
}
