import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { createJournal, type NewRecord } from '../../../electron/services/journal/journal.ts';
import { nodeHmac } from '../../../electron/services/webhooks/hmac.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { ReceivedView, WebhookView } from '../../../shared/api/webhooks.ts';
import { verifySignature } from '../../../shared/webhooks/verify.ts';

describe('rejected forgeries are not a signing oracle', () => {
  let studio: Studio;
  let dir: string;
  const pushes: ReceivedView[] = [];
  const call = async <T>(method: string, input: unknown): Promise<T> => {
    const answer = await studio.dispatch(method, input);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.result as T;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhooks-oracle-'));
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    studio = await createStudio({ dir, transport: 'browser' });
    studio.bus.subscribe('webhooks.received', (r) => pushes.push(r));
  });
  afterAll(async () => {
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a rejected request keeps why it failed (layout, differing part, skew) and never the expected signature, in pushes, the journal and exports', async () => {
    const { url } = await call<{ url: string }>('webhooks.receivers.create', { name: 'oracle' });
    const webhook = await call<WebhookView>('webhooks.create', { target: 'space', url, events: ['space_content_updated'] });
    await call('webhooks.receivers.configure', { name: 'oracle', secretFromWebhook: webhook.id });
    const secret = studio.session().webhooks.installation(webhook.id).secret;

    const body = JSON.stringify({ eventId: 'evt_forged', type: 'space_content_updated' });
    const now = Math.floor(Date.now() / 1000);
    const old = now - 3_600;
    // A forger's guess, a replay an hour old, and a body signed without its "<t>." prefix.
    const forgeries = [
      { t: now, header: `t=${now},v1=${'ab'.repeat(32)}` },
      { t: old, header: `t=${old},v1=${nodeHmac(secret, new TextEncoder().encode(`${old}.${body}`))}` },
      { t: now, header: `t=${now},v1=${nodeHmac(secret, new TextEncoder().encode(body))}` },
    ];
    for (const forgery of forgeries) {
      const answer = await fetch(url, { method: 'POST', body, headers: { 'x-platform-signature': forgery.header } });
      expect(answer.status).toBe(401);
    }
    const expected = forgeries.map(({ t }) => nodeHmac(secret, new TextEncoder().encode(`${t}.${body}`)));
    // Sanity: the verifier does compute them (for `webhook verify`, whose user holds the secret).
    expect((await verifySignature({ header: forgeries[0]!.header, body, secret, hmac: nodeHmac })).expectedSignature).toBe(expected[0]);

    const rejected = pushes.slice(-3);
    expect(rejected.map((r) => r.verdict.reason)).toEqual(['signature-mismatch', 'timestamp-out-of-tolerance', 'signature-mismatch']);
    expect(rejected[0]!.verdict.diagnosis).toMatchObject({ differs: 'signature', toleranceSeconds: 300, hints: [] });
    expect(rejected[0]!.verdict.diagnosis!.layout).toMatch(new RegExp(`^<t>\\.<raw body>: "${now}" \\+ "\\." \\+ ${body.length} bytes`));
    expect(rejected[1]!.verdict.diagnosis).toMatchObject({ differs: 'timestamp' });
    expect(rejected[1]!.verdict.diagnosis!.skewSeconds).toBeGreaterThanOrEqual(3_600);
    expect(rejected[1]!.verdict.diagnosis!.hints[0]).toMatch(/v1 signature itself matches/);
    expect(rejected[2]!.verdict.diagnosis!.hints[0]).toMatch(/HMAC of the body alone/);

    const stored = [
      JSON.stringify(pushes),
      JSON.stringify(await call('webhooks.receivers.list', {})),
      (await call<{ content: string }>('inspector.export', { format: 'ndjson', filter: { kinds: ['webhook.received'] } })).content,
      (await call<{ content: string }>('inspector.export', { format: 'har' })).content,
    ].join('\n');
    expect(stored).toContain('evt_forged');
    expect(stored).not.toContain('expectedSignature');
    for (const signature of expected.slice(0, 1).concat(expected.slice(2))) expect(stored).not.toContain(signature);
  });
});

describe('journals written by older studios', () => {
  it('a reception stored with its expected signature loses it when the journal opens', () => {
    const db = new DatabaseSync(':memory:');
    const first = createJournal(db, createBus());
    const old = first.append({
      kind: 'webhook.received',
      status: 'error',
      summary: 'main: signature-mismatch → 401',
      data: { verdict: 'rejected', reason: 'signature-mismatch', expectedSignature: 'ab'.repeat(32) },
      // As an older studio wrote it: today's type has no expectedSignature.
    } as unknown as NewRecord);
    first.close();
    db.prepare('DELETE FROM journal_settings WHERE key = ?').run('received-without-expected');
    const reopened = createJournal(db, createBus());
    expect(reopened.get(old.id)!.data).toEqual({ verdict: 'rejected', reason: 'signature-mismatch' });
    reopened.close();
  });
});
