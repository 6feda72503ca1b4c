import type { DatabaseSync } from 'node:sqlite';

/** Runs a write transaction; the journal's `writing` keeps its index worker out of the way meanwhile. */
export type Writing = <T>(fn: () => T) => T;

/** Transactions on the webhook tables: one now, or one shared by the changes of a group. */
export interface GroupCommit {
  /** Runs `fn` in one transaction now. */
  transaction<T>(fn: () => T): T;
  /** Runs `fn` in the next group transaction, shared with the other changes of its window; settles after the commit. */
  grouped<T>(fn: () => T): Promise<T>;
  /** Runs a group transaction (within the window) even if nothing was asked for, so the tail runs. */
  kick(): void;
  /**
   * Sets the work run at the end of every group transaction; what it returns runs after the commit.
   * Throwing rolls back the whole group, so it must only do what a commit can undo.
   */
  setGroupTail(fn: (() => (() => void) | void) | null): void;
  /**
   * Sets how many milliseconds a group gathers changes before it commits; 0 (the default) commits at
   * the end of this turn of the event loop, and cuts short a group already gathering. Asked at each
   * change. Only the commit moves: each caller still hears of its change after the commit.
   */
  setGroupWindow(fn: () => number): void;
}

/**
 * Group commit: changes asked for in the same turn of the event loop (or window) share one
 * transaction, each in its own savepoint so one failing change does not undo the others. Each
 * caller's promise settles only after the commit, so nobody acts on a change that is not yet
 * durable. The tail (the queue's claim of due attempts) runs last in the same transaction, so the
 * results and new deliveries of a turn and the claims they make room for cost one WAL commit, not
 * one each. `onGroupStart` runs as each group begins (before any of its changes).
 */
export function createGroupCommit(db: DatabaseSync, writing: Writing, onGroupStart: () => void = () => {}): GroupCommit {
  // Prepared once: db.exec parses its SQL on every call, and a group runs four of these per change.
  const tx = {
    begin: db.prepare('BEGIN IMMEDIATE'),
    savepoint: db.prepare('SAVEPOINT item'),
    release: db.prepare('RELEASE item'),
    rollbackTo: db.prepare('ROLLBACK TO item'),
    commit: db.prepare('COMMIT'),
  };
  let group: { fn: () => unknown; resolve: (value: never) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;
  let tail: (() => (() => void) | void) | null = null;
  let groupWindow: () => number = () => 0;
  /** The window's timer while a group is gathering. */
  let gathering: NodeJS.Timeout | null = null;

  function transaction<T>(fn: () => T): T {
    return writing(() => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = fn();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  function flushGroup() {
    scheduled = false;
    gathering = null;
    onGroupStart();
    const batch = group;
    group = [];
    const settle: (() => void)[] = [];
    if (!db.isOpen) {
      for (const item of batch) item.reject(new Error('the workspace database is closed'));
      return;
    }
    let after: (() => void) | void;
    try {
      after = writing(() => {
        tx.begin.run();
        for (const item of batch) {
          tx.savepoint.run();
          try {
            const value = item.fn();
            tx.release.run();
            settle.push(() => item.resolve(value as never));
          } catch (error) {
            tx.rollbackTo.run();
            tx.release.run();
            settle.push(() => item.reject(error));
          }
        }
        const afterCommit = tail?.();
        tx.commit.run();
        return afterCommit;
      });
    } catch (error) {
      if (db.isOpen && db.isTransaction) db.exec('ROLLBACK');
      for (const item of batch) item.reject(error);
      return;
    }
    for (const done of settle) done();
    after?.();
  }

  /** Opens a group, or cuts a gathering one short once the window says 0. */
  function schedule() {
    const wait = groupWindow();
    if (scheduled) {
      if (!gathering || wait > 0) return;
      clearTimeout(gathering);
    }
    scheduled = true;
    if (wait > 0) gathering = setTimeout(flushGroup, wait);
    else {
      gathering = null;
      setImmediate(flushGroup);
    }
  }

  return {
    transaction,
    grouped: <T>(fn: () => T) =>
      new Promise<T>((resolve, reject) => {
        schedule();
        group.push({ fn, resolve: resolve as (value: never) => void, reject });
      }),
    kick: schedule,
    setGroupTail(fn) {
      tail = fn;
    },
    setGroupWindow(fn) {
      groupWindow = fn;
    },
  };
}
