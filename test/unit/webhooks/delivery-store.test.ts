import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createDeliveryStore } from '../../../electron/services/webhooks/delivery-store.ts';
import { createWebhookTables } from '../../../electron/services/webhooks/store-schema.ts';
import type { AttemptResult, NewDelivery } from '../../../electron/services/webhooks/types.ts';

function setup() {
  const db = openDatabaseFile(':memory:');
  createWebhookTables(db);
  const transaction = <T>(fn: () => T): T => {
    db.exec('BEGIN');
    try {
      const value = fn();
      db.exec('COMMIT');
      return value;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };
  const store = createDeliveryStore(db, transaction);
  store.insertEvent({ eventId: 'evt_1', type: 'site_view', body: '{"type":"site_view"}', createdAt: 1, journalId: null });
  const delivery: NewDelivery = {
    eventId: 'evt_1',
    webhookId: null,
    url: 'https://example.com/hook',
    signatureHeader: 't=1,v1=abc',
    policy: DEFAULT_POLICY,
    createdAt: 1,
    journalId: 7,
    plannedAt: 100,
  };
  return { db, store, delivery, transaction };
}

const result = (over: Partial<AttemptResult> = {}): AttemptResult => ({
  state: 'done',
  sentAt: 100,
  finishedAt: 110,
  status: 500,
  error: null,
  retryable: true,
  reason: 'HTTP 500',
  durationMs: 10,
  journalId: null,
  sentUrl: 'https://example.com/hook',
  ...over,
});

describe('delivery store: events, deliveries, attempts and their queue', () => {
  it('an event is stored once: a second insert of its id is ignored', () => {
    const { db, store } = setup();
    store.insertEvent({ eventId: 'evt_1', type: 'site_view', body: 'other', createdAt: 2, journalId: null });
    expect(store.event('evt_1')?.body).toBe('{"type":"site_view"}');
    db.close();
  });

  it('a new delivery has its first attempt planned and queued at its planned time', () => {
    const { db, store, delivery } = setup();
    const id = store.insertDelivery(delivery);
    const row = store.delivery(id)!;
    expect(row).toMatchObject({ state: 'pending', nextAt: 100, eventType: 'site_view' });
    expect(row.attempts.map((a) => [a.attempt, a.state])).toEqual([[1, 'planned']]);
    expect(store.queueCounts(50)).toEqual({ queued: 1, due: 0, next: 100 });
    db.close();
  });

  it('claiming takes due attempts off the queue with everything needed to send them, and marks them sending', () => {
    const { db, store, delivery } = setup();
    const id = store.insertDelivery(delivery);
    expect(store.claimDue(99, 10)).toEqual([]);
    const [claimed] = store.claimDue(100, 10);
    expect(claimed).toMatchObject({ deliveryId: id, attempt: 1, url: delivery.url, body: '{"type":"site_view"}', deliveryJournalId: 7 });
    expect(store.claimDue(200, 10)).toEqual([]);
    expect(store.sendingAttempts().map((a) => a.deliveryId)).toEqual([id]);
    db.close();
  });

  it('the row returned for a just-inserted delivery says what a read says: sending once claimed, planned until then', () => {
    const { db, store, delivery } = setup();
    const id = store.insertDelivery(delivery);
    expect(store.insertedDelivery({ ...delivery, id, eventType: 'site_view' })).toEqual(store.delivery(id));
    store.claimDue(100, 10);
    expect(store.insertedDelivery({ ...delivery, id, eventType: 'site_view' })).toEqual(store.delivery(id));
    store.forgetClaims();
    expect(store.insertedDelivery({ ...delivery, id, eventType: 'site_view' }).attempts[0]?.state).toBe('planned');
    db.close();
  });

  it('a recorded attempt queues the next one, or closes the delivery with its outcome', () => {
    const { db, store, delivery } = setup();
    const id = store.insertDelivery(delivery);
    store.claimDue(100, 10);
    store.recordAttempt(id, 1, result(), { next: { attempt: 2, plannedAt: 200, window: [150, 250] } });
    expect(store.delivery(id)).toMatchObject({ state: 'pending', nextAt: 200 });
    store.claimDue(200, 10);
    store.recordAttempt(id, 2, result({ status: 200, retryable: false, reason: 'HTTP 200' }), {
      next: null,
      outcome: 'delivered',
      why: 'accepted',
    });
    const row = store.delivery(id)!;
    expect(row).toMatchObject({ state: 'delivered', reason: 'accepted', nextAt: null, finishedAt: 110 });
    expect(row.attempts.map((a) => [a.attempt, a.state, a.status, a.window])).toEqual([
      [1, 'done', 500, null],
      [2, 'done', 200, [150, 250]],
    ]);
    expect(store.pendingCount()).toBe(0);
    db.close();
  });

  it('an attempt claimed but never sent goes back in the queue at its planned time', () => {
    const { db, store, delivery } = setup();
    const id = store.insertDelivery(delivery);
    const claimed = store.claimDue(100, 10);
    store.unclaim(claimed);
    expect(store.delivery(id)?.attempts[0]?.state).toBe('planned');
    expect(store.nextDue()).toBe(100);
    expect(store.nextDue([id + 1])).toBeNull();
    db.close();
  });
});
