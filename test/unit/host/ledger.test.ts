import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { createLedger, JUST_ANSWERED_MS } from '../../../electron/services/host/ledger.ts';
import type { LogEntry } from '../../../electron/services/host/logs.ts';
import type { JournalSink } from '../../../electron/services/host/ports.ts';

/** A journal that keeps rows in an array: the ledger needs nothing else. */
function fakeJournal(): JournalSink & { rows: JournalRecord[] } {
  const rows: JournalRecord[] = [];
  return {
    rows,
    append(record) {
      const row = { id: rows.length + 1, ts: 0, installationId: null, parentId: null, ...record } as JournalRecord;
      rows.push(row);
      return row;
    },
  };
}

const line = (message: string, source: LogEntry['source'] = 'integration'): LogEntry => ({ level: 'log', ts: 1, message, source });
const exchange = {
  request: { method: 'GET', url: 'http://x/', headers: {}, body: '', bodyEncoding: 'utf8' as const, bodySize: 0, truncated: false },
  response: null,
  durationMs: 1,
  error: null,
};
const outboundCall = { ts: 1, status: 'ok' as const, summary: 'GET', data: { ...exchange, stub: false, refused: null } };
const work = { ts: 1, status: 'ok' as const, summary: 'done', data: { outcome: 'ok' as const, durationMs: 1, error: null, budgetMs: 10 } };
const dispatchRecord = () => ({
  kind: 'dispatch' as const,
  status: 'ok' as const,
  summary: 'fetch → 200',
  data: { eventType: 'fetch', error: 'x' },
});

describe('ledger: which dispatch owns the runtime output', () => {
  it('output of a running dispatch is journaled under its record once it exists, after the record', () => {
    const journal = fakeJournal();
    const ledger = createLedger(journal);
    ledger.open('d1');
    ledger.logs('d1', [line('hello')]);
    ledger.outbound('d1', outboundCall);
    ledger.background('d1', work);
    expect(journal.rows).toEqual([]);
    const id = ledger.commit('d1', dispatchRecord);
    expect(journal.rows.map((r) => [r.kind, r.parentId])).toEqual([
      ['dispatch', null],
      ['log', id],
      ['outbound.fetch', id],
      ['background.work', id],
    ]);
  });

  it('output after the record (waitUntil work) goes straight under it; output of an unknown dispatch is a row of its own', () => {
    const journal = fakeJournal();
    const ledger = createLedger(journal);
    ledger.open('d1');
    const id = ledger.commit('d1', dispatchRecord);
    ledger.logs('d1', [line('late')]);
    ledger.outbound('d9', outboundCall);
    expect(journal.rows.slice(1).map((r) => [r.kind, r.parentId])).toEqual([
      ['log', id],
      ['outbound.fetch', null],
    ]);
    expect(ledger.isOpen('d1')).toBe(false);
  });

  it("workerd's own output goes to the only running dispatch, to one that just answered, and otherwise stands alone", () => {
    const journal = fakeJournal();
    const ledger = createLedger(journal);
    ledger.open('d1');
    ledger.runtimeOutput(line('only one running', 'runtime'), 0);
    ledger.open('d2');
    ledger.runtimeOutput(line('two running: whose?', 'runtime'), 0);
    const first = ledger.commit('d1', dispatchRecord);
    const second = ledger.commit('d2', dispatchRecord);
    ledger.answered('d2', 100);
    ledger.runtimeOutput(line('just after d2 answered', 'runtime'), 100 + JUST_ANSWERED_MS);
    ledger.runtimeOutput(line('long after', 'runtime'), 101 + JUST_ANSWERED_MS);
    const parentOf = (message: string) => journal.rows.find((r) => (r.data as LogEntry).message === message)?.parentId;
    expect(parentOf('only one running')).toBe(first);
    expect(parentOf('two running: whose?')).toBeNull();
    expect(parentOf('just after d2 answered')).toBe(second);
    expect(parentOf('long after')).toBeNull();
  });
});
