import { pauseAwareTimeout, type PauseClock } from '../debugger-clock.ts';

/** One piece of `waitUntil` work as the journal keeps it ("background work"). */
export interface BackgroundRecord {
  ts: number;
  status: 'ok' | 'error';
  summary: string;
  data: { outcome: 'ok' | 'error' | 'expired' | 'stopped'; durationMs: number; error: string | null; budgetMs: number };
}

export interface BackgroundOptions {
  budgetMs: number;
  /** The budget of `dispatchId`'s work ran out: the runtime must restart (as for a deadline) with `reason`. */
  expire(dispatchId: string, reason: string): void;
  record(dispatchId: string, record: BackgroundRecord): void;
  /** The debugger, when one is served: time paused in it does not count against the budget. */
  inspector?: () => PauseClock | null;
}

interface Open {
  started: number;
  pending: number;
  timers: NodeJS.Timeout[];
}

/** The wall-time budget of each dispatch's `waitUntil` work. */
export interface BackgroundWatch {
  /** A piece of `dispatchId`'s background work started (the first one starts its budget). */
  started(dispatchId: string): void;
  /** A piece of `dispatchId`'s background work ended with `outcome`. */
  ended(dispatchId: string, outcome: 'ok' | 'error', error: string | null): void;
  /** True while some dispatch's background work is running (memory is then watched continuously). */
  active(): boolean;
  /** The runtime restarted for `reason`: whatever ran in it is gone. */
  reset(reason: string): void;
}

/**
 * Limits after the answer: the `waitUntil` work of one dispatch has `budgetMs` of wall time from
 * its first piece. The entry reports each piece's start and end; when the budget runs out first,
 * the work is stopped by restarting the runtime. workerd does not bound it locally.
 */
export function createBackgroundWatch(options: BackgroundOptions): BackgroundWatch {
  const open = new Map<string, Open>();
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

  function write(dispatchId: string, outcome: BackgroundRecord['data']['outcome'], started: number, error: string | null) {
    const durationMs = Date.now() - started;
    const words = {
      ok: `finished in ${seconds(durationMs)}`,
      error: `failed after ${seconds(durationMs)}: ${error ?? ''}`.slice(0, 300),
      expired: `passed its ${seconds(options.budgetMs)} budget and was stopped; the runtime restarted`,
      stopped: `was stopped by a runtime restart: ${error ?? ''}`.slice(0, 300),
    }[outcome];
    options.record(dispatchId, {
      ts: Date.now(),
      status: outcome === 'ok' ? 'ok' : 'error',
      summary: `Background work (waitUntil) ${words}`,
      data: { outcome, durationMs, error, budgetMs: options.budgetMs },
    });
  }

  return {
    started(dispatchId: string) {
      const current = open.get(dispatchId);
      if (current) {
        current.pending++;
        return;
      }
      const started = Date.now();
      const timers: NodeJS.Timeout[] = [];
      pauseAwareTimeout(
        options.inspector?.() ?? null,
        options.budgetMs,
        () => {
          open.delete(dispatchId);
          const reason = `Background work (waitUntil) passed its ${seconds(options.budgetMs)} budget after the answer; the runtime was restarted.`;
          write(dispatchId, 'expired', started, reason);
          options.expire(dispatchId, reason);
        },
        timers,
        { unref: true },
      );
      open.set(dispatchId, { started, pending: 1, timers });
    },

    ended(dispatchId: string, outcome: 'ok' | 'error', error: string | null) {
      const current = open.get(dispatchId);
      if (!current) return;
      if (outcome === 'error') write(dispatchId, 'error', current.started, error);
      if (--current.pending > 0) return;
      for (const timer of current.timers) clearTimeout(timer);
      open.delete(dispatchId);
      if (outcome === 'ok') write(dispatchId, 'ok', current.started, null);
    },

    /** True while some dispatch's background work is running (memory is then watched continuously). */
    active: () => open.size > 0,

    /** The runtime restarted for `reason`: whatever ran in it is gone. */
    reset(reason: string) {
      for (const [dispatchId, current] of open) {
        for (const timer of current.timers) clearTimeout(timer);
        write(dispatchId, 'stopped', current.started, reason);
      }
      open.clear();
    },
  };
}

/** The entry's report of one piece of background work, or null when the text is not one. */
export function parseBackgroundReport(
  text: string,
): { phase: 'start' } | { phase: 'end'; outcome: 'ok' | 'error'; error: string | null } | null {
  try {
    const value = JSON.parse(text) as { phase?: unknown; outcome?: unknown; error?: unknown };
    if (value.phase === 'start') return { phase: 'start' };
    if (value.phase === 'end' && (value.outcome === 'ok' || value.outcome === 'error')) {
      return { phase: 'end', outcome: value.outcome, error: typeof value.error === 'string' ? value.error : null };
    }
  } catch {
    /* not a report */
  }
  return null;
}
