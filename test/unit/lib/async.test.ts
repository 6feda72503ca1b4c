import { describe, expect, it } from 'vitest';
import { Sequencer } from '../../../electron/lib/async.ts';

/** A promise and the functions that settle it, for tests that decide when a task ends. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every pending promise reaction run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Sequencer: tasks run one after another, in the order queued', () => {
  it('a task starts only once the one before it has settled', async () => {
    const sequencer = new Sequencer();
    const first = gate();
    const events: string[] = [];
    const a = sequencer.queue(async () => {
      events.push('a starts');
      await first.promise;
      events.push('a ends');
    });
    const b = sequencer.queue(async () => {
      events.push('b starts');
    });
    await flush();
    expect(events).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('each caller gets its own task result', async () => {
    const sequencer = new Sequencer();
    const results = await Promise.all([sequencer.queue(async () => 1), sequencer.queue(async () => 'two')]);
    expect(results).toEqual([1, 'two']);
  });

  it('a task that rejects rejects only its caller, and the next task still runs', async () => {
    const sequencer = new Sequencer();
    const failed = sequencer.queue(async () => {
      throw new Error('write failed');
    });
    const next = sequencer.queue(async () => 'written');
    await expect(failed).rejects.toThrow('write failed');
    await expect(next).resolves.toBe('written');
  });

  it('a task that throws before its first await is a rejection of its caller too', async () => {
    const sequencer = new Sequencer();
    const failed = sequencer.queue(() => {
      throw new Error('no such file');
    });
    await expect(failed).rejects.toThrow('no such file');
    await expect(sequencer.queue(async () => 'after')).resolves.toBe('after');
  });
});

describe('Sequencer.settled: waits for what was queued before it was asked', () => {
  it('settles after every task queued so far, even a rejected one, and never rejects', async () => {
    const sequencer = new Sequencer();
    const slow = gate();
    let done = false;
    void sequencer.queue(() => slow.promise).catch(() => {});
    const settled = sequencer.settled().then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    slow.fail(new Error('refused'));
    await settled;
    expect(done).toBe(true);
  });

  it('does not wait for a task queued after it was asked', async () => {
    const sequencer = new Sequencer();
    const settled = sequencer.settled();
    const later = gate();
    const queued = sequencer.queue(() => later.promise);
    let done = false;
    void settled.then(() => (done = true));
    await flush();
    expect(done).toBe(true);
    later.open();
    await queued;
  });

  it('settles at once on an empty sequencer', async () => {
    await expect(new Sequencer().settled()).resolves.toBeUndefined();
  });
});
