import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabase } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { cpSync } from 'node:fs';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { createReceiver, startReceiverServer, type Receiver } from '../../../electron/services/webhooks/receiver.ts';
import { sign } from '../../../shared/webhooks/signature.ts';

const SECRET = 'cli-secret-do-not-print-1234';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, all: [...out, ...err].join('\n') };
}

describe('integration-studio webhook', () => {
  let receiver: Receiver;
  let server: Awaited<ReturnType<typeof startReceiverServer>>;
  const dir = mkdtempSync(join(tmpdir(), 'webhook-cli-'));
  beforeAll(async () => {
    receiver = createReceiver({ name: 'cli-test', secret: SECRET });
    server = await startReceiverServer(receiver);
  });
  /** `webhook send` to the test receiver with the test secret. */
  const send = (event: string, ...extra: string[]) =>
    run(['webhook', 'send', '--url', server.url, '--secret', SECRET, '--event', event, ...extra]);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('send prints one line per attempt and exits 0 when delivered, never printing the secret', async () => {
    receiver.configure({ simulation: { respond: [503, 200] } });
    const result = await send('space_content_updated', '--base-delay', '20');
    expect(result.code).toBe(0);
    expect(result.out.filter((l) => l.startsWith('attempt '))).toHaveLength(2);
    expect(result.out.find((l) => l.startsWith('attempt 2'))).toMatch(/planned \+2\d ms {2}→ 200/);
    expect(result.out.at(-1)).toMatch(/^delivered after 2 attempt\(s\)/);
    expect(result.all).not.toContain(SECRET);
  });

  it('send --jitter 0 plans each retry at exactly its base delay, doubling; a jitter over 100 % is a usage error', async () => {
    receiver.configure({ simulation: { respond: [503, 503, 200] } });
    const result = await send('site_view', '--base-delay', '20', '--jitter', '0');
    expect(result.code).toBe(0);
    expect(result.out.find((l) => l.startsWith('attempt 2'))).toMatch(/planned \+20 ms /);
    expect(result.out.find((l) => l.startsWith('attempt 3'))).toMatch(/planned \+40 ms /);
    const wrong = await send('site_view', '--base-delay', '20', '--jitter', '150');
    expect(wrong.code).toBe(2);
    expect(wrong.all).toMatch(/--jitter must be a whole number from 0 to 100, got "150"/);
  });

  it('send exits 1 when it gives up, with --json lines per attempt and a summary', async () => {
    receiver.configure({ simulation: { respond: [400] } });
    const result = await send('site_view', '--json');
    expect(result.code).toBe(1);
    const lines = result.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ attempt: 1, status: 400, retryable: false });
    expect(lines.at(-1)).toMatchObject({ summary: true, outcome: 'failed', attempts: 1 });
  });

  it('send takes --payload fields from a file over the generated payload', async () => {
    receiver.configure({ simulation: { respond: [] } });
    const file = join(dir, 'payload.json');
    writeFileSync(file, JSON.stringify({ feedback: { rating: 'bad', comment: 'from a file' } }));
    const result = await send('page_feedback', '--payload', `@${file}`);
    expect(result.code).toBe(0);
    expect(JSON.parse(receiver.received().at(-1)!.body)).toMatchObject({
      type: 'page_feedback',
      feedback: { rating: 'bad', comment: 'from a file' },
    });
  });

  it('send refuses bad flags with exit 2 and a reason', async () => {
    expect((await send('nope')).all).toMatch(/--event must be one of/);
    expect((await run(['webhook', 'send', '--url', 'ftp://x', '--secret', SECRET, '--event', 'site_view'])).code).toBe(2);
    expect((await send('site_view', '--payload', '{')).all).toMatch(/not valid JSON/);
    expect((await run(['webhook', 'listen', '--secret', SECRET, '--respond', '500,abc'])).code).toBe(2);
    expect((await run(['webhook'])).code).toBe(2);
  });

  it('send --count N --concurrency C delivers a bounded burst and prints a summary with p50/p99 latency and the outcome counts', async () => {
    receiver.configure({ simulation: { respond: [500, 503] } });
    const received = receiver.received().length;
    const result = await send('page_feedback', '--count', '20', '--concurrency', '4', '--base-delay', '10', '--json');
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.out.at(-1)!) as Record<string, unknown> & {
      attemptLatencyMs: { p50: number; p99: number };
      outcomes: Record<string, number>;
    };
    expect(summary).toMatchObject({ summary: true, count: 20, concurrency: 4, delivered: 20, failed: 0, attempts: 22 });
    expect(summary.outcomes).toEqual({ '200': 20, '500': 1, '503': 1 });
    expect(summary.attemptLatencyMs.p50).toBeGreaterThan(0);
    expect(summary.attemptLatencyMs.p99).toBeGreaterThanOrEqual(summary.attemptLatencyMs.p50);
    // Each delivery is its own event, and every request was genuine.
    const got = receiver.received().slice(received);
    expect(new Set(got.map((r) => r.eventId)).size).toBe(20);
    expect(got.every((r) => r.verdict.ok)).toBe(true);
  });

  it('send --count prints the summary as text, exits 1 when some gave up, and refuses an unbounded burst', async () => {
    receiver.configure({ simulation: { respond: [400] } });
    const result = await send('site_view', '--count', '3', '--concurrency', '1');
    expect(result.code).toBe(1);
    expect(result.all).toMatch(/2 delivered, 1 failed in \d+ ms/);
    expect(result.all).toMatch(/latency per attempt: p50 [\d.]+ ms, p99 [\d.]+ ms/);
    expect(result.all).toMatch(/outcomes: 200 ×2, 400 ×1/);
    expect(result.all).not.toContain(SECRET);
    expect((await send('site_view', '--count', '10001')).all).toMatch(/--count must be a whole number from 1 to 10000/);
    expect((await send('site_view', '--concurrency', '4')).code).toBe(2);
  });

  it("resend delivers a workspace's stored event again, signed with the webhook installation's secret, same eventId", async () => {
    receiver.configure({ simulation: { respond: [] } });
    const workspace = join(dir, 'integration');
    cpSync(EXAMPLE_DIR, workspace, { recursive: true, filter: (source) => !source.includes('.studio') });
    const db = openDatabase(workspace);
    const journal = createJournal(db, createBus());
    const service = createWebhookService({ db, journal });
    const webhook = service.createInstallation({ target: 'site', url: server.url, events: ['site_view'] });
    receiver.configure({ secret: webhook.secret });
    const first = await service.send(webhook.id, JSON.stringify(generatePayload('site_view')));
    await service.idle();
    await service.dispose();
    journal.close();
    db.close();

    // Without --url the stored URL is used, which only a folder the user trusts may choose.
    expect((await run(['webhook', 'resend', first.eventId, '--dir', workspace])).all).toMatch(
      /not a folder you trusted.*give --url URL, or trust the folder with --trust/,
    );
    const result = await run(['webhook', 'resend', first.eventId, '--dir', workspace, '--trust']);
    expect(result.code).toBe(0);
    expect(result.out.at(-1)).toMatch(/^delivered after 1 attempt/);
    const again = receiver.received().at(-1);
    expect(again!.eventId).toBe(first.eventId);
    expect(again!.duplicate).toBe(true);
    expect(again!.verdict.ok).toBe(true);
    expect(result.all).not.toContain(webhook.secret);
    expect((await run(['webhook', 'resend', 'evt_missing', '--dir', workspace, '--trust'])).code).toBe(2);
    receiver.configure({ secret: SECRET });
  });

  it('verify exits 0 for a genuine body and 1 with the reason and expected signature otherwise', async () => {
    const body = '{"eventId":"evt_cli","type":"site_view"}';
    const file = join(dir, 'body.json');
    writeFileSync(file, body);
    const { header } = await sign(SECRET, body);
    const good = await run(['webhook', 'verify', '--secret', SECRET, '--header', `X-Platform-Signature: ${header}`, '--body-file', file]);
    expect(good.code).toBe(0);
    expect(good.out[0]).toMatch(/^genuine/);
    const bad = await run(['webhook', 'verify', '--secret', SECRET, '--header', header, '--body', `${body} `]);
    expect(bad.code).toBe(1);
    expect(bad.out[0]).toMatch(/^rejected \(signature-mismatch\)/);
    expect(bad.all).toMatch(/expected: {6}v1=[0-9a-f]{64}/);
    expect(bad.all).not.toContain(SECRET);
    const json = await run(['webhook', 'verify', '--secret', SECRET, '--header', 'nonsense', '--body', body, '--json']);
    expect(JSON.parse(json.out[0]!)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
