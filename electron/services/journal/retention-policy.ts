import { DEFAULT_RETENTION, type Retention } from './retention.ts';

/**
 * How many records the journal keeps and when it prunes: the limit is a setting of the database,
 * a prune starts every CHECK_EVERY appends, after an import and when the limit changes. Pruning is
 * the index worker's while it runs (its deletes cost as much as the inserts: off this thread), else
 * retention.ts's steps on this thread.
 */
export interface RetentionPolicy {
  limit(): number;
  /** Stores the new limit and prunes to it in the background. */
  setLimit(limit: number): void;
  /** Counts an append; every CHECK_EVERY of them starts a prune. */
  appended(): void;
  /** Starts pruning past the limit in the background. */
  prune(): void;
  stop(): void;
}

export interface RetentionPolicyPorts {
  setting(key: string): string | null;
  setSetting(key: string, value: string): void;
  /** Prunes past `keep` on the index worker; false when it does not run. */
  onWorker(keep: number): boolean;
  /** Pruning on this thread (retention.ts), reading the limit from this policy. */
  here(limit: () => number): Retention;
}

/** Appends between two retention checks: a check is one indexed lookup, cheap but not free. */
export const CHECK_EVERY = 500;
const KEY = 'retention';

export function createRetentionPolicy(ports: RetentionPolicyPorts): RetentionPolicy {
  let keep = Number(ports.setting(KEY) ?? DEFAULT_RETENTION);
  let sinceCheck = 0;
  const here = ports.here(() => keep);
  const prune = () => {
    if (!ports.onWorker(keep)) here.schedule();
  };
  return {
    limit: () => keep,
    setLimit(limit) {
      keep = limit;
      ports.setSetting(KEY, String(limit));
      prune();
    },
    appended() {
      if (++sinceCheck < CHECK_EVERY) return;
      sinceCheck = 0;
      prune();
    },
    prune,
    stop: () => here.stop(),
  };
}
