import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { BUSY_TIMEOUT_MS } from './busy-timeout.ts';

/**
 * Moves the database's WAL checkpoints off the main thread while `hold(true)`.
 *
 * SQLite checkpoints inside the commit that takes the WAL past 1 000 pages: it copies the WAL into
 * the database file and syncs it, on the thread that committed. Measured during a webhook burst
 * (receiver answering in 5 ms, 32 in flight): a commit's p50 was 0.13 ms but one in ~60 took
 * 20–28 ms, 75 % of all commit time, and every answer that arrived meanwhile was read that much late.
 * While held, the connection's automatic checkpoints are off and a worker thread with its own
 * connection runs PASSIVE checkpoints (they never block the writer, nor wait for it) at most every
 * `everyMs` after a commit. Released, the connection checkpoints itself again as before.
 *
 * Durability is unchanged: a commit is durable once it is in the WAL (WAL, synchronous=NORMAL); a
 * checkpoint only moves committed pages into the main file, whoever runs it.
 */
export interface Checkpointer {
  /**
   * Starts the worker ahead of the first `hold(true)` (its start costs ~3 ms of the main thread and
   * ~30 ms before it answers): call it when work is queued that will be timed.
   */
  prepare(): void;
  /** Called after commits: `busy` says whether the main thread's timing matters right now. */
  hold(busy: boolean): void;
  /** Ends the worker (after a last checkpoint) and restores the connection's own checkpoints. */
  stop(): Promise<void>;
}

const AUTOCHECKPOINT_PAGES = 1000; // SQLite's default
/** WAL pages past which this thread finishes a worker's pass so the WAL can start over (32 MB of 4 KB pages). */
const RESTART_PAGES = 8192;

// Evaluated as CommonJS in the worker, so it needs no file of its own next to a bundle.
const WORKER_SOURCE = `
process.removeAllListeners('warning');
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
// Opened without creating it (mode=rw): a database deleted under the studio stays deleted, for the
// studio to report, instead of this thread putting an empty one in its place.
const dbUrl = require('node:url').pathToFileURL(workerData.path);
dbUrl.search = 'mode=rw';
const db = new DatabaseSync(require('node:path').isAbsolute(workerData.path) ? dbUrl : workerData.path);
db.exec('PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
parentPort.on('message', (message) => {
  let result = {};
  try { result = checkpoint.get(); } catch (error) { parentPort.postMessage({ error: String(error && error.message) }); }
  if (message === 'close') { db.close(); parentPort.close(); return; }
  parentPort.postMessage({ done: true, log: result.log ?? 0 });
});
`;

export function createCheckpointer(db: DatabaseSync, { everyMs = 100 } = {}): Checkpointer {
  const path = db.location();
  let worker: Worker | null = null;
  let held = false;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let failed = path === null; // an in-memory database has nothing to checkpoint
  const finish = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

  function release() {
    held = false;
    if (db.isOpen) db.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  }

  function start(): Worker {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { path } });
    w.unref();
    w.on('message', (message: { done?: boolean; log?: number; error?: string }) => {
      running = false;
      if (message.error) console.error(`checkpoint: ${message.error}`);
      // The WAL starts over from its beginning only at a write that finds every frame copied, which
      // never happens while commits keep coming during the worker's passes: a 6 000-delivery burst
      // grew it to 210 MB. Past RESTART_PAGES this thread copies what was committed since the pass
      // began, so the next commit starts the WAL over. That costs this thread a checkpoint's syncs
      // (measured 12–16 ms, 5 times in that burst, against 20–28 ms about every 60 commits when
      // SQLite checkpointed by itself); the WAL peaked at ~46 MB instead of ~7 MB.
      if (held && (message.log ?? 0) >= RESTART_PAGES && db.isOpen) {
        try {
          finish.get();
        } catch (error) {
          console.error(`checkpoint: ${(error as Error).message}`);
        }
      }
    });
    // A worker that cannot run (no threads, the file gone) hands checkpoints back to the connection.
    w.on('error', (error) => {
      console.error(`checkpoint worker: ${error.message}`);
      failed = true;
      worker = null;
      release();
    });
    return w;
  }

  function nudge() {
    if (timer || failed) return;
    timer = setTimeout(() => {
      timer = null;
      if (running || !worker) return;
      running = true;
      worker.postMessage('checkpoint');
    }, everyMs);
    timer.unref();
  }

  return {
    prepare() {
      if (!failed) worker ??= start();
    },
    hold(busy) {
      if (failed) return;
      if (busy && !held) {
        worker ??= start();
        db.exec('PRAGMA wal_autocheckpoint = 0');
        held = true;
      } else if (!busy && held) {
        release();
      }
      if (worker) nudge();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (held) release();
      const w = worker;
      worker = null;
      if (!w) return;
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      w.postMessage('close');
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise<void>((resolve) => (grace = setTimeout(resolve, 2000)))]);
      clearTimeout(grace);
      await w.terminate();
    },
  };
}
