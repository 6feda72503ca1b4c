import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import type { SentAttempt } from '../../../electron/services/webhooks/http.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';

const SECRET = 'pipeline-secret-0123456789';
const URL = 'http://127.0.0.1:9/hook';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const answer200 = (input: { url: string; body: string }): SentAttempt => ({
  outcome: { status: 200 },
  exchange: {
    request: {
      method: 'POST',
      url: input.url,
      headers: {},
      body: input.body,
      bodyEncoding: 'utf8',
      bodySize: input.body.length,
      truncated: false,
    },
    response: { status: 200, headers: {}, body: 'ok', bodyEncoding: 'utf8', bodySize: 2, truncated: false },
    durationMs: 1,
    error: null,
  },
});

/** A service with one slot whose receiver answers only when the test says so. */
function setup(file = ':memory:') {
  const db = openDatabaseFile(file);
  const answers: (() => void)[] = [];
  const states: string[][] = [];
  let attemptState: ReturnType<typeof db.prepare> | undefined;
  const service = createWebhookService({
    db,
    journal: createJournal(db, createBus()),
    concurrency: 1,
    post: (input) =>
      new Promise((resolve) => {
        // What the database holds at the moment each attempt goes on the wire.
        attemptState ??= db.prepare('SELECT state FROM webhook_attempts WHERE delivery_id = ? AND attempt = 1');
        states.push([1, 2, 3].map((id) => (attemptState!.get(id) as { state: string } | undefined)?.state ?? 'none'));
        answers.push(() => resolve(answer200(input)));
      }),
  });
  const send = () => service.sendTo({ url: URL, secret: SECRET, bodyText: JSON.stringify(generatePayload('site_view')) });
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 200 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(test()).toBe(true);
  };
  return { db, service, answers, states, send, until };
}

describe('the queue keeps every slot busy while committing each attempt before it is sent', () => {
  it('a slot that reads an answer sends the next claimed attempt before that answer is recorded, and that attempt was committed as sending first', async () => {
    const { service, answers, states, send, until } = setup();
    cleanups.push(() => service.dispose());
    await Promise.all([send(), send(), send()]);
    await until(() => answers.length === 1);
    // Delivery 1 is on the wire; 2 is already claimed (committed `sending`) and waits for the slot; one
    // slot claims at most one ahead, so 3 is still queued.
    expect(states[0]).toEqual(['sending', 'sending', 'planned']);
    answers[0]!();
    await until(() => answers.length === 2);
    // Delivery 2 went on the wire while delivery 1's 200 was not yet recorded.
    expect(states[1]).toEqual(['sending', 'sending', 'planned']);
    await until(() => service.delivery(1).state === 'delivered');
    answers[1]!();
    await until(() => answers.length === 3);
    answers[2]!();
    await service.idle();
    expect(service.deliveries().map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('stopping puts attempts claimed ahead but never sent back in the queue: after a restart they are sent, not interrupted', async () => {
    const file = `${process.env.TMPDIR ?? '/tmp'}/pipeline-${process.pid}-${Date.now()}.db`;
    const first = setup(file);
    await Promise.all([first.send(), first.send(), first.send()]);
    await first.until(() => first.answers.length === 1);
    const stopping = first.service.dispose();
    first.answers[0]!();
    await stopping;
    first.db.close();

    const second = setup(file);
    cleanups.push(() => second.service.dispose());
    await second.until(() => second.answers.length === 1);
    second.answers[0]!();
    await second.until(() => second.answers.length === 2);
    second.answers[1]!();
    await second.service.idle();
    const deliveries = second.service.deliveries().reverse();
    expect(deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
    // Only the first delivery was ever on the wire before the stop; the others go out once, as attempt 1.
    expect(deliveries.map((d) => d.attempts.map((a) => a.state))).toEqual([['done'], ['done'], ['done']]);
  });
});

describe('the queue observed', () => {
  it('counts pending (due, waiting for a slot), in flight and scheduled, with the next due time, and pushes each change', async () => {
    const db = openDatabaseFile(':memory:');
    const answers: ((status: number) => void)[] = [];
    const service = createWebhookService({
      db,
      journal: createJournal(db, createBus()),
      concurrency: 2,
      random: () => 0,
      post: (input) =>
        new Promise((resolve) =>
          answers.push((status) => {
            const sent = answer200(input);
            resolve({ ...sent, outcome: { status } });
          }),
        ),
    });
    cleanups.push(() => service.dispose());
    const pushed: { pending: number; inFlight: number; scheduled: number }[] = [];
    service.onQueue((stats) => pushed.push(stats));
    const body = () => JSON.stringify(generatePayload('site_view'));
    await Promise.all(
      Array.from({ length: 5 }, () => service.sendTo({ url: URL, secret: SECRET, bodyText: body(), policy: { baseDelayMs: 60_000 } })),
    );
    for (let i = 0; i < 200 && answers.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(service.queueStats()).toMatchObject({ pending: 3, inFlight: 2, scheduled: 0, concurrency: 2 });
    // A 500 plans retry 1 a minute later: one attempt scheduled, due then.
    const failedAt = Date.now();
    answers[0]!(500);
    for (let i = 0; i < 200 && service.queueStats().scheduled === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    const stats = service.queueStats();
    expect(stats).toMatchObject({ pending: 2, inFlight: 2, scheduled: 1 });
    expect(stats.nextDueAt).toBeGreaterThanOrEqual(failedAt + 60_000);
    // Pushes are coalesced (one per QUEUE_PUSH_MS) and the last one says what the queue holds now.
    for (let i = 0; i < 200 && pushed.at(-1)?.scheduled !== 1; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pushed.at(-1)).toMatchObject({ pending: 2, inFlight: 2, scheduled: 1 });
    for (const answer of answers.slice(1)) answer(200);
  });
});
