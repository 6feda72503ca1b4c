import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { isKind } from '../../../../shared/journal/record.ts';
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
  const value = !record.unreadable && 'durationMs' in record.data ? record.data.durationMs : null;
  return value !== null && Number.isFinite(value) ? value : 0;
};

/** Below this a phase is bookkeeping (a resolved promise), not a wait worth naming. */
const WAITED_MS = 1;

/** The phases before the integration ran, as the host measured them for a dispatch. */
interface Phases {
  buildWaitMs: number;
  envelopeMs: number;
  startWaitMs: number;
}

function phasesOf(record: JournalRecord): Phases | null {
  const raw = isKind(record, 'dispatch') && 'phases' in record.data ? record.data.phases : undefined;
  if (!raw) return null;
  const ms = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  return { buildWaitMs: ms(raw.buildWaitMs), envelopeMs: ms(raw.envelopeMs), startWaitMs: ms(raw.startWaitMs) };
}

/**
 * A dispatch as a browser's network panel draws a page load: the phases before the integration ran
 * (waiting for the build, the envelope, waiting for the runtime to start), the dispatch from the
 * request to the answer, then each thing it did (outbound calls, log lines) where it happened in
 * that time. Records are journaled when they end, so each starts at its time minus its duration.
 */
export function waterfallOf(
  record: JournalRecord,
  children: readonly JournalRecord[],
): { total: number; rows: WaterfallRow[]; phases: boolean } {
  const end = record.ts;
  const phases = record.kind === 'dispatch' ? phasesOf(record) : null;
  // The recorded duration runs from sending the request, which includes the wait for the runtime.
  const sent = end - durationOf(record);
  const before = phases ? phases.buildWaitMs + phases.envelopeMs : 0;
  const origin = sent - before;
  const rows: WaterfallRow[] = [];
  if (phases) {
    const { buildWaitMs, envelopeMs, startWaitMs } = phases;
    rows.push(
      {
        label: buildWaitMs >= WAITED_MS ? 'waited for the build' : 'no wait: the build was ready',
        kind: 'build',
        start: 0,
        duration: buildWaitMs,
        status: 'ok',
      },
      { label: 'the multipart envelope', kind: 'envelope', start: buildWaitMs, duration: envelopeMs, status: 'ok' },
      {
        label: startWaitMs >= WAITED_MS ? 'waited for the runtime to start or load new code' : 'no wait: the runtime was running',
        kind: 'start',
        start: before,
        duration: startWaitMs,
        status: 'ok',
      },
    );
  }
  const integrationStart = before + (phases?.startWaitMs ?? 0);
  rows.push({
    label: record.summary,
    kind: record.kind,
    start: integrationStart,
    duration: end - origin - integrationStart,
    status: record.status,
  });
  // A site record happened on a page long after the dispatch that produced its script: not inside it.
  const inside = children.filter((child) => !child.kind.startsWith('site.'));
  for (const child of inside.sort((a, b) => a.ts - durationOf(a) - (b.ts - durationOf(b)))) {
    const duration = durationOf(child);
    rows.push({
      label: child.summary,
      kind: child.kind,
      start: Math.max(0, child.ts - duration - origin),
      duration,
      status: child.status,
    });
  }
  const total = Math.max(1, ...rows.map((row) => row.start + row.duration));
  return { total, rows, phases: phases !== null };
}

export function Waterfall({ record, children }: { record: JournalRecord; children: readonly JournalRecord[] }) {
  const { total, rows, phases } = waterfallOf(record, children);
  return (
    <div>
      <p className="insp-wf-note muted">
        {phases
          ? 'Shown: the wait for the build, the envelope, the wait for the runtime, then the dispatch with its outbound calls and logs. The build itself is its own record in the journal.'
          : record.kind === 'dispatch'
            ? 'Shown: the dispatch with its outbound calls and logs. This record has no build or start phases (it was journaled before they were measured).'
            : 'Shown: this record with what it did (outbound calls, logs). Build and start phases are measured for dispatches only.'}
      </p>
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
    </div>
  );
}
