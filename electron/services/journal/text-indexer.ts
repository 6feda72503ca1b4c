import { Worker } from 'node:worker_threads';
import { CUTOFF_SQL, DROP_ROWS_SQL, DROP_TEXT_SQL, OLDEST_UP_TO_SQL, SPAN_SQL } from './retention.ts';

/**
 * Builds the search index on a worker thread with its own connection, as the checkpointer moves WAL
 * checkpoints: a trigram insert costs ~45–150 µs a record and FTS5's segment merges several ms a
 * commit, which on the main thread came as 2–65 ms slices between answers during and after a burst.
 * The main thread computes each record's text (cheap) and posts it; the worker stores it in short
 * transactions (a few ms, so a main-thread commit waiting on the write lock waits little) and merges
 * segments in small steps when it has nothing to index. It publishes the id it has indexed up to in
 * shared memory, so a text search waits only for what was posted before it.
 */
export interface TextIndexer {
  /** Records to index, in id order. */
  post(items: Array<[id: number, text: string]>): void;
  /** The highest id indexed (or skipped as already pruned) so far. */
  indexedUpTo(): number;
  /**
   * Blocks until every id up to `id` is indexed; false when the worker failed, took longer than
   * `timeoutMs`, or had not begun (then it is given up at once and `alive` turns false: the caller indexes).
   */
  waitFor(id: number, timeoutMs: number): boolean;
  /**
   * Before this thread writes: waits until the worker is between transactions (it commits early when
   * asked, so that is at most one insert and a commit away) and keeps it out until `resume()`. Without
   * it this thread would sleep in SQLite's busy handler, 1 ms and more at a time.
   */
  pause(): void;
  /** As pause() but never waits: false (and the worker asked to step aside soon) while it holds the lock; call again shortly. */
  tryPause(): boolean;
  resume(): void;
  /** While true (deliveries in flight, see Journal.holdIndexing) the worker waits, unless its backlog passes BACKLOG. */
  setBusy(busy: boolean): void;
  /**
   * Deletes the oldest records past the newest `keep` (rows and index entries) in slices on the
   * worker, as retention.ts does on the main thread; `onPruned` gets the total once a run ends.
   */
  prune(keep: number): void;
  /** False once the worker failed: the caller indexes on its own thread again. */
  readonly alive: boolean;
  /**
   * Settles once the worker runs (never, when it was given up before it began): lets a caller that
   * must not block this thread while the worker begins (a test; see NOT_STARTED) wait for that instead.
   */
  readonly running: Promise<void>;
  stop(): void;
}

/** Time one worker transaction may hold the write lock, and a merge step's pages. */
const SLICE_MS = 2;
const MERGE_PAGES = 4;
/** How long new records for an idle worker gather before it indexes them (unless a search waits). */
export const GATHER_MS = 100;
const GAP_MS = 3;
/** How much nicer than the process the index worker runs (Linux): 10 gives it about a tenth of a core its peers want. */
export const WORKER_NICE = 10;
/** Records waiting past which the worker indexes even while the main thread says it is busy. */
const BACKLOG = 10_000;
/**
 * lock[5]: a worker starts NOT_STARTED, and the first of the two threads to move it decides. The
 * worker sets RUNNING as it begins; the main thread, about to wait for a worker that has still not
 * begun after START_WAIT_MS, sets ABANDONED instead and indexes on its own thread, since that worker
 * may never begin while it waits (a thread's start can need the main thread's event loop: seen under
 * Vitest, where a close right after the first records waited the whole 30 s). An abandoned worker
 * exits untouched.
 */
const NOT_STARTED = 0;
const RUNNING = 1;
const ABANDONED = 2;
/** How long a wait gives a worker that has not begun, by default (one begins in ~30 ms, more on a loaded machine). */
const START_WAIT_MS = 250;

// Evaluated as CommonJS in the worker, so it needs no file of its own next to a bundle.
const WORKER_SOURCE = `
process.removeAllListeners('warning');
const { parentPort, workerData } = require('node:worker_threads');
const lock = new Int32Array(workerData.lock);
// Started, unless the main thread gave up on this worker before it ran (see waitFor): then it touches nothing.
if (Atomics.compareExchange(lock, 5, ${NOT_STARTED}, ${RUNNING}) !== ${NOT_STARTED}) {
  parentPort.close();
} else {
Atomics.notify(lock, 5);
parentPort.postMessage('running');
const { DatabaseSync } = require('node:sqlite');
// Background work: on Linux this thread runs at a lower priority (${WORKER_NICE} nicer), so under contention
// the cores go to answers first (the main thread, workerd): measured at c=1 on the public endpoint, p99
// 3.6 against 4.3–4.5 ms and 12 % more answers a second. Elsewhere, or when refused, it runs as is.
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  if (tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + ${WORKER_NICE}));
} catch {}
// Opened without creating it (mode=rw): a database deleted under the studio stays deleted, for the
// studio to report, instead of this thread putting an empty one in its place.
const dbUrl = require('node:url').pathToFileURL(workerData.path);
dbUrl.search = 'mode=rw';
const db = new DatabaseSync(require('node:path').isAbsolute(workerData.path) ? dbUrl : workerData.path);
db.exec('PRAGMA busy_timeout = 0'); // see begin()
const acked = new BigInt64Array(workerData.acked);
// [0] how many writes of the main thread are waiting or under way, [1] 1 while this thread holds the write lock, [2] 1 while the main thread is busy, [3] 1 while the main thread waits to flush, [4] 1 while it waits for the index (a search, close), [5] whether this worker runs (see NOT_STARTED).
function take() {
  if (Atomics.load(lock, 0) > 0 || Atomics.load(lock, 3) === 1) return false;
  // A hold (deliveries in flight) waits, unless the main thread itself waits for the index (a search, close): it cannot lift the hold meanwhile.
  if (Atomics.load(lock, 2) === 1 && Atomics.load(lock, 4) === 0 && queue.length - at < ${BACKLOG}) return false;
  Atomics.store(lock, 1, 1);
  if (Atomics.load(lock, 0) > 0) { give(); return false; }
  return true;
}
function give() { Atomics.store(lock, 1, 0); Atomics.notify(lock, 1); }
const insert = db.prepare('INSERT INTO records_text (rowid, body) VALUES (?, ?)');
const oldest = db.prepare('SELECT min(id) AS id FROM records');
const mergeStep = db.prepare("INSERT INTO records_text (records_text, rank) VALUES ('merge', ${MERGE_PAGES})");
const changes = db.prepare('SELECT total_changes() AS n');
// Retention (see retention.ts for the same steps on the main thread): the id span bounds the count;
// the cutoff, a walk over the newest \`keep\` rows, is read once a run, outside the write lock.
const span = db.prepare(${JSON.stringify(SPAN_SQL)});
const cutoffAt = db.prepare(${JSON.stringify(CUTOFF_SQL)});
const oldestUpTo = db.prepare(${JSON.stringify(OLDEST_UP_TO_SQL)});
const dropText = db.prepare(${JSON.stringify(DROP_TEXT_SQL)});
const dropRows = db.prepare(${JSON.stringify(DROP_ROWS_SQL)});
let keep = 0;
let cutoff = 0;
let pruneRows = 64;
let pruned = 0;
let pruneTurn = false;
/** Whether a prune step is due, reading the cutoff when a run starts; ends the run (and reports it) when nothing is over the limit. */
function pruneDue() {
  if (!keep) return false;
  if (cutoff) return true;
  const over = span.get().n > keep && cutoffAt.get(keep);
  if (over) { cutoff = over.id; return true; }
  keep = 0;
  if (pruned) parentPort.postMessage({ pruned });
  pruned = 0;
  return false;
}
function pruneStep() {
  const started = performance.now();
  const chunk = oldestUpTo.get(cutoff, pruneRows);
  if (chunk.n) { dropText.run(chunk.low, chunk.high); dropRows.run(chunk.low, chunk.high); pruned += chunk.n; }
  db.exec('COMMIT');
  if (chunk.n < pruneRows) cutoff = 0; // this run's cutoff is reached: the next check reads the span again
  const took = performance.now() - started;
  if (chunk.n === pruneRows) pruneRows = Math.max(16, Math.min(2000, Math.round(pruneRows * Math.min(2, ${SLICE_MS} / Math.max(took, 0.1)))));
}
let queue = [];
let at = 0;
let unmerged = false;
let scheduled = false;
/** The pending timer of schedule(), which a 'hurry' message brings forward. */
let timer = null;
let closing = false;
function ack(id) { Atomics.store(acked, 0, BigInt(id)); Atomics.notify(acked, 0); }
function step() {
  scheduled = false;
  timer = null;
  if (!db.isOpen) return; // closed while this step was waiting for its timer
  const prune = keep > 0 && pruneDue();
  if (at >= queue.length && !unmerged && !prune) {
    // Nothing left (a prune run just ended): no lock is taken for nothing.
    if (closing) { db.close(); parentPort.close(); }
    return;
  }
  if (!take()) { scheduled = true; setTimeout(step, Atomics.load(lock, 2) === 1 ? 20 : 1); return; }
  // The database's write lock is tried, never waited for, while this thread holds the shared flag:
  // the main thread may itself be inside a transaction (the webhook queue's) when it appends, and
  // waits for the flag; waiting here for its transaction would hold both until the busy timeout.
  if (!begin()) { give(); scheduled = true; setTimeout(step, 2); return; }
  try {
    // Pruning takes every other turn while records wait, so neither starves the other under load.
    pruneTurn = !pruneTurn;
    if (prune && (pruneTurn || at >= queue.length)) {
      pruneStep();
    } else if (at < queue.length) {
      const started = performance.now();
      const low = oldest.get().id;
      let last = 0;
      while (at < queue.length && (last === 0 || (performance.now() - started < ${SLICE_MS} && Atomics.load(lock, 0) === 0 && Atomics.load(lock, 3) === 0))) {
        const [id, text] = queue[at++];
        if (low !== null && id >= low) insert.run(id, text);
        last = id;
      }
      db.exec('COMMIT');
      ack(last);
      if (at === queue.length) { queue = []; at = 0; }
      unmerged = true;
    } else {
      const before = changes.get().n;
      mergeStep.run();
      db.exec('COMMIT');
      if (changes.get().n - before < 2) unmerged = false;
    }
  } catch (error) {
    try { if (db.isTransaction) db.exec('ROLLBACK'); } catch {}
    give();
    parentPort.postMessage({ error: String(error && error.message) });
    return;
  }
  give();
  if (closing && at >= queue.length) { db.close(); parentPort.close(); return; }
  schedule();
}
function begin() {
  try {
    db.exec('BEGIN IMMEDIATE');
    return true;
  } catch (error) {
    if (/locked|busy/i.test(String(error && error.message))) return false;
    throw error;
  }
}
function schedule() {
  if (scheduled || (at >= queue.length && !unmerged && !keep)) return;
  scheduled = true;
  // Between slices the write lock is free for the main thread's commits; new records gather a while
  // first, so a steady trickle costs one short transaction now and then rather than one per batch.
  // Slices leave the lock free for as long again: the main connection's other writers (webhook
  // queue, settings, retention) do not ask for it and wait in SQLite's busy handler, whose first
  // retries come after 1 and 2 ms.
  // A search or close waiting for the index does not wait for the gathering (see hurry()).
  const gather = at === 0 && !unmerged && !keep && !closing && Atomics.load(lock, 4) === 0;
  timer = setTimeout(step, gather ? workerData.gatherMs : ${GAP_MS});
}
/** The main thread waits for the index (a search, close): a gathering wait ends now. */
function hurry() {
  if (timer === null) return;
  clearTimeout(timer);
  timer = setTimeout(step, 0);
}
parentPort.on('message', (message) => {
  if (typeof message === 'object' && !Array.isArray(message)) { keep = message.prune; schedule(); return; }
  if (message === 'close') { closing = true; if (at >= queue.length) { db.close(); parentPort.close(); } else { hurry(); schedule(); } return; }
  if (message === 'hurry') { hurry(); return; }
  for (const item of message) queue.push(item);
  schedule();
});
} // the started branch
`;

export function createTextIndexer(
  path: string,
  onError: (error: Error) => void,
  onPruned: (deleted: number) => void = () => {},
  startWaitMs = START_WAIT_MS,
  gatherMs = GATHER_MS,
): TextIndexer {
  const acked = new BigInt64Array(new SharedArrayBuffer(8));
  const lock = new Int32Array(new SharedArrayBuffer(24));
  let asked = false;
  let alive = true;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, acked: acked.buffer, lock: lock.buffer, gatherMs } });
  worker.unref();
  let ran = () => {};
  const running = new Promise<void>((resolve) => (ran = resolve));
  const fail = (error: Error) => {
    if (!alive) return;
    alive = false;
    onError(error);
    void worker.terminate();
  };
  worker.on('message', (message: 'running' | { error?: string; pruned?: number }) => {
    if (message === 'running') return ran();
    if (message.error) fail(new Error(`search index worker: ${message.error}`));
    if (message.pruned) onPruned(message.pruned);
  });
  worker.on('error', (error) => fail(new Error(`search index worker: ${error.message}`)));
  return {
    post(items) {
      if (items.length) worker.postMessage(items);
    },
    indexedUpTo: () => Number(Atomics.load(acked, 0)),
    waitFor(id, timeoutMs) {
      if (Number(Atomics.load(acked, 0)) >= id) return true;
      // A worker that has not begun gets startWaitMs to begin; past that it is given up (see NOT_STARTED).
      if (Atomics.load(lock, 5) === NOT_STARTED && startWaitMs > 0) Atomics.wait(lock, 5, NOT_STARTED, Math.min(startWaitMs, timeoutMs));
      if (Atomics.compareExchange(lock, 5, NOT_STARTED, ABANDONED) === NOT_STARTED) {
        alive = false;
        void worker.terminate();
        return false;
      }
      // The worker does not gather while this thread waits, and a gathering wait under way ends now.
      Atomics.store(lock, 4, 1);
      if (alive) worker.postMessage('hurry');
      try {
        const until = performance.now() + timeoutMs;
        for (;;) {
          const seen = Atomics.load(acked, 0);
          if (Number(seen) >= id) return true;
          const left = until - performance.now();
          if (!alive || left <= 0) return false;
          // Wakes at the worker's next commit (or every 50 ms, to notice a failure).
          Atomics.wait(acked, 0, seen, Math.min(left, 50));
        }
      } finally {
        Atomics.store(lock, 4, 0);
      }
    },
    pause() {
      Atomics.add(lock, 0, 1);
      while (alive && Atomics.load(lock, 1) === 1) Atomics.wait(lock, 1, 1, 50);
    },
    tryPause() {
      if (!alive || Atomics.load(lock, 1) === 0) {
        Atomics.add(lock, 0, 1);
        if (!alive || Atomics.load(lock, 1) === 0) return true;
        Atomics.sub(lock, 0, 1);
      }
      asked = true;
      Atomics.store(lock, 3, 1);
      return false;
    },
    resume() {
      Atomics.sub(lock, 0, 1);
      if (asked) {
        asked = false;
        Atomics.store(lock, 3, 0);
      }
    },
    setBusy(busy) {
      Atomics.store(lock, 2, busy ? 1 : 0);
    },
    prune(keep) {
      if (alive) worker.postMessage({ prune: keep });
    },
    get alive() {
      return alive;
    },
    running,
    stop() {
      alive = false;
      Atomics.store(lock, 0, 0);
      worker.postMessage('close');
    },
  };
}
