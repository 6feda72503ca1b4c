import type { DatabaseSync } from 'node:sqlite';
import { FILE_MODE_SEALER, type SecretSealer } from '../secrets/sealer.ts';
import { createDeliveryStore, type DeliveryStore } from './delivery-store.ts';
import { createGroupCommit, type GroupCommit, type Writing } from './group-commit.ts';
import { createSettingsStore, type SettingsStore } from './settings-store.ts';
import { createWebhookTables } from './store-schema.ts';

/**
 * The webhook tables of one workspace's database: their transactions (group-commit.ts), the
 * settings of installations and receivers (settings-store.ts), and events, deliveries and their
 * queue (delivery-store.ts). Every state change is one transaction, so a kill at any instant leaves
 * either the state before or the state after, never half of it.
 */
export type Store = GroupCommit & SettingsStore & Omit<DeliveryStore, 'forgetClaims'>;

export function createStore(db: DatabaseSync, sealer: SecretSealer = FILE_MODE_SEALER, writing: Writing = (fn) => fn()): Store {
  createWebhookTables(db);
  // Its claims are read by `insertedDelivery` until the next group begins, which forgets them.
  const deliveries = createDeliveryStore(db, (fn) => commit.transaction(fn));
  const commit = createGroupCommit(db, writing, () => deliveries.forgetClaims());
  return { ...commit, ...createSettingsStore(db, sealer), ...deliveries };
}
