import { describe, expect, it } from 'vitest';
import { DisposableStore, toDisposable } from '../../../electron/lib/lifecycle.ts';

describe('DisposableStore', () => {
  it('disposes newest first, waiting for each, and only once', async () => {
    const order: string[] = [];
    const store = new DisposableStore();
    store.add(toDisposable(() => void order.push('db')));
    store.add(
      toDisposable(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('host');
      }),
    );
    store.add(toDisposable(() => void order.push('watcher')));
    await store.dispose();
    await store.dispose();
    expect(order).toEqual(['watcher', 'host', 'db']);
  });

  it('an item that throws does not keep the others alive; the first error is rethrown after all', async () => {
    const order: string[] = [];
    const store = new DisposableStore();
    store.add(toDisposable(() => void order.push('a')));
    store.add(
      toDisposable(() => {
        throw new Error('b failed');
      }),
    );
    store.add(
      toDisposable(() => {
        throw new Error('c failed');
      }),
    );
    await expect(store.dispose()).rejects.toThrow('c failed');
    expect(order).toEqual(['a']);
  });

  it('an item added after the store was disposed is disposed at once, not leaked', async () => {
    const store = new DisposableStore();
    await store.dispose();
    let disposed = false;
    store.add(toDisposable(() => void (disposed = true)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(disposed).toBe(true);
  });
});
