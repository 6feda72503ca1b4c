import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { WORKER_NICE } from '../../../electron/services/journal/text-indexer.ts';

const dir = mkdtempSync(join(tmpdir(), 'index-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function append(journal: ReturnType<typeof createJournal>, n: number, word: string) {
  for (let i = 0; i < n; i++)
    journal.append({ kind: 'log', status: 'info', summary: `${word} ${i}`, data: { level: 'info', message: `${word} ${i} on the wire` } });
}

describe("a file database's search index is built off the main thread", () => {
  it('records get indexed while the main thread never yields', () => {
    const db = openDatabaseFile(join(dir, 'spin.db'));
    const journal = createJournal(db, createBus());
    append(journal, 500, 'spinning');
    journal.flush();
    const indexed = db.prepare('SELECT count(*) AS n FROM records_text_docsize');
    // No turn of the event loop from here on: only another thread can index (bounded at 20 s).
    const until = Date.now() + 20_000;
    while ((indexed.get() as { n: number }).n < 500 && Date.now() < until);
    expect((indexed.get() as { n: number }).n).toBe(500);
    journal.close();
    db.close();
  });

  it('a text search right after an append finds it, and close leaves everything indexed', () => {
    const db = openDatabaseFile(join(dir, 'search.db'));
    const journal = createJournal(db, createBus());
    append(journal, 300, 'needle');
    const found = journal.query({ text: 'needle 299', limit: 10 });
    expect(found.rows.map((r) => r.summary)).toContain('needle 299');
    append(journal, 50, 'later');
    journal.close();
    const indexed = db.prepare('SELECT count(*) AS n FROM records_text_docsize');
    expect((indexed.get() as { n: number }).n).toBe(350);
    db.close();
  });

  it('appends inside a transaction of their own connection (as the webhook queue makes them) never deadlock with the worker', async () => {
    const db = openDatabaseFile(join(dir, 'inside.db'));
    const errors: string[] = [];
    const journal = createJournal(db, createBus(), { onError: (error) => errors.push((error as Error).message) });
    append(journal, 50, 'first');
    expect(journal.query({ text: 'first 49', limit: 5 }).rows).toHaveLength(1); // the worker is up and indexing
    append(journal, 50, 'second');
    journal.flush(); // posted: the worker wants the write lock within its gather delay
    db.exec('BEGIN IMMEDIATE'); // this thread's own transaction holds the database's write lock
    await sleep(1_000); // the worker tries the lock meanwhile
    append(journal, 50, 'inside');
    journal.flush(); // asks the worker to step aside, from inside the transaction
    db.exec('COMMIT');
    await sleep(100); // a worker's failure reaches this thread as a message
    // When the worker waited for the database's lock while holding its flag, this flush waited for
    // the flag until SQLite's 5 s busy timeout failed the worker with "database is locked" (onError).
    const found = journal.query({ text: 'inside 49', limit: 5 });
    expect(found.rows.map((r) => r.summary)).toEqual(['inside 49']);
    expect(errors).toEqual([]);
    journal.close();
    db.close();
  });

  it('a database closed under the journal (no journal.close) leaves its pending flush to drop quietly, never an uncaught error', async () => {
    const db = openDatabaseFile(join(dir, 'closed-under.db'));
    const errors: unknown[] = [];
    const uncaught = (error: unknown) => errors.push(error);
    process.prependListener('uncaughtException', uncaught);
    try {
      const journal = createJournal(db, createBus(), { onError: (error) => errors.push(error) });
      append(journal, 10, 'stored');
      journal.flush(); // starts the index worker
      append(journal, 10, 'pending'); // waits for the flush timer
      db.close();
      await sleep(100); // the flush timer has fired
    } finally {
      process.removeListener('uncaughtException', uncaught);
    }
    expect(errors).toEqual([]);
  });

  it.skipIf(process.platform !== 'linux')(
    'indexing yields the cores to answers: its thread runs at a lower priority (Linux; thread priorities are read from /proc)',
    async () => {
      /** Each thread of this process and its nice value (field 19 of /proc/self/task/<tid>/stat). */
      const threads = () =>
        new Map(
          readdirSync('/proc/self/task').map((tid) => {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            return [tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
          }),
        );
      const before = threads();
      const db = openDatabaseFile(join(dir, 'nice.db'));
      const journal = createJournal(db, createBus());
      append(journal, 20, 'niced');
      journal.flush(); // starts the worker and posts the records
      // Indexed with this thread free (no search yet): only the worker, begun and niced, can have done it.
      // A search now could have given up a worker slow to begin and indexed here instead.
      const indexed = db.prepare('SELECT count(*) AS n FROM records_text_docsize');
      await vi.waitFor(() => expect((indexed.get() as { n: number }).n).toBe(20), { timeout: 20_000, interval: 20 });
      const started = [...threads()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      // This thread, which answers, keeps the process's priority; the worker's is lower.
      expect(started).toContain(Math.min(19, before.get(String(process.pid))! + WORKER_NICE));
      expect(journal.query({ text: 'niced 19', limit: 5 }).rows).toHaveLength(1);
      journal.close();
      db.close();
    },
  );
});
