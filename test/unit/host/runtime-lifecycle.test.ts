import { describe, expect, it } from 'vitest';
import {
  createRuntimeLifecycle,
  RUNTIME_LIFECYCLE,
  type RuntimeEvent,
  type RuntimeLifecycle,
  type RuntimeState,
} from '../../../electron/services/host/runtime-lifecycle.ts';

const STATES = Object.keys(RUNTIME_LIFECYCLE) as RuntimeState[];
const EVENTS: RuntimeEvent[] = [
  'load',
  'started',
  'start-failed',
  'swapped',
  'swap-failed',
  'load-limit',
  'kill',
  'refresh',
  'refreshed',
  'dispose',
];

/** The shortest list of events that takes a new runtime to `target`, found by walking the table itself. */
function pathTo(target: RuntimeState): RuntimeEvent[] {
  const seen = new Map<RuntimeState, RuntimeEvent[]>([['empty', []]]);
  const queue: RuntimeState[] = ['empty'];
  while (queue.length) {
    const state = queue.shift()!;
    for (const [event, transition] of Object.entries(RUNTIME_LIFECYCLE[state]) as [RuntimeEvent, { next: RuntimeState }][]) {
      if (seen.has(transition.next)) continue;
      seen.set(transition.next, [...seen.get(state)!, event]);
      queue.push(transition.next);
    }
  }
  const path = seen.get(target);
  if (!path) throw new Error(`${target} cannot be reached from empty`);
  return path;
}

function lifecycleIn(state: RuntimeState): RuntimeLifecycle {
  const lifecycle = createRuntimeLifecycle();
  for (const event of pathTo(state)) expect(lifecycle.fire(event)).not.toBeNull();
  expect(lifecycle.state()).toBe(state);
  return lifecycle;
}

const run = (events: RuntimeEvent[]) => {
  const lifecycle = createRuntimeLifecycle();
  return events.map((event) => {
    const transition = lifecycle.fire(event);
    return transition ? `${transition.next}/${transition.effect}` : `refused in ${lifecycle.state()}`;
  });
};

describe('the runtime lifecycle table', () => {
  it('every state is reachable from a new runtime, and every state but disposed can be disposed', () => {
    for (const state of STATES) expect(pathTo(state)).toBeInstanceOf(Array);
    for (const state of STATES.filter((s) => s !== 'disposed')) expect(RUNTIME_LIFECYCLE[state].dispose?.next).toBe('disposed');
  });

  describe.each(STATES)('in %s', (state) => {
    it.each(EVENTS)('%s moves as the table says, or is refused leaving the state as it was', (event) => {
      const lifecycle = lifecycleIn(state);
      const allowed = RUNTIME_LIFECYCLE[state][event];
      const transition = lifecycle.fire(event);
      if (allowed) {
        expect(transition).toEqual(allowed);
        expect(lifecycle.state()).toBe(allowed.next);
      } else {
        expect(transition).toBeNull();
        expect(lifecycle.state()).toBe(state);
      }
    });
  });

  it('a first load starts workerd, and the next load swaps the new code into it', () => {
    expect(run(['load', 'started', 'load', 'swapped'])).toEqual(['starting/start', 'ready/serve', 'swapping/swap', 'ready/serve']);
  });

  it('a swap that fails keeps the running process serving the previous code', () => {
    expect(run(['load', 'started', 'load', 'swap-failed'])).toEqual(['starting/start', 'ready/serve', 'swapping/swap', 'ready/serve']);
  });

  it('new code past a load limit kills the busy process and starts the previous code', () => {
    expect(run(['load', 'started', 'load', 'load-limit', 'started'])).toEqual([
      'starting/start',
      'ready/serve',
      'swapping/swap',
      'starting/start-previous',
      'ready/serve',
    ]);
  });

  it('a code that does not start leaves the runtime failed until the next load', () => {
    expect(run(['load', 'start-failed', 'kill', 'load', 'started'])).toEqual([
      'starting/start',
      'failed/report',
      'refused in failed',
      'starting/start',
      'ready/serve',
    ]);
  });

  it('a second kill while restarting is refused, so one restart starts one process', () => {
    expect(run(['load', 'started', 'kill', 'kill', 'started'])).toEqual([
      'starting/start',
      'ready/serve',
      'restarting/restart',
      'refused in restarting',
      'ready/serve',
    ]);
  });

  it('a load queued before a restart ran starts the new code, and the restart then has nothing to start', () => {
    expect(run(['load', 'started', 'kill', 'load', 'started', 'started'])).toEqual([
      'starting/start',
      'ready/serve',
      'restarting/restart',
      'starting/start',
      'ready/serve',
      'refused in ready',
    ]);
  });

  it('a refresh that fails is a kill: a fresh process starts on the same code', () => {
    expect(run(['load', 'started', 'refresh', 'kill', 'started'])).toEqual([
      'starting/start',
      'ready/serve',
      'refreshing/refresh',
      'restarting/restart',
      'ready/serve',
    ]);
  });

  it('a kill while new code is evaluated is refused: the code in evaluation has its own load limits', () => {
    expect(run(['load', 'kill', 'started', 'load', 'kill'])).toEqual([
      'starting/start',
      'refused in starting',
      'ready/serve',
      'swapping/swap',
      'refused in swapping',
    ]);
  });

  it('after dispose nothing starts again', () => {
    const lifecycle = lifecycleIn('ready');
    expect(lifecycle.fire('dispose')).toEqual({ next: 'disposed', effect: 'stop' });
    for (const event of EVENTS) expect(lifecycle.fire(event)).toBeNull();
    expect(lifecycle.state()).toBe('disposed');
  });
});
