import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import type { SentAttempt } from '../../../electron/services/webhooks/http.ts';
import { createWebhookService, type WebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { drain, drive } from './fake-clock.ts';

/** A sender that answers instantly from a script, so only the queue's timing is measured. */
function scripted(statuses: (number | 'network' | 'timeout')[]) {
  const sent: { at: number; signature: string }[] = [];
  const post = async (input: { signatureHeader: string }): Promise<SentAttempt> => {
    sent.push({ at: Date.now(), signature: input.signatureHeader });
    const next = statuses.shift() ?? 200;
    const exchange = {
      request: { method: 'POST', url: 'http://x/', headers: {}, body: '', bodyEncoding: 'utf8' as const, bodySize: 0, truncated: false },
      response: null,
      durationMs: 0,
      error: null,
    };
    return typeof next === 'number' ? { outcome: { status: next }, exchange } : { outcome: { error: next, message: next }, exchange };
  };
  return { sent, post };
}

describe('the retry schedule (fake timers)', () => {
  let service: WebhookService;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_800_000_000_000 });
  });
  afterEach(async () => {
    await service?.dispose();
    vi.useRealTimers();
  });

  async function run(statuses: (number | 'network' | 'timeout')[], random: () => number) {
    const db = openDatabaseFile(':memory:');
    const sender = scripted(statuses);
    service = createWebhookService({ db, journal: createJournal(db, createBus()), post: sender.post, random });
    const delivery = await service.sendTo({
      url: 'http://127.0.0.1:9/',
      secret: 'fake-timer-secret',
      bodyText: JSON.stringify(generatePayload('site_view')),
    });
    await drive(() => service.delivery(delivery.id).state !== 'pending');
    return { delivery: service.delivery(delivery.id), sent: sender.sent };
  }

  it('retry 1 fires 1.0 s, retry 2 2.0 s, retry 3 4.0 s after the attempt before it with no jitter drawn', async () => {
    const { delivery, sent } = await run([500, 500, 500, 500], () => 0);
    const gaps = sent.slice(1).map((s, i) => s.at - sent[i]!.at);
    expect(gaps).toEqual([1000, 2000, 4000]);
    expect(delivery).toMatchObject({ state: 'failed' });
    expect(delivery.attempts).toHaveLength(4);
  });

  it('with the largest jitter the retries fire 1.1, 2.2 and 4.4 s after (to the ms, floored)', async () => {
    const { sent } = await run(['network', 'timeout', 503, 200], () => 0.9999999);
    expect(sent.slice(1).map((s, i) => s.at - sent[i]!.at)).toEqual([1099, 2199, 4399]);
  });

  it('each attempt goes out exactly at its planned time, inside its window, with the same signature', async () => {
    const { delivery, sent } = await run([500, 429, 200], () => 0.5);
    expect(delivery.state).toBe('delivered');
    for (const attempt of delivery.attempts) {
      expect(attempt.sentAt).toBe(attempt.plannedAt);
      if (attempt.window) {
        expect(attempt.plannedAt).toBeGreaterThanOrEqual(attempt.window[0]);
        expect(attempt.plannedAt).toBeLessThanOrEqual(attempt.window[1]);
      }
    }
    expect(new Set(sent.map((s) => s.signature)).size).toBe(1);
  });

  it('a 4xx stops at once and records the attempt as not retryable with the reason', async () => {
    const { delivery, sent } = await run([404], () => 0);
    expect(sent).toHaveLength(1);
    expect(delivery).toMatchObject({ state: 'failed', reason: '404 is a client error: not retryable' });
    expect(delivery.attempts[0]).toMatchObject({ retryable: false, status: 404 });
  });

  it('nothing fires before its planned time', async () => {
    const db = openDatabaseFile(':memory:');
    const sender = scripted([500, 200]);
    service = createWebhookService({ db, journal: createJournal(db, createBus()), post: sender.post, random: () => 0 });
    await service.sendTo({
      url: 'http://127.0.0.1:9/',
      secret: 'fake-timer-secret',
      bodyText: JSON.stringify(generatePayload('page_feedback')),
    });
    await drain(20);
    expect(sender.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    await drain(20);
    expect(sender.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await drain(20);
    expect(sender.sent).toHaveLength(2);
  });
});
