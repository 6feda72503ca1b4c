import type { DatabaseSync } from 'node:sqlite';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { NewJournalEntry } from '../../../shared/journal/entries.ts';
import {
  JournalQuery,
  type JournalFilter,
  type JournalLinks,
  type JournalPage,
  type JournalRow,
  type RecordOrigin,
} from '../../../shared/api/journal.ts';
import type { Bus } from '../events/bus.ts';
import { deriveColumns, searchText } from './columns.ts';
import { BUSY_TIMEOUT_MS } from './busy-timeout.ts';
import { existsSync } from 'node:fs';
import { createTextIndexer, type TextIndexer } from './text-indexer.ts';
import { buildWhere } from './query.ts';
import { createRedactor } from './redactor.ts';
import { createRetention, DEFAULT_RETENTION } from './retention.ts';
import { createIdBlocks } from './ids.ts';
import { foreignOrigin, originColumn, processOrigin } from './origin.ts';
import { createSchema } from './schema.ts';
import { watchOtherWriters } from './watch.ts';

/** The columns every new record gives next to its kind and data. */
type NewHeader = Pick<JournalRecord, 'status' | 'summary'> & {
  ts?: number;
  installationId?: string | null;
  parentId?: number | null;
};

/** A record to append: `kind` is one of the union's (shared/journal/entries.ts) and decides what `data` holds. */
export type NewRecord = NewHeader & NewJournalEntry;
/** A record from elsewhere (an NDJSON export, an older studio): any kind, data as it came (the wire schema). */
type WireRecord = NewHeader & Pick<JournalRecord, 'kind' | 'data'>;

export interface Journal {
  /**
   * From now on, `value` never reaches the database or a subscriber: every occurrence in a record's
   * summary or data is replaced by `[redacted:<name>]`. Register secrets before anything can log them.
   */
  registerSecret(name: string, value: string): void;
  /** Stores the record and pushes it on `journal.appended`; returns it with its id. */
  append(record: NewRecord): JournalRecord;
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
  /** Full records matching a filter (or the given ids), oldest first, at most `limit`. */
  select(selection: { ids?: number[]; filter?: JournalFilter; limit?: number }): JournalRecord[];
  /** Per mock and writing process (null: this one), how many outbound records it answered and the newest one's id; counted in SQLite. */
  mockAnswers(): { mock: string; origin: RecordOrigin | null; count: number; lastId: number }[];
  /** What a record links to: parent, children and its webhook event's whole tree. */
  links(id: number): JournalLinks;
  /**
   * Stores records from elsewhere (an NDJSON export) with new ids, keeping their time, kind and data;
   * parent links inside the batch follow the new ids. Redacted like appends; not pushed one by one.
   */
  importRecords(records: JournalRecord[]): { imported: number; firstId: number | null; lastId: number | null };
  /** Deletes every record. */
  clear(): number;
  /** How many records the journal keeps (oldest are pruned in the background). */
  retention(): number;
  setRetention(limit: number): void;
  count(): number;
  /** Writes pending search-index entries and stops background work; call before closing the database. */
  close(): void;
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
  origin?: string | null;
}

/** The columns every view of a record shares; `data` is parsed only where it is shown. */
function headerOf(row: Row, own: RecordOrigin): Omit<JournalRecord, 'data'> {
  const origin = foreignOrigin(row.origin, own);
  return {
    id: row.id,
    ts: row.ts,
    kind: row.kind,
    status: row.status,
    summary: row.summary,
    installationId: row.installation_id,
    parentId: row.parent_id,
    ...(origin ? { origin } : {}),
  };
}

function fromRow(row: Row, own: RecordOrigin): JournalRecord {
  return { ...headerOf(row, own), data: JSON.parse(row.data) };
}

const SEVERITY: Record<JournalRecord['status'], number> = { info: 0, ok: 1, pending: 2, error: 3 };
/** Appends between two retention checks: a check is one indexed lookup, cheap but not free. */
const RETENTION_CHECK_EVERY = 500;

export interface JournalOptions {
  /** A batch could not be stored (it is kept and retried); default: one line on stderr per failure. */
  onError?: (error: unknown) => void;
  /** The process this journal writes as (default: this process, see origin.ts); rows of any other are marked with theirs. */
  origin?: RecordOrigin;
  /** How long a search or close gives a just-started index worker to begin before indexing itself (text-indexer.ts; default 250 ms). */
  indexStartWaitMs?: number;
}

export function createJournal(db: DatabaseSync, bus: Bus, options: JournalOptions = {}): Journal {
  const onError = options.onError ?? ((error: unknown) => console.error(`journal: ${(error as Error).message}`));
  const redact = createRedactor();
  const own = options.origin ?? processOrigin();
  const ownColumn = originColumn(own);
  const read = (row: Row) => fromRow(row, own);
  createSchema(db);
  const insert = db.prepare(
    `INSERT INTO records (id, ts, kind, status, summary, installation_id, parent_id, data, event_type, http_status, duration_ms, event_id, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Batches are written 16 rows a statement: a statement run costs about as much again as the row it
  // inserts (binding, stepping, resetting), and write-behind batches hold tens of records.
  const INSERT_ROWS = 16;
  const insertMany = db.prepare(
    `INSERT INTO records (id, ts, kind, status, summary, installation_id, parent_id, data, event_type, http_status, duration_ms, event_id, origin)
     VALUES ${Array.from({ length: INSERT_ROWS }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
  );
  const insertText = db.prepare('INSERT INTO records_text (rowid, body) VALUES (?, ?)');
  const byId = db.prepare('SELECT * FROM records WHERE id = ?');
  const ownBetween = db.prepare('SELECT * FROM records WHERE id > ? AND id <= ? AND origin = ? ORDER BY id');
  const page = db.prepare('SELECT * FROM records WHERE id < ? ORDER BY id DESC LIMIT ?');
  const childrenOf = db.prepare('SELECT * FROM records WHERE parent_id = ? ORDER BY id');
  const childStatuses = db.prepare('SELECT id, kind, status FROM records WHERE parent_id = ? ORDER BY id');
  const lastChildStatus = db.prepare('SELECT status FROM records WHERE parent_id = ? ORDER BY id DESC LIMIT 1');
  const byEventId = db.prepare('SELECT * FROM records WHERE event_id = ? ORDER BY id');
  const maxId = db.prepare('SELECT coalesce(max(id), 0) AS id FROM records');
  const oldestId = db.prepare('SELECT min(id) AS id FROM records');
  const total = db.prepare('SELECT count(*) AS n FROM records');
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
  let keep = Number((readSetting.get('retention') as { value: string } | undefined)?.value ?? DEFAULT_RETENTION);
  const retention = createRetention(
    db,
    () => keep,
    (deleted) => bus.publish('inspector.changed', { reason: 'retention', deleted }),
  );
  let sinceCheck = 0;
  /** Pruning is the index worker's while it runs (its deletes cost as much as the inserts: off this thread), else retention's steps here. */
  function pruneLater() {
    if (indexer?.alive) indexer.prune(keep);
    else retention.schedule();
  }

  // Appends are written behind: each one gets its id at once (the journal is the only writer of
  // `records`), is pushed to subscribers, and joins a batch that one transaction stores at most
  // FLUSH_DELAY_MS later. A transaction per batch instead of per row is what lifts appends past the
  // bare autocommit INSERT rate; waiting a few milliseconds rather than one tick matters when appends
  // come one per turn (a dispatch at a time): each WAL commit writes every page it touched (the table
  // and its five indexes), measured ~100 µs a commit, so a commit per dispatch cost more than the
  // rows. Every read flushes first, so nothing is missed.
  interface Pending {
    record: JournalRecord;
    data: string;
  }
  let pending: Pending[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  const FLUSH_DELAY_MS = 10;
  // Ids come from the database so that any number of studio processes (serve, a CLI `trigger` or
  // `webhook resend`) can share one journal: each batch window reserves a block of ids with one
  // atomic UPDATE (the writer waits on the busy timeout while another process holds the lock), uses
  // what it needs and drops the rest at its flush. Reserving per window keeps ids in commit order
  // across processes to within a window, so the inspector's newest-first order stays true.
  const idBlocks = createIdBlocks(db);
  /** Failed flushes are retried with this delay (doubling, at most a second) rather than lost. */
  let retryDelay = FLUSH_DELAY_MS;
  /** Batches larger than this are written at once rather than waiting for the delay. */
  const BATCH = 2_000;

  // The trigram index costs far more than the row insert (measured: ~45 µs against ~6 µs a small
  // row, ~150 µs for a 1 KB webhook attempt), so it is built after the rows are stored, on the event
  // loop but out of the way of live work:
  // - in slices of about INDEX_SLICE_MS, one transaction each, so a due timer or an answer on the
  //   wire waits at most a slice (a 500-record step used to hold the loop ~75 ms);
  // - only in a window where the rest of the process left the loop mostly idle, or once
  //   INDEX_BACKLOG records wait (about a second of catch-up), so a burst of deliveries or
  //   dispatches is not slowed by indexing it and a search's catch-up stays bounded;
  // - records wait INDEX_DELAY_MS to gather: each index transaction pays a fixed cost (a new FTS
  //   segment), so indexing one or two per turn costs ~3× more a record (~165 µs against ~47 µs);
  // - FTS5 merges segments inside the commit that adds one (automerge), which made a slice's commit
  //   take 5–30 ms of CPU now and then (the p99 lateness of webhook retries). Automerge is off; merge
  //   slices alternate with index slices in quiet windows, and crisismerge still merges a level of
  //   64 segments, so a process that is never quiet keeps its queries fast.
  // A text query first indexes whatever is still waiting, so a search never misses a record.
  db.exec(`INSERT INTO records_text (records_text, rank) VALUES ('automerge', 0);
    INSERT INTO records_text (records_text, rank) VALUES ('crisismerge', 64);`);
  const mergeStep = db.prepare("INSERT INTO records_text (records_text, rank) VALUES ('merge', ?)");
  const totalChanges = db.prepare('SELECT total_changes() AS n');
  /** Pages of merge work that fit a slice, measured as it goes. */
  let mergePages = 8;
  let unmerged = true;
  let unindexed: JournalRecord[] = [];
  let indexTimer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  const INDEX_DELAY_MS = 250;
  const INDEX_SLICE_MS = 2;
  const INDEX_BACKLOG = 10_000;
  /** What indexing one record has cost lately, its share of the commit included (a first guess until measured). */
  let msPerRecord = 0.15;
  /** Above this share of a window spent on other work, indexing waits for a quieter one. */
  const BUSY = 0.5;
  let indexWindow = { elu: performance.eventLoopUtilization(), own: 0 };
  /** Set while catching up: slices follow one another (yielding between) until the window ends. */
  let catchUpUntil = 0;
  function cancelIndex() {
    if (indexTimer) {
      clearTimeout(indexTimer as NodeJS.Timeout);
      clearImmediate(indexTimer as NodeJS.Immediate);
    }
    indexTimer = null;
  }
  function scheduleIndex() {
    if (indexTimer || (!unindexed.length && !unmerged)) return;
    if (performance.now() < catchUpUntil) {
      indexTimer = setImmediate(guardedIndexStep).unref();
    } else {
      indexTimer = setTimeout(guardedIndexStep, INDEX_DELAY_MS);
      // Records left unindexed when the process exits are indexed the next time the journal opens.
      indexTimer.unref();
    }
  }

  function runInTransaction(work: () => void) {
    indexer?.pause();
    try {
      inTransaction(work);
    } finally {
      indexer?.resume();
    }
  }
  function inTransaction(work: () => void) {
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
  }

  /** The timer's flush: a failure (disk full, a database removed underneath) is reported and retried, never thrown into the event loop. */
  function flushLater() {
    flushTimer = null;
    // The database was closed underneath (a test or a tool that closes it without the journal):
    // what is pending cannot be stored, and a timer must not throw.
    if (!db.isOpen) return;
    // While the index worker holds the write lock the batch waits a millisecond (the worker commits
    // at once and starts nothing new) rather than this thread waiting for it.
    const worker = indexer?.alive && pending.length ? indexer : null;
    if (worker && !worker.tryPause()) {
      flushTimer = setTimeout(flushLater, 1);
      return;
    }
    try {
      flushHeld();
    } finally {
      worker?.resume();
    }
  }
  function flushHeld() {
    // The timer's flush does not wait for the write lock: while the search index worker commits, the
    // batch is tried again shortly instead of this thread sleeping in SQLite's busy handler.
    if (indexer?.alive) db.exec('PRAGMA busy_timeout = 0');
    try {
      flush();
      retryDelay = FLUSH_DELAY_MS;
    } catch (error) {
      if (indexer?.alive && /database is locked|SQLITE_BUSY/i.test((error as Error).message)) {
        flushTimer ??= setTimeout(flushLater, 2);
        return;
      }
      onError(error);
      retryDelay = Math.min(retryDelay * 2, 1_000);
      flushTimer ??= setTimeout(flushLater, retryDelay);
    } finally {
      if (indexer?.alive) db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }

  function flush() {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    idBlocks.release();
    if (!pending.length || !db.isOpen) return;
    const batch = pending;
    pending = [];
    try {
      runInTransaction(() => writeBatch(batch));
      if (!db.isTransaction) idBlocks.committed();
    } catch (error) {
      // Kept for the next flush: the records were already handed out with their ids.
      pending = batch.concat(pending);
      throw error;
    }
    queueText(batch.map(({ record }) => record));
  }

  // A database in a file is indexed by a worker thread (text-indexer.ts), started with the first
  // records to index; one in memory, or after the worker failed, on this thread in slices as below.
  const path = db.location();
  let indexer: TextIndexer | null = null;
  /**
   * The highest id posted to the worker. What it had not indexed when it fails is read back from the
   * table rather than held here: a burst can leave hundreds of thousands of records waiting.
   */
  let postedUpTo = 0;
  let stopTelling = () => {};
  function queueText(records: JournalRecord[]) {
    // Not when the file is gone: the worker's connection would create a new, empty one in its place.
    if (path && (indexer?.alive ?? existsSync(path))) {
      if (!indexer) {
        // What the holds say reaches the worker at every batch and, between batches, every 50 ms.
        const tell = setInterval(() => indexer?.alive && indexer.setBusy([...holds].some((busy) => busy())), 50);
        tell.unref();
        stopTelling = () => clearInterval(tell);
      }
      indexer ??= createTextIndexer(
        path,
        (error) => {
          // The database was closed underneath (a tool that closes it without the journal): the
          // worker's failure follows from that, and nothing can be taken back into it.
          if (!db.isOpen) return;
          onError(error);
          workerGone();
          scheduleIndex();
        },
        (deleted) => bus.publish('inspector.changed', { reason: 'retention', deleted }),
        options.indexStartWaitMs,
      );
      unmerged = false; // the worker merges on its own connection
      // and checkpoints: it writes most of the WAL's pages, and a checkpoint in a commit of this thread stalls it (see checkpointer.ts).
      if (indexer.alive) db.exec('PRAGMA wal_autocheckpoint = 0');
      indexer.setBusy([...holds].some((busy) => busy()));
      indexer.post(records.map((r) => [r.id, searchText(r.summary, r.data)]));
      postedUpTo = Math.max(postedUpTo, records[records.length - 1]!.id);
      return;
    }
    for (const record of records) unindexed.push(record);
    scheduleIndex();
  }
  /**
   * The worker failed, was stopped or was given up before it began: this thread checkpoints, prunes
   * and indexes again, starting with what the worker had not indexed. Once per worker.
   */
  let tookBack: TextIndexer | null = null;
  function workerGone() {
    if (!indexer || tookBack === indexer) return;
    tookBack = indexer;
    db.exec('PRAGMA wal_autocheckpoint = 1000');
    takeBack();
    retention.schedule();
  }
  /** What the worker had not indexed goes back to this thread's queue. */
  function takeBack() {
    const upTo = Math.max(
      indexer?.indexedUpTo() ?? 0,
      (db.prepare('SELECT coalesce(max(rowid), 0) AS id FROM records_text').get() as { id: number }).id,
    );
    const waiting = upTo < postedUpTo ? (ownBetween.all(upTo, postedUpTo, ownColumn) as unknown as Row[]).map(read) : [];
    unindexed = waiting.concat(unindexed.filter((r) => r.id > postedUpTo));
    postedUpTo = 0;
  }

  function writeBatch(batch: Pending[]) {
    idBlocks.confirm(batch[batch.length - 1]!.record.id);
    const row = ({ record, data }: Pending) => {
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
    };
    let i = 0;
    for (; i + INSERT_ROWS <= batch.length; i += INSERT_ROWS) {
      const values: (string | number | null)[] = [];
      for (let j = i; j < i + INSERT_ROWS; j++) values.push(...row(batch[j]!));
      insertMany.run(...values);
    }
    for (; i < batch.length; i++) insert.run(...row(batch[i]!));
  }

  function index(budgetMs: number) {
    if (!unindexed.length || !db.isOpen) return;
    // Retention prunes from the oldest end and may have taken records still waiting here.
    const low = (oldestId.get() as { id: number | null }).id;
    if (low === null) {
      unindexed = [];
      return;
    }
    // FTS5 writes a transaction's index entries when it commits, so the slice is sized by what a
    // record cost the last slices, commit included, rather than by a clock read between inserts.
    const count = Math.max(1, Math.min(unindexed.length, Math.floor(budgetMs / msPerRecord)));
    const step = count === unindexed.length ? unindexed : unindexed.slice(0, count);
    unindexed = step === unindexed ? [] : unindexed.slice(count);
    const started = performance.now();
    runInTransaction(() => {
      for (const record of step) if (record.id >= low) insertText.run(record.id, searchText(record.summary, record.data));
    });
    unmerged = true;
    msPerRecord = 0.7 * msPerRecord + (0.3 * (performance.now() - started)) / step.length;
  }
  /** One slice of segment merging; `unmerged` turns false once a step finds nothing left to merge. */
  function merge(budgetMs: number) {
    if (!db.isOpen) return;
    const before = (totalChanges.get() as { n: number }).n;
    const started = performance.now();
    mergeStep.run(mergePages);
    const elapsed = performance.now() - started;
    // FTS5's documented test: a merge step that did no work changes fewer than two rows.
    if ((totalChanges.get() as { n: number }).n - before < 2) unmerged = false;
    // A page's cost varies with the segments being merged: grow slowly, shrink at once.
    const fit = Math.round((mergePages * budgetMs) / Math.max(elapsed, 0.25));
    mergePages = Math.max(2, Math.min(32, fit, Math.ceil(mergePages * 1.25)));
  }
  let quietWindow = false;
  let turn = 0;
  /** Background indexing never throws into the event loop: a failed slice is reported and tried again later. */
  function guardedIndexStep() {
    try {
      indexStep();
    } catch (error) {
      onError(error);
      indexTimer = null;
      catchUpUntil = 0;
      scheduleIndex();
    }
  }
  const holds = new Set<() => boolean>();
  function indexStep() {
    indexTimer = null;
    const now = performance.now();
    if (now >= catchUpUntil) {
      const elu = performance.eventLoopUtilization(indexWindow.elu);
      quietWindow = elu.active - indexWindow.own <= BUSY * (elu.active + elu.idle) && ![...holds].some((busy) => busy());
      indexWindow = { elu: performance.eventLoopUtilization(), own: 0 };
      if (!quietWindow && unindexed.length < INDEX_BACKLOG) return scheduleIndex();
      catchUpUntil = now + INDEX_DELAY_MS;
    }
    // In a quiet window, merge slices alternate with index slices so segments never pile up to a
    // crisis merge (one long commit); a busy process only indexes its over-limit backlog.
    if (quietWindow && unmerged && (!unindexed.length || ++turn % 2 === 0)) merge(INDEX_SLICE_MS);
    else if (unindexed.length) index(INDEX_SLICE_MS);
    else catchUpUntil = 0;
    indexWindow.own += performance.now() - now;
    scheduleIndex();
  }
  // Records other processes (a CLI run on the same folder) store are pushed like this process's own.
  const watcher = watchOtherWriters(db, {
    othersIn: (from, to) => idBlocks.othersIn(from, to),
    forgetBelow: (id) => idBlocks.forgetBelow(id),
    found: (row) => bus.publish('journal.appended', read(row as unknown as Row)),
  });
  // Records stored but not indexed when the studio last stopped (killed mid-way) are indexed now.
  const indexedUpTo = (db.prepare('SELECT coalesce(max(rowid), 0) AS id FROM records_text').get() as { id: number }).id;
  const leftOver = (db.prepare('SELECT * FROM records WHERE id > ? ORDER BY id').all(indexedUpTo) as unknown as Row[]).map(read);
  if (leftOver.length) queueText(leftOver);

  /** Everything stored and searchable: before text queries and close. */
  function settle() {
    flush();
    if (indexer && postedUpTo > indexer.indexedUpTo()) {
      // A search waits for what the worker was given before it; a worker that cannot finish is stopped and this thread does the rest.
      // One given up before it began (waitFor turned it off) needs no report: only a running worker that stalled does.
      if (indexer.alive && !indexer.waitFor(postedUpTo, 30_000) && indexer.alive) {
        onError(new Error('search index worker: no progress in 30 s; indexing on the main thread instead'));
        indexer.stop();
      }
      if (!indexer.alive) workerGone();
    }
    index(Number.POSITIVE_INFINITY);
  }

  function store(input: WireRecord): JournalRecord {
    const summary = redact.apply(input.summary);
    const json = JSON.stringify(input.data ?? null);
    const data = redact.apply(json);
    // The first append of a window reserves ids with a write: the index worker steps aside for it.
    const reserving = indexer !== null && idBlocks.reserves();
    if (reserving) indexer!.pause();
    let id: number;
    try {
      id = idBlocks.next();
    } finally {
      if (reserving) indexer!.resume();
    }
    const record: JournalRecord = {
      id,
      ts: input.ts ?? Date.now(),
      kind: input.kind,
      status: input.status,
      summary,
      installationId: input.installationId ?? null,
      parentId: input.parentId ?? null,
      // Parsed back only when redaction changed something: otherwise the stored text is the caller's data.
      data: data === json ? (input.data ?? null) : JSON.parse(data),
    };
    pending.push({ record, data });
    if (pending.length >= BATCH) flush();
    else flushTimer ??= setTimeout(flushLater, FLUSH_DELAY_MS);
    return record;
  }

  function toRow(row: Row & { event_type: string | null; http_status: number | null; duration_ms: number | null }): JournalRow {
    const children = childStatuses.all(row.id) as { id: number; kind: string; status: JournalRecord['status'] }[];
    let groupStatus: JournalRecord['status'] | null = null;
    for (const child of children) {
      // A delivery's record stays `pending` (the journal is append-only): its last attempt says how it ended.
      const last =
        child.kind === 'webhook.delivery'
          ? ((lastChildStatus.get(child.id) as { status: JournalRecord['status'] } | undefined)?.status ?? child.status)
          : child.status;
      if (groupStatus === null || SEVERITY[last] > SEVERITY[groupStatus]) groupStatus = last;
    }
    // A delivery ended as its last attempt did (delivered after a 500 and a 503 is delivered), not as its worst one.
    if (row.kind === 'webhook.delivery' && children.length) groupStatus = children.at(-1)!.status;
    return {
      ...headerOf(row, own),
      eventType: row.event_type,
      httpStatus: row.http_status,
      durationMs: row.duration_ms,
      childCount: children.length,
      groupStatus,
    };
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
    registerSecret(name, value) {
      redact.add(name, value);
    },
    append(input) {
      const stored = store(input);
      if (++sinceCheck >= RETENTION_CHECK_EVERY) {
        sinceCheck = 0;
        pruneLater();
      }
      bus.publish('journal.appended', stored);
      return stored;
    },
    flush,
    holdIndexing(busy) {
      holds.add(busy);
      return () => holds.delete(busy);
    },
    writing(fn) {
      const worker = indexer?.alive ? indexer : null;
      worker?.pause();
      try {
        return fn();
      } finally {
        worker?.resume();
      }
    },
    get(id) {
      flush();
      const row = byId.get(id) as Row | undefined;
      return row ? read(row) : null;
    },
    list({ before = Number.MAX_SAFE_INTEGER, limit = 200 } = {}) {
      flush();
      return (page.all(before, limit) as unknown as Row[]).map(read);
    },
    query(input) {
      const q = JournalQuery.parse(input);
      if (q.text?.trim()) settle();
      else flush();
      const anchor = q.anchor ?? (maxId.get() as { id: number }).id;
      const where = buildWhere({ ...q, anchor });
      const columns = 'id, ts, kind, status, summary, installation_id, parent_id, event_type, http_status, duration_ms, origin';
      const rows = db
        .prepare(`SELECT ${columns} FROM records ${where.sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, q.limit, q.offset ?? 0) as unknown as Parameters<typeof toRow>[0][];
      const counted = q.count
        ? (db.prepare(`SELECT count(*) AS n FROM records ${where.sql}`).get(...where.params) as { n: number }).n
        : null;
      return {
        rows: rows.map(toRow),
        nextCursor: rows.length === q.limit ? rows[rows.length - 1]!.id : null,
        anchor,
        total: counted,
      };
    },
    select({ ids, filter, limit = 100_000 }) {
      if (filter?.text?.trim()) settle();
      else flush();
      if (ids) {
        return ids
          .map((id) => byId.get(id) as Row | undefined)
          .filter((row): row is Row => row !== undefined)
          .map(read)
          .sort((a, b) => a.id - b.id);
      }
      const where = buildWhere(filter ?? {});
      const rows = db
        .prepare(`SELECT * FROM (SELECT * FROM records ${where.sql} ORDER BY id DESC LIMIT ?) ORDER BY id`)
        .all(...where.params, limit);
      return (rows as unknown as Row[]).map(read);
    },
    mockAnswers() {
      flush();
      const rows = db
        .prepare(
          `SELECT json_extract(data, '$.mock') AS mock, origin, count(*) AS count, max(id) AS lastId FROM records
           WHERE kind = 'outbound.fetch' AND json_extract(data, '$.mock') IS NOT NULL GROUP BY mock, origin`,
        )
        .all() as { mock: unknown; origin: string | null; count: number; lastId: number }[];
      return rows.map((row) => ({ mock: String(row.mock), origin: foreignOrigin(row.origin, own), count: row.count, lastId: row.lastId }));
    },
    links(id) {
      flush();
      const record = byId.get(id) as Row | undefined;
      if (!record) return { parent: null, children: [], related: [] };
      const parent = record.parent_id === null ? null : ((byId.get(record.parent_id) as Row | undefined) ?? null);
      const children = childrenOf.all(id) as unknown as Row[];
      return { parent: parent && read(parent), children: children.map(read), related: relatedTo(record).map(read) };
    },
    importRecords(records) {
      const ids = new Map<number, number>();
      let firstId: number | null = null;
      let lastId: number | null = null;
      const own = !db.isTransaction;
      if (own) db.exec('BEGIN');
      try {
        for (const record of [...records].sort((a, b) => a.id - b.id)) {
          const stored = store({
            ts: record.ts,
            kind: record.kind,
            status: record.status,
            summary: record.summary,
            installationId: record.installationId,
            // A parent outside the batch is not this journal's record with that id: drop the link.
            parentId: record.parentId === null ? null : (ids.get(record.parentId) ?? null),
            data: record.data,
          });
          ids.set(record.id, stored.id);
          firstId ??= stored.id;
          lastId = stored.id;
        }
        flush();
        if (own) db.exec('COMMIT');
      } catch (error) {
        if (own) db.exec('ROLLBACK');
        pending = [];
        throw error;
      }
      pruneLater();
      bus.publish('inspector.changed', { reason: 'imported', deleted: 0 });
      return { imported: ids.size, firstId, lastId };
    },
    clear() {
      flush();
      unindexed = [];
      const { n } = total.get() as { n: number };
      db.exec("DELETE FROM records; INSERT INTO records_text (records_text) VALUES ('delete-all');");
      bus.publish('inspector.changed', { reason: 'cleared', deleted: n });
      return n;
    },
    retention: () => keep,
    setRetention(limit) {
      keep = limit;
      writeSetting.run('retention', String(limit));
      pruneLater();
    },
    count: () => {
      flush();
      return (total.get() as { n: number }).n;
    },
    close() {
      watcher.stop();
      retention.stop();
      cancelIndex();
      settle();
      indexer?.stop();
      stopTelling();
    },
  };
}
