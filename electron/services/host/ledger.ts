import type { BackgroundRecord } from './containment/background.ts';
import type { OutboundRecord } from './containment/outbound-exchange.ts';
import type { LogEntry } from './logs.ts';
import type { JournalSink } from './ports.ts';

/** How long after a dispatch answered workerd's stderr about it may still arrive. */
export const JUST_ANSWERED_MS = 500;
/** Dispatches remembered after they were journaled, for output that arrives later (waitUntil). */
const FINISHED_KEPT = 1000;

/** What a running dispatch collected before its own record exists. */
export interface OpenDispatch {
  logs: LogEntry[];
  outbound: OutboundRecord[];
  /** Background-work records that came before the dispatch was journaled. */
  background: BackgroundRecord[];
  /** Set once the dispatch is in the journal; later children attach to it directly. */
  journalId: number | null;
}

/**
 * Which dispatch owns the runtime's output (console lines, outbound calls, background work): kept
 * with the dispatch until its record is written, then journaled under it; after that, journaled
 * under it directly; unowned output is a row of its own.
 */
export interface Ledger {
  /** A dispatch starts: its output is collected until `commit`. */
  open(dispatchId: string): OpenDispatch;
  isOpen(dispatchId: string): boolean;
  /** The dispatch answered (workerd may report a request it canceled just after). */
  answered(dispatchId: string, at: number): void;
  /** Journals the dispatch's record (its parent given) and then what it collected, under it. */
  commit(dispatchId: string, record: (collected: OpenDispatch) => Parameters<JournalSink['append']>[0]): number;
  logs(dispatchId: string, entries: LogEntry[]): void;
  outbound(dispatchId: string, record: OutboundRecord): void;
  background(dispatchId: string, record: BackgroundRecord): void;
  /** A line of workerd's own output, given to the one dispatch it can belong to, else a row of its own. */
  runtimeOutput(entry: LogEntry, now: number): void;
  /** A line that belongs to no dispatch. */
  log(entry: LogEntry, parentId?: number | null): void;
}

export function createLedger(journal: JournalSink): Ledger {
  const pending = new Map<string, OpenDispatch>();
  const finished = new Map<string, number>();
  let lastAnswered: { dispatchId: string; at: number } | null = null;

  function log(entry: LogEntry, parentId: number | null = null) {
    journal.append({
      kind: 'log',
      ts: entry.ts,
      status: entry.level === 'error' ? 'error' : 'info',
      summary: `${entry.level}: ${entry.message.split('\n')[0]!.slice(0, 200)}`,
      parentId,
      data: entry,
    });
  }
  /** The dispatch still collecting, or null when its output goes straight to the journal under `parentOf`. */
  const collecting = (dispatchId: string) => {
    const open = pending.get(dispatchId);
    return open && open.journalId === null ? open : null;
  };
  const parentOf = (dispatchId: string) => pending.get(dispatchId)?.journalId ?? finished.get(dispatchId) ?? null;

  const ledger: Ledger = {
    open(dispatchId) {
      const state: OpenDispatch = { logs: [], outbound: [], background: [], journalId: null };
      pending.set(dispatchId, state);
      return state;
    },
    isOpen: (dispatchId) => pending.has(dispatchId),
    answered(dispatchId, at) {
      lastAnswered = { dispatchId, at };
    },
    commit(dispatchId, record) {
      const state = pending.get(dispatchId) ?? ledger.open(dispatchId);
      const { id } = journal.append(record(state));
      state.journalId = id;
      for (const entry of state.logs) log(entry, id);
      for (const call of state.outbound) journal.append({ kind: 'outbound.fetch', ...call, parentId: id });
      for (const work of state.background) journal.append({ kind: 'background.work', ...work, parentId: id });
      pending.delete(dispatchId);
      finished.set(dispatchId, id);
      if (finished.size > FINISHED_KEPT) finished.delete(finished.keys().next().value!);
      return id;
    },
    logs(dispatchId, entries) {
      const open = collecting(dispatchId);
      if (open) open.logs.push(...entries);
      else for (const entry of entries) log(entry, parentOf(dispatchId));
    },
    outbound(dispatchId, record) {
      const open = collecting(dispatchId);
      if (open) open.outbound.push(record);
      else journal.append({ kind: 'outbound.fetch', ...record, parentId: parentOf(dispatchId) });
    },
    background(dispatchId, record) {
      const open = collecting(dispatchId);
      if (open) open.background.push(record);
      else journal.append({ kind: 'background.work', ...record, parentId: parentOf(dispatchId) });
    },
    runtimeOutput(entry, now) {
      // With exactly one dispatch running, the report is its own: it goes under that dispatch's row.
      // With none or several, nothing says whose it is, so it stays a row of its own.
      // workerd reports a request it canceled as it answers, so a report just after the only
      // dispatch answered is that dispatch's too.
      const running = [...pending.keys()].filter((id) => id !== lastAnswered?.dispatchId);
      const justAnswered = lastAnswered && now - lastAnswered.at <= JUST_ANSWERED_MS ? lastAnswered.dispatchId : null;
      const owner = running.length === 1 && !justAnswered ? running[0]! : running.length === 0 ? justAnswered : null;
      if (owner) ledger.logs(owner, [entry]);
      else log(entry, null);
    },
    log,
  };
  return ledger;
}
