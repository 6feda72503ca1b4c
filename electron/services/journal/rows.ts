import type { JournalRow, RecordOrigin, RecordStatus, StoredRecord } from '../../../shared/api/journal.ts';
import { foreignOrigin } from './origin.ts';

/** A row of `records` as SQLite returns it. */
export interface Row {
  id: number;
  ts: number;
  kind: string;
  status: RecordStatus;
  summary: string;
  installation_id: string | null;
  parent_id: number | null;
  data: string;
  origin?: string | null;
}

/** The columns a list row reads (no data). */
export type ListRow = Omit<Row, 'data'> & { event_type: string | null; http_status: number | null; duration_ms: number | null };

/** The columns every view of a record shares; `data` is parsed only where it is shown. */
export function headerOf(row: Omit<Row, 'data'>, own: RecordOrigin): Omit<StoredRecord, 'data'> {
  const origin = foreignOrigin(row.origin, own);
  return {
    id: row.id,
    ts: row.ts,
    kind: row.kind,
    status: row.status,
    summary: row.summary,
    installationId: row.installation_id,
    parentId: row.parent_id,
    ...(origin ? { origin } : {}),
  };
}

export function fromRow(row: Row, own: RecordOrigin): StoredRecord {
  return { ...headerOf(row, own), data: JSON.parse(row.data) };
}

const SEVERITY: Record<RecordStatus, number> = { info: 0, ok: 1, pending: 2, error: 3 };

/**
 * A list row: the record's columns with its children's count and the status its group shows.
 * `lastOf` is a child's own last child's status (a delivery's last attempt), null when it has none.
 */
export function toListRow(
  row: ListRow,
  own: RecordOrigin,
  children: readonly { id: number; kind: string; status: RecordStatus }[],
  lastOf: (child: { id: number }) => RecordStatus | null,
): JournalRow {
  let groupStatus: RecordStatus | null = null;
  for (const child of children) {
    // A delivery's record stays `pending` (the journal is append-only): its last attempt says how it ended.
    const last = child.kind === 'webhook.delivery' ? (lastOf(child) ?? child.status) : child.status;
    if (groupStatus === null || SEVERITY[last] > SEVERITY[groupStatus]) groupStatus = last;
  }
  // A delivery ended as its last attempt did (delivered after a 500 and a 503 is delivered), not as its worst one.
  if (row.kind === 'webhook.delivery' && children.length) groupStatus = children.at(-1)!.status;
  return {
    ...headerOf(row, own),
    eventType: row.event_type,
    httpStatus: row.http_status,
    durationMs: row.duration_ms,
    childCount: children.length,
    groupStatus,
  };
}
