import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createDeliveryIntake, type NewDeliveryInput } from '../../../electron/services/webhooks/delivery-intake.ts';
import { WebhookError } from '../../../electron/services/webhooks/errors.ts';
import { createStore } from '../../../electron/services/webhooks/store.ts';

function setup() {
  const db = openDatabaseFile(':memory:');
  const store = createStore(db);
  const journaled: { kind: string; parentId?: number | null }[] = [];
  const queued: number[] = [];
  const queueDelivery = createDeliveryIntake({
    store,
    journal: { append: (record) => (journaled.push(record), { ...record, id: journaled.length }) as never },
    queued: (id) => queued.push(id),
  });
  return { db, store, journaled, queued, queueDelivery };
}

const input = (over: Partial<NewDeliveryInput> = {}): NewDeliveryInput => ({
  eventId: 'evt_1',
  type: 'site_view',
  bodyText: '{"eventId":"evt_1"}',
  payload: { eventId: 'evt_1' },
  url: 'https://example.com/hook',
  secret: 'whsec_1',
  policy: DEFAULT_POLICY,
  webhookId: null,
  installationId: null,
  ...over,
});

describe('a new webhook delivery', () => {
  it('journals its event once and each delivery under it, stores both, and says it was queued', async () => {
    const { db, store, journaled, queued, queueDelivery } = setup();
    const first = await queueDelivery(input());
    const second = await queueDelivery(input({ url: 'https://example.com/other' }));
    expect(journaled.map((r) => [r.kind, r.parentId ?? null])).toEqual([
      ['webhook.event', null],
      ['webhook.delivery', 1],
      ['webhook.delivery', 1],
    ]);
    expect(queued).toEqual([first.id, second.id]);
    expect(first).toEqual(store.delivery(first.id));
    expect(first.signatureHeader).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    db.close();
  });

  it('an eventId already sent with another body is refused, nothing stored', async () => {
    const { db, store, queueDelivery } = setup();
    await queueDelivery(input());
    const refused = queueDelivery(input({ bodyText: '{"eventId":"evt_1","edited":true}' }));
    await expect(refused).rejects.toBeInstanceOf(WebhookError);
    await expect(refused).rejects.toMatchObject({ code: 'event-body-changed' });
    expect(store.deliveries()).toHaveLength(1);
    db.close();
  });
});
