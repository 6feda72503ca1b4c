import { describe, expect, it } from 'vitest';
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
});
