import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createSchema } from '../../../electron/services/journal/schema.ts';
import { createTextIndexer } from '../../../electron/services/journal/text-indexer.ts';

const dir = mkdtempSync(join(tmpdir(), 'index-wait-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a search does not wait for the index worker to gather', () => {
  it('records posted to an idle worker are indexed as soon as a search waits for them, not after its 100 ms gathering delay', async () => {
    const path = join(dir, 'wait.db');
    const db = openDatabaseFile(path);
    createSchema(db);
    const insert = db.prepare("INSERT INTO records (ts, kind, status, summary, data) VALUES (0, 'log', 'info', ?, '{}')");
    for (let i = 0; i < 20; i++) insert.run(`line ${i}`);
    const indexer = createTextIndexer(path, () => {});
    indexer.post([[1, 'line 1']]);
    expect(indexer.waitFor(1, 5_000)).toBe(true);
    // Indexed and merged: the worker is idle, and new records would gather for 100 ms first.
    await sleep(300);
    const waits: number[] = [];
    for (let id = 2; id <= 20; id += 6) {
      indexer.post(Array.from({ length: 6 }, (_, i): [number, string] => [id + i, `line ${id + i}`]));
      const started = performance.now();
      expect(indexer.waitFor(Math.min(id + 5, 20), 5_000)).toBe(true);
      waits.push(performance.now() - started);
      await sleep(300);
    }
    // A few ms each here; 100 ms and more when the search waits out the gathering.
    expect(Math.max(...waits)).toBeLessThan(60);
    indexer.stop();
    db.close();
  });
});
