import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createSchema } from '../../../electron/services/journal/schema.ts';
import { createTextIndexer } from '../../../electron/services/journal/text-indexer.ts';

const dir = mkdtempSync(join(tmpdir(), 'index-trickle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RECORDS = 200;

describe('a steady trickle of records is indexed in few transactions', () => {
  it(`${RECORDS} records posted one every 2 ms are all indexed, in a transaction every ~30 ms rather than one every few ms`, async () => {
    const path = join(dir, 'trickle.db');
    const db = openDatabaseFile(path);
    createSchema(db);
    const insert = db.prepare("INSERT INTO records (ts, kind, status, summary, data) VALUES (0, 'log', 'info', ?, '{}')");
    for (let i = 0; i < RECORDS; i++) insert.run(`line ${i}`);
    const errors: Error[] = [];
    const indexer = createTextIndexer(path, (error) => errors.push(error));
    // Every insert commit publishes a new indexed-up-to id: watched between the posts, which come
    // 2 ms apart, so no commit (the worker leaves 3 ms or more between them) goes unseen.
    const seen = new Set<number>();
    let watching = true;
    const watch = (async () => {
      while (watching) {
        seen.add(indexer.indexedUpTo());
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let id = 1; id <= RECORDS; id++) {
      indexer.post([[id, `line ${id}`]]);
      await sleep(2);
    }
    const until = Date.now() + 10_000;
    while (indexer.indexedUpTo() < RECORDS && Date.now() < until) await sleep(5);
    watching = false;
    await watch;
    expect(errors).toEqual([]);
    expect(indexer.indexedUpTo()).toBe(RECORDS);
    expect((db.prepare('SELECT count(*) AS n FROM records_text_docsize').get() as { n: number }).n).toBe(RECORDS);
    // ≥ 400 ms of posts (timers run late, never early): at most one commit per ~30 ms, plus the last.
    const commits = seen.size - 1; // 0, before the first commit, is not one
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(20);
    indexer.stop();
    db.close();
  });
});

describe('a search does not wait for the gathering', () => {
  it('waiting for records the worker was given returns as soon as they are indexed, not after the trickle pace', async () => {
    const path = join(dir, 'hurry.db');
    const db = openDatabaseFile(path);
    createSchema(db);
    const insert = db.prepare("INSERT INTO records (ts, kind, status, summary, data) VALUES (0, 'log', 'info', ?, '{}')");
    for (let i = 0; i < 2_000; i++) insert.run(`line ${i}`);
    const indexer = createTextIndexer(path, () => {});
    indexer.post([[1, 'line 1']]);
    // The worker is up and has indexed a first record; the next ones arrive as a trickle would.
    expect(indexer.waitFor(1, 5_000)).toBe(true);
    await sleep(50);
    // Fewer than the backlog that sets the full pace by itself, each long enough to take a while.
    indexer.post(Array.from({ length: 1_999 }, (_, i): [number, string] => [i + 2, `line ${i + 2} ${'word '.repeat(60)}`]));
    const started = performance.now();
    expect(indexer.waitFor(2_000, 10_000)).toBe(true);
    // ~30 ms here; at the trickle's pace (a 2 ms slice every ~30 ms) ~270 ms.
    expect(performance.now() - started).toBeLessThan(150);
    indexer.stop();
    db.close();
  });
});
