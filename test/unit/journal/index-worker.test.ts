import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';

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
});
