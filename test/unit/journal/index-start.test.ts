import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';

const dir = mkdtempSync(join(tmpdir(), 'index-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const log = (summary: string) => ({
  kind: 'log' as const,
  status: 'info' as const,
  summary,
  data: { level: 'info' as const, message: summary },
});

/**
 * The worker starts with the first records. A search or close can come before it has begun, and a
 * thread's start may need this thread's event loop, which a blocking wait holds (a close under
 * Vitest waited out the whole 30 s). The wait gives it a short while to begin, then indexes here.
 */
describe('a search or close right after the search index worker was started', () => {
  it.each([
    ['given up before it begins (no start wait)', 0],
    ['waited for while it begins (the default start wait)', undefined],
  ])('with the worker %s, the records are found, nothing is reported, and nothing is lost', async (_case, indexStartWaitMs) => {
    const path = join(dir, `start-${indexStartWaitMs ?? 'default'}.db`);
    const errors: string[] = [];
    const journal = createJournal(openDatabaseFile(path), createBus(), {
      onError: (error) => errors.push((error as Error).message),
      indexStartWaitMs,
    });
    journal.append(log('the callback was refused as a replay'));
    journal.flush();
    expect(journal.query({ text: 'refused as a replay' }).rows.map((row) => row.summary)).toEqual(['the callback was refused as a replay']);

    // Later records are indexed too, by whichever thread now does it.
    journal.append(log('a second callback after the search'));
    await sleep(400);
    expect(journal.query({ text: 'second callback' }).rows.map((row) => row.summary)).toEqual(['a second callback after the search']);
    journal.close();
    expect(errors).toEqual([]);

    // Reopened, the index holds each record once: a worker given up never wrote to it.
    const db = openDatabaseFile(path);
    expect((db.prepare('SELECT count(*) AS n FROM records_text_docsize').get() as { n: number }).n).toBe(2);
    const reopened = createJournal(db, createBus());
    expect(reopened.query({ text: 'callback' }).rows).toHaveLength(2);
    reopened.close();
  });
});
