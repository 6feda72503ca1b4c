import { z } from 'zod';
import { WebhookEventType } from '../webhooks/payloads.ts';
import { POLICY_LIMITS } from '../webhooks/policy.ts';
import { VERIFY_REASONS } from '../webhooks/verify.ts';
import { method } from './contract.ts';

/** Studio API of the webhooks feature: webhook installations, deliveries, local receivers, verification. */

const bounded = (name: keyof typeof POLICY_LIMITS, int = true) => {
  const [min, max] = POLICY_LIMITS[name];
  const base = int ? z.number().int() : z.number();
  return base.min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`);
};

export const RetryPolicySchema = z.object({
  maxRetries: bounded('maxRetries'),
  baseDelayMs: bounded('baseDelayMs'),
  jitter: bounded('jitter', false),
  timeoutMs: bounded('timeoutMs'),
  honourRetryAfter: z.boolean().optional(),
  retryAfterCapMs: bounded('retryAfterCapMs').optional(),
});

const HttpUrl = z
  .string()
  .trim()
  .min(1, 'the receiver URL is required')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'the receiver URL must be an http:// or https:// URL');

/** A webhook installation as every answer shows it: the secret only masked. */
export const WebhookView = z.object({
  id: z.string(),
  name: z.string(),
  target: z.enum(['space', 'site']),
  targetId: z.string().nullable(),
  /** Where deliveries go now (a reference to the studio's own server resolved to its current origin). */
  url: z.string(),
  /** Set when the URL is the studio's own server, kept as a reference so a port change breaks nothing: "the studio's local receiver local-1". */
  reference: z.string().nullable().default(null),
  /** Set when the URL is at an origin the studio served in an earlier run and no longer does: what happened, what to do. */
  stale: z.string().nullable().default(null),
  events: z.array(WebhookEventType),
  secretMasked: z.string(),
  policy: RetryPolicySchema,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type WebhookView = z.infer<typeof WebhookView>;

export const AttemptView = z.object({
  deliveryId: z.number().int(),
  attempt: z.number().int(),
  state: z.enum(['planned', 'sending', 'done', 'interrupted']),
  plannedAt: z.number(),
  window: z.tuple([z.number(), z.number()]).nullable(),
  sentAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  retryable: z.boolean().nullable(),
  reason: z.string().nullable(),
  durationMs: z.number().nullable(),
  journalId: z.number().int().nullable(),
  /** The URL it went to at that moment (the studio's own server at the port it had then). */
  sentUrl: z.string().nullable().default(null),
});
export type AttemptView = z.infer<typeof AttemptView>;

export const DeliveryView = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  webhookId: z.string().nullable(),
  /**
   * Where it went: the URL of its latest attempt as sent then; before any attempt, where it goes now
   * (a webhook aimed at the studio's own server resolved against the running one).
   */
  url: z.string(),
  /** For such a webhook, what the stored reference stands for ("the studio's local receiver local-1"). */
  reference: z.string().nullable().optional(),
  signatureHeader: z.string(),
  policy: RetryPolicySchema,
  state: z.enum(['pending', 'delivered', 'failed']),
  reason: z.string().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  journalId: z.number().int().nullable(),
  nextAt: z.number().nullable(),
  attempts: z.array(AttemptView),
});
export type DeliveryView = z.infer<typeof DeliveryView>;

export const VerdictView = z.object({
  ok: z.boolean(),
  reason: z.enum(VERIFY_REASONS).nullable(),
  message: z.string(),
  timestamp: z.number().nullable(),
  signatures: z.array(z.string()),
  signedString: z.string().nullable(),
  /** Why a request was rejected; a receiver's verdict never carries the signature it expected. */
  diagnosis: z
    .object({
      layout: z.string(),
      differs: z.enum(['header', 'timestamp', 'signature']),
      skewSeconds: z.number().nullable(),
      toleranceSeconds: z.number(),
      hints: z.array(z.string()),
    })
    .nullable(),
});
export type VerdictView = z.infer<typeof VerdictView>;

const ScriptText = z
  .string()
  .trim()
  .regex(
    /^$|^(\s*([1-5]\d\d|drop)\s*)(,\s*([1-5]\d\d|drop)\s*)*$/i,
    'respond must be HTTP statuses (100–599) or "drop", comma-separated, e.g. 500,500,200',
  );

export const SimulationView = z.object({
  /** Remaining scripted answers, e.g. `500,500,200`. */
  respond: z.string(),
  latencyMs: z.number().int().min(0).max(60_000),
  retryAfterSeconds: z.number().int().min(0).max(86_400),
});

export const ReceiverView = z.object({
  name: z.string(),
  url: z.string(),
  secretMasked: z.string(),
  toleranceSeconds: z.number(),
  simulation: SimulationView,
  bodyLimit: z.number().int(),
  received: z.number().int(),
});
export type ReceiverView = z.infer<typeof ReceiverView>;

export const ReceivedView = z.object({
  id: z.number().int(),
  receiver: z.string(),
  at: z.number(),
  method: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  bodyEncoding: z.enum(['utf8', 'base64']),
  bodySize: z.number().int(),
  truncated: z.boolean(),
  verdict: VerdictView,
  eventId: z.string().nullable(),
  duplicate: z.boolean(),
  status: z.number().int().nullable(),
  simulated: z.boolean(),
  durationMs: z.number(),
});
export type ReceivedView = z.infer<typeof ReceivedView>;

const ReceiverName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/i, 'a receiver name is 1–63 letters, digits, - or _ (it becomes /webhooks/<name>)');
const Tolerance = z.number().min(0, 'the tolerance cannot be negative').max(31_536_000);
const Id = z.string().min(1);

const InstallationFields = {
  name: z.string().trim().max(80).optional(),
  target: z.enum(['space', 'site']),
  targetId: z.string().trim().max(120).nullable().optional(),
  url: HttpUrl,
  events: z.array(WebhookEventType).min(1, 'select at least one event type'),
  policy: RetryPolicySchema.partial().optional(),
};

/** The delivery queue at a glance: what waits, what is on the wire, what is planned for later. */
export const QueueStats = z.object({
  /** Attempts due now, waiting for one of the `concurrency` slots. */
  pending: z.number().int().nonnegative(),
  /** Attempts on the wire. */
  inFlight: z.number().int().nonnegative(),
  /** Attempts planned for later (retries waiting for their time). */
  scheduled: z.number().int().nonnegative(),
  /** When the earliest queued attempt is due (ms since the epoch), null when nothing is queued. */
  nextDueAt: z.number().nullable(),
  concurrency: z.number().int().positive(),
  at: z.number(),
});
export type QueueStats = z.infer<typeof QueueStats>;

export const webhooksMethods = {
  'webhooks.list': method(z.object({}).strict(), z.array(WebhookView), 'Webhook installations of the open integration.'),
  'webhooks.create': method(
    z.object(InstallationFields).strict(),
    WebhookView,
    'Create a webhook installation (a new 32-byte secret is generated).',
  ),
  'webhooks.update': method(
    z
      .object({
        id: Id,
        ...InstallationFields,
        target: InstallationFields.target.optional(),
        url: HttpUrl.optional(),
        events: InstallationFields.events.optional(),
      })
      .strict(),
    WebhookView,
    "Change a webhook installation's name, URL, events or retry policy.",
  ),
  'webhooks.delete': method(
    z.object({ id: Id }).strict(),
    z.object({ deleted: z.string() }),
    'Delete a webhook installation (its deliveries stay in the journal).',
  ),
  'webhooks.regenerateSecret': method(z.object({ id: Id }).strict(), WebhookView, 'Replace the secret with 32 new random bytes.'),
  'webhooks.copySecret': method(
    z.object({ id: Id }).strict(),
    z.object({ secret: z.string() }),
    'The secret in clear, only for the Copy button: never logged, never shown.',
  ),
  'webhooks.generatePayload': method(
    z.object({ type: WebhookEventType, webhookId: Id.optional() }).strict(),
    z.object({ json: z.string() }),
    'A realistic payload of an event type, as pretty JSON to edit.',
  ),
  'webhooks.send': method(
    z.object({ webhookId: Id, body: z.string().min(2).max(1_000_000) }).strict(),
    DeliveryView,
    'Send JSON (validated against the event type, sent byte-for-byte) to a webhook installation.',
  ),
  'webhooks.resend': method(
    z.object({ eventId: Id, webhookId: Id.optional() }).strict(),
    DeliveryView,
    'Resend an event: a new delivery with the same eventId and a fresh signature.',
  ),
  'webhooks.deliveries': method(
    z.object({ limit: z.number().int().min(1).max(500).default(100), before: z.number().int().optional() }).strict(),
    z.array(DeliveryView),
    'Deliveries, newest first, each with its attempts.',
  ),
  'webhooks.queue': method(z.object({}).strict(), QueueStats, 'The delivery queue now: pending, in flight, scheduled, next due time.'),
  'webhooks.receivers.list': method(z.object({}).strict(), z.array(ReceiverView), 'Local receivers on the public server.'),
  'webhooks.receivers.create': method(
    z.object({ name: ReceiverName, secretFromWebhook: Id.optional(), toleranceSeconds: Tolerance.optional() }).strict(),
    ReceiverView,
    'Create a local receiver at /webhooks/<name>, verifying with a webhook installation’s secret (or a new one).',
  ),
  'webhooks.receivers.configure': method(
    z
      .object({
        name: ReceiverName,
        toleranceSeconds: Tolerance.optional(),
        secretFromWebhook: Id.optional(),
        simulation: z
          .object({
            respond: ScriptText,
            latencyMs: SimulationView.shape.latencyMs,
            retryAfterSeconds: SimulationView.shape.retryAfterSeconds,
          })
          .partial()
          .optional(),
      })
      .strict(),
    ReceiverView,
    "Change a receiver's secret, tolerance or failure simulation.",
  ),
  'webhooks.receivers.delete': method(
    z.object({ name: ReceiverName }).strict(),
    z.object({ deleted: z.string() }),
    'Remove a local receiver.',
  ),
  'webhooks.receivers.requests': method(
    z.object({ name: ReceiverName }).strict(),
    z.array(ReceivedView),
    'Requests a receiver got, oldest first, with verdicts.',
  ),
  'webhooks.verify': method(
    z
      .object({
        header: z.string().max(10_000),
        body: z.string().max(5_000_000),
        secret: z.string().max(1000),
        toleranceSeconds: Tolerance.optional(),
        nowMs: z.number().optional(),
      })
      .strict(),
    VerdictView,
    'Verify a signature header against a body and secret: the verdict, why, and what was expected.',
  ),
};

export const webhooksTopics = {
  /** A delivery changed: an attempt went on the wire or its result was recorded. */
  'webhooks.delivery': DeliveryView,
  /** A local receiver answered a request. */
  'webhooks.received': ReceivedView,
  /** Webhook installations or receivers were added, changed or removed. */
  'webhooks.changed': z.object({ what: z.enum(['installations', 'receivers']) }),
  /** The queue's counts changed (at most a few times a second). */
  'webhooks.queue': QueueStats,
};
