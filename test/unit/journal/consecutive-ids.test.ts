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
});
