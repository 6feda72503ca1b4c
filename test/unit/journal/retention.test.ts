import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { DEFAULT_RETENTION, SPAN_SQL } from '../../../electron/services/journal/retention.ts';

const append = (journal: ReturnType<typeof createJournal>, n: number, word = 'line') => {
  for (let i = 0; i < n; i++)
    journal.append({ kind: 'log', status: 'info', summary: `${word} ${i}`, data: { level: 'info', message: `${word} ${i}` } });
};

async function settled(journal: ReturnType<typeof createJournal>, count: number) {
  for (let i = 0; i < 200 && journal.count() !== count; i++) await sleep(5);
}

describe('journal retention', () => {
  it('keeps the last 100 000 records by default', () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    expect(journal.retention()).toBe(DEFAULT_RETENTION);
    expect(DEFAULT_RETENTION).toBe(100_000);
  });

  it('prunes the oldest records in the background down to the limit, keeping the newest', async () => {
    const bus = createBus();
    const journal = createJournal(openDatabaseFile(':memory:'), bus);
    const pruned: number[] = [];
    bus.subscribe('inspector.changed', (c) => c.reason === 'retention' && pruned.push(c.deleted));
    journal.setRetention(300);
    append(journal, 1000, 'old');
    // Appends never wait for the prune: right after them everything is still there.
    expect(journal.count()).toBe(1000);
    await settled(journal, 300);
    expect(journal.count()).toBe(300);
    expect(journal.list({ limit: 1 })[0]!.summary).toBe('old 999');
    expect(journal.list({ limit: 1000 }).at(-1)!.summary).toBe('old 700');
    // The notice comes once the prune has finished, with the total it removed.
    for (let i = 0; i < 100 && pruned.length === 0; i++) await sleep(5);
    expect(pruned).toEqual([700]);
  });

  it('a pruned record is gone from text search too', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    journal.append({
      kind: 'log',
      status: 'info',
      summary: 'unique-first-record',
      data: { level: 'info', message: 'unique-first-record' },
    });
    append(journal, 150);
    journal.setRetention(100);
    await settled(journal, 100);
    expect(journal.query({ text: 'unique-first' }).rows).toEqual([]);
  });

  it('the limit is kept per workspace database across reopening', () => {
    const db = openDatabaseFile(':memory:');
    createJournal(db, createBus()).setRetention(5000);
    expect(createJournal(db, createBus()).retention()).toBe(5000);
  });
});

describe('journal retention in a file', () => {
  it('a journal in a file (its search index built by a worker) is pruned down to the limit too, newest kept, pruned records gone from search', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'retention-'));
    try {
      const bus = createBus();
      const journal = createJournal(openDatabaseFile(join(folder, 'journal.db')), bus);
      const pruned: number[] = [];
      bus.subscribe('inspector.changed', (c) => c.reason === 'retention' && pruned.push(c.deleted));
      journal.setRetention(300);
      append(journal, 1000, 'old');
      for (let i = 0; i < 400 && journal.count() !== 300; i++) await sleep(5);
      expect(journal.count()).toBe(300);
      expect(journal.list({ limit: 1 })[0]!.summary).toBe('old 999');
      expect(journal.list({ limit: 1000 }).at(-1)!.summary).toBe('old 700');
      for (let i = 0; i < 200 && pruned.reduce((a, b) => a + b, 0) < 700; i++) await sleep(5);
      expect(pruned.reduce((a, b) => a + b, 0)).toBe(700);
      expect(journal.query({ text: 'old 5' }).rows.map((r) => r.summary)).toEqual([]);
      expect(journal.query({ text: 'old 99' }).rows.map((r) => r.summary)).toContain('old 999');
      journal.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('checking the limit reads the two ends of the id index, never every row', () => {
    const db = openDatabaseFile(':memory:');
    createJournal(db, createBus());
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${SPAN_SQL}`).all() as { detail: string }[]).map((row) => row.detail);
    expect(plan.filter((detail) => /^SCAN records/.test(detail))).toEqual([]);
    expect(plan.filter((detail) => /^SEARCH records/.test(detail))).toHaveLength(2);
  });
});
