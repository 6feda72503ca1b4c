import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createStore } from '../../../electron/services/webhooks/store.ts';

// The window's timer is faked; setImmediate (the end of a turn) stays real.
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup() {
  const db = openDatabaseFile(':memory:');
  const store = createStore(db);
  let commits = 0;
  store.setGroupTail(() => () => {
    commits++;
  });
  const heard: string[] = [];
  const change = (name: string) => void store.grouped(() => name).then((value) => heard.push(value));
  return { db, store, heard, change, commits: () => commits };
}

describe('group commits gather changes for the window the queue asks for', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with no window, a group commits at the end of the turn it opened in', async () => {
    const { db, change, heard, commits } = setup();
    change('a');
    change('b');
    await endOfTurn();
    expect(commits()).toBe(1);
    expect(heard).toEqual(['a', 'b']);
    db.close();
  });

  it('within a window, changes of several turns share one commit, and no caller hears of its change before it', async () => {
    const { db, store, change, heard, commits } = setup();
    store.setGroupWindow(() => 5);
    change('a');
    await endOfTurn();
    change('b');
    await endOfTurn();
    await endOfTurn();
    expect(commits()).toBe(0);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(5);
    expect(commits()).toBe(1);
    expect(heard).toEqual(['a', 'b']);
    db.close();
  });

  it('a change made once the window says 0 cuts a gathering group short: it commits at the end of that turn', async () => {
    const { db, store, change, heard, commits } = setup();
    let window = 50;
    store.setGroupWindow(() => window);
    change('a');
    await endOfTurn();
    expect(commits()).toBe(0);
    window = 0;
    store.kick();
    await endOfTurn();
    expect(commits()).toBe(1);
    expect(heard).toEqual(['a']);
    // The cut-short window's timer is gone: it commits nothing more when it would have fired.
    await vi.advanceTimersByTimeAsync(50);
    expect(commits()).toBe(1);
    db.close();
  });
});
