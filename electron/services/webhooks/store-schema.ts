import type { DatabaseSync } from 'node:sqlite';

/**
 * The webhook tables in the session's database. Every state change is one transaction, so a kill at
 * any instant leaves either the state before or the state after, never half of it.
 *
 *   webhook_installations  the settings of each webhook installation
 *   webhook_events         each event once: its id, type and raw body (exact bytes as UTF-8 text)
 *   webhook_deliveries     one row per (event, receiver) send, with the signature computed once
 *   webhook_attempts       one row per try; UNIQUE(delivery, attempt) so no attempt exists twice
 *   webhook_queue          the pending queue: the one next attempt of each pending delivery
 *   webhook_receivers      the local receivers made in the Webhooks pane: name, secret, tolerance, script
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_installations (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, target TEXT NOT NULL, target_id TEXT, url TEXT NOT NULL,
  events TEXT NOT NULL, secret TEXT NOT NULL, policy TEXT NOT NULL, created_at REAL NOT NULL, updated_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_events (
  event_id TEXT PRIMARY KEY, type TEXT NOT NULL, body TEXT NOT NULL, created_at REAL NOT NULL, journal_id INTEGER
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL REFERENCES webhook_events(event_id),
  webhook_id TEXT, url TEXT NOT NULL, signature_header TEXT NOT NULL, policy TEXT NOT NULL,
  state TEXT NOT NULL, reason TEXT, created_at REAL NOT NULL, finished_at REAL, journal_id INTEGER
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_event ON webhook_deliveries(event_id);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE, attempt INTEGER NOT NULL,
  state TEXT NOT NULL, planned_at REAL NOT NULL, window_min REAL, window_max REAL, sent_at REAL, finished_at REAL,
  status INTEGER, error TEXT, retryable INTEGER, reason TEXT, duration_ms REAL, journal_id INTEGER, sent_url TEXT,
  PRIMARY KEY (delivery_id, attempt)
);
-- Only attempts on the wire are indexed (what recovery looks up after a kill): an index over every
-- state was rewritten three times per attempt (planned, sending, done) for that one lookup.
DROP INDEX IF EXISTS webhook_attempts_state;
CREATE INDEX IF NOT EXISTS webhook_attempts_sending ON webhook_attempts(delivery_id) WHERE state = 'sending';
CREATE TABLE IF NOT EXISTS webhook_queue (
  delivery_id INTEGER PRIMARY KEY REFERENCES webhook_deliveries(id) ON DELETE CASCADE, attempt INTEGER NOT NULL, due_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_queue_due ON webhook_queue(due_at);
CREATE TABLE IF NOT EXISTS webhook_receivers (
  name TEXT PRIMARY KEY, secret TEXT NOT NULL, tolerance_seconds INTEGER NOT NULL, respond TEXT NOT NULL,
  latency_ms INTEGER NOT NULL, retry_after_seconds INTEGER NOT NULL, created_at REAL NOT NULL
);
`;

/** Databases made before attempts kept the URL they went to get the column (empty for their old attempts). */
function addSentUrl(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(webhook_attempts)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'sent_url')) db.exec('ALTER TABLE webhook_attempts ADD COLUMN sent_url TEXT');
}

/** Creates the webhook tables, or brings an older database's up to date. */
export function createWebhookTables(db: DatabaseSync): void {
  db.exec(SCHEMA);
  addSentUrl(db);
}
