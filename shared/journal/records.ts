import { z } from 'zod';

/**
 * Shapes of journal `data` that several producers share, so the inspector can show any HTTP
 * exchange the same way. Each feature documents its own kinds next to its service; the names below
 * are the ones the inspector knows how to group and colour.
 */
export const JOURNAL_KINDS = [
  'log', // console output of the integration: data { level, message, stack? }
  'build', // a host build: data { ok, durationMs, error?, file?, line? }
  'dispatch', // an event delivered to the integration (runtime event, ui_render, fetch): data HttpExchange + { eventType, dispatchId, phases: { buildWaitMs, envelopeMs, startWaitMs } }
  'http.request', // a request to a public endpoint: data HttpExchange
  'outbound.fetch', // a fetch() the integration made: data HttpExchange + { stub, refused }; parentId = its dispatch
  'background.work', // waitUntil work after an answer: data { outcome, durationMs, error, budgetMs }; parentId = its dispatch
  'component.render', // a ui_render and its answer: data { componentId, props, state, action?, context, answer }
  'installation.transition', // data { from, to, reason }
  'webhook.event', // a webhook event created: data { eventId, type, payload, signature }
  'webhook.delivery', // one delivery of an event to a URL: data { eventId, url, outcome }; parentId = event
  'webhook.attempt', // one try: data HttpExchange + WebhookAttemptTiming; parentId = delivery
  'webhook.received', // the local receiver's verdict: data HttpExchange + { verdict, reason, duplicate }
] as const;

export const HttpMessage = z.object({
  headers: z.record(z.string(), z.string()),
  /** Text of the body (UTF-8, or base64 when `bodyEncoding` says so), truncated to `bodyPreviewLimit`. */
  body: z.string(),
  bodyEncoding: z.enum(['utf8', 'base64']).default('utf8'),
  bodySize: z.number().int().nonnegative(),
  truncated: z.boolean().default(false),
});

export const HttpExchange = z.object({
  request: HttpMessage.extend({ method: z.string(), url: z.string() }),
  response: HttpMessage.extend({ status: z.number().int() }).nullable(),
  durationMs: z.number().nullable(),
  /** Network error, time-out or sandbox failure, when there was no response. */
  error: z.string().nullable(),
});
export type HttpExchange = z.infer<typeof HttpExchange>;

export const WebhookAttemptTiming = z.object({
  attempt: z.number().int().min(1),
  plannedAt: z.number(),
  /** The window the jitter allowed: [earliest, latest] planned send time. */
  window: z.tuple([z.number(), z.number()]).nullable(),
  sentAt: z.number().nullable(),
  retryable: z.boolean(),
  reason: z.string().nullable(),
  /** When the next attempt is planned and why that wait (schedule or Retry-After); absent in older records. */
  nextAttemptAt: z.number().nullable().optional(),
  nextDelay: z
    .object({ ms: z.number(), source: z.enum(['schedule', 'retry-after']), why: z.string() })
    .nullable()
    .optional(),
});

/** Bodies kept in the journal are cut at this many bytes; the size is always kept. */
export const BODY_PREVIEW_LIMIT = 256 * 1024;
