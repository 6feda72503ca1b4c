import type { DatabaseSync } from 'node:sqlite';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { Bus } from '../events/bus.ts';

export type NewRecord = Omit<JournalRecord, 'id' | 'ts' | 'installationId' | 'parentId'> & {
  ts?: number;
  installationId?: string | null;
  parentId?: number | null;
};

export interface Journal {
  /**
   * From now on, `value` never reaches the database or a subscriber: every occurrence in a record's
   * summary or data is replaced by `[redacted:<name>]`. Register secrets before anything can log them.
   */
  registerSecret(name: string, value: string): void;
  /** Stores the record and pushes it on `journal.appended`; returns it with its id. */
  append(record: NewRecord): JournalRecord;
  get(id: number): JournalRecord | null;
  /** Newest first, before the cursor id when given. */
  list(options?: { before?: number; limit?: number }): JournalRecord[];
}

interface Row {
  id: number;
  ts: number;
  kind: string;
  status: JournalRecord['status'];
  summary: string;
  installation_id: string | null;
  parent_id: number | null;
  data: string;
}

function fromRow(row: Row): JournalRecord {
  return {
    id: row.id,
    ts: row.ts,
    kind: row.kind,
    status: row.status,
    summary: row.summary,
    installationId: row.installation_id,
    parentId: row.parent_id,
    data: JSON.parse(row.data),
  };
}

/** Replaces each registered secret in already-serialised JSON text (so values inside strings are caught too). */
function redactor() {
  const secrets = new Map<string, string>();
  return {
    add(name: string, value: string) {
      // Very short values would redact ordinary words; nobody's real secret is 3 characters long.
      if (value.length >= 4) secrets.set(value, name);
    },
    apply(text: string): string {
      let out = text;
      for (const [value, name] of secrets) {
        const encoded = JSON.stringify(value).slice(1, -1);
        out = out.split(encoded).join(`[redacted:${name}]`);
        if (encoded !== value) out = out.split(value).join(`[redacted:${name}]`);
      }
      return out;
    },
  };
}

export function createJournal(db: DatabaseSync, bus: Bus): Journal {
  const redact = redactor();
  db.exec(`CREATE TABLE IF NOT EXISTS records (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ts REAL NOT NULL,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    summary TEXT NOT NULL,
    installation_id TEXT,
    parent_id INTEGER,
    data TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS records_kind ON records(kind, id);
  CREATE INDEX IF NOT EXISTS records_parent ON records(parent_id);`);
  const insert = db.prepare(
    'INSERT INTO records (ts, kind, status, summary, installation_id, parent_id, data) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const byId = db.prepare('SELECT * FROM records WHERE id = ?');
  const page = db.prepare('SELECT * FROM records WHERE id < ? ORDER BY id DESC LIMIT ?');

  return {
    registerSecret(name, value) {
      redact.add(name, value);
    },
    append(input) {
      const summary = redact.apply(input.summary);
      const data = redact.apply(JSON.stringify(input.data ?? null));
      const record = {
        ts: input.ts ?? Date.now(),
        kind: input.kind,
        status: input.status,
        summary,
        installationId: input.installationId ?? null,
        parentId: input.parentId ?? null,
      };
      const { id } = insert.get(record.ts, record.kind, record.status, record.summary, record.installationId, record.parentId, data) as {
        id: number;
      };
      const stored: JournalRecord = { id, ...record, data: JSON.parse(data) };
      bus.publish('journal.appended', stored);
      return stored;
    },
    get(id) {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : null;
    },
    list({ before = Number.MAX_SAFE_INTEGER, limit = 200 } = {}) {
      return (page.all(before, limit) as unknown as Row[]).map(fromRow);
    },
  };
}
