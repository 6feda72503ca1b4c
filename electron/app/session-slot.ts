import { StudioError } from '../../shared/api/errors.ts';
import { toDisposable, type Disposable } from '../lib/lifecycle.ts';

/**
 * Where features find the open workspace's session. `current` is null while no folder is open;
 * `require` throws `no-workspace` then (the API's answer); `onDidOpen` is told of every session
 * opened, and the returned Disposable is the only way to stop listening, so its owner ends it.
 */
export interface SessionSlot<S> {
  current(): S | null;
  require(): S;
  onDidOpen(listener: (session: S) => void): Disposable;
}

/** The studio's side of the slot: it alone puts a session in or takes it out. */
export interface SessionSlotOwner<S> extends SessionSlot<S> {
  set(session: S | null): void;
  /** Listeners still registered (a disposed studio has none). */
  readonly listeners: number;
}

export const NO_WORKSPACE_MESSAGE = 'No integration is open: open a folder that holds platform-manifest.yaml.';

export function createSessionSlot<S>(): SessionSlotOwner<S> {
  let current: S | null = null;
  const listeners = new Set<(session: S) => void>();
  return {
    current: () => current,
    require() {
      if (current === null) throw new StudioError('no-workspace', NO_WORKSPACE_MESSAGE);
      return current;
    },
    onDidOpen(listener) {
      // Wrapped so the same function registered twice is two registrations, each disposed on its own.
      const entry = (session: S) => listener(session);
      listeners.add(entry);
      return toDisposable(() => void listeners.delete(entry));
    },
    set(session) {
      current = session;
      if (session !== null) for (const listener of [...listeners]) listener(session);
    },
    get listeners() {
      return listeners.size;
    },
  };
}
