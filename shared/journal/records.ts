import { z } from 'zod';

/**
 * Shapes of journal `data` that several producers share, so the inspector can show any HTTP
 * exchange the same way. Every kind and its shape is in `entries.ts`.
 */

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

export { BODY_PREVIEW_LIMIT } from './limits.ts';
