import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createSchema } from '../../../electron/services/journal/schema.ts';
import { createTextIndexer } from '../../../electron/services/journal/text-indexer.ts';

const dir = mkdtempSync(join(tmpdir(), 'index-wait-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * An idle worker lets new records gather before it indexes them. Here the gathering lasts far longer
 * than the test may run, so each search below can only end because it cut the gathering short: no
 * clock is read (how long such a wait takes is `npm run bench journal`'s "search right after an append").
 */
const GATHERING_MS = 10 * 60_000;
const WAIT_MS = 20_000;

describe('a search does not wait for the index worker to gather', () => {
  it('records posted to an idle worker are indexed as soon as a search waits for them, not after its gathering delay', async () => {
    const path = join(dir, 'wait.db');
    const db = openDatabaseFile(path);
    createSchema(db);
    const insert = db.prepare("INSERT INTO records (ts, kind, status, summary, data) VALUES (0, 'log', 'info', ?, '{}')");
    for (let i = 0; i < 20; i++) insert.run(`line ${i}`);
    const count = db.prepare('SELECT count(*) AS n FROM records_text_docsize');
    const indexer = createTextIndexer(path, () => {}, undefined, undefined, GATHERING_MS);
    // Begun without this thread blocking (a thread's start may need its event loop), so no wait gives it up.
    await indexer.running;
    for (let id = 1; id <= 20; id += 6) {
      const last = Math.min(id + 5, 20);
      indexer.post(Array.from({ length: last - id + 1 }, (_, i): [number, string] => [id + i, `line ${id + i}`]));
      expect(indexer.waitFor(last, WAIT_MS)).toBe(true);
      expect((count.get() as { n: number }).n).toBe(last);
    }
    expect(indexer.alive).toBe(true);
    indexer.stop();
    db.close();
  });
});
