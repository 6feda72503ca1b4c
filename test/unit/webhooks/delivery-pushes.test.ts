import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueStats } from '../../../shared/api/webhooks.ts';
import { createDeliveryPushes, QUEUE_PUSH_MS } from '../../../electron/services/webhooks/delivery-pushes.ts';
import type { DeliveryRow } from '../../../electron/services/webhooks/types.ts';

function setup() {
  let open = true;
  let state = 'planned';
  let reads = 0;
  let stats = 0;
  const pushes = createDeliveryPushes({
    isOpen: () => open,
    delivery: (id) => (reads++, { id, state } as unknown as DeliveryRow),
    queueStats: () => ({ pending: ++stats }) as QueueStats,
  });
  return {
    pushes,
    close: () => (open = false),
    set: (next: string) => (state = next),
    reads: () => reads,
  };
}

describe('delivery and queue pushes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a delivery changed twice in one turn is read and pushed once, in its latest state', () => {
    const { pushes, set, reads } = setup();
    const heard: unknown[] = [];
    pushes.onDelivery((row) => heard.push([row.id, row.state]));
    pushes.deliveryChanged(1);
    set('sending');
    pushes.deliveryChanged(1);
    vi.runAllTicks();
    vi.runAllTimers();
    expect(heard).toEqual([[1, 'sending']]);
    expect(reads()).toBe(1);
  });

  it('with nobody listening nothing is read', () => {
    const { pushes, reads } = setup();
    pushes.deliveryChanged(1);
    vi.runAllTimers();
    expect(reads()).toBe(0);
  });

  it('queue changes are pushed once per window, read at its end', () => {
    const { pushes } = setup();
    const heard: number[] = [];
    pushes.onQueue((stats) => heard.push(stats.pending));
    pushes.queueChanged();
    pushes.queueChanged();
    vi.advanceTimersByTime(QUEUE_PUSH_MS - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([1]);
    pushes.queueChanged();
    vi.advanceTimersByTime(QUEUE_PUSH_MS);
    expect(heard).toEqual([1, 2]);
  });

  it('nothing is pushed once the database is closed or the pushes disposed', () => {
    const { pushes, close } = setup();
    const heard: number[] = [];
    const stop = pushes.onQueue((stats) => heard.push(stats.pending));
    pushes.queueChanged();
    pushes.dispose();
    vi.advanceTimersByTime(QUEUE_PUSH_MS);
    pushes.queueChanged();
    close();
    vi.advanceTimersByTime(QUEUE_PUSH_MS);
    stop();
    expect(heard).toEqual([]);
  });
});
