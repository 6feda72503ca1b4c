import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';

const log = (message: string) => ({
  kind: 'log' as const,
  status: 'info' as const,
  summary: message,
  data: { level: 'info' as const, message },
});

describe('journal numbers', () => {
  it('follow one another across batch windows: ids a window did not use are given back', () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    const ids: number[] = [];
    for (let window = 0; window < 4; window++) {
      for (let i = 0; i <= window; i++) ids.push(journal.append(log(`w${window} r${i}`)).id);
      journal.select({}); // every read flushes: the window ends
    }
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      journal
        .select({})
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual(ids);
  });

  it('two writers on one database never share an id', () => {
    const db = openDatabaseFile(':memory:');
    const a = createJournal(db, createBus());
    const b = createJournal(db, createBus());
    const first = a.append(log('a1')).id; // a's window holds a block
    const second = b.append(log('b1')).id; // b reserves after it
    a.select({});
    b.select({});
    const third = a.append(log('a2')).id;
    a.select({});
    expect(new Set([first, second, third]).size).toBe(3);
    expect(third).toBeGreaterThan(second);
  });

  it("a window's first append takes no write lock: its ids were reserved inside the previous window's flush", () => {
    const folder = mkdtempSync(join(tmpdir(), 'ids-'));
    const path = join(folder, 'journal.db');
    try {
      const journal = createJournal(openDatabaseFile(path), createBus());
      expect(journal.append(log('first')).id).toBe(1);
      journal.select({}); // the flush ends the window and reserves the next one's ids
      // Another connection holds the write lock (the search index worker or a CLI committing): a
      // reservation now would wait on the busy timeout and then fail with "database is locked".
      const other = new DatabaseSync(path);
      other.exec('BEGIN IMMEDIATE');
      try {
        expect(journal.append(log('second')).id).toBe(2);
        expect(journal.append(log('third')).id).toBe(3);
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      expect(journal.select({}).map((r) => r.summary)).toEqual(['first', 'second', 'third']);
      journal.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('ids reserved ahead and left unused past a second are given back: numbers still follow one another', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    expect(journal.append(log('before the pause')).id).toBe(1);
    journal.select({});
    await sleep(1_100);
    expect(journal.append(log('after the pause')).id).toBe(2);
    journal.select({});
    expect(journal.append(log('next window')).id).toBe(3);
  });
});
