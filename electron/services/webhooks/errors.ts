import { ServiceError } from '../../lib/service-error.ts';

/**
 * Why the webhooks service refused a call: a receiver URL, event list or payload it cannot use, an
 * installation, event, delivery or receiver it does not have, an event id reused with another body,
 * a resend with nowhere to go, a receiver name already taken.
 */
export type WebhookErrorCode =
  | 'bad-url'
  | 'bad-events'
  | 'bad-payload'
  | 'not-subscribed'
  | 'unknown-installation'
  | 'unknown-event'
  | 'unknown-delivery'
  | 'unknown-receiver'
  | 'event-body-changed'
  | 'resend-target-gone'
  | 'receiver-exists';

export class WebhookError extends ServiceError<WebhookErrorCode> {}
