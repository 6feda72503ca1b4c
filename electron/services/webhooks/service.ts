import type { DatabaseSync } from 'node:sqlite';
import { StudioError } from '../../../shared/api/errors.ts';
import type { QueueStats } from '../../../shared/api/webhooks.ts';
import {
  EVENT_TARGET,
  generatePayload,
  validatePayloadText,
  WebhookEventType,
  type WebhookPayload,
} from '../../../shared/webhooks/payloads.ts';
import { DEFAULT_POLICY, type RetryPolicy } from '../../../shared/webhooks/policy.ts';
import { generateSecret, maskSecret } from '../../../shared/webhooks/secret.ts';
import { createCheckpointer } from '../journal/checkpointer.ts';
import type { Journal } from '../journal/journal.ts';
import type { SecretSealer } from '../secrets/sealer.ts';
import { signText } from './hmac.ts';
import { createAgent, postOnce } from './http.ts';
import { createDeliveryQueue, type QueueOptions } from './queue.ts';
import { createStore, type Claimed, type StoredReceiver } from './store.ts';
import { describeStudioReference, isStudioReference, resolveStudioReference, toStudioReference } from './studio-references.ts';
import type { DeliveryRow, WebhookInstallation } from './types.ts';

export interface InstallationInput {
  name?: string;
  target: 'space' | 'site';
  targetId?: string | null;
  url: string;
  events: WebhookEventType[];
  policy?: Partial<RetryPolicy>;
}

/** What `publish` is told when the studio fires a runtime event. */
export interface PublishInput {
  spaceId?: string;
  siteId?: string;
  /** The studio installation the event is about; defaults to the webhook installation's id. */
  installationId?: string;
  /** Fields that replace the generated ones (never `eventId` or `type`). */
  payload?: Record<string, unknown>;
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
  resend(eventId: string, options?: { webhookId?: string; secret?: string; url?: string }): Promise<DeliveryRow>;
  delivery(id: number): DeliveryRow;
  deliveries(options?: { before?: number; limit?: number }): DeliveryRow[];
  /** Called with a delivery, in its latest state, after each commit that claimed or recorded one of its attempts. */
  onDelivery(listener: (delivery: DeliveryRow) => void): () => void;
  /** The queue now: attempts due and waiting for a slot, on the wire, planned for later; the next due time. */
  queueStats(): QueueStats;
  /** Called with the queue's stats when they change, at most every `QUEUE_PUSH_MS`. */
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

export function resolvePolicy(patch: Partial<RetryPolicy> = {}): RetryPolicy {
  return { ...DEFAULT_POLICY, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
}

function checkUrl(url: string): string {
  if (isStudioReference(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StudioError('invalid-input', `The receiver URL ${JSON.stringify(url)} is not a URL (e.g. https://example.com/webhooks).`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new StudioError('invalid-input', `The receiver URL must use http or https, not ${parsed.protocol.replace(':', '')}.`);
  }
  return parsed.href;
}

function checkEvents(target: 'space' | 'site', events: WebhookEventType[]): WebhookEventType[] {
  const unique = [...new Set(events)];
  if (unique.length === 0) throw new StudioError('invalid-input', 'Select at least one event type.');
  const wrong = unique.filter((e) => EVENT_TARGET[e] !== target);
  if (wrong.length) {
    throw new StudioError(
      'invalid-input',
      `${wrong.join(', ')} ${wrong.length > 1 ? 'are' : 'is'} not an event of a ${target} installation.`,
    );
  }
  return unique;
}

/** Queue stats are pushed at most this often: enough to watch a burst drain, cheap during one. */
export const QUEUE_PUSH_MS = 250;

export function createWebhookService(options: WebhookServiceOptions): WebhookService {
  const { db, journal } = options;
  const concurrency = options.concurrency ?? 64;
  const store = createStore(db, options.sealer, (fn) => journal.writing(fn));
  const agent = createAgent();
  const studioOrigin = options.studioOrigin ?? (() => null);
  /** Checked, and stored as a reference when it is the studio's own public server. */
  const storedUrl = (url: string) => toStudioReference(checkUrl(url), studioOrigin());
  const send = options.post ?? ((input: Parameters<NonNullable<QueueOptions['post']>>[0]) => postOnce(agent, input));
  const listeners = new Set<(delivery: DeliveryRow) => void>();
  const own: number[] = [];
  // The deliveries one group commit changed (results recorded, attempts claimed) are read and pushed
  // once each, in their latest state, right after it (a microtask): each push is a database read and
  // a message to every subscribed window, and a delivery often changes twice in one commit.
  const changed = new Set<number>();
  const publishChanged = () => {
    const ids = [...changed];
    changed.clear();
    if (!db.isOpen) return;
    for (const id of ids) {
      const row = store.delivery(id);
      if (row) for (const listener of listeners) listener(row);
    }
  };
  const notify = (deliveryId: number) => {
    if (listeners.size === 0) return;
    if (changed.size === 0) queueMicrotask(publishChanged);
    changed.add(deliveryId);
  };
  const queueListeners = new Set<(stats: QueueStats) => void>();
  let queueTimer: NodeJS.Timeout | null = null;
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
  /** Coalesces changes into one push QUEUE_PUSH_MS after the first of them, read then: the last state is always sent. */
  const queueChanged = () => {
    if (queueListeners.size === 0 || queueTimer) return;
    queueTimer = setTimeout(() => {
      queueTimer = null;
      if (!db.isOpen) return;
      const stats = queueStats();
      for (const listener of queueListeners) listener(stats);
    }, QUEUE_PUSH_MS);
    queueTimer.unref?.();
  };
  // While attempts are on the wire, WAL checkpoints (a 20–30 ms sync now and then) run on a worker
  // thread instead of inside one of the queue's commits (see checkpointer.ts).
  const checkpoints = createCheckpointer(db);
  const queue = createDeliveryQueue({
    store,
    journal,
    agent,
    concurrency,
    random: options.random,
    // A reference resolves at each attempt, to wherever the studio's public server listens now.
    post: async (input) => {
      const url = resolveStudioReference(input.url, studioOrigin());
      if (url !== null) return send({ ...input, url });
      const message = `${input.url} is ${describeStudioReference(input.url)}, which is not running here: start the studio (integration-studio serve) to deliver to it.`;
      const request = {
        method: 'POST',
        url: input.url,
        headers: {},
        body: '',
        bodyEncoding: 'utf8' as const,
        bodySize: 0,
        truncated: false,
      };
      return { outcome: { error: 'network', message }, exchange: { request, response: null, durationMs: 0, error: `network: ${message}` } };
    },
    only: options.ownDeliveriesOnly ? () => own : undefined,
    afterCommit: (busy) => checkpoints.hold(busy),
    onChange: (id) => {
      notify(id);
      queueChanged();
    },
    onSending: (claimed: Claimed) => {
      options.onSending?.(claimed);
      notify(claimed.deliveryId);
      queueChanged();
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
    if (!w) throw new StudioError('not-found', `No webhook installation ${JSON.stringify(id)}.`);
    return w;
  }

  async function deliver(input: {
    eventId: string;
    type: string;
    bodyText: string;
    payload: unknown;
    url: string;
    secret: string;
    policy: RetryPolicy;
    webhookId: string | null;
    installationId: string | null;
  }) {
    const now = Date.now();
    const signature = signText(input.secret, input.bodyText, now);
    const inserted = await store.grouped(() => {
      let event = store.event(input.eventId);
      if (!event) {
        const record = journal.append({
          kind: 'webhook.event',
          status: 'info',
          summary: `${input.type} ${input.eventId}`,
          installationId: input.installationId,
          ts: now,
          data: { eventId: input.eventId, type: input.type, payload: input.payload, signature: signature.header },
        });
        event = { eventId: input.eventId, type: input.type, body: input.bodyText, createdAt: now, journalId: record.id };
        store.insertEvent(event);
      } else if (event.body !== input.bodyText) {
        throw new StudioError(
          'conflict',
          `Event ${input.eventId} was already sent with a different body; give the edited event a new eventId, or Resend the original.`,
        );
      }
      const record = journal.append({
        kind: 'webhook.delivery',
        status: 'pending',
        summary: `${input.type} → ${input.url}`,
        installationId: input.installationId,
        parentId: event.journalId,
        ts: now,
        data: {
          eventId: input.eventId,
          url: input.url,
          outcome: 'pending',
          signature: signature.header,
          webhookId: input.webhookId,
          policy: input.policy,
        },
      });
      const delivery = {
        eventId: input.eventId,
        eventType: event.type,
        webhookId: input.webhookId,
        url: input.url,
        signatureHeader: signature.header,
        policy: input.policy,
        createdAt: now,
        journalId: record.id,
        // Planned when it is queued (after signing), so the first attempt's lateness measures the queue alone.
        plannedAt: Date.now(),
      };
      return { ...delivery, id: store.insertDelivery(delivery) };
    });
    const id = inserted.id;
    own.push(id);
    // The commit that stored the delivery ran the queue's tail, which claimed it if due and re-armed
    // the timer; a queue limited to its own deliveries could not see this one yet (it joins `own`
    // only now), so it is poked.
    if (options.ownDeliveriesOnly) queue.poke();
    queueChanged();
    // Right after its commit: what `store.delivery(id)` would read, without reading it.
    return store.insertedDelivery(inserted);
  }

  function parseBody(bodyText: string): WebhookPayload {
    const checked = validatePayloadText(bodyText);
    if (!checked.ok) throw new StudioError('invalid-input', `The payload is not a valid webhook event: ${checked.errors.join('; ')}`);
    return checked.payload;
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
      if (!store.deleteInstallation(id)) throw new StudioError('not-found', `No webhook installation ${JSON.stringify(id)}.`);
    },
    regenerateSecret(id) {
      const current = installation(id);
      const next = { ...current, secret: generateSecret(), updatedAt: Date.now() };
      register(next);
      store.saveInstallation(next);
      return next;
    },
    async publish(eventType, input = {}) {
      // Other runtime events (installation_setup, space_view…) have no webhook form.
      const known = WebhookEventType.safeParse(eventType);
      if (!known.success) return [];
      const type = known.data;
      const targetId = EVENT_TARGET[type] === 'space' ? input.spaceId : input.siteId;
      const subscribed = store
        .installations()
        .filter(
          (w) =>
            w.events.includes(type) &&
            w.target === EVENT_TARGET[type] &&
            (w.targetId === null || targetId === undefined || w.targetId === targetId),
        );
      const out: DeliveryRow[] = [];
      for (const w of subscribed) {
        const generated = generatePayload(type, {
          installationId: input.installationId ?? w.id,
          spaceId: input.spaceId,
          siteId: input.siteId ?? w.targetId ?? undefined,
        });
        // Only the fields the webhook payload has are taken over, so the body stays exactly the spec's shape.
        const overrides = Object.fromEntries(
          Object.entries(input.payload ?? {}).filter(([key]) => key in generated && key !== 'eventId' && key !== 'type'),
        );
        const payload = { ...generated, ...overrides };
        const bodyText = JSON.stringify(payload);
        const checked = parseBody(bodyText);
        out.push(
          await deliver({
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
      const payload = parseBody(bodyText);
      if (!w.events.includes(payload.type)) {
        throw new StudioError('invalid-input', `${w.name} is not subscribed to ${payload.type}; it receives ${w.events.join(', ')}.`);
      }
      return deliver({
        eventId: payload.eventId,
        type: payload.type,
        bodyText,
        payload,
        ...sentThrough(w),
        installationId: null,
      });
    },
    async sendTo({ url, secret, bodyText, policy }) {
      const payload = parseBody(bodyText);
      journal.registerSecret('webhook secret', secret);
      return deliver({
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
      const event = store.event(eventId);
      if (!event) throw new StudioError('not-found', `No webhook event ${JSON.stringify(eventId)} in this workspace.`);
      const previous = store.deliveries({ limit: 1000 }).find((d) => d.eventId === eventId);
      const webhookId = resendOptions.webhookId ?? previous?.webhookId ?? null;
      const w = webhookId ? store.installation(webhookId) : null;
      const secret = resendOptions.secret ?? w?.secret;
      const url = resendOptions.url ?? w?.url ?? previous?.url;
      if (secret === undefined || url === undefined) {
        throw new StudioError(
          'invalid-input',
          `Event ${eventId} was not sent through a webhook installation that still exists; give the URL and secret to resend it.`,
        );
      }
      if (resendOptions.secret) journal.registerSecret('webhook secret', resendOptions.secret);
      return deliver({
        eventId,
        type: event.type,
        bodyText: event.body,
        payload: JSON.parse(event.body) as unknown,
        url: storedUrl(url),
        secret,
        policy: w?.policy ?? previous?.policy ?? DEFAULT_POLICY,
        webhookId: w?.id ?? null,
        installationId: null,
      });
    },
    delivery(id) {
      const row = store.delivery(id);
      if (!row) throw new StudioError('not-found', `No webhook delivery ${id}.`);
      return row;
    },
    deliveries: (o) => store.deliveries(o),
    onDelivery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
    onQueue(listener) {
      queueListeners.add(listener);
      return () => queueListeners.delete(listener);
    },
    idle: () => queue.idle(),
    async dispose() {
      releaseIndexing();
      if (queueTimer) clearTimeout(queueTimer);
      queueTimer = null;
      await queue.stop();
      await checkpoints.stop();
      // Whatever is still on the wire after the grace period is cut; it is recovered as interrupted.
      await agent.destroy();
    },
  };
}
