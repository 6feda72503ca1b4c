import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { createCommitLog, KEPT_COMMITS } from '../../../electron/services/journal/commits.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type Journal } from '../../../electron/services/journal/journal.ts';

/**
 * Each journal stands for one process on the workspace database (its own connection and origin).
 * What one hears on `journal.appended` is its live feed: its own appends, and every record another
 * writer commits after it opened, once.
 */
const dirs: string[] = [];
const journals: Journal[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const journal of journals.splice(0)) journal.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'feed-'));
  dirs.push(dir);
  let pid = 1000;
  return function open(name: string) {
    const bus = createBus();
    const heard: JournalRecord[] = [];
    bus.subscribe('journal.appended', (record) => heard.push(record));
    const journal = createJournal(openDatabaseFile(join(dir, 'studio.db')), bus, { origin: { command: name, pid: pid++ } });
    journals.push(journal);
    const log = (summary: string) => journal.append({ kind: 'log', status: 'info', summary, data: { level: 'info', message: summary } });
    return { journal, bus, heard, log, said: (prefix: string) => heard.filter((r) => r.summary.startsWith(prefix)).map((r) => r.summary) };
  };
}

/** Bounded: the feed looks every 200 ms; a loaded machine gets ten seconds. */
const heardWithin = { timeout: 10_000, interval: 50 };
const realSleep = globalThis.setTimeout;
/**
 * Waits (bounded, on real timers) until `count()` reaches `n`. Under fake timers expect.poll would
 * advance them, firing the write-behind flush the test holds back.
 */
async function until(count: () => number, n: number) {
  const end = performance.now() + heardWithin.timeout;
  while (count() < n && performance.now() < end) await new Promise((resolve) => realSleep(resolve, heardWithin.interval));
}

describe('the live feed delivers each record another process commits exactly once, whenever its id was reserved', () => {
  it('a record committed after higher ids were already visible (its id reserved earlier, out of id order) is delivered once', async () => {
    const open = workspace();
    const slow = open('slow');
    const quick = open('quick');
    const reserved = slow.log('slow #1'); // its id is reserved now, its row is committed below
    quick.log('quick #1');
    quick.journal.flush(); // a higher id is visible before the lower one
    const studio = open('studio');
    slow.journal.flush();
    quick.log('quick #2');
    quick.journal.flush();
    await expect.poll(() => studio.said('quick #2'), heardWithin).toHaveLength(1);
    expect(reserved.id).toBeLessThan(studio.heard.find((r) => r.summary === 'quick #2')!.id);
    await expect.poll(() => studio.said('slow '), heardWithin).toEqual(['slow #1']);
    // What was stored before the studio opened is its history, not its feed.
    expect(studio.said('quick #1')).toEqual([]);
  });

  it('a writer that stalls for seconds between reserving ids and committing them still reaches the feed, once', async () => {
    // The clock jumps a minute; the write-behind's timers are held, so each writer commits only when told.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const open = workspace();
    const studio = open('studio');
    const stalled = open('stalled');
    const busy = open('busy');
    stalled.log('stalled #1');
    busy.log('busy #1');
    busy.journal.flush();
    await until(() => studio.said('busy #1').length, 1);
    vi.setSystemTime(Date.now() + 60_000);
    busy.log('busy #2');
    busy.journal.flush();
    await until(() => studio.said('busy #2').length, 1);
    stalled.journal.flush();
    busy.log('busy #3');
    busy.journal.flush();
    await until(() => studio.said('busy #3').length, 1);
    await until(() => studio.said('stalled ').length, 1);
    expect(studio.said('stalled ')).toEqual(['stalled #1']);
    expect(studio.said('busy ')).toEqual(['busy #1', 'busy #2', 'busy #3']);
  });

  it('bursts of commits from two other writers between looks: every record once, each writer’s in id order, and none of its own read back', async () => {
    const open = workspace();
    const studio = open('studio');
    const a = open('a');
    const b = open('b');
    const own: number[] = [];
    for (let i = 0; i < 60; i++) {
      a.log(`a #${i}`);
      b.log(`b #${i}`);
      if (i % 3 === 0) a.journal.flush();
      if (i % 4 === 0) b.journal.flush();
      if (i % 10 === 0) own.push(studio.log(`studio #${i}`).id);
    }
    a.journal.flush();
    b.journal.flush();
    studio.journal.flush();
    await expect.poll(() => studio.said('a #').length + studio.said('b #').length, heardWithin).toBe(120);
    // One more commit after all of them, heard: any repeat of the burst would have come before it.
    a.log('last');
    a.journal.flush();
    await expect.poll(() => studio.said('last'), heardWithin).toHaveLength(1);
    expect(studio.said('a #')).toEqual(Array.from({ length: 60 }, (_, i) => `a #${i}`));
    expect(studio.said('b #')).toEqual(Array.from({ length: 60 }, (_, i) => `b #${i}`));
    const ids = (prefix: string) => studio.heard.filter((r) => r.summary.startsWith(prefix)).map((r) => r.id);
    expect(ids('a #')).toEqual([...ids('a #')].sort((x, y) => x - y));
    expect(ids('b #')).toEqual([...ids('b #')].sort((x, y) => x - y));
    expect(ids('studio #')).toEqual(own); // each once, from its append
  });

  it('a process that fell further behind than the commits kept is told to reload (inspector.changed: missed), not handed part of them', () => {
    vi.useFakeTimers({ toFake: ['setInterval'] }); // the studio's feed looks only when the test says
    const open = workspace();
    const studio = open('studio');
    const changes: unknown[] = [];
    studio.bus.subscribe('inspector.changed', (change) => changes.push(change));
    const other = openDatabaseFile(join(dirs.at(-1)!, 'studio.db'));
    const log = createCommitLog(other);
    other.exec('BEGIN IMMEDIATE');
    for (let id = 1; id <= KEPT_COMMITS + 1; id++) log.note([id]);
    other.exec('COMMIT');
    other.close();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([{ reason: 'missed', deleted: 0 }]);
  });
});
