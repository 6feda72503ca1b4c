import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import type { SentAttempt } from '../../../electron/services/webhooks/http.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function service(options: { paused?: boolean; concurrency?: number }) {
  const db = openDatabaseFile(':memory:');
  const held: ((sent: SentAttempt) => void)[] = [];
  const s = createWebhookService({
    db,
    journal: createJournal(db, createBus()),
    ...options,
    // The receiver never answers during the test: attempts stay on the wire.
    post: () => new Promise<SentAttempt>((resolve) => held.push(resolve)),
  });
  cleanups.push(async () => {
    await s.dispose();
    db.close();
  });
  return s;
}

const send = (s: ReturnType<typeof service>) =>
  s.sendTo({ url: 'http://127.0.0.1:9/hook', secret: 'returned-row-secret', bodyText: JSON.stringify(generatePayload('site_view')) });

describe('the delivery a send returns is the stored one', () => {
  it('claimed by the commit that stored it: the returned row says sending, as a read of the store does', async () => {
    const s = service({ concurrency: 4 });
    const rows = await Promise.all([send(s), send(s), send(s)]);
    for (const row of rows) {
      expect(row.attempts[0]!.state).toBe('sending');
      expect(row).toEqual(s.delivery(row.id));
    }
  });

  it('queued behind a full queue or a paused one: the returned row says planned with its due time, as a read does', async () => {
    // One slot and one claimed ahead: the third waits in the queue.
    const busy = service({ concurrency: 1 });
    const rows = await Promise.all([send(busy), send(busy), send(busy)]);
    expect(rows.map((row) => row.attempts[0]!.state)).toEqual(['sending', 'sending', 'planned']);
    for (const row of rows) expect(row).toEqual(busy.delivery(row.id));

    const paused = service({ paused: true });
    const row = await send(paused);
    expect(row.attempts[0]!.state).toBe('planned');
    expect(row.nextAt).toBe(row.attempts[0]!.plannedAt);
    expect(row).toEqual(paused.delivery(row.id));
  });
});
