import type { JournalRecord, JournalRow } from '../../../../shared/api/journal.ts';
import { isKind } from '../../../../shared/journal/record.ts';

/** A top-level row opened to show its children (a webhook event's deliveries and attempts). */
export interface Expansion {
  parentId: number;
  /** Position of the parent among the query's rows. */
  offset: number;
  children: TreeEntry[];
}

/** A linked record under an expanded row; for a delivery, `groupStatus` is how its last attempt ended. */
export interface TreeEntry {
  record: JournalRecord;
  depth: number;
  groupStatus: JournalRecord['status'] | null;
}

export type DisplayItem = { type: 'row'; offset: number } | ({ type: 'child'; parentId: number } & TreeEntry);

/**
 * Maps a list position to a query row or to an expanded child. The list shows `total` query rows
 * with each expansion's children inserted after its parent; expansions are few, so a walk is cheap.
 */
export function displayCount(total: number, expansions: Expansion[]): number {
  return total + expansions.reduce((sum, e) => (e.offset < total ? sum + e.children.length : sum), 0);
}

export function itemAt(index: number, expansions: Expansion[]): DisplayItem {
  let shift = 0;
  for (const expansion of [...expansions].sort((a, b) => a.offset - b.offset)) {
    const parentIndex = expansion.offset + shift;
    if (index <= parentIndex) break;
    const childIndex = index - parentIndex - 1;
    if (childIndex < expansion.children.length) {
      const child = expansion.children[childIndex]!;
      return { type: 'child', parentId: expansion.parentId, ...child };
    }
    shift += expansion.children.length;
  }
  return { type: 'row', offset: index - shift };
}

/** The list position of a query row, after the children of expansions above it. */
export function indexOfOffset(offset: number, expansions: Expansion[]): number {
  return offset + expansions.filter((e) => e.offset < offset).reduce((sum, e) => sum + e.children.length, 0);
}

/** The children of a record as an indented tree, oldest first: deliveries, then each one's attempts. */
export function flattenTree(rootId: number, records: JournalRecord[]): TreeEntry[] {
  const byParent = new Map<number, JournalRecord[]>();
  // Children and related records overlap: each record once.
  for (const record of new Map(records.map((r) => [r.id, r])).values()) {
    if (record.parentId === null) continue;
    const list = byParent.get(record.parentId) ?? [];
    list.push(record);
    byParent.set(record.parentId, list);
  }
  const out: TreeEntry[] = [];
  const walk = (id: number, depth: number) => {
    for (const child of (byParent.get(id) ?? []).sort((a, b) => a.id - b.id)) {
      out.push({
        record: child,
        depth,
        groupStatus: child.kind === 'webhook.delivery' ? (byParent.get(child.id)?.at(-1)?.status ?? null) : null,
      });
      if (depth < 4) walk(child.id, depth + 1);
    }
  };
  walk(rootId, 1);
  return out;
}

/** A child record as a list row, so expanded children render like any other row. */
export function rowOfRecord(record: JournalRecord, groupStatus: JournalRecord['status'] | null = null): JournalRow {
  const data = record.unreadable ? null : record.data;
  return {
    id: record.id,
    ts: record.ts,
    kind: record.kind,
    status: record.status,
    summary: record.summary,
    installationId: record.installationId,
    parentId: record.parentId,
    eventType: data && 'eventType' in data ? data.eventType : null,
    httpStatus: isKind(record, 'site.request') ? record.data.status : data && 'response' in data ? (data.response?.status ?? null) : null,
    durationMs: data && 'durationMs' in data ? data.durationMs : null,
    childCount: 0,
    groupStatus,
  };
}
