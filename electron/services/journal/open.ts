import type { DatabaseSync } from 'node:sqlite';
import { DisposableStore, toDisposable, type Disposable } from '../../lib/lifecycle.ts';
import { createBus, type Bus } from '../events/bus.ts';
import { openDatabase, openDatabaseFile } from './database.ts';
import { createJournal, type Journal } from './journal.ts';

/**
 * A workspace's journal opened without a studio (headless commands, the fixture engine): the folder's
 * database (shared with a running studio, if any) or one in memory, its journal on a bus of its own.
 * What the caller builds on it goes into `store` as it is made, so one `dispose` closes everything,
 * newest first, the database last, on a failed start as on a normal stop.
 */
export interface HeadlessJournal extends Disposable {
  db: DatabaseSync;
  journal: Journal;
  bus: Bus;
  store: DisposableStore;
  dispose(): Promise<void>;
}

export function openHeadlessJournal(where: { dir: string } | 'memory'): HeadlessJournal {
  const store = new DisposableStore();
  const db = where === 'memory' ? openDatabaseFile(':memory:') : openDatabase(where.dir);
  store.add(toDisposable(() => db.close()));
  const bus = createBus();
  const journal = createJournal(db, bus);
  store.add(toDisposable(() => journal.close()));
  return { db, journal, bus, store, dispose: () => store.dispose() };
}
