/**
 * Runs async tasks one after another, in the order they were queued (VS Code's `Sequencer`,
 * base/common/async.ts): a task starts once the one before it has settled, fulfilled or rejected,
 * and its caller gets that task's own result. A rejection reaches only its caller; the next task runs.
 */
export class Sequencer {
  /** The last queued task, settled either way: what the next one waits for. */
  #tail: Promise<void> = Promise.resolve();

  queue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(task);
    this.#tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Settles (never rejects) once every task queued so far has; tasks queued later are not waited for. */
  settled(): Promise<void> {
    return this.#tail;
  }
}
