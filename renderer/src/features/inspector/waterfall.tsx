import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { formatDuration } from './format.ts';

export interface WaterfallRow {
  label: string;
  kind: string;
  /** Milliseconds from the start of the dispatch. */
  start: number;
  duration: number;
  status: JournalRecord['status'];
}

const durationOf = (record: JournalRecord): number => {
  const value = (record.data as { durationMs?: unknown } | null)?.durationMs;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * A dispatch as a browser's network panel draws a page load: the dispatch from the request to the
 * answer, then each thing it did (outbound calls, log lines) where it happened in that time. Records
 * are journaled when they end, so each starts at its time minus its duration.
 */
export function waterfallOf(record: JournalRecord, children: readonly JournalRecord[]): { total: number; rows: WaterfallRow[] } {
  const end = record.ts;
  const start = end - durationOf(record);
  const rows: WaterfallRow[] = [{ label: `${record.summary}`, kind: record.kind, start: 0, duration: end - start, status: record.status }];
  for (const child of [...children].sort((a, b) => a.ts - durationOf(a) - (b.ts - durationOf(b)))) {
    const duration = durationOf(child);
    rows.push({
      label: child.summary,
      kind: child.kind,
      start: Math.max(0, child.ts - duration - start),
      duration,
      status: child.status,
    });
  }
  const total = Math.max(1, ...rows.map((row) => row.start + row.duration));
  return { total, rows };
}

export function Waterfall({ record, children }: { record: JournalRecord; children: readonly JournalRecord[] }) {
  const { total, rows } = waterfallOf(record, children);
  return (
    <div className="insp-waterfall" role="table" aria-label="Waterfall">
      {rows.map((row, index) => (
        <div key={index} className="insp-wf-row" role="row">
          <span className="insp-wf-label" role="cell" title={row.label}>
            <span className="muted">{row.kind}</span> {row.label}
          </span>
          <span className="insp-wf-track" role="cell">
            <span
              className={`insp-wf-bar outcome-${row.status}`}
              style={{ left: `${(row.start / total) * 100}%`, width: `max(2px, ${(row.duration / total) * 100}%)` }}
              title={`+${formatDuration(row.start)}, ${formatDuration(row.duration)}`}
            />
          </span>
          <span className="insp-wf-time muted" role="cell">
            +{formatDuration(row.start)} · {formatDuration(row.duration)}
          </span>
        </div>
      ))}
    </div>
  );
}
