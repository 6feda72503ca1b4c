import { RECEIVER_BODY_LIMIT } from '../../services/webhooks/receiver.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../shared/webhooks/event-types.ts';
import { defineCommand, UsageError, type Subcommand } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';
import { MAX_BURST, MAX_BURST_CONCURRENCY } from './webhook-burst.ts';

// The command's words only: each verb's module loads when it runs (webhook-send.ts, webhook-listen.ts).
const SUBCOMMANDS = ['send', 'resend', 'listen', 'verify'] as const;

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
    dir: { ...DIR_OPTION, description: 'resend: the integration folder (default: the current folder)' },
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
    if (sub === 'resend') return (await import('./webhook-send.ts')).resend(positionals[1], values, io);
    if (positionals.length > 1) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[1])}.`);
    if (sub === 'send') return (await import('./webhook-send.ts')).send(values, io);
    const receive = await import('./webhook-listen.ts');
    return sub === 'listen' ? receive.listen(values, io) : receive.verify(values, io);
  },
});
