import { describe, expect, it } from 'vitest';
import { isBusy, retryWhileBusy } from '../../../electron/services/journal/database.ts';

const busy = () => Object.assign(new Error('database is locked'), { errcode: 5 });

describe('opening the workspace database while another process switches it to WAL', () => {
  it('a step answered SQLITE_BUSY is tried again until it passes', () => {
    let tries = 0;
    const result = retryWhileBusy(() => {
      if (++tries < 3) throw busy();
      return 'wal';
    }, 1_000);
    expect(result).toBe('wal');
    expect(tries).toBe(3);
  });

  it('any other error is thrown at once, without retrying', () => {
    let tries = 0;
    const damaged = Object.assign(new Error('file is not a database'), { errcode: 26 });
    expect(() =>
      retryWhileBusy(() => {
        tries++;
        throw damaged;
      }, 1_000),
    ).toThrow(damaged);
    expect(tries).toBe(1);
  });

  it('gives up with the SQLite error once the budget is spent', () => {
    const started = Date.now();
    expect(() =>
      retryWhileBusy(() => {
        throw busy();
      }, 60),
    ).toThrow(/database is locked/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('extended busy codes count as busy (SQLITE_BUSY_RECOVERY = 261, SQLITE_LOCKED_SHAREDCACHE = 262)', () => {
    expect(isBusy({ errcode: 261 })).toBe(true);
    expect(isBusy({ errcode: 262 })).toBe(true);
    expect(isBusy({ errcode: 11 })).toBe(false);
    expect(isBusy(new Error('x'))).toBe(false);
  });
});
