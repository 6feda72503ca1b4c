import { entryData } from '../../../shared/journal/entries.ts';
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import type { Journal } from '../../services/journal/journal.ts';
import { openHeadlessJournal } from '../../services/journal/open.ts';
import { createPortStore } from '../../services/workspace/ports.ts';
import {
  createReceiver,
  parseScript,
  RECEIVER_BODY_LIMIT,
  startReceiverServer,
  type ReceivedRequest,
} from '../../services/webhooks/receiver.ts';
import { nodeHmac } from '../../services/webhooks/hmac.ts';
import { createWebhookService, type WebhookService } from '../../services/webhooks/service.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import type { AttemptRow, DeliveryRow } from '../../services/webhooks/types.ts';
import { generatePayload, WEBHOOK_EVENT_TYPES, WebhookEventType } from '../../../shared/webhooks/payloads.ts';
import { count } from '../../../shared/webhooks/policy.ts';
import { maskSecret } from '../../../shared/webhooks/secret.ts';
import { DEFAULT_TOLERANCE_SECONDS, verifySignature } from '../../../shared/webhooks/verify.ts';
import { defineCommand, EXIT, intOption, UsageError, type IO, type Subcommand } from '../command.ts';
import { burst, MAX_BURST, MAX_BURST_CONCURRENCY } from './webhook-burst.ts';
import { trustedFolder } from './trust-flags.ts';

const SUBCOMMANDS = ['send', 'resend', 'listen', 'verify'] as const;

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

async function readArgumentFile(path: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

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

async function send(values: Record<string, unknown>, io: IO): Promise<number> {
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
async function resend(eventId: string | undefined, values: Record<string, unknown>, io: IO): Promise<number> {
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

function receivedLine(request: ReceivedRequest): Record<string, unknown> {
  return {
    at: new Date(request.at).toISOString(),
    verdict: request.verdict.ok ? 'genuine' : 'rejected',
    reason: request.verdict.reason,
    eventId: request.eventId,
    duplicate: request.duplicate,
    status: request.status,
    simulated: request.simulated,
    bodySize: request.bodySize,
  };
}

async function listen(values: Record<string, unknown>, io: IO): Promise<number> {
  const secret = required(values, 'secret');
  const port = intOption(values.port, 'port', { min: 0, max: 65535 });
  const tolerance =
    values.tolerance === undefined ? DEFAULT_TOLERANCE_SECONDS : intOption(values.tolerance, 'tolerance', { min: 0, max: 31_536_000 })!;
  let respond;
  try {
    respond = parseScript(typeof values.respond === 'string' ? values.respond : '');
  } catch (error) {
    throw new UsageError(`--respond: ${(error as Error).message}`);
  }
  const latencyMs = intOption(values.latency, 'latency', { min: 0, max: 60_000 }) ?? 0;
  const retryAfterSeconds = intOption(values['retry-after'], 'retry-after', { min: 0, max: 86_400 }) ?? 1;
  const json = values.json === true;
  const receiver = createReceiver({
    name: 'cli',
    secret,
    toleranceSeconds: tolerance,
    simulation: { respond, latencyMs, retryAfterSeconds },
  });
  receiver.onReceived((request) => {
    const line = receivedLine(request);
    if (json) io.out(JSON.stringify(line));
    else
      io.out(
        `${line.verdict === 'genuine' ? '✓ genuine' : `✗ ${String(line.reason)}`}  eventId=${request.eventId ?? '-'}  duplicate: ${request.duplicate}  → ${request.status ?? 'dropped'}${request.simulated ? ' (simulated)' : ''}`,
      );
  });
  let server;
  try {
    server = await startReceiverServer(receiver, { port });
  } catch (error) {
    throw new UsageError(`cannot listen on 127.0.0.1:${port ?? 0}: ${(error as Error).message}`);
  }
  const hello = {
    listening: server.url,
    secret: maskSecret(secret),
    toleranceSeconds: tolerance,
    bodyLimit: RECEIVER_BODY_LIMIT,
    respond: respond.join(','),
  };
  io.out(
    json
      ? JSON.stringify(hello)
      : `Listening on ${server.url} (secret ${hello.secret}, tolerance ${tolerance} s, body limit ${RECEIVER_BODY_LIMIT} bytes${respond.length ? `, scripted: ${hello.respond}` : ''})`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return EXIT.ok;
}

async function verify(values: Record<string, unknown>, io: IO): Promise<number> {
  const secret = required(values, 'secret');
  let header = required(values, 'header');
  // Accept a pasted header line as well as its value.
  header = header.replace(/^\s*x-platform-signature\s*:\s*/i, '').trim();
  if (values['body-file'] !== undefined && values.body !== undefined) throw new UsageError('give either --body-file or --body, not both.');
  const body =
    typeof values['body-file'] === 'string'
      ? await readArgumentFile(values['body-file'], '--body-file')
      : typeof values.body === 'string'
        ? values.body
        : undefined;
  if (body === undefined) throw new UsageError('--body-file or --body is required.');
  const toleranceSeconds =
    values.tolerance === undefined ? undefined : intOption(values.tolerance, 'tolerance', { min: 0, max: 31_536_000 });
  const verdict = await verifySignature({ header, body, secret, toleranceSeconds, hmac: nodeHmac });
  if (values.json === true) io.out(JSON.stringify(verdict));
  // The verdict word first, as for a rejection; the message already opens with it.
  else if (verdict.ok) io.out(`genuine: ${verdict.message.replace(/^Genuine:\s*/, '')}`);
  else {
    io.out(`rejected (${verdict.reason}): ${verdict.message}`);
    if (verdict.signedString !== null)
      io.out(
        `  signed string: ${JSON.stringify(verdict.signedString.length > 200 ? `${verdict.signedString.slice(0, 200)}…` : verdict.signedString)}`,
      );
    if (verdict.expectedSignature !== null) io.out(`  expected:      v1=${verdict.expectedSignature}`);
    if (verdict.signatures.length) io.out(`  received:      ${verdict.signatures.map((s) => `v1=${s}`).join(', ')}`);
  }
  return verdict.ok ? EXIT.ok : EXIT.failure;
}

/** Each verb's own usage (its `--help` and its usage errors) and the options it takes. */
const WEBHOOK_VERBS: Record<(typeof SUBCOMMANDS)[number], Subcommand> = {
  send: {
    usage:
      'webhook send --url URL --secret S --event TYPE [--payload JSON|@file] [--retries N] [--base-delay MS] [--jitter PERCENT] [--timeout MS] [--honour-retry-after [--retry-after-cap S]] [--count N [--concurrency C]] [--json]',
    summary: 'Sign one event (or a burst of N) and deliver it with the retry policy; one line per attempt, then a summary.',
    details: 'exit 0 when delivered (all of them, with --count), 1 when it gave up',
    options: [
      'url',
      'secret',
      'event',
      'payload',
      'retries',
      'base-delay',
      'jitter',
      'timeout',
      'honour-retry-after',
      'retry-after-cap',
      'count',
      'concurrency',
      'json',
    ],
  },
  resend: {
    usage: 'webhook resend EVENT_ID [--dir DIR] [--url URL] [--secret S] [--trust] [--json]',
    summary: 'Deliver a stored event of the integration in DIR again.',
    details: "same eventId, fresh signature, the webhook installation's URL and secret unless given",
    options: ['dir', 'url', 'secret', 'trust', 'json'],
  },
  listen: {
    usage: 'webhook listen [--port N] --secret S [--tolerance SECONDS] [--respond 500,500,200] [--latency MS] [--retry-after S] [--json]',
    summary: 'Run a verifying webhook receiver on 127.0.0.1; one line per request.',
    details: `401 with the reason for anything not genuine; bodies over ${RECEIVER_BODY_LIMIT} bytes get 413`,
    options: ['port', 'secret', 'tolerance', 'respond', 'latency', 'retry-after', 'json'],
  },
  verify: {
    usage: "webhook verify --secret S --header 't=…,v1=…' (--body-file F | --body STRING) [--tolerance SECONDS] [--json]",
    summary: 'The verdict for one request: genuine, or the reason with the signed string and the expected signature.',
    details: 'exit 0 when genuine, 1 otherwise',
    options: ['secret', 'header', 'body', 'body-file', 'tolerance', 'json'],
  },
};

export const webhook = defineCommand({
  name: 'webhook',
  usage: 'webhook send|resend|listen|verify [options]',
  summary: 'Send signed webhooks with the retry policy, run a verifying receiver, or verify a signature.',
  details: [
    ...Object.values(WEBHOOK_VERBS).flatMap((verb) => [`webhook ${verb.usage.replace(/^webhook /, '')}`, `    ${verb.details}`]),
    `Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}. Secrets are never printed in clear.`,
  ].join('\n'),
  subcommands: WEBHOOK_VERBS,
  options: {
    url: { type: 'string', valueName: 'URL', description: 'send: the receiver URL (http or https)' },
    secret: { type: 'string', valueName: 'S', description: 'the shared signing secret' },
    event: { type: 'string', valueName: 'TYPE', description: 'send: the event type' },
    payload: { type: 'string', valueName: 'JSON|@file', description: 'send: fields over the generated payload' },
    retries: { type: 'string', valueName: 'N', description: 'send: retries after the first attempt (default 3)' },
    'base-delay': { type: 'string', valueName: 'MS', description: 'send: delay before retry 1 (default 1000)' },
    jitter: {
      type: 'string',
      valueName: 'PERCENT',
      description: 'send: each retry waits up to this much longer, drawn at random (default 10)',
    },
    timeout: { type: 'string', valueName: 'MS', description: 'send: per-attempt time-out (default 10000)' },
    'honour-retry-after': {
      type: 'boolean',
      description: "send: a 429 or 503 with Retry-After waits what it asks (capped) instead of the platform's schedule",
    },
    'retry-after-cap': { type: 'string', valueName: 'S', description: 'send: the longest Retry-After honoured (default 60)' },
    count: {
      type: 'string',
      valueName: 'N',
      description: `send: a burst of N deliveries (each its own event, up to ${MAX_BURST}), then a summary with p50/p99 latency and outcome counts`,
    },
    concurrency: {
      type: 'string',
      valueName: 'C',
      description: `send --count: at most C attempts on the wire at once (default 32, up to ${MAX_BURST_CONCURRENCY})`,
    },
    port: { type: 'string', short: 'p', valueName: 'N', description: 'listen: port (default: a free one)' },
    tolerance: { type: 'string', valueName: 'SECONDS', description: 'listen/verify: timestamp tolerance (default 300)' },
    respond: { type: 'string', valueName: 'LIST', description: 'listen: scripted answers, e.g. 500,500,200 or drop' },
    latency: { type: 'string', valueName: 'MS', description: 'listen: delay before every answer' },
    'retry-after': { type: 'string', valueName: 'S', description: 'listen: Retry-After of scripted 429s (default 1)' },
    header: { type: 'string', valueName: 'HEADER', description: 'verify: the X-Platform-Signature value' },
    body: { type: 'string', valueName: 'STRING', description: 'verify: the raw body' },
    'body-file': { type: 'string', valueName: 'F', description: 'verify: a file holding the raw body' },
    dir: { type: 'string', valueName: 'DIR', description: 'resend: the integration folder (default .)' },
    trust: {
      type: 'boolean',
      description: "resend: trust the folder, so its database's webhook URL is used without --url (remembered, as for serve)",
    },
    json: { type: 'boolean', description: 'one JSON object per line' },
  },
  async run({ values, positionals }, io) {
    const sub = positionals[0];
    if (!SUBCOMMANDS.includes(sub as (typeof SUBCOMMANDS)[number]))
      throw new UsageError(`say what to do: webhook ${SUBCOMMANDS.join('|')}${sub ? ` (got ${JSON.stringify(sub)})` : ''}.`);
    if (sub === 'resend') return resend(positionals[1], values, io);
    if (positionals.length > 1) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[1])}.`);
    if (sub === 'send') return send(values, io);
    if (sub === 'listen') return listen(values, io);
    return verify(values, io);
  },
});
