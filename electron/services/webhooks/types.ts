import type { RetryPolicy } from '../../../shared/webhooks/policy.ts';
import type { WebhookEventType } from '../../../shared/webhooks/payloads.ts';

/** A webhook installation: where the platform sends which events of a space or site, and with which secret. */
export interface WebhookInstallation {
  id: string;
  name: string;
  target: 'space' | 'site';
  /** The space or site it is installed on; null receives events of any. */
  targetId: string | null;
  url: string;
  events: WebhookEventType[];
  secret: string;
  policy: RetryPolicy;
  createdAt: number;
  updatedAt: number;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';
/**
 * `planned`: waiting in the queue. `sending`: claimed and possibly on the wire. `done`: its result is
 * recorded. `interrupted`: found `sending` after a restart — it may or may not have reached the
 * receiver, and it is never sent again.
 */
export type AttemptState = 'planned' | 'sending' | 'done' | 'interrupted';

export interface AttemptRow {
  deliveryId: number;
  attempt: number;
  state: AttemptState;
  plannedAt: number;
  window: [number, number] | null;
  sentAt: number | null;
  finishedAt: number | null;
  status: number | null;
  error: string | null;
  retryable: boolean | null;
  reason: string | null;
  durationMs: number | null;
  journalId: number | null;
  /** The absolute URL it went to; null for one not sent, or sent before the studio kept it. */
  sentUrl: string | null;
}

export interface DeliveryRow {
  id: number;
  eventId: string;
  eventType: string;
  webhookId: string | null;
  url: string;
  signatureHeader: string;
  policy: RetryPolicy;
  state: DeliveryState;
  reason: string | null;
  createdAt: number;
  finishedAt: number | null;
  journalId: number | null;
  /** The next planned attempt's time, while pending. */
  nextAt: number | null;
  attempts: AttemptRow[];
}

export interface EventRow {
  eventId: string;
  type: string;
  body: string;
  createdAt: number;
  journalId: number | null;
}

/** A local receiver's settings as stored; `respond` is the script still to play, as `500,drop,200`. */
export interface StoredReceiver {
  name: string;
  secret: string;
  toleranceSeconds: number;
  respond: string;
  latencyMs: number;
  retryAfterSeconds: number;
  createdAt: number;
}

/** A claimed attempt: everything needed to put it on the wire without another read. */
export interface Claimed {
  deliveryId: number;
  attempt: number;
  plannedAt: number;
  window: [number, number] | null;
  sentAt: number;
  eventId: string;
  url: string;
  signatureHeader: string;
  policy: RetryPolicy;
  body: string;
  deliveryJournalId: number | null;
}

export interface AttemptResult {
  state: 'done' | 'interrupted';
  /** When it went on the wire (a claimed attempt may wait in memory for a slot first). */
  sentAt: number;
  finishedAt: number;
  status: number | null;
  error: string | null;
  retryable: boolean;
  reason: string;
  durationMs: number | null;
  journalId: number | null;
  /** The absolute URL it went to (a reference resolved at that moment); null when it never went out. */
  sentUrl: string | null;
}

/** A delivery as it is queued: its first attempt is planned at `plannedAt`. */
export interface NewDelivery {
  eventId: string;
  webhookId: string | null;
  url: string;
  signatureHeader: string;
  policy: RetryPolicy;
  createdAt: number;
  journalId: number | null;
  plannedAt: number;
}

/** What follows a recorded attempt: the next one, planned, or the delivery's end. */
export type AfterAttempt =
  { next: { attempt: number; plannedAt: number; window: [number, number] } } | { next: null; outcome: 'delivered' | 'failed'; why: string };
