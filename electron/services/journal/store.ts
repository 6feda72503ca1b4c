import type { DatabaseSync } from 'node:sqlite';
import type {
  JournalFilter,
  JournalLinks,
  JournalPage,
  JournalRecord,
  RecordOrigin,
  RecordStatus,
  StoredRecord,
} from '../../../shared/api/journal.ts';
import { readRecord } from '../../../shared/journal/record.ts';
import { deriveColumns, searchText } from './columns.ts';
import { buildWhere } from './query.ts';
import { foreignOrigin, originColumn } from './origin.ts';
import { fromRow, toListRow, type ListRow, type Row } from './rows.ts';
import { createSchema } from './schema.ts';

/** A record handed out with its id, and its data as the JSON text to store (redacted). */
export interface Pending {
  record: StoredRecord;
  data: string;
}

/**
 * The journal's persistence: its tables, the statements that write and read them, and the rows
 * read back as records. It neither batches nor schedules: the write-behind, the index scheduler and
 * retention decide when; reads here see only what was already stored.
 */
export interface RecordStore {
  /** Inserts a batch (the caller holds the transaction). */
  insert(batch: readonly Pending[]): void;
  /** The record read through the union (shared/journal/record.ts), or null. */
  get(id: number): JournalRecord | null;
  /** Newest first, before the cursor id, read through the union. */
  list(before: number, limit: number): JournalRecord[];
  /** One page of list rows matching a parsed query, newest first. */
  page(query: JournalFilter & { anchor: number; before?: number; limit: number; offset?: number; count: boolean }): JournalPage;
  /** The records with these ids that exist, oldest first, as stored (exports give back what was stored). */
  byIds(ids: readonly number[]): StoredRecord[];
  /** The newest `limit` records matching a filter, oldest first, as stored. */
  matching(filter: JournalFilter, limit: number): StoredRecord[];
  mockAnswers(): { mock: string; origin: RecordOrigin | null; count: number; lastId: number }[];
  links(id: number): JournalLinks;
  /** This process's records in (from, to], oldest first. */
  ownBetween(from: number, to: number): StoredRecord[];
  /** Every record after `id`, oldest first. */
  after(id: number): StoredRecord[];
  /** A row another process stored, read through the union. */
  read(row: Record<string, unknown>): JournalRecord;
  maxId(): number;
  /** The oldest stored id, null when the journal is empty. */
  oldestId(): number | null;
  count(): number;
  /** Deletes every record and its search entries; returns how many there were. */
  deleteAll(): number;
  /** The highest id the search index holds. */
  textIndexedUpTo(): number;
  /** Adds the search text of each record whose id is at least `low` (older ones were pruned meanwhile). */
  indexText(records: readonly StoredRecord[], low: number): void;
  /** One step of FTS5 segment merging, `pages` of work; false when it found nothing to merge. */
  mergeText(pages: number): boolean;
  setting(key: string): string | null;
  setSetting(key: string, value: string): void;
}

const COLUMNS = 'id, ts, kind, status, summary, installation_id, parent_id, data, event_type, http_status, duration_ms, event_id, origin';
const PLACEHOLDERS = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
// Batches are written 16 rows a statement: a statement run costs about as much again as the row it
// inserts (binding, stepping, resetting), and write-behind batches hold tens of records.
const INSERT_ROWS = 16;
const LIST_COLUMNS = 'id, ts, kind, status, summary, installation_id, parent_id, event_type, http_status, duration_ms, origin';

export function createRecordStore(db: DatabaseSync, own: RecordOrigin): RecordStore {
  const ownColumn = originColumn(own);
  const stored = (row: Row) => fromRow(row, own);
  const read = (row: Row) => readRecord(stored(row));
  createSchema(db);
  const insertOne = db.prepare(`INSERT INTO records (${COLUMNS}) VALUES ${PLACEHOLDERS}`);
  const insertMany = db.prepare(
    `INSERT INTO records (${COLUMNS}) VALUES ${Array.from({ length: INSERT_ROWS }, () => PLACEHOLDERS).join(', ')}`,
  );
  const insertText = db.prepare('INSERT INTO records_text (rowid, body) VALUES (?, ?)');
  const byId = db.prepare('SELECT * FROM records WHERE id = ?');
  const ownBetween = db.prepare('SELECT * FROM records WHERE id > ? AND id <= ? AND origin = ? ORDER BY id');
  const after = db.prepare('SELECT * FROM records WHERE id > ? ORDER BY id');
  const page = db.prepare('SELECT * FROM records WHERE id < ? ORDER BY id DESC LIMIT ?');
  const childrenOf = db.prepare('SELECT * FROM records WHERE parent_id = ? ORDER BY id');
  const childStatuses = db.prepare('SELECT id, kind, status FROM records WHERE parent_id = ? ORDER BY id');
  const lastChildStatus = db.prepare('SELECT status FROM records WHERE parent_id = ? ORDER BY id DESC LIMIT 1');
  const byEventId = db.prepare('SELECT * FROM records WHERE event_id = ? ORDER BY id');
  const maxId = db.prepare('SELECT coalesce(max(id), 0) AS id FROM records');
  const oldestId = db.prepare('SELECT min(id) AS id FROM records');
  const total = db.prepare('SELECT count(*) AS n FROM records');
  const textUpTo = db.prepare('SELECT coalesce(max(rowid), 0) AS id FROM records_text');
  const mergeStep = db.prepare("INSERT INTO records_text (records_text, rank) VALUES ('merge', ?)");
  const totalChanges = db.prepare('SELECT total_changes() AS n');
  const readSetting = db.prepare('SELECT value FROM journal_settings WHERE key = ?');
  const writeSetting = db.prepare(
    'INSERT INTO journal_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );

  // Receptions recorded by older studios kept the signature the receiver expected: drop it once, so
  // no export of an old journal teaches a valid signature either.
  if (!readSetting.get('received-without-expected')) {
    db.exec(`UPDATE records SET data = json_remove(data, '$.expectedSignature')
      WHERE kind = 'webhook.received' AND json_type(data, '$.expectedSignature') IS NOT NULL`);
    writeSetting.run('received-without-expected', '1');
  }
  // FTS5 merges segments inside the commit that adds one (automerge), which made a slice's commit
  // take 5–30 ms of CPU now and then (the p99 lateness of webhook retries). Automerge is off: the
  // index scheduler (or the index worker) merges in slices, and crisismerge still merges a level of
  // 64 segments, so a process that never merges keeps its queries fast.
  db.exec(`INSERT INTO records_text (records_text, rank) VALUES ('automerge', 0);
    INSERT INTO records_text (records_text, rank) VALUES ('crisismerge', 64);`);

  function values({ record, data }: Pending) {
    const derived = deriveColumns(record.kind, record.data);
    return [
      record.id,
      record.ts,
      record.kind,
      record.status,
      record.summary,
      record.installationId,
      record.parentId,
      data,
      derived.eventType,
      derived.httpStatus,
      derived.durationMs,
      derived.eventId,
      ownColumn,
    ] as const;
  }

  function listRow(row: ListRow) {
    const children = childStatuses.all(row.id) as { id: number; kind: string; status: RecordStatus }[];
    const lastOf = (child: { id: number }) => (lastChildStatus.get(child.id) as { status: RecordStatus } | undefined)?.status ?? null;
    return toListRow(row, own, children, lastOf);
  }

  type LinkedRow = Row & { event_id: string | null };
  /**
   * The whole story a record belongs to: climb to its root (an attempt → delivery → event), take
   * the root's descendants, and add records naming the same webhook event id (receiver verdicts).
   */
  function relatedTo(record: Row): Row[] {
    const chain: LinkedRow[] = [record as LinkedRow];
    for (let depth = 0; depth < 4 && chain[0]!.parent_id !== null; depth++) {
      const up = byId.get(chain[0]!.parent_id!) as LinkedRow | undefined;
      if (!up) break;
      chain.unshift(up);
    }
    const found = new Map<number, Row>();
    let level: Row[] = [chain[0]!];
    for (let depth = 0; depth < 4 && level.length; depth++) {
      for (const row of level) found.set(row.id, row);
      level = level.flatMap((row) => childrenOf.all(row.id) as unknown as Row[]);
    }
    const eventId = chain.map((row) => row.event_id).find(Boolean);
    if (eventId) for (const row of byEventId.all(eventId) as unknown as Row[]) found.set(row.id, row);
    found.delete(record.id);
    return [...found.values()].sort((a, b) => a.id - b.id);
  }

  return {
    insert(batch) {
      let i = 0;
      for (; i + INSERT_ROWS <= batch.length; i += INSERT_ROWS) {
        const row: (string | number | null)[] = [];
        for (let j = i; j < i + INSERT_ROWS; j++) row.push(...values(batch[j]!));
        insertMany.run(...row);
      }
      for (; i < batch.length; i++) insertOne.run(...values(batch[i]!));
    },
    get(id) {
      const row = byId.get(id) as Row | undefined;
      return row ? read(row) : null;
    },
    list: (before, limit) => (page.all(before, limit) as unknown as Row[]).map(read),
    page(q) {
      const where = buildWhere(q);
      const rows = db
        .prepare(`SELECT ${LIST_COLUMNS} FROM records ${where.sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, q.limit, q.offset ?? 0) as unknown as ListRow[];
      const counted = q.count
        ? (db.prepare(`SELECT count(*) AS n FROM records ${where.sql}`).get(...where.params) as { n: number }).n
        : null;
      return {
        rows: rows.map(listRow),
        nextCursor: rows.length === q.limit ? rows[rows.length - 1]!.id : null,
        anchor: q.anchor,
        total: counted,
      };
    },
    byIds: (ids) =>
      ids
        .map((id) => byId.get(id) as Row | undefined)
        .filter((row): row is Row => row !== undefined)
        .map(stored)
        .sort((a, b) => a.id - b.id),
    matching(filter, limit) {
      const where = buildWhere(filter);
      const rows = db
        .prepare(`SELECT * FROM (SELECT * FROM records ${where.sql} ORDER BY id DESC LIMIT ?) ORDER BY id`)
        .all(...where.params, limit);
      return (rows as unknown as Row[]).map(stored);
    },
    mockAnswers() {
      const rows = db
        .prepare(
          `SELECT json_extract(data, '$.mock') AS mock, origin, count(*) AS count, max(id) AS lastId FROM records
           WHERE kind = 'outbound.fetch' AND json_extract(data, '$.mock') IS NOT NULL GROUP BY mock, origin`,
        )
        .all() as { mock: unknown; origin: string | null; count: number; lastId: number }[];
      return rows.map((row) => ({ mock: String(row.mock), origin: foreignOrigin(row.origin, own), count: row.count, lastId: row.lastId }));
    },
    links(id) {
      const record = byId.get(id) as Row | undefined;
      if (!record) return { parent: null, children: [], related: [] };
      const parent = record.parent_id === null ? null : ((byId.get(record.parent_id) as Row | undefined) ?? null);
      const children = childrenOf.all(id) as unknown as Row[];
      return { parent: parent && read(parent), children: children.map(read), related: relatedTo(record).map(read) };
    },
    ownBetween: (from, to) => (ownBetween.all(from, to, ownColumn) as unknown as Row[]).map(stored),
    after: (id) => (after.all(id) as unknown as Row[]).map(stored),
    read: (row) => read(row as unknown as Row),
    maxId: () => (maxId.get() as { id: number }).id,
    oldestId: () => (oldestId.get() as { id: number | null }).id,
    count: () => (total.get() as { n: number }).n,
    deleteAll() {
      const { n } = total.get() as { n: number };
      db.exec("DELETE FROM records; INSERT INTO records_text (records_text) VALUES ('delete-all');");
      return n;
    },
    textIndexedUpTo: () => (textUpTo.get() as { id: number }).id,
    indexText(records, low) {
      for (const record of records) if (record.id >= low) insertText.run(record.id, searchText(record.summary, record.data));
    },
    mergeText(pages) {
      const before = (totalChanges.get() as { n: number }).n;
      mergeStep.run(pages);
      // FTS5's documented test: a merge step that did no work changes fewer than two rows.
      return (totalChanges.get() as { n: number }).n - before >= 2;
    },
    setting: (key) => (readSetting.get(key) as { value: string } | undefined)?.value ?? null,
    setSetting(key, value) {
      writeSetting.run(key, value);
    },
  };
}
