import { describe, expect, it } from 'vitest';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createStore } from '../../../electron/services/webhooks/store.ts';

describe('a workspace database from before attempts kept their URL', () => {
  it('opens: the attempts table gains sent_url, and a second open leaves it be', () => {
    const db = openDatabaseFile(':memory:');
    // The table as earlier studios created it.
    db.exec(`CREATE TABLE webhook_attempts (
      delivery_id INTEGER NOT NULL, attempt INTEGER NOT NULL,
      state TEXT NOT NULL, planned_at REAL NOT NULL, window_min REAL, window_max REAL, sent_at REAL, finished_at REAL,
      status INTEGER, error TEXT, retryable INTEGER, reason TEXT, duration_ms REAL, journal_id INTEGER,
      PRIMARY KEY (delivery_id, attempt))`);
    createStore(db);
    const columns = (db.prepare('PRAGMA table_info(webhook_attempts)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain('sent_url');
    // A second open finds the column there and leaves it be.
    expect(() => createStore(db)).not.toThrow();
    db.close();
  });
});
