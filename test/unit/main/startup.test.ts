import { describe, expect, it } from 'vitest';
import { openWithRecovery } from '../../../electron/main/startup.ts';
import { DamagedDatabaseError } from '../../../electron/services/journal/errors.ts';

const damaged = () => new DamagedDatabaseError('/w/.studio/studio.db', new Error('file is not a database'));

/** An opener that fails with a damaged database until it is asked to reset it; records each call's resetDb. */
function opener() {
  const calls: boolean[] = [];
  return {
    calls,
    open: async (resetDb: boolean) => {
      calls.push(resetDb);
      if (!resetDb) throw damaged();
      return 'studio';
    },
  };
}

describe('desktop start with a damaged workspace database', () => {
  it('asks, and when the person agrees opens again with the damaged file moved aside', async () => {
    const { calls, open } = opener();
    const asked: string[] = [];
    const studio = await openWithRecovery(open, { resetDb: false, askReset: async (error) => (asked.push(error.message), true) });
    expect(studio).toBe('studio');
    expect(calls).toEqual([false, true]);
    expect(asked[0]).toContain('/w/.studio/studio.db is damaged');
  });

  it('when the person chooses Quit, nothing is moved and the start ends with null', async () => {
    const { calls, open } = opener();
    expect(await openWithRecovery(open, { resetDb: false, askReset: async () => false })).toBeNull();
    expect(calls).toEqual([false]);
  });

  it('--reset-db moves it aside without asking', async () => {
    const { calls, open } = opener();
    let asked = false;
    expect(await openWithRecovery(open, { resetDb: true, askReset: async () => (asked = true) })).toBe('studio');
    expect(calls).toEqual([true]);
    expect(asked).toBe(false);
  });

  it('any other failure is thrown unchanged, without asking', async () => {
    const failure = new Error('EACCES: permission denied');
    let asked = false;
    await expect(
      openWithRecovery(
        async () => {
          throw failure;
        },
        { resetDb: false, askReset: async () => (asked = true) },
      ),
    ).rejects.toBe(failure);
    expect(asked).toBe(false);
  });
});
