import { describe, expect, it } from 'vitest';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createGroupCommit } from '../../../electron/services/webhooks/group-commit.ts';

function setup() {
  const db = openDatabaseFile(':memory:');
  db.exec('CREATE TABLE t (v TEXT)');
  const starts: number[] = [];
  const commit = createGroupCommit(
    db,
    (fn) => fn(),
    () => starts.push(starts.length),
  );
  const rows = () => (db.prepare('SELECT v FROM t ORDER BY v').all() as { v: string }[]).map((r) => r.v);
  const insert = (v: string) => db.prepare('INSERT INTO t VALUES (?)').run(v);
  return { db, commit, starts, rows, insert };
}

describe('group commit: the changes of one turn share a transaction, each undone alone', () => {
  it('a change that throws is rolled back alone; the others of its group are committed', async () => {
    const { db, commit, rows, insert } = setup();
    const results = await Promise.allSettled([
      commit.grouped(() => insert('a')),
      commit.grouped(() => {
        insert('b');
        throw new Error('no b');
      }),
      commit.grouped(() => insert('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rows()).toEqual(['a', 'c']);
    db.close();
  });

  it('a caller hears of its change only once it is committed, and the tail runs in the same transaction', async () => {
    const { db, commit, rows, insert } = setup();
    const seen: string[][] = [];
    commit.setGroupTail(() => {
      insert('tail');
      return () => seen.push(rows());
    });
    await commit.grouped(() => insert('x'));
    expect(seen).toEqual([['tail', 'x']]);
    expect(db.isTransaction).toBe(false);
    db.close();
  });

  it('each group starts by telling onGroupStart, before any of its changes', async () => {
    const { db, commit, starts } = setup();
    const order: string[] = [];
    await commit.grouped(() => order.push(`change after ${starts.length} start(s)`));
    commit.kick();
    await commit.grouped(() => order.push(`change after ${starts.length} start(s)`));
    expect(order).toEqual(['change after 1 start(s)', 'change after 2 start(s)']);
    db.close();
  });

  it('a change asked for once the database is closed is refused saying so', async () => {
    const { db, commit } = setup();
    const pending = commit.grouped(() => 1);
    db.close();
    await expect(pending).rejects.toThrow('the workspace database is closed');
  });

  it('transaction runs now and rolls back whole on a throw', () => {
    const { db, commit, rows, insert } = setup();
    expect(() =>
      commit.transaction(() => {
        insert('half');
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(rows()).toEqual([]);
    commit.transaction(() => insert('whole'));
    expect(rows()).toEqual(['whole']);
    db.close();
  });
});
