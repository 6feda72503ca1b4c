import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the search index waits while a hold says the process is busy', () => {
  it('records are stored at once but indexed only after the hold is released', async () => {
    const db = openDatabaseFile(':memory:');
    const journal = createJournal(db, createBus());
    let busy = true;
    const release = journal.holdIndexing(() => busy);
    for (let i = 0; i < 20; i++)
      journal.append({
        kind: 'log',
        status: 'info',
        summary: `delivery ${i} on the wire`,
        data: { level: 'info', message: `delivery ${i} on the wire` },
      });
    journal.flush();
    const indexed = db.prepare('SELECT count(*) AS n FROM records_text_docsize');
    // Several index delays (250 ms each) pass in a quiet process: nothing is indexed while busy.
    await wait(900);
    expect(journal.count()).toBe(20);
    expect((indexed.get() as { n: number }).n).toBe(0);
    busy = false;
    for (let i = 0; i < 40 && (indexed.get() as { n: number }).n < 20; i++) await wait(100);
    expect((indexed.get() as { n: number }).n).toBe(20);
    release();
    journal.close();
    db.close();
  });

  it('a search while the hold is on still finds the new records at once: the worker indexes what the search waits for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'index-hold-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const db = openDatabaseFile(join(dir, 'held.db'));
    const errors: string[] = [];
    const journal = createJournal(db, createBus(), { onError: (error) => errors.push((error as Error).message) });
    journal.append({ kind: 'log', status: 'info', summary: 'first', data: { level: 'info', message: 'first' } });
    expect(journal.query({ text: 'first', limit: 5 }).rows).toHaveLength(1); // the worker is up
    const release = journal.holdIndexing(() => true);
    await wait(100); // the worker has heard of the hold
    for (let i = 0; i < 20; i++)
      journal.append({
        kind: 'log',
        status: 'info',
        summary: `held delivery ${i}`,
        data: { level: 'info', message: `held delivery ${i}` },
      });
    // The main thread is blocked while it waits, so the hold cannot be lifted: the worker must not wait for it.
    // A worker waiting for the hold makes no progress: after 30 s the search reports that (onError) and
    // indexes on this thread, so the records would be found all the same.
    expect(journal.query({ text: 'held delivery 19', limit: 5 }).rows).toHaveLength(1);
    expect(errors).toEqual([]);
    release();
    journal.close();
    db.close();
  });
});
