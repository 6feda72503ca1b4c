/** Something that holds a resource until it is disposed (VS Code's lifecycle pattern, async-aware). */
export interface Disposable {
  dispose(): void | Promise<void>;
}

/** A disposable from a bare function (an unsubscribe, a timer's clear). */
export function toDisposable(dispose: () => void | Promise<void>): Disposable {
  return { dispose };
}

/**
 * What an owner created, disposed together: newest first (what was built on something goes before
 * it), each once, and every one even when an earlier one throws; the first error is rethrown after.
 * A failed start and a normal stop dispose the same list in the same order.
 */
export class DisposableStore implements Disposable {
  private readonly items: Disposable[] = [];
  private disposed = false;

  /** Adds `item` and returns it; added after the store was disposed, it is disposed at once. */
  add<T extends Disposable>(item: T): T {
    if (this.disposed) {
      void Promise.resolve()
        .then(() => item.dispose())
        .catch(() => {});
      return item;
    }
    this.items.push(item);
    return item;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    let first: { error: unknown } | null = null;
    for (const item of this.items.splice(0).reverse()) {
      try {
        await item.dispose();
      } catch (error) {
        first ??= { error };
      }
    }
    if (first) throw first.error;
  }
}
