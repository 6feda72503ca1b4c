import { readFile } from 'node:fs/promises';
import {
  createReceiver,
  parseScript,
  RECEIVER_BODY_LIMIT,
  startReceiverServer,
  type ReceivedRequest,
} from '../../services/webhooks/receiver.ts';
import { nodeHmac } from '../../services/webhooks/hmac.ts';
import { maskSecret } from '../../../shared/webhooks/secret.ts';
import { DEFAULT_TOLERANCE_SECONDS, verifySignature } from '../../../shared/webhooks/verify.ts';
import { EXIT, intOption, UsageError, type IO } from '../command.ts';
import { lineWriter } from './line-writer.ts';

// `webhook listen` and `webhook verify`: apart from send and resend so they load neither the journal,
// its database nor the delivery engine, only the receiver and the signature check.

export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

export async function readArgumentFile(path: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** `at` as ISO text; requests one at a time arrive many to a millisecond, so the last one is reused (~0.4 µs each). */
function isoTime(): (at: number) => string {
  let lastAt = Number.NaN;
  let lastText = '';
  return (at) => {
    if (at !== lastAt) {
      lastText = new Date(at).toISOString();
      lastAt = at;
    }
    return lastText;
  };
}

function receivedLine(request: ReceivedRequest, iso: (at: number) => string): Record<string, unknown> {
  return {
    at: iso(request.at),
    verdict: request.verdict.ok ? 'genuine' : 'rejected',
    reason: request.verdict.reason,
    eventId: request.eventId,
    duplicate: request.duplicate,
    status: request.status,
    simulated: request.simulated,
    bodySize: request.bodySize,
  };
}

export async function listen(values: Record<string, unknown>, io: IO): Promise<number> {
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
  const lines = lineWriter(io);
  const iso = isoTime();
  receiver.onReceived((request) => {
    const line = receivedLine(request, iso);
    if (json) lines.write(JSON.stringify(line));
    else
      lines.write(
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
  lines.flush();
  return EXIT.ok;
}

export async function verify(values: Record<string, unknown>, io: IO): Promise<number> {
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
