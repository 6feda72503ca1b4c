import { z } from 'zod';
import { HttpExchange, WebhookAttemptTiming } from './records.ts';

/**
 * Every kind of journal entry and the shape of its `data`, in one union. Writers get a typed
 * `append`; readers go through `readEntry`, the one guard, instead of casting `data`.
 *
 * The guard checks the fields each kind needs and keeps those, because the database and NDJSON exports hold
 * rows written by older studios: the guard accepts what those rows have in common with today's,
 * and the wire schema (`JournalRecord` in shared/api) still loads any kind at all.
 */

const LogLevel = z.enum(['debug', 'log', 'info', 'warn', 'error']);

/** Console output of the integration, or a line the studio says about it. */
export const LogData = z.object({
  level: LogLevel,
  message: z.string(),
  ts: z.number().optional(),
  /** Source-mapped stack trace, when an Error was logged. */
  stack: z.string().optional(),
  /** `runtime` when workerd (or the studio) printed it rather than the integration's console. */
  source: z.enum(['integration', 'runtime']).optional(),
});

/** A host build: its outcome, and where it failed. */
export const BuildData = z.object({
  ok: z.boolean(),
  durationMs: z.number(),
  error: z.string().optional(),
  file: z.string().nullable().optional(),
  line: z.number().nullable().optional(),
  missingSecrets: z.array(z.string()).optional(),
});

/** An event the integration received: the envelope it was sent and its answer. */
export const DeliveredDispatch = HttpExchange.extend({
  eventType: z.string(),
  dispatchId: z.string().optional(),
  /** Before the integration ran: waiting for the first build, building the envelope, waiting for the runtime. */
  phases: z.object({ buildWaitMs: z.number(), envelopeMs: z.number(), startWaitMs: z.number() }).optional(),
});

/** An event that never reached the integration (the host was down, or delivering it failed): no envelope. */
export const UndeliveredDispatch = z.object({ eventType: z.string(), error: z.string() });

export const DispatchData = z.union([DeliveredDispatch, UndeliveredDispatch]);

export const OutboundFetchData = HttpExchange.extend({
  /** Answered by the studio itself (the platform API emulator). */
  stub: z.boolean(),
  /** Why the containment policy refused it, or null. */
  refused: z.string().nullable(),
  /** What the platform API emulator said about the call (its operation, route, caller and the body's problems); older rows hold the operation only. */
  api: z
    .object({
      operationId: z.string().nullable(),
      route: z.string().nullable().optional(),
      emulated: z.boolean().optional(),
      caller: z.string().nullable().optional(),
      problems: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    })
    .optional(),
  /** The mock that answered it: a file of mocks/, a fixture's inline mock, or the studio's OAuth stand-in (shared/mocks/stand-in.ts). */
  mock: z.string().optional(),
});

export const BackgroundWorkData = z.object({
  outcome: z.enum(['ok', 'error', 'expired', 'stopped']),
  durationMs: z.number(),
  error: z.string().nullable(),
  budgetMs: z.number(),
});

export const InstallationTransitionData = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string(),
});

export const OAuthResultData = z.object({ installationId: z.string(), ok: z.boolean(), error: z.string().nullable() });

export const WebhookEventData = z.object({
  eventId: z.string(),
  type: z.string(),
  payload: z.unknown(),
  signature: z.string(),
});

/** The retry policy a delivery went out under (shared/webhooks/policy.ts's RetryPolicy), as the delivery queue recorded it. */
export const RecordedRetryPolicy = z.object({
  maxRetries: z.number(),
  baseDelayMs: z.number(),
  jitter: z.number(),
  timeoutMs: z.number(),
  honourRetryAfter: z.boolean().optional(),
  retryAfterCapMs: z.number().optional(),
});

export const WebhookDeliveryData = z.object({
  eventId: z.string(),
  url: z.string(),
  /** Absent in rows of older studios, as the fields after it. */
  outcome: z.string().optional(),
  signature: z.string().optional(),
  webhookId: z.string().nullable().optional(),
  policy: RecordedRetryPolicy.optional(),
});

export const WebhookAttemptData = HttpExchange.extend({
  // Older rows hold the exchange alone: the timing is checked when present.
  ...WebhookAttemptTiming.partial().shape,
  deliveryId: z.number().optional(),
  eventId: z.string().optional(),
  deliveryOutcome: z.string().optional(),
});

/** Why a receiver rejected a request (never the signature it expected: that would sign forgeries). */
export const RejectionDiagnosis = z.object({
  layout: z.string(),
  differs: z.enum(['header', 'timestamp', 'signature']),
  skewSeconds: z.number().nullable(),
  toleranceSeconds: z.number(),
  hints: z.array(z.string()),
});

export const WebhookReceivedData = HttpExchange.extend({
  verdict: z.enum(['genuine', 'rejected']),
  reason: z.string().nullable(),
  duplicate: z.boolean(),
  eventId: z.string().nullable().optional(),
  diagnosis: RejectionDiagnosis.nullable().optional(),
});

/** A hop of a visitor sign-in or logout the studio followed (the event and the callback are also their own records). */
export const VisitorHopData = z.object({
  flowId: z.string(),
  installationId: z.string(),
  step: z.string(),
  url: z.string().nullable(),
  status: z.number().int().nullable(),
  claims: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** The reader's consent when a site record was made (shared/api/site.ts's SiteConsent). */
const SiteConsentAtTheTime = z.enum(['granted', 'denied', 'unset']);

/** What the published site did with an installation's script: fetched it (or used the kept one) and injected it into a page. */
export const SiteScriptData = z.object({
  installationId: z.string(),
  outcome: z.enum(['injected', 'failed', 'none']),
  error: z.string().nullable(),
  /** Whether the kept script was used (the platform's caching headers allowed it) rather than a new dispatch. */
  fromCache: z.boolean(),
  cacheControl: z.string().nullable(),
  csp: z.string().nullable(),
  bytes: z.number().int(),
});

/** A request a site script's page made to another origin, and what the studio did with it. */
export const SiteRequestData = z.object({
  page: z.string(),
  url: z.string(),
  method: z.string(),
  /** `mocked`: a mock answered; `held`: kept on the machine (outbound mode not live); `live`: sent, as the outbound mode allows. */
  outcome: z.enum(['mocked', 'held', 'live']),
  status: z.number().int().nullable(),
  mock: z.string().optional(),
  consent: SiteConsentAtTheTime,
  /** Why it was held, refused or failed (absent in rows that had none). */
  error: z.string().nullable().optional(),
  /** What the page was loading (`script`, `image`, empty for fetch/XHR), as the service worker saw it. */
  destination: z.string().nullable().optional(),
});

/** A Content-Security-Policy violation a site page reported. */
export const SiteCspData = z.object({
  page: z.string(),
  blockedUrl: z.string(),
  directive: z.string(),
  disposition: z.string(),
  sourceFile: z.string().nullable(),
  line: z.number().int().nullable(),
  sample: z.string().nullable(),
  consent: SiteConsentAtTheTime,
});

/** A console message, uncaught error or unhandled rejection of a site page. */
export const SiteConsoleData = z.object({
  page: z.string(),
  level: z.enum(['debug', 'log', 'info', 'warn', 'error']),
  message: z.string(),
  source: z.enum(['console', 'error', 'rejection']),
  stack: z.string().nullable(),
  consent: SiteConsentAtTheTime,
});

/** A cookie a site script set on the site's origin. */
export const SiteCookieData = z.object({
  page: z.string(),
  name: z.string(),
  /** The value as set, cut to a bounded length. */
  value: z.string(),
  consent: SiteConsentAtTheTime,
});

/** The data schema of each kind: the union below and `append`'s types are derived from it. */
export const ENTRY_DATA = {
  log: LogData,
  build: BuildData,
  dispatch: DispatchData,
  'http.request': HttpExchange,
  'outbound.fetch': OutboundFetchData,
  'background.work': BackgroundWorkData,
  'installation.transition': InstallationTransitionData,
  'oauth.result': OAuthResultData,
  'webhook.event': WebhookEventData,
  'webhook.delivery': WebhookDeliveryData,
  'webhook.attempt': WebhookAttemptData,
  'webhook.received': WebhookReceivedData,
  'visitor.hop': VisitorHopData,
  'site.script': SiteScriptData,
  'site.request': SiteRequestData,
  'site.csp': SiteCspData,
  'site.console': SiteConsoleData,
  'site.cookie': SiteCookieData,
} as const;

export type JournalKind = keyof typeof ENTRY_DATA;
export const JOURNAL_KINDS = Object.keys(ENTRY_DATA) as JournalKind[];
/** Whether `kind` is one of today's (its own key: `constructor` or `toString` are not kinds). */
export const isJournalKind = (kind: string): kind is JournalKind => Object.hasOwn(ENTRY_DATA, kind);

/** What a reader gets for a kind: `data` as the guard checked it. */
export type EntryData<K extends JournalKind> = z.output<(typeof ENTRY_DATA)[K]>;
/** What a writer passes for a kind (defaults not yet applied). */
export type EntryInput<K extends JournalKind> = z.input<(typeof ENTRY_DATA)[K]>;

const entry = <K extends JournalKind>(kind: K) => z.object({ kind: z.literal(kind), data: ENTRY_DATA[kind] });

export const JournalEntry = z.discriminatedUnion(
  'kind',
  JOURNAL_KINDS.map((kind) => entry(kind)) as unknown as [
    ReturnType<typeof entry<JournalKind>>,
    ...ReturnType<typeof entry<JournalKind>>[],
  ],
);

/** A checked entry: `kind` narrows `data`. */
export type JournalEntry = { [K in JournalKind]: { kind: K; data: EntryData<K> } }[JournalKind];
/** A new entry as a writer gives it: `kind` decides what `data` must be. */
export type NewJournalEntry = { [K in JournalKind]: { kind: K; data: EntryInput<K> } }[JournalKind];

/**
 * The one guard for readers: the record's kind and data checked against the union, or null when
 * the kind is not one of today's or its data lacks what that kind needs (a row from elsewhere).
 */
export function readEntry(record: { kind: string; data: unknown }): JournalEntry | null {
  if (!isJournalKind(record.kind)) return null;
  const checked = ENTRY_DATA[record.kind].safeParse(record.data);
  return checked.success ? ({ kind: record.kind, data: checked.data } as JournalEntry) : null;
}

/** The record's data when it is of `kind` and well formed, else null. */
export function entryData<K extends JournalKind>(record: { kind: string; data: unknown }, kind: K): EntryData<K> | null {
  if (record.kind !== kind) return null;
  const checked = ENTRY_DATA[kind].safeParse(record.data);
  return checked.success ? (checked.data as EntryData<K>) : null;
}

/**
 * Which entries were an input to the integration and so can be saved as a fixture: one rule per
 * kind, over its checked data. A dispatch that never reached the integration holds no envelope, so
 * it is not one.
 */
const INPUTS = {
  dispatch: (data: EntryData<'dispatch'>) => 'request' in data,
  'http.request': () => true,
  'webhook.event': () => true,
  'webhook.delivery': () => true,
  'webhook.attempt': () => true,
  'webhook.received': () => true,
} satisfies { [K in JournalKind]?: (data: EntryData<K>) => boolean };

export type CapturableKind = keyof typeof INPUTS;
export const CAPTURABLE_KINDS = Object.keys(INPUTS) as CapturableKind[];

/** Whether "Save as fixture" is offered for this record. */
export function isCapturable(record: { kind: string; data: unknown }): boolean {
  const checked = readEntry(record);
  if (!checked || !(checked.kind in INPUTS)) return false;
  return (INPUTS[checked.kind as CapturableKind] as (data: unknown) => boolean)(checked.data);
}
