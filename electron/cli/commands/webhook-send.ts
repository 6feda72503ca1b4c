// `webhook send` and `webhook resend`: the delivery engine and the folder's journal, loaded only for them.
import { entryData } from '../../../shared/journal/entries.ts';
import { STATUS_CODES } from 'node:http';
import type { Journal } from '../../services/journal/journal.ts';
import { openHeadlessJournal } from '../../services/journal/open.ts';
import { createPortStore } from '../../services/workspace/ports.ts';
import { createWebhookService, type WebhookService } from '../../services/webhooks/service.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import type { AttemptRow, DeliveryRow } from '../../services/webhooks/types.ts';
import { generatePayload, WEBHOOK_EVENT_TYPES, WebhookEventType } from '../../../shared/webhooks/payloads.ts';
import { count } from '../../../shared/webhooks/policy.ts';
import { maskSecret } from '../../../shared/webhooks/secret.ts';
import { EXIT, intOption, UsageError, type IO } from '../command.ts';
import { readArgumentFile, required } from './webhook-listen.ts';
import { burst, MAX_BURST, MAX_BURST_CONCURRENCY } from './webhook-burst.ts';
import { trustedFolder } from '../trust-flags.ts';

/** The payload to send: the generated one for --event, with --payload's fields (JSON or @file) on top. */
async function buildBody(type: WebhookEventType, payloadArg: string | undefined): Promise<string> {
  const generated = generatePayload(type);
  if (payloadArg === undefined) return JSON.stringify(generated);
  const text = payloadArg.startsWith('@') ? (await readArgumentFile(payloadArg.slice(1), '--payload file')).toString('utf8') : payloadArg;
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--payload is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new UsageError('--payload must be a JSON object.');
  if ('type' in given && (given as { type: unknown }).type !== type)
    throw new UsageError(`--payload has type ${JSON.stringify((given as { type: unknown }).type)} but --event is ${type}.`);
  return JSON.stringify({ ...generated, ...given });
}

function attemptLine(delivery: DeliveryRow, attempt: AttemptRow): Record<string, unknown> {
  const previous = delivery.attempts.find((a) => a.attempt === attempt.attempt - 1);
  const plannedDelayMs = previous?.finishedAt != null ? attempt.plannedAt - previous.finishedAt : 0;
  return {
    attempt: attempt.attempt,
    plannedDelayMs: Math.round(plannedDelayMs),
    latenessMs: attempt.sentAt === null ? null : Math.round(attempt.sentAt - attempt.plannedAt),
    status: attempt.status,
    error: attempt.error,
    retryable: attempt.retryable,
    reason: attempt.reason,
    durationMs: attempt.durationMs === null ? null : Math.round(attempt.durationMs * 10) / 10,
  };
}

export async function send(values: Record<string, unknown>, io: IO): Promise<number> {
  const url = required(values, 'url');
  const secret = required(values, 'secret');
  const eventArg = required(values, 'event');
  const event = WebhookEventType.safeParse(eventArg);
  if (!event.success) throw new UsageError(`--event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}, got ${JSON.stringify(eventArg)}.`);
  const jitterPercent = intOption(values.jitter, 'jitter', { min: 0, max: 100 });
  const retryAfterCapS = intOption(values['retry-after-cap'], 'retry-after-cap', { min: 1, max: 3600 });
  if (retryAfterCapS !== undefined && values['honour-retry-after'] !== true)
    throw new UsageError('--retry-after-cap only applies with --honour-retry-after.');
  const policy = {
    maxRetries: intOption(values.retries, 'retries', { min: 0, max: 10 }),
    baseDelayMs: intOption(values['base-delay'], 'base-delay', { min: 1, max: 3_600_000 }),
    jitter: jitterPercent === undefined ? undefined : jitterPercent / 100,
    timeoutMs: intOption(values.timeout, 'timeout', { min: 1, max: 120_000 }),
    honourRetryAfter: values['honour-retry-after'] === true,
    retryAfterCapMs: retryAfterCapS === undefined ? undefined : retryAfterCapS * 1000,
  };
  const count = intOption(values.count, 'count', { min: 1, max: MAX_BURST });
  const concurrency = intOption(values.concurrency, 'concurrency', { min: 1, max: MAX_BURST_CONCURRENCY });
  if (concurrency !== undefined && count === undefined) throw new UsageError('--concurrency only applies with --count N.');
  const bodyText = await buildBody(event.data, values.payload as string | undefined);
  const json = values.json === true;
  const opened = openHeadlessJournal('memory');
  const { db, journal } = opened;
  const service = opened.store.add(
    createWebhookService({ db, journal, concurrency: count === undefined ? undefined : (concurrency ?? 32) }),
  );
  try {
    if (count !== undefined) {
      // The first body is checked (and any usage error raised) before anything is sent.
      let first: string | null = bodyText;
      return await burst({
        service,
        count,
        concurrency: concurrency ?? 32,
        url,
        secret,
        policy,
        json,
        io,
        body: async () => {
          const next = first ?? (await buildBody(event.data, values.payload as string | undefined));
          first = null;
          return next;
        },
      }).catch((error: Error) => {
        throw error instanceof UsageError ? error : new UsageError(error.message);
      });
    }
    return await follow(
      journal,
      service,
      json,
      io,
      async () => {
        try {
          return await service.sendTo({ url, secret, bodyText, policy });
        } catch (error) {
          throw new UsageError((error as Error).message);
        }
      },
      secret,
    );
  } finally {
    await opened.dispose();
  }
}

/** The receiver's own words for a refused attempt: its status line and the first line of its body (from the attempt's journal record). */
function refusal(journal: Journal, attempt: AttemptRow): { statusLine: string; body: string } | null {
  if (attempt.status === null || (attempt.status >= 200 && attempt.status < 300) || attempt.journalId === null) return null;
  const stored = journal.get(attempt.journalId);
  const response = stored ? entryData(stored, 'webhook.attempt')?.response : null;
  const firstLine = response && response.bodyEncoding !== 'base64' ? (response.body.split(/\r?\n/, 1)[0] ?? '').trim() : '';
  return {
    statusLine: `HTTP ${attempt.status} ${STATUS_CODES[attempt.status] ?? ''}`.trim(),
    body: firstLine.length > 200 ? `${firstLine.slice(0, 200)}…` : firstLine,
  };
}

/** Starts one delivery, prints each attempt as its result is recorded, then the summary; exit 0 delivered, 1 gave up. */
async function follow(
  journal: Journal,
  service: WebhookService,
  json: boolean,
  io: IO,
  start: () => Promise<DeliveryRow>,
  secret: string | null,
): Promise<number> {
  const printed = new Set<number>();
  let id: number | null = null;
  const finished = new Promise<DeliveryRow>((resolve) => {
    service.onDelivery((delivery) => {
      if (delivery.id !== id) return;
      for (const attempt of delivery.attempts) {
        if (printed.has(attempt.attempt) || (attempt.state !== 'done' && attempt.state !== 'interrupted')) continue;
        printed.add(attempt.attempt);
        const line = attemptLine(delivery, attempt);
        const answer = refusal(journal, attempt);
        if (json) io.out(JSON.stringify(answer ? { ...line, answer } : line));
        else {
          const result = attempt.status !== null ? String(attempt.status) : (attempt.error ?? 'no answer');
          io.out(`attempt ${attempt.attempt}  planned +${line.plannedDelayMs} ms  → ${result}  ${line.durationMs} ms  (${attempt.reason})`);
          if (answer) io.out(`    ${answer.statusLine}${answer.body ? `: ${answer.body}` : ''}`);
        }
      }
      if (delivery.state !== 'pending') resolve(delivery);
    });
  });
  const delivery = await start();
  id = delivery.id;
  if (!json) {
    const key = secret === null ? 'the webhook installation’s secret' : `secret ${maskSecret(secret)}`;
    io.out(
      `${delivery.eventType} ${delivery.eventId} → ${delivery.url} (${key}, ${count(delivery.policy.maxRetries, 'retry', 'retries')}, base ${delivery.policy.baseDelayMs} ms)`,
    );
  }
  const final = await finished;
  const elapsedMs = Math.round((final.finishedAt ?? Date.now()) - final.createdAt);
  if (json)
    io.out(
      JSON.stringify({
        summary: true,
        eventId: final.eventId,
        outcome: final.state,
        attempts: final.attempts.length,
        elapsedMs,
        reason: final.reason,
        signature: final.signatureHeader,
      }),
    );
  else
    io.out(
      final.state === 'delivered'
        ? `delivered after ${final.attempts.length} attempt(s) in ${elapsedMs} ms`
        : `gave up after ${final.attempts.length} attempt(s) in ${elapsedMs} ms: ${final.reason}`,
    );
  return final.state === 'delivered' ? EXIT.ok : EXIT.failure;
}

/** Resends a stored event of a workspace (a new delivery, same eventId, fresh signature); a running studio may share the database. */
export async function resend(eventId: string | undefined, values: Record<string, unknown>, io: IO): Promise<number> {
  if (!eventId) throw new UsageError('name the event: webhook resend EVENT_ID [--dir DIR].');
  const { dir } = await locateIntegration(typeof values.dir === 'string' ? values.dir : '.');
  const url = typeof values.url === 'string' ? values.url : undefined;
  // The stored URL is whatever the folder's database says: a shipped database could aim the resend
  // at any local service. Until the user trusts the folder, the URL is theirs to give.
  if (url === undefined && !(await trustedFolder(dir, values.trust === true)))
    throw new UsageError(
      `${dir} is not a folder you trusted, so its database does not choose where to send: give --url URL, or trust the folder with --trust.`,
    );
  const opened = openHeadlessJournal({ dir });
  const { db, journal } = opened;
  // Only its own delivery: the rest of the queue belongs to the studio, if one is running.
  // A webhook to the studio's own receiver is stored as a reference to its public server: resolve it
  // against the origin the studio that last opened this folder serves on (it writes it in the
  // database), else the public port the studio remembers.
  const stored = db.prepare("SELECT value FROM journal_settings WHERE key = 'studio.publicOrigin'").get() as { value: string } | undefined;
  const remembered = await createPortStore().read();
  const studioOrigin = stored?.value ?? (remembered.public === undefined ? null : `http://127.0.0.1:${remembered.public}`);
  const service = opened.store.add(createWebhookService({ db, journal, ownDeliveriesOnly: true, studioOrigin: () => studioOrigin }));
  const secret = typeof values.secret === 'string' ? values.secret : undefined;
  try {
    return await follow(journal, service, values.json === true, io, () => service.resend(eventId, { secret, url }), secret ?? null);
  } finally {
    await opened.dispose();
  }
}
