import type { DatabaseSync } from 'node:sqlite';
import type { WebhookEventType } from '../../../shared/webhooks/payloads.ts';
import type { RetryPolicy } from '../../../shared/webhooks/policy.ts';
import type { SecretSealer } from '../secrets/sealer.ts';
import type { StoredReceiver, WebhookInstallation } from './types.ts';

/** The settings the Webhooks pane edits: webhook installations (secrets sealed at rest) and local receivers. */
export interface SettingsStore {
  /** Every webhook installation, oldest first. */
  installations(): WebhookInstallation[];
  /** The webhook installation `id`, or null when there is none. */
  installation(id: string): WebhookInstallation | null;
  /** Creates the installation, or replaces the settings of the one with its id. */
  saveInstallation(w: WebhookInstallation): void;
  /** Deletes the webhook installation `id`; false when there was none. */
  deleteInstallation(id: string): boolean;
  /** Creates the receiver, or replaces the settings of the one with its name (keeping its creation time). */
  saveReceiver(r: StoredReceiver): void;
  /** Every studio receiver, oldest first. */
  receivers(): StoredReceiver[];
  /** Deletes the receiver `name`; false when there was none. */
  deleteReceiver(name: string): boolean;
}

interface InstallationRecord {
  id: string;
  name: string;
  target: 'space' | 'site';
  target_id: string | null;
  url: string;
  events: string;
  secret: string;
  policy: string;
  created_at: number;
  updated_at: number;
}

interface ReceiverRecord {
  name: string;
  secret: string;
  tolerance_seconds: number;
  respond: string;
  latency_ms: number;
  retry_after_seconds: number;
  created_at: number;
}

const toInstallation = (r: InstallationRecord, sealer: SecretSealer): WebhookInstallation => ({
  id: r.id,
  name: r.name,
  target: r.target,
  targetId: r.target_id,
  url: r.url,
  events: JSON.parse(r.events) as WebhookEventType[],
  secret: sealer.open(r.secret),
  policy: JSON.parse(r.policy) as RetryPolicy,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toReceiver = (r: ReceiverRecord): StoredReceiver => ({
  name: r.name,
  secret: r.secret,
  toleranceSeconds: r.tolerance_seconds,
  respond: r.respond,
  latencyMs: r.latency_ms,
  retryAfterSeconds: r.retry_after_seconds,
  createdAt: r.created_at,
});

/** The webhook_installations and webhook_receivers tables (see store-schema.ts). */
export function createSettingsStore(db: DatabaseSync, sealer: SecretSealer): SettingsStore {
  const q = {
    // One statement for create and edit: an existing installation keeps its id and created_at.
    saveInstallation: db.prepare(
      `INSERT INTO webhook_installations (id, name, target, target_id, url, events, secret, policy, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET name = excluded.name, target = excluded.target, target_id = excluded.target_id,
         url = excluded.url, events = excluded.events, secret = excluded.secret, policy = excluded.policy, updated_at = excluded.updated_at`,
    ),
    deleteInstallation: db.prepare('DELETE FROM webhook_installations WHERE id = ?'),
    installation: db.prepare('SELECT * FROM webhook_installations WHERE id = ?'),
    installations: db.prepare('SELECT * FROM webhook_installations ORDER BY created_at'),
    saveReceiver: db.prepare(
      `INSERT INTO webhook_receivers (name, secret, tolerance_seconds, respond, latency_ms, retry_after_seconds, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET secret = excluded.secret, tolerance_seconds = excluded.tolerance_seconds,
         respond = excluded.respond, latency_ms = excluded.latency_ms, retry_after_seconds = excluded.retry_after_seconds`,
    ),
    receivers: db.prepare('SELECT * FROM webhook_receivers ORDER BY created_at, name'),
    deleteReceiver: db.prepare('DELETE FROM webhook_receivers WHERE name = ?'),
  };
  return {
    installations: () => (q.installations.all() as unknown as InstallationRecord[]).map((row) => toInstallation(row, sealer)),
    installation(id) {
      const row = q.installation.get(id) as InstallationRecord | undefined;
      return row ? toInstallation(row, sealer) : null;
    },
    saveInstallation(w) {
      q.saveInstallation.run(
        w.id,
        w.name,
        w.target,
        w.targetId,
        w.url,
        JSON.stringify(w.events),
        sealer.seal(w.secret),
        JSON.stringify(w.policy),
        w.createdAt,
        w.updatedAt,
      );
    },
    deleteInstallation: (id) => q.deleteInstallation.run(id).changes > 0,
    saveReceiver(r) {
      q.saveReceiver.run(r.name, r.secret, r.toleranceSeconds, r.respond, r.latencyMs, r.retryAfterSeconds, r.createdAt);
    },
    receivers: () => (q.receivers.all() as unknown as ReceiverRecord[]).map(toReceiver),
    deleteReceiver: (name) => q.deleteReceiver.run(name).changes > 0,
  };
}
