import type { QueueStats } from '../../../shared/api/webhooks.ts';
import type { DeliveryRow } from './types.ts';

/** Queue stats are pushed at most this often: enough to watch a burst drain, cheap during one. */
export const QUEUE_PUSH_MS = 250;

export interface PushSources {
  /** Whether the database can still be read (nothing is pushed after it closes). */
  isOpen(): boolean;
  /** The delivery `id` as stored now. */
  delivery(id: number): DeliveryRow | null;
  /** The queue now. */
  queueStats(): QueueStats;
}

/** Pushes of deliveries and of the queue's stats to the windows (and tools) that listen. */
export interface DeliveryPushes {
  /** A delivery changed (a result recorded, an attempt claimed): it is pushed once, after this turn's commit. */
  deliveryChanged(id: number): void;
  /** The queue changed: its stats are pushed at most every QUEUE_PUSH_MS, the last state always. */
  queueChanged(): void;
  onDelivery(listener: (delivery: DeliveryRow) => void): () => void;
  onQueue(listener: (stats: QueueStats) => void): () => void;
  /** Drops a pending queue push. */
  dispose(): void;
}

export function createDeliveryPushes(sources: PushSources): DeliveryPushes {
  const listeners = new Set<(delivery: DeliveryRow) => void>();
  const queueListeners = new Set<(stats: QueueStats) => void>();
  // The deliveries one group commit changed (results recorded, attempts claimed) are read and pushed
  // once each, in their latest state, right after it (a microtask): each push is a database read and
  // a message to every subscribed window, and a delivery often changes twice in one commit.
  const changed = new Set<number>();
  let queueTimer: NodeJS.Timeout | null = null;

  const publishChanged = () => {
    const ids = [...changed];
    changed.clear();
    if (!sources.isOpen()) return;
    for (const id of ids) {
      const row = sources.delivery(id);
      if (row) for (const listener of listeners) listener(row);
    }
  };

  return {
    deliveryChanged(id) {
      if (listeners.size === 0) return;
      if (changed.size === 0) queueMicrotask(publishChanged);
      changed.add(id);
    },
    /** Coalesces changes into one push QUEUE_PUSH_MS after the first of them, read then. */
    queueChanged() {
      if (queueListeners.size === 0 || queueTimer) return;
      queueTimer = setTimeout(() => {
        queueTimer = null;
        if (!sources.isOpen()) return;
        const stats = sources.queueStats();
        for (const listener of queueListeners) listener(stats);
      }, QUEUE_PUSH_MS);
      queueTimer.unref?.();
    },
    onDelivery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onQueue(listener) {
      queueListeners.add(listener);
      return () => queueListeners.delete(listener);
    },
    dispose() {
      if (queueTimer) clearTimeout(queueTimer);
      queueTimer = null;
    },
  };
}
