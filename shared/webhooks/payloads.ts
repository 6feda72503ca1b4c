import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './event-types.ts';

/**
 * Webhook event payloads exactly as the platform sends them, and generators of realistic values.
 * Every payload carries `eventId` (unique per event), `type` and `installationId`.
 */
export { WEBHOOK_EVENT_TYPES };
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Which installation target each event belongs to: space events need a space, site events a site. */
export const EVENT_TARGET: Record<WebhookEventType, 'space' | 'site'> = {
  space_content_updated: 'space',
  site_view: 'site',
  page_feedback: 'site',
};

const Id = z.string().min(1);

export const Visitor = z.object({
  anonymousId: Id,
  userAgent: z.string(),
  ip: z.string(),
  cookies: z.record(z.string(), z.string()),
});

const Common = { eventId: Id, installationId: Id };

export const SpaceContentUpdated = z.object({ ...Common, type: z.literal('space_content_updated'), spaceId: Id, revisionId: Id });
export const SiteView = z.object({
  ...Common,
  type: z.literal('site_view'),
  siteId: Id,
  visitor: Visitor,
  url: z.url(),
  referrer: z.string(),
});
export const PageFeedback = z.object({
  ...Common,
  type: z.literal('page_feedback'),
  siteId: Id,
  spaceId: Id,
  pageId: Id,
  feedback: z.object({ rating: z.enum(['good', 'ok', 'bad']), comment: z.string() }),
  visitor: Visitor,
  url: z.url(),
  referrer: z.string(),
});

export const WebhookPayload = z.discriminatedUnion('type', [SpaceContentUpdated, SiteView, PageFeedback]);
export type WebhookPayload = z.infer<typeof WebhookPayload>;
export type SpaceContentUpdated = z.infer<typeof SpaceContentUpdated>;
export type SiteView = z.infer<typeof SiteView>;
export type PageFeedback = z.infer<typeof PageFeedback>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A platform-style id: 20 random alphanumerics (optionally prefixed). */
export function randomId(prefix = '', length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = prefix;
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

export function newEventId(): string {
  return `evt_${crypto.randomUUID().replaceAll('-', '')}`;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const PAGES = ['getting-started/quickstart', 'guides/authentication', 'api-reference/webhooks', 'changelog', 'faq'];
const REFERRERS = ['https://www.google.com/', 'https://duckduckgo.com/', 'https://github.com/', ''];
const COMMENTS = ['Clear and to the point, thanks!', 'The code sample fails on Node 18.', 'Could use a diagram of the flow.', ''];

/** Documentation-range addresses (RFC 5737), so a generated payload never names a real visitor. */
function documentationIp(): string {
  return `${pick(['192.0.2', '198.51.100', '203.0.113'])}.${1 + Math.floor(Math.random() * 254)}`;
}

function visitor(): z.infer<typeof Visitor> {
  return {
    anonymousId: randomId('anon_'),
    userAgent: pick(USER_AGENTS),
    ip: documentationIp(),
    cookies: Math.random() < 0.5 ? {} : { theme: pick(['light', 'dark']) },
  };
}

export interface GenerateOptions {
  installationId?: string;
  spaceId?: string;
  siteId?: string;
  eventId?: string;
}

/** A realistic payload of `type`; ids not given are generated. */
export function generatePayload(type: WebhookEventType, options: GenerateOptions = {}): WebhookPayload {
  const eventId = options.eventId ?? newEventId();
  const installationId = options.installationId ?? randomId();
  const siteUrl = `https://docs.example.com/${pick(PAGES)}`;
  switch (type) {
    case 'space_content_updated':
      return { eventId, type, installationId, spaceId: options.spaceId ?? randomId(), revisionId: randomId() };
    case 'site_view':
      return {
        eventId,
        type,
        installationId,
        siteId: options.siteId ?? randomId('site_'),
        visitor: visitor(),
        url: siteUrl,
        referrer: pick(REFERRERS),
      };
    case 'page_feedback':
      return {
        eventId,
        type,
        installationId,
        siteId: options.siteId ?? randomId('site_'),
        spaceId: options.spaceId ?? randomId(),
        pageId: randomId(),
        feedback: { rating: pick(['good', 'ok', 'bad'] as const), comment: pick(COMMENTS) },
        visitor: visitor(),
        url: siteUrl,
        referrer: pick(REFERRERS),
      };
  }
}

/**
 * Checks JSON text a person edited before it is sent: it must parse and match the event's schema.
 * Returns the payload or the first problems with their paths.
 */
export function validatePayloadText(text: string): { ok: true; payload: WebhookPayload } | { ok: false; errors: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`Not valid JSON: ${(error as Error).message}`] };
  }
  const result = WebhookPayload.safeParse(value);
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, errors: result.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) };
}
