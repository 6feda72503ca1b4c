/**
 * The runtime's lifecycle in one table: what one workerd sandbox is doing (`RuntimeState`), what can
 * happen to it (`RuntimeEvent`), and for each state the events it takes, the state they lead to and
 * the work that follows (`RuntimeEffect`, carried out by runtime.ts). An event a state does not list
 * is refused: `fire` returns null and nothing changes, so a late restart or a load after dispose
 * cannot start a second process.
 */

export type RuntimeState =
  /** No code was loaded yet (the integration has not built). */
  | 'empty'
  /** A fresh workerd is starting on a bundle (the first load, a load after a failure, the previous code after a load limit). */
  | 'starting'
  /** The runtime serves dispatches. */
  | 'ready'
  /** New code is going into the running process (in place, or by a new configuration); dispatches wait. */
  | 'swapping'
  /** The process is restarted on the code it runs, to free the isolates swapped in before (see REFRESH_AFTER_IDLE_MS). */
  | 'refreshing'
  /** The process was killed (deadline, memory, crash, busy CPU, background budget); a fresh one starts on the same code. */
  | 'restarting'
  /** No code runs: the last start failed (a load limit, a module that throws); a load tries again. */
  | 'failed'
  /** Stopped for good. */
  | 'disposed';

export type RuntimeEvent =
  /** New code to run (an edit, or the debugger turned on or off). */
  | 'load'
  /** A process started and serves. */
  | 'started'
  /** A process did not start. */
  | 'start-failed'
  /** The new code went into the running process. */
  | 'swapped'
  /** The new code did not load; the process serves the previous code. */
  | 'swap-failed'
  /** The new code passed a load limit while it was evaluated: the busy process is killed. */
  | 'load-limit'
  /** The process passed a limit or died. */
  | 'kill'
  /** The process has been quiet long enough after swaps. */
  | 'refresh'
  /** The refresh's new process serves. */
  | 'refreshed'
  | 'dispose';

export type RuntimeEffect =
  /** Start a workerd on the code being loaded. */
  | 'start'
  /** Swap the new code into the running process. */
  | 'swap'
  /** Dispatches go to the process now serving (a swap in place also schedules a refresh). */
  | 'serve'
  /** Dispatches answer 503 naming why no code runs. */
  | 'report'
  /** Kill the busy process and start one on the previous code. */
  | 'start-previous'
  /** Dispose the killed process, tell the host, and start a fresh one on the same code. */
  | 'restart'
  /** Give the running process a new configuration with the same code. */
  | 'refresh'
  /** Dispose the process and flush its output. */
  | 'stop';

export interface Transition {
  next: RuntimeState;
  effect: RuntimeEffect;
}

const stop: Transition = { next: 'disposed', effect: 'stop' };

/** State × event → next state and effect. An event missing from a state's row is refused. */
export const RUNTIME_LIFECYCLE: Readonly<Record<RuntimeState, Readonly<Partial<Record<RuntimeEvent, Transition>>>>> = {
  empty: {
    load: { next: 'starting', effect: 'start' },
    dispose: stop,
  },
  starting: {
    started: { next: 'ready', effect: 'serve' },
    'start-failed': { next: 'failed', effect: 'report' },
    dispose: stop,
  },
  ready: {
    load: { next: 'swapping', effect: 'swap' },
    kill: { next: 'restarting', effect: 'restart' },
    refresh: { next: 'refreshing', effect: 'refresh' },
    dispose: stop,
  },
  swapping: {
    swapped: { next: 'ready', effect: 'serve' },
    'swap-failed': { next: 'ready', effect: 'serve' },
    'load-limit': { next: 'starting', effect: 'start-previous' },
    dispose: stop,
  },
  refreshing: {
    refreshed: { next: 'ready', effect: 'serve' },
    // A refresh that fails (the code evaluated a moment ago) is a kill: a fresh process is the way back.
    kill: { next: 'restarting', effect: 'restart' },
    dispose: stop,
  },
  restarting: {
    started: { next: 'ready', effect: 'serve' },
    'start-failed': { next: 'failed', effect: 'report' },
    // New code queued before the restart ran: the fresh process starts on it.
    load: { next: 'starting', effect: 'start' },
    dispose: stop,
  },
  failed: {
    load: { next: 'starting', effect: 'start' },
    dispose: stop,
  },
  disposed: {},
};

export interface RuntimeLifecycle {
  state(): RuntimeState;
  /** Moves to the event's next state and returns the transition, or null (nothing changes) when the state refuses it. */
  fire(event: RuntimeEvent): Transition | null;
}

export function createRuntimeLifecycle(): RuntimeLifecycle {
  let state: RuntimeState = 'empty';
  return {
    state: () => state,
    fire(event) {
      const transition = RUNTIME_LIFECYCLE[state][event];
      if (!transition) return null;
      state = transition.next;
      return transition;
    },
  };
}
