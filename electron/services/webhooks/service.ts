import type { DatabaseSync } from 'node:sqlite';
import type { QueueStats } from '../../../shared/api/webhooks.ts';
import type { WebhookEventType } from '../../../shared/webhooks/payloads.ts';
import type { RetryPolicy } from '../../../shared/webhooks/policy.ts';
import { generateSecret, maskSecret } from '../../../shared/webhooks/secret.ts';
import { createCheckpointer } from '../journal/checkpointer.ts';
import type { Journal } from '../journal/journal.ts';
import type { SecretSealer } from '../secrets/sealer.ts';
import { createDeliveryIntake } from './delivery-intake.ts';
import { createDeliveryPushes } from './delivery-pushes.ts';
import { WebhookError } from './errors.ts';
import { createAgent, postOnce } from './http.ts';
import { checkEvents, checkUrl, parsePayload, resolvePolicy } from './installation-input.ts';
import { eventsToPublish, type PublishInput } from './published-events.ts';
import { createDeliveryQueue, type QueueOptions } from './queue.ts';
import { resendTarget, type ResendOptions } from './resend-target.ts';
import { createStore } from './store.ts';
import { postThroughReferences, toStudioReference } from './studio-references.ts';
import type { Claimed, DeliveryRow, StoredReceiver, WebhookInstallation } from './types.ts';

export interface InstallationInput {
  name?: string;
  target: 'space' | 'site';
  targetId?: string | null;
  url: string;
  events: WebhookEventType[];
  policy?: Partial<RetryPolicy>;
}

export interface WebhookService {
  installations(): WebhookInstallation[];
  installation(id: string): WebhookInstallation;
  createInstallation(input: InstallationInput): WebhookInstallation;
  updateInstallation(id: string, patch: Partial<InstallationInput>): WebhookInstallation;
  deleteInstallation(id: string): void;
  regenerateSecret(id: string): WebhookInstallation;
  /** Delivers `type` to every webhook installation subscribed to it (and to that space or site). */
  publish(type: string, input?: PublishInput): Promise<DeliveryRow[]>;
  /** Sends JSON text (validated, sent byte-for-byte) to one webhook installation. */
  send(webhookId: string, bodyText: string): Promise<DeliveryRow>;
  /** Sends to any URL with any secret (the CLI). */
  sendTo(input: { url: string; secret: string; bodyText: string; policy?: Partial<RetryPolicy> }): Promise<DeliveryRow>;
  /** A new delivery of a stored event: same eventId and body, fresh signature. */
  resend(eventId: string, options?: ResendOptions): Promise<DeliveryRow>;
  delivery(id: number): DeliveryRow;
  deliveries(options?: { before?: number; limit?: number }): DeliveryRow[];
  /** Called with a delivery, in its latest state, after each commit that claimed or recorded one of its attempts. */
  onDelivery(listener: (delivery: DeliveryRow) => void): () => void;
  /** The queue now: attempts due and waiting for a slot, on the wire, planned for later; the next due time. */
  queueStats(): QueueStats;
  /** Called with the queue's stats when they change, at most every `QUEUE_PUSH_MS` (delivery-pushes.ts). */
  onQueue(listener: (stats: QueueStats) => void): () => void;
  /** The local receivers stored in this workspace (the receiver registry keeps them in step). */
  receivers: {
    list(): StoredReceiver[];
    save(receiver: StoredReceiver): void;
    remove(name: string): void;
  };
  idle(): Promise<void>;
  dispose(): Promise<void>;
}

export interface WebhookServiceOptions {
  db: DatabaseSync;
  journal: Journal;
  /** How webhook secrets are kept at rest; file modes only when absent. */
  sealer?: SecretSealer;
  concurrency?: number;
  random?: () => number;
  /** Observes each attempt as it goes on the wire (tests, the CLI). */
  onSending?: QueueOptions['onSending'];
  post?: QueueOptions['post'];
  /** Queue without sending (tools that fill a database for another process to deliver). */
  paused?: boolean;
  /**
   * The studio's public server's origin now (null: not running, e.g. the CLI). URLs at it are stored as
   * references (`studio-public:/webhooks/local-1`) and resolved at each attempt, so a port change breaks nothing.
   */
  studioOrigin?: () => string | null;
  /** Send only the deliveries this instance created (the CLI next to a running studio). */
  ownDeliveriesOnly?: boolean;
}

/** Where and how a delivery through a webhook installation goes: its URL, secret and policy. */
const sentThrough = (w: WebhookInstallation) => ({ url: w.url, secret: w.secret, policy: w.policy, webhookId: w.id });

/**
 * The webhooks of one workspace: installations (validated in installation-input.ts), new
 * deliveries (delivery-intake.ts), sent by the delivery queue (queue.ts), watched through
 * delivery-pushes.ts, all kept in the workspace's database (store.ts).
 */
export function createWebhookService(options: WebhookServiceOptions): WebhookService {
  const { db, journal } = options;
  const concurrency = options.concurrency ?? 64;
  const store = createStore(db, options.sealer, (fn) => journal.writing(fn));
  const agent = createAgent();
  const studioOrigin = options.studioOrigin ?? (() => null);
  /** Checked, and stored as a reference when it is the studio's own public server. */
  const storedUrl = (url: string) => toStudioReference(checkUrl(url), studioOrigin());
  const own: number[] = [];
  const pushes = createDeliveryPushes({ isOpen: () => db.isOpen, delivery: (id) => store.delivery(id), queueStats });
  function queueStats(): QueueStats {
    const now = Date.now();
    const counts = store.queueCounts(now);
    return {
      // Claimed ahead and waiting for a slot is still waiting, as far as anyone watching is concerned.
      pending: counts.due + queue.waiting,
      inFlight: queue.inFlight,
      scheduled: counts.queued - counts.due,
      nextDueAt: counts.next,
      concurrency,
      at: now,
    };
  }
  // While attempts are on the wire, WAL checkpoints (a 20–30 ms sync now and then) run on a worker
  // thread instead of inside one of the queue's commits (see checkpointer.ts).
  const checkpoints = createCheckpointer(db);
  const queue = createDeliveryQueue({
    store,
    journal,
    agent,
    concurrency,
    random: options.random,
    post: postThroughReferences(options.post ?? ((input) => postOnce(agent, input)), studioOrigin),
    only: options.ownDeliveriesOnly ? () => own : undefined,
    afterCommit: (busy) => checkpoints.hold(busy),
    onChange: (id) => {
      pushes.deliveryChanged(id);
      pushes.queueChanged();
    },
    onSending: (claimed: Claimed) => {
      options.onSending?.(claimed);
      pushes.deliveryChanged(claimed.deliveryId);
      pushes.queueChanged();
    },
  });
  const queueDelivery = createDeliveryIntake({
    store,
    journal,
    queued(id) {
      own.push(id);
      // The commit that stored the delivery ran the queue's tail, which claimed it if due and re-armed
      // the timer; a queue limited to its own deliveries could not see this one yet (it joins `own`
      // only now), so it is poked.
      if (options.ownDeliveriesOnly) queue.poke();
      pushes.queueChanged();
    },
  });

  // Indexing in a loop that only looks half idle (slots waiting on receivers) delays reading their
  // answers by its slices; measured at 20 ms receivers it cost ~80 µs of CPU a delivery and 0.1× of
  // the rate. The index catches up once the queue has nothing on the wire.
  const releaseIndexing = journal.holdIndexing(() => queue.inFlight > 0);
  const register = (w: WebhookInstallation) => journal.registerSecret(`webhook secret ${w.name}`, w.secret);
  for (const w of store.installations()) register(w);

  function installation(id: string): WebhookInstallation {
    const w = store.installation(id);
    if (!w) throw new WebhookError('unknown-installation', `No webhook installation ${JSON.stringify(id)}.`);
    return w;
  }

  if (!options.paused) {
    // Attempts left queued by an earlier run are due soon: the checkpoint worker starts now rather
    // than inside the commit that claims the first of them.
    if (store.nextDue() !== null) checkpoints.prepare();
    queue.start();
  }

  return {
    installations: () => store.installations(),
    installation,
    createInstallation(input) {
      const now = Date.now();
      const id = `wh_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const w: WebhookInstallation = {
        id,
        name: input.name?.trim() || `Webhook ${store.installations().length + 1}`,
        target: input.target,
        targetId: input.targetId || null,
        url: storedUrl(input.url),
        events: checkEvents(input.target, input.events),
        secret: generateSecret(),
        policy: resolvePolicy(input.policy),
        createdAt: now,
        updatedAt: now,
      };
      register(w);
      store.saveInstallation(w);
      journal.append({
        kind: 'log',
        status: 'info',
        summary: `Webhook installation ${w.name} created (secret ${maskSecret(w.secret)})`,
        data: { level: 'info', message: `webhook ${w.id} → ${w.url}` },
      });
      return w;
    },
    updateInstallation(id, patch) {
      const current = installation(id);
      const target = patch.target ?? current.target;
      const next: WebhookInstallation = {
        ...current,
        name: patch.name?.trim() || current.name,
        target,
        targetId: patch.targetId === undefined ? current.targetId : patch.targetId || null,
        url: patch.url === undefined ? current.url : storedUrl(patch.url),
        events: checkEvents(target, patch.events ?? current.events),
        policy: patch.policy ? resolvePolicy({ ...current.policy, ...patch.policy }) : current.policy,
        updatedAt: Date.now(),
      };
      store.saveInstallation(next);
      return next;
    },
    deleteInstallation(id) {
      if (!store.deleteInstallation(id)) throw new WebhookError('unknown-installation', `No webhook installation ${JSON.stringify(id)}.`);
    },
    regenerateSecret(id) {
      const current = installation(id);
      const next = { ...current, secret: generateSecret(), updatedAt: Date.now() };
      register(next);
      store.saveInstallation(next);
      return next;
    },
    async publish(eventType, input = {}) {
      const out: DeliveryRow[] = [];
      for (const { installation: w, type, payload } of eventsToPublish(store.installations(), eventType, input)) {
        const bodyText = JSON.stringify(payload);
        const checked = parsePayload(bodyText);
        out.push(
          await queueDelivery({
            eventId: checked.eventId,
            type,
            bodyText,
            payload,
            ...sentThrough(w),
            installationId: input.installationId ?? null,
          }),
        );
      }
      return out;
    },
    async send(webhookId, bodyText) {
      const w = installation(webhookId);
      const payload = parsePayload(bodyText);
      if (!w.events.includes(payload.type)) {
        throw new WebhookError('not-subscribed', `${w.name} is not subscribed to ${payload.type}; it receives ${w.events.join(', ')}.`);
      }
      return queueDelivery({ eventId: payload.eventId, type: payload.type, bodyText, payload, ...sentThrough(w), installationId: null });
    },
    async sendTo({ url, secret, bodyText, policy }) {
      const payload = parsePayload(bodyText);
      journal.registerSecret('webhook secret', secret);
      return queueDelivery({
        eventId: payload.eventId,
        type: payload.type,
        bodyText,
        payload,
        url: storedUrl(url),
        secret,
        policy: resolvePolicy(policy),
        webhookId: null,
        installationId: null,
      });
    },
    async resend(eventId, resendOptions = {}) {
      const target = resendTarget(store, eventId, resendOptions);
      if (resendOptions.secret) journal.registerSecret('webhook secret', resendOptions.secret);
      return queueDelivery({ ...target, url: storedUrl(target.url) });
    },
    delivery(id) {
      const row = store.delivery(id);
      if (!row) throw new WebhookError('unknown-delivery', `No webhook delivery ${id}.`);
      return row;
    },
    deliveries: (o) => store.deliveries(o),
    onDelivery: (listener) => pushes.onDelivery(listener),
    receivers: {
      list() {
        const rows = store.receivers();
        for (const row of rows) journal.registerSecret(`receiver secret ${row.name}`, row.secret);
        return rows;
      },
      save(receiver) {
        journal.registerSecret(`receiver secret ${receiver.name}`, receiver.secret);
        store.saveReceiver(receiver);
      },
      remove: (name) => void store.deleteReceiver(name),
    },
    queueStats,
    onQueue: (listener) => pushes.onQueue(listener),
    idle: () => queue.idle(),
    async dispose() {
      releaseIndexing();
      pushes.dispose();
      await queue.stop();
      await checkpoints.stop();
      // Whatever is still on the wire after the grace period is cut; it is recovered as interrupted.
      await agent.destroy();
    },
  };
}
