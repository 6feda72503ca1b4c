import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { JournalRow, RecordOrigin } from '../../../../shared/api/journal.ts';
import { displayCount, itemAt, rowOfRecord } from './display.ts';
import { formatDuration, formatTime, kindLabel, originLabel, outcomeOf } from './format.ts';
import type { JournalList } from './useJournal.ts';

export const ROW_HEIGHT = 26;

export interface ListRow {
  row: JournalRow | undefined;
  /** Query position for top-level rows (what expansion needs); null for expanded children. */
  offset: number | null;
  depth: number;
}

/** What sits at a list position: a query row (maybe still loading) or an expanded child. */
export function listRowAt(list: JournalList, index: number): ListRow {
  const item = itemAt(index, list.expansions);
  if (item.type === 'child') return { row: rowOfRecord(item.record, item.groupStatus), offset: null, depth: item.depth };
  return { row: list.rowAt(item.offset), offset: item.offset, depth: 0 };
}

export function RecordList({
  list,
  selectedIndex,
  reveal,
  openId,
  marked,
  onSelect,
  onOpen,
  onMark,
}: {
  list: JournalList;
  selectedIndex: number;
  /** Scroll this position into view (a new object each time the keyboard moves). */
  reveal: { index: number } | null;
  openId: number | null;
  marked: Set<number>;
  onSelect(index: number, id: number): void;
  onOpen(index: number, id: number): void;
  onMark(id: number): void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = displayCount(list.total, list.expansions);
  // The virtualizer re-renders through its own state; the list is not memoised by the compiler anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });

  // Only a keyboard move scrolls: a live append that pushes the selection down must not pull the view along.
  useEffect(() => {
    if (reveal && reveal.index < virtualizer.options.count) virtualizer.scrollToIndex(reveal.index, { align: 'auto' });
  }, [reveal, virtualizer]);

  const expandedIds = new Set(list.expansions.map((e) => e.parentId));
  return (
    <div
      className="insp-list"
      ref={scroller}
      role="listbox"
      aria-label="Journal records"
      aria-activedescendant={selectedIndex >= 0 ? `insp-row-${selectedIndex}` : undefined}
      data-testid="record-list"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const { row, offset, depth } = listRowAt(list, item.index);
          const style = { transform: `translateY(${item.start}px)`, height: ROW_HEIGHT };
          if (!row) {
            return <div key={item.key} className="insp-row placeholder" style={style} aria-hidden />;
          }
          const outcome = outcomeOf(row);
          const expanded = expandedIds.has(row.id);
          const selected = item.index === selectedIndex;
          return (
            <div
              key={item.key}
              id={`insp-row-${item.index}`}
              role="option"
              aria-selected={selected}
              data-id={row.id}
              data-kind={row.kind}
              className={`insp-row outcome-${outcome}${selected ? ' selected' : ''}${row.id === openId ? ' open' : ''}${marked.has(row.id) ? ' marked' : ''}${depth ? ' child' : ''}`}
              style={style}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey) onMark(row.id);
                else onOpen(item.index, row.id);
                onSelect(item.index, row.id);
              }}
            >
              <span className="insp-bar" aria-hidden />
              <span className="insp-toggle" style={{ paddingLeft: depth * 14 }}>
                {offset !== null && row.childCount > 0 && (
                  <button
                    type="button"
                    className="insp-expander"
                    aria-label={expanded ? 'Collapse' : `Expand ${row.childCount} linked records`}
                    aria-expanded={expanded}
                    onClick={(event) => {
                      event.stopPropagation();
                      list.toggle(row, offset);
                    }}
                  >
                    {expanded ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
                  </button>
                )}
              </span>
              <span className="insp-time">{formatTime(row.ts)}</span>
              <span className={`insp-kind kind-${row.kind.replace('.', '-')}`}>{kindLabel(row.kind)}</span>
              {row.origin && <OriginMark origin={row.origin} />}
              <span className="insp-summary" title={row.summary}>
                {row.summary}
              </span>
              {row.childCount > 0 && offset !== null && <span className="insp-count">{row.childCount}</span>}
              <span className={`insp-http status-${row.httpStatus === null ? 'none' : `${Math.floor(row.httpStatus / 100)}xx`}`}>
                {row.httpStatus ?? ''}
              </span>
              <span className="insp-duration">{row.durationMs === null ? '' : formatDuration(row.durationMs)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A row another process wrote (a CLI run on this folder): which command, the process in the tooltip. */
function OriginMark({ origin }: { origin: RecordOrigin }) {
  const label = originLabel(origin);
  return (
    <span className="insp-origin" title={label.full} aria-label={label.full}>
      {label.short}
    </span>
  );
}
