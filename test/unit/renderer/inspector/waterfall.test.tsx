import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { readRecord } from '../../../../shared/journal/record.ts';
import { Waterfall, waterfallOf } from '../../../../renderer/src/features/inspector/waterfall.tsx';

const message = { headers: {}, body: '', bodyEncoding: 'utf8' as const, bodySize: 0, truncated: false };
const exchange = (durationMs: number) => ({
  request: { method: 'GET', url: 'https://api.example.com/', ...message },
  response: { status: 200, ...message },
  durationMs,
  error: null,
});
/** Each kind's data as its writer gives it; a log has no duration. */
const dataOf = (kind: string, durationMs: number | null) =>
  durationMs === null
    ? { level: 'info', message: 'done' }
    : kind === 'dispatch'
      ? { eventType: 'space_content_updated', ...exchange(durationMs) }
      : { ...exchange(durationMs), stub: false, refused: null };

/** A record as the journal hands it to the inspector (read through the union). */
const record = (id: number, kind: string, ts: number, durationMs: number | null, summary: string): JournalRecord =>
  readRecord({
    id,
    ts,
    kind,
    status: 'ok',
    summary,
    parentId: kind === 'dispatch' ? null : 1,
    installationId: null,
    data: dataOf(kind, durationMs),
  });
const withPhases = (dispatch: JournalRecord, phases: { buildWaitMs: number; envelopeMs: number; startWaitMs: number }) =>
  readRecord({ ...dispatch, data: { ...dataOf('dispatch', 100), phases } });

describe('a waterfall of a dispatch', () => {
  const dispatch = record(1, 'dispatch', 1_100, 100, 'space_content_updated → 200');
  const children = [
    record(3, 'log', 1_090, null, 'log: done'),
    record(2, 'outbound.fetch', 1_060, 40, 'GET https://api.example.com → 200'),
  ];

  it('places each child where it happened inside the dispatch, in order of start', () => {
    const { total, rows } = waterfallOf(dispatch, children);
    expect(total).toBe(100);
    expect(rows.map((r) => [r.kind, r.start, r.duration])).toEqual([
      ['dispatch', 0, 100],
      ['outbound.fetch', 20, 40],
      ['log', 90, 0],
    ]);
  });

  it('draws one bar per row, scaled to the dispatch', () => {
    render(<Waterfall record={dispatch} children={children} />);
    const rows = within(screen.getByRole('table', { name: 'Waterfall' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('+20 ms · 40 ms');
    const bar = rows[1]!.querySelector('.insp-wf-bar') as HTMLElement;
    expect(bar.style.left).toBe('20%');
  });

  it('a dispatch that waited for the build and the runtime shows those waits before it, and says which phases are shown', () => {
    const waited = withPhases(dispatch, { buildWaitMs: 300, envelopeMs: 2, startWaitMs: 10 });
    const { total, rows } = waterfallOf(waited, children);
    expect(rows.map((r) => [r.kind, r.start, r.duration])).toEqual([
      ['build', 0, 300],
      ['envelope', 300, 2],
      ['start', 302, 10],
      ['dispatch', 312, 90],
      ['outbound.fetch', 322, 40],
      ['log', 392, 0],
    ]);
    expect(total).toBe(402);
    render(<Waterfall record={waited} children={children} />);
    expect(screen.getByText(/waited for the build/)).toBeInTheDocument();
    expect(screen.getByText(/Shown: the wait for the build, the envelope, the wait for the runtime/)).toBeInTheDocument();
  });

  it('a record without measured phases says so instead of drawing phases it does not know', () => {
    render(<Waterfall record={dispatch} children={children} />);
    expect(screen.getByText(/has no build or start phases/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Waterfall' })).queryByText('build')).toBeNull();
  });

  it('a phase of a fraction of a millisecond is not called a wait', () => {
    const ready = withPhases(dispatch, { buildWaitMs: 0, envelopeMs: 0.4, startWaitMs: 0.02 });
    const labels = waterfallOf(ready, []).rows.map((r) => r.label);
    expect(labels).toContain('no wait: the build was ready');
    expect(labels).toContain('no wait: the runtime was running');
  });
});
