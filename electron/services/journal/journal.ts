import { existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { NewJournalEntry } from '../../../shared/journal/entries.ts';
import { writtenRecord, type KnownRecord } from '../../../shared/journal/record.ts';
import {
  JournalQuery,
  type JournalFilter,
  type JournalLinks,
  type JournalPage,
  type JournalRecord,
  type RecordOrigin,
  type StoredRecord,
} from '../../../shared/api/journal.ts';
import type { Bus } from '../events/bus.ts';
import { BUSY_TIMEOUT_MS } from './busy-timeout.ts';
import { createCommitLog } from './commits.ts';
import { createIdBlocks } from './ids.ts';
import { createIndexHandoff } from './index-handoff.ts';
import { createIndexScheduler } from './index-scheduler.ts';
import { processOrigin } from './origin.ts';
import { createRedactor } from './redactor.ts';
import { createRetention } from './retention.ts';
import { createRetentionPolicy } from './retention-policy.ts';
import { createRecordStore } from './store.ts';
import { createTextIndexer } from './text-indexer.ts';
import { watchOtherWriters } from './watch.ts';
import { createWriteBehind } from './write-behind.ts';

/** The columns every new record gives next to its kind and data. */
type NewHeader = Pick<StoredRecord, 'status' | 'summary'> & {
  ts?: number;
  installationId?: string | null;
  parentId?: number | null;
};

/** A record to append: `kind` is one of the union's (shared/journal/entries.ts) and decides what `data` holds. */
export type NewRecord = NewHeader & NewJournalEntry;
/** A record from elsewhere (an NDJSON export, an older studio): any kind, data as it came. */
type AnyNewRecord = NewHeader & Pick<StoredRecord, 'kind' | 'data'>;

export interface Journal {
  /**
   * From now on, `value` never reaches the database or a subscriber: every occurrence in a record's
   * summary or data is replaced by `[redacted:<name>]`. Register secrets before anything can log them.
   */
  registerSecret(name: string, value: string): void;
  /** Stores the record and pushes it on `journal.appended`; returns it with its id. */
  append(record: NewRecord): KnownRecord;
  /**
   * Writes the records appended so far now rather than after the write-behind delay; inside an open
   * transaction they join it (one commit for a caller's rows and their records).
   */
  flush(): void;
  /**
   * While `busy()` is true the search index waits (unless its backlog is over the limit): work whose
   * timing matters but leaves the loop looking half idle (deliveries waiting on receivers) registers
   * here. Returns the unregister function.
   */
  holdIndexing(busy: () => boolean): () => void;
  /**
   * Runs `fn`, a write transaction of another part of the studio on this database's connection (the
   * webhook queue), with the search index worker stepped aside: it waits for the worker's current
   * transaction (at most one insert and a commit away) instead of sleeping in SQLite's busy handler,
   * whose retries come 1, 2, 5, 10 ms… apart.
   */
  writing<T>(fn: () => T): T;
  get(id: number): JournalRecord | null;
  /** Newest first, before the cursor id when given. */
  list(options?: { before?: number; limit?: number }): JournalRecord[];
  /** One page of list rows matching a filter, newest first. */
  query(query: JournalQuery): JournalPage;
  /** Full records matching a filter (or the given ids), oldest first, at most `limit`, as stored (what an export writes). */
  select(selection: { ids?: number[]; filter?: JournalFilter; limit?: number }): StoredRecord[];
  /** Per mock and writing process (null: this one), how many outbound records it answered and the newest one's id; counted in SQLite. */
  mockAnswers(): { mock: string; origin: RecordOrigin | null; count: number; lastId: number }[];
  /** What a record links to: parent, children and its webhook event's whole tree. */
  links(id: number): JournalLinks;
  /**
   * Stores records from elsewhere (an NDJSON export) with new ids, keeping their time, kind and data;
   * parent links inside the batch follow the new ids. Redacted like appends; not pushed one by one.
   */
  importRecords(records: StoredRecord[]): { imported: number; firstId: number | null; lastId: number | null };
  /** Deletes every record. */
  clear(): number;
  /** How many records the journal keeps (oldest are pruned in the background). */
  retention(): number;
  setRetention(limit: number): void;
  count(): number;
  /** Writes pending search-index entries and stops background work; call before closing the database. */
  close(): void;
}

export interface JournalOptions {
  /** A batch could not be stored (it is kept and retried); default: one line on stderr per failure. */
  onError?: (error: unknown) => void;
  /** The process this journal writes as (default: this process, see origin.ts); rows of any other are marked with theirs. */
  origin?: RecordOrigin;
  /** How long a search or close gives a just-started index worker to begin before indexing itself (text-indexer.ts; default 250 ms). */
  indexStartWaitMs?: number;
}

/**
 * The journal, composed of its parts: the store (store.ts) keeps records in the workspace's
 * database; appends are redacted, given ids and written behind (write-behind.ts); their search text
 * goes to the index worker (index-handoff.ts) or, in memory or after it failed, to slices on this
 * thread (index-scheduler.ts); retention (retention-policy.ts) prunes the oldest. Every read flushes
 * first, so nothing appended is missed; a text query also waits for the search index.
 */
export function createJournal(db: DatabaseSync, bus: Bus, options: JournalOptions = {}): Journal {
  const onError = options.onError ?? ((error: unknown) => console.error(`journal: ${(error as Error).message}`));
  const redact = createRedactor();
  const store = createRecordStore(db, options.origin ?? processOrigin());
  const holds = new Set<() => boolean>();
  const busy = () => [...holds].some((held) => held());
  const pruned = (deleted: number) => bus.publish('inspector.changed', { reason: 'retention', deleted });

  /** A write transaction of this thread, the index worker stepped aside. */
  function transaction(work: () => void) {
    handoff.aside(() => {
      const own = !db.isTransaction;
      // IMMEDIATE: the write lock is taken (waiting on the busy timeout) before anything is read, so
      // another process's commit cannot turn this transaction's first write into an instant SQLITE_BUSY.
      if (own) db.exec('BEGIN IMMEDIATE');
      try {
        work();
        if (own) db.exec('COMMIT');
      } catch (error) {
        if (own) db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  const scheduler = createIndexScheduler({
    isOpen: () => db.isOpen,
    oldestId: () => store.oldestId(),
    index: (records, low) => transaction(() => store.indexText(records, low)),
    merge: (pages) => store.mergeText(pages),
    held: busy,
    onError,
  });
  const handoff = createIndexHandoff({
    path: db.location(),
    exists: existsSync,
    start: (path, failed, onPruned) => createTextIndexer(path, failed, onPruned, options.indexStartWaitMs),
    busy,
    isOpen: () => db.isOpen,
    checkpointHere: (on) => db.exec(`PRAGMA wal_autocheckpoint = ${on ? 1000 : 0}`),
    textIndexedUpTo: () => store.textIndexedUpTo(),
    ownBetween: (from, to) => store.ownBetween(from, to),
    tookBack(waiting, after) {
      scheduler.takeBack(waiting, after);
      retention.prune();
      scheduler.schedule();
    },
    onPruned: pruned,
    onError,
  });
  const retention = createRetentionPolicy({
    setting: (key) => store.setting(key),
    setSetting: (key, value) => store.setSetting(key, value),
    onWorker: (keep) => handoff.prune(keep),
    here: (limit) => createRetention(db, limit, pruned),
  });
  function indexLater(records: readonly StoredRecord[]) {
    if (handoff.offer(records))
      scheduler.stopMerging(); // the worker merges on its own connection
    else scheduler.queue(records);
  }
  // Ids come from the database so that any number of studio processes (serve, a CLI `trigger` or
  // `webhook resend`) can share one journal: each batch window reserves a block of ids with one
  // atomic UPDATE (the writer waits on the busy timeout while another process holds the lock), uses
  // what it needs and drops the rest at its flush. Reserving per window keeps ids in commit order
  // across processes to within a window, so the inspector's newest-first order stays true.
  const ids = createIdBlocks(db);
  // Each batch's commit is noted in the same transaction: other processes hear of it by that note.
  const commits = createCommitLog(db);
  const writes = createWriteBehind({
    ids,
    transaction,
    insert(batch) {
      store.insert(batch);
      commits.note(batch.map(({ record }) => record.id));
    },
    stored: indexLater,
    isOpen: () => db.isOpen,
    inTransaction: () => db.isTransaction,
    worker: () => handoff.worker(),
    withoutBusyWait(fn) {
      db.exec('PRAGMA busy_timeout = 0');
      try {
        fn();
      } finally {
        db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    },
    onError,
  });
  // Records other processes (a CLI run on the same folder) store are pushed like this process's own.
  const watcher = watchOtherWriters(db, commits, {
    found: (row) => bus.publish('journal.appended', store.read(row)),
    missed: () => bus.publish('inspector.changed', { reason: 'missed', deleted: 0 }),
  });
  // Records stored but not indexed when the studio last stopped (killed mid-way) are indexed now.
  const leftOver = store.after(store.textIndexedUpTo());
  if (leftOver.length) indexLater(leftOver);

  /** Everything stored and searchable: before text queries and close. */
  function settle() {
    writes.flush();
    handoff.settle();
    scheduler.indexAll();
  }

  function add<R extends AnyNewRecord>(input: R): StoredRecord & { kind: R['kind'] } {
    const json = JSON.stringify(input.data ?? null);
    const data = redact.apply(json);
    const record = {
      ts: input.ts ?? Date.now(),
      kind: input.kind,
      status: input.status,
      summary: redact.apply(input.summary),
      installationId: input.installationId ?? null,
      parentId: input.parentId ?? null,
      // Parsed back only when redaction changed something: otherwise the stored text is the caller's data.
      data: data === json ? (input.data ?? null) : JSON.parse(data),
    };
    return writes.add(record, data);
  }

  return {
    registerSecret(name, value) {
      redact.add(name, value);
    },
    append(input) {
      const stored = writtenRecord(add(input));
      retention.appended();
      bus.publish('journal.appended', stored);
      return stored;
    },
    flush: () => writes.flush(),
    holdIndexing(busy) {
      holds.add(busy);
      return () => holds.delete(busy);
    },
    writing(fn) {
      const worker = handoff.worker();
      worker?.pause();
      try {
        return fn();
      } finally {
        worker?.resume();
      }
    },
    get(id) {
      writes.flush();
      return store.get(id);
    },
    list({ before = Number.MAX_SAFE_INTEGER, limit = 200 } = {}) {
      writes.flush();
      return store.list(before, limit);
    },
    query(input) {
      const q = JournalQuery.parse(input);
      if (q.text?.trim()) settle();
      else writes.flush();
      return store.page({ ...q, anchor: q.anchor ?? store.maxId() });
    },
    select({ ids: wanted, filter, limit = 100_000 }) {
      if (filter?.text?.trim()) settle();
      else writes.flush();
      return wanted ? store.byIds(wanted) : store.matching(filter ?? {}, limit);
    },
    mockAnswers() {
      writes.flush();
      return store.mockAnswers();
    },
    links(id) {
      writes.flush();
      return store.links(id);
    },
    importRecords(records) {
      const newIds = new Map<number, number>();
      let firstId: number | null = null;
      let lastId: number | null = null;
      const own = !db.isTransaction;
      if (own) db.exec('BEGIN');
      try {
        for (const record of [...records].sort((a, b) => a.id - b.id)) {
          const stored = add({
            ts: record.ts,
            kind: record.kind,
            status: record.status,
            summary: record.summary,
            installationId: record.installationId,
            // A parent outside the batch is not this journal's record with that id: drop the link.
            parentId: record.parentId === null ? null : (newIds.get(record.parentId) ?? null),
            data: record.data,
          });
          newIds.set(record.id, stored.id);
          firstId ??= stored.id;
          lastId = stored.id;
        }
        writes.flush();
        if (own) db.exec('COMMIT');
      } catch (error) {
        if (own) db.exec('ROLLBACK');
        writes.discard();
        throw error;
      }
      retention.prune();
      bus.publish('inspector.changed', { reason: 'imported', deleted: 0 });
      return { imported: newIds.size, firstId, lastId };
    },
    clear() {
      writes.flush();
      scheduler.clear();
      const deleted = store.deleteAll();
      bus.publish('inspector.changed', { reason: 'cleared', deleted });
      return deleted;
    },
    retention: () => retention.limit(),
    setRetention(limit) {
      retention.setLimit(limit);
    },
    count: () => {
      writes.flush();
      return store.count();
    },
    close() {
      watcher.stop();
      retention.stop();
      scheduler.cancel();
      settle();
      handoff.stop();
    },
  };
}
