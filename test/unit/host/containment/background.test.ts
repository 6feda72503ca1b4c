import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBackgroundWatch,
  parseBackgroundReport,
  type BackgroundRecord,
} from '../../../../electron/services/host/containment/background.ts';

describe('background work budget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch() {
    const records: { dispatchId: string; record: BackgroundRecord }[] = [];
    const expired: string[] = [];
    const background = createBackgroundWatch({
      budgetMs: 1_000,
      expire: (dispatchId) => expired.push(dispatchId),
      record: (dispatchId, record) => records.push({ dispatchId, record }),
    });
    return { background, records, expired };
  }

  it('work that settles within the budget is recorded as finished and nothing expires', () => {
    const { background, records, expired } = watch();
    background.started('d1');
    background.started('d1');
    vi.advanceTimersByTime(300);
    background.ended('d1', 'ok', null);
    expect(records).toEqual([]);
    background.ended('d1', 'ok', null);
    expect(records.map((r) => r.record.data.outcome)).toEqual(['ok']);
    vi.advanceTimersByTime(5_000);
    expect(expired).toEqual([]);
    expect(background.active()).toBe(false);
  });

  it('work still running when the budget ends expires once, naming the budget', () => {
    const { background, records, expired } = watch();
    background.started('d2');
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual(['d2']);
    expect(records[0]!.record.summary).toBe('Background work (waitUntil) passed its 1 s budget and was stopped; the runtime restarted');
    background.ended('d2', 'ok', null);
    expect(records).toHaveLength(1);
  });

  it('a restart stops whatever was running and says why', () => {
    const { background, records } = watch();
    background.started('d3');
    background.reset('memory limit');
    expect(records[0]!.record.data).toMatchObject({ outcome: 'stopped', error: 'memory limit' });
    expect(background.active()).toBe(false);
  });

  it('only well-formed reports from the entry are read', () => {
    expect(parseBackgroundReport('{"phase":"start"}')).toEqual({ phase: 'start' });
    expect(parseBackgroundReport('{"phase":"end","outcome":"error","error":"boom"}')).toEqual({
      phase: 'end',
      outcome: 'error',
      error: 'boom',
    });
    for (const text of ['', 'null', '{"phase":"end","outcome":"maybe"}', '[]']) expect(parseBackgroundReport(text)).toBeNull();
  });
});
