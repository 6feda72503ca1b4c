import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type Journal } from '../../../electron/services/journal/journal.ts';
import type { SentAttempt } from '../../../electron/services/webhooks/http.ts';
import { createWebhookService, type WebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { parseRetryAfter, type RetryPolicy } from '../../../shared/webhooks/policy.ts';
import { drive } from './fake-clock.ts';

const NOW = 1_800_000_000_000;

/** Answers from a script of [status, Retry-After?] at once, noting when each attempt went out. */
function scripted(answers: [number, string?][]) {
  const sent: number[] = [];
  const post = async (): Promise<SentAttempt> => {
    sent.push(Date.now());
    const [status, retryAfter] = answers.shift() ?? [200];
    return {
      outcome: retryAfter === undefined ? { status } : { status, retryAfter },
      exchange: {
        request: { method: 'POST', url: 'http://x/', headers: {}, body: '', bodyEncoding: 'utf8', bodySize: 0, truncated: false },
        response: null,
        durationMs: 0,
        error: null,
      },
    };
  };
  return { sent, post };
}

describe('Retry-After (fake timers)', () => {
  let service: WebhookService;
  let journal: Journal;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
  });
  afterEach(async () => {
    await service?.dispose();
    vi.useRealTimers();
  });

  async function run(answers: [number, string?][], policy: Partial<RetryPolicy> = {}) {
    const db = openDatabaseFile(':memory:');
    const sender = scripted(answers);
    journal = createJournal(db, createBus());
    // No jitter drawn: the schedule's retry 1 waits exactly 1 000 ms.
    service = createWebhookService({ db, journal, post: sender.post, random: () => 0 });
    const delivery = await service.sendTo({
      url: 'http://127.0.0.1:9/',
      secret: 'retry-after-secret',
      bodyText: JSON.stringify(generatePayload('site_view')),
      policy,
    });
    await drive(() => service.delivery(delivery.id).state !== 'pending');
    const gaps = sender.sent.slice(1).map((at, i) => at - sender.sent[i]!);
    return { delivery: service.delivery(delivery.id), gaps };
  }

  it('is off by default: a 429 with Retry-After: 30 waits the platform schedule (1 s), and the attempt says the header was ignored', async () => {
    const { delivery, gaps } = await run([[429, '30'], [200]]);
    expect(delivery.policy.honourRetryAfter).toBe(false);
    expect(gaps).toEqual([1000]);
    const attempt = journal.select({ filter: { kinds: ['webhook.attempt'] } }).find((r) => (r.data as { attempt: number }).attempt === 1)!;
    expect((attempt.data as { nextDelay: { source: string; why: string } }).nextDelay).toMatchObject({ source: 'schedule' });
    expect((attempt.data as { nextDelay: { why: string } }).nextDelay.why).toContain('ignored: honour Retry-After is off');
  });

  it('honoured, Retry-After in seconds on a 429 waits that long instead of the schedule', async () => {
    const { delivery, gaps } = await run([[429, '7'], [200]], { honourRetryAfter: true });
    expect(gaps).toEqual([7000]);
    expect(delivery.attempts[1]!.window).toEqual([delivery.attempts[1]!.plannedAt, delivery.attempts[1]!.plannedAt]);
  });

  it('honoured, Retry-After as an HTTP date on a 503 waits until that date', async () => {
    // The answer comes at NOW (the fake clock does not move while sending); the date is 12 s later.
    const date = new Date(NOW + 12_000).toUTCString();
    const { gaps } = await run([[503, date], [200]], { honourRetryAfter: true });
    expect(gaps).toEqual([12_000]);
  });

  it('honoured, a longer Retry-After waits the cap (default 60 s), or the configured cap', async () => {
    expect((await run([[429, '3600'], [200]], { honourRetryAfter: true })).gaps).toEqual([60_000]);
    await service.dispose();
    expect((await run([[503, '3600'], [200]], { honourRetryAfter: true, retryAfterCapMs: 5_000 })).gaps).toEqual([5_000]);
  });

  it('only 429 and 503 are honoured: a 500 with Retry-After keeps the schedule; an unreadable value keeps it too', async () => {
    expect((await run([[500, '9'], [200]], { honourRetryAfter: true })).gaps).toEqual([1000]);
    await service.dispose();
    expect((await run([[429, 'soon'], [200]], { honourRetryAfter: true })).gaps).toEqual([1000]);
  });

  it('the attempt record says the delay used and why, for the inspector timeline', async () => {
    await run([[429, '3'], [200]], { honourRetryAfter: true });
    const first = journal.select({ filter: { kinds: ['webhook.attempt'] } }).find((r) => (r.data as { attempt: number }).attempt === 1)!;
    expect((first.data as { nextDelay: unknown }).nextDelay).toEqual({
      ms: 3000,
      source: 'retry-after',
      why: 'Retry-After "3" on a 429: waits 3 s as asked',
    });
    expect((first.data as { nextAttemptAt: number }).nextAttemptAt).toBe(first.ts + 3000);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates (IMF-fixdate and asctime); a past date asks for no wait', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000);
    expect(parseRetryAfter('Sun Jan 17 08:00:00 2027', Date.parse('2027-01-17T07:59:00Z'))).toBe(60_000);
    expect(parseRetryAfter(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
  });

  it('refuses what is neither: negative or fractional seconds, loose dates, words', () => {
    for (const value of ['-5', '1.5', '2027-01-17', 'tomorrow', '', 'Sun, 17 Jan 2027 08:00:00'])
      expect(parseRetryAfter(value, NOW)).toBeNull();
  });
});
