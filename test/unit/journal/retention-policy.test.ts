import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '../../../electron/services/journal/retention.ts';
import { CHECK_EVERY, createRetentionPolicy } from '../../../electron/services/journal/retention-policy.ts';

function setup(stored: string | null = null, workerRuns = false) {
  const settings = new Map<string, string>(stored === null ? [] : [['retention', stored]]);
  const log: string[] = [];
  let limitHere: () => number = () => 0;
  const policy = createRetentionPolicy({
    setting: (key) => settings.get(key) ?? null,
    setSetting: (key, value) => void settings.set(key, value),
    onWorker(keep) {
      if (workerRuns) log.push(`worker ${keep}`);
      return workerRuns;
    },
    here(limit) {
      limitHere = limit;
      return {
        schedule: () => void log.push(`here ${limit()}`),
        runNow: () => {},
        stop: () => void log.push('stop'),
      };
    },
  });
  return { policy, settings, log, limitHere: () => limitHere() };
}

describe('retention keeps the newest records, the limit a setting of the database', () => {
  it('the limit is the stored one, else the default', () => {
    expect(setup().policy.limit()).toBe(DEFAULT_RETENTION);
    expect(setup('250').policy.limit()).toBe(250);
  });

  it('a new limit is stored, read by the pruner, and pruned to at once', () => {
    const t = setup();
    t.policy.setLimit(300);
    expect(t.settings.get('retention')).toBe('300');
    expect(t.limitHere()).toBe(300);
    expect(t.log).toEqual(['here 300']);
  });

  it(`appends start a prune every ${CHECK_EVERY}, not each one`, () => {
    const t = setup('1000');
    for (let i = 0; i < CHECK_EVERY - 1; i++) t.policy.appended();
    expect(t.log).toEqual([]);
    t.policy.appended();
    expect(t.log).toEqual(['here 1000']);
    for (let i = 0; i < CHECK_EVERY; i++) t.policy.appended();
    expect(t.log).toEqual(['here 1000', 'here 1000']);
  });

  it('while the index worker runs it prunes, not this thread', () => {
    const t = setup('1000', true);
    t.policy.prune();
    expect(t.log).toEqual(['worker 1000']);
  });
});
