import { Activity, Upload } from 'lucide-react';
import { use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { SavedFilter } from '../../../../shared/api/inspector.ts';
import type { JournalFilter } from '../../../../shared/api/journal.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { onRecordRequest, recordRequestHandled } from '../../lib/navigation.ts';
import { PaneContext, useShortcuts } from '../../lib/shortcuts.ts';
import { useStudio } from '../../lib/studio.tsx';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { DetailPane } from './DetailPane.tsx';
import { displayCount } from './display.ts';
import { FilterBar } from './FilterBar.tsx';
import { inspectorKey } from './keyboard.ts';
import { listRowAt, RecordList } from './RecordList.tsx';
import { InspectorToolbar, type Notice } from './Toolbar.tsx';
import { useJournal, type JournalList } from './useJournal.ts';
import './inspector.css';

/** Grouping hides child records, so it steps aside while a filter could match a child (an attempt's 500, a fetch's body). */
export function groupingApplies(filter: JournalFilter): boolean {
  return !filter.kinds?.length && !filter.httpStatus?.length && !filter.text && !filter.statuses?.length;
}

/** Where the selected record is now: its old position, or nearby after rows arrived above it or expansions opened. */
function locate(list: JournalList, selected: { index: number; id: number | null }): number {
  if (selected.id === null || selected.index < 0) return selected.index;
  const count = displayCount(list.total, list.expansions);
  for (let distance = 0; distance <= 300; distance++) {
    for (const index of [selected.index + distance, selected.index - distance]) {
      if (index >= 0 && index < count && listRowAt(list, index).row?.id === selected.id) return index;
    }
  }
  return selected.index;
}

const shows = async (client: StudioClient, query: JournalFilter, id: number) =>
  (await client.call('inspector.query', { ...query, anchor: id, limit: 1 })).rows[0]?.id === id;

/**
 * Where record `id` will be in the list: under the current filter when it shows the record,
 * else with the filter cleared (and grouping off when the record is a child that grouping hides).
 * Its index is the number of matching records newer than it.
 */
export async function placeOf(
  client: StudioClient,
  id: number,
  current: { filter: JournalFilter; grouped: boolean },
): Promise<{ filter: JournalFilter; grouped: boolean; index: number } | null> {
  const queryOf = (filter: JournalFilter, grouped: boolean) =>
    grouped && groupingApplies(filter) ? { ...filter, topLevel: true } : filter;
  let { filter, grouped } = current;
  if (!(await shows(client, queryOf(filter, grouped), id))) {
    filter = {};
    if (!(await shows(client, queryOf(filter, grouped), id))) grouped = false;
    if (!(await shows(client, queryOf(filter, grouped), id))) return null;
  }
  const query = queryOf(filter, grouped);
  const [all, upTo] = await Promise.all([
    client.call('inspector.query', { ...query, limit: 1, count: true }),
    client.call('inspector.query', { ...query, anchor: id, limit: 1, count: true }),
  ]);
  return { filter, grouped, index: Math.max(0, (all.total ?? 0) - (upTo.total ?? 0)) };
}

export default function InspectorFeature() {
  const { client } = useStudio();
  const [filter, setFilter] = useState<JournalFilter>({});
  const [grouped, setGrouped] = useState(true);
  const [paused, setPaused] = useState(false);
  const query = useMemo(() => (grouped && groupingApplies(filter) ? { ...filter, topLevel: true } : filter), [filter, grouped]);
  const list = useJournal(query, paused);
  const [selected, setSelected] = useState<{ index: number; id: number | null }>({ index: -1, id: null });
  const [openId, setOpenId] = useState<number | null>(null);
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [saved, setSaved] = useState<SavedFilter[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const layout = useDefaultLayout({ id: 'studio.inspector', storage: localStorage });

  useEffect(() => {
    client.call('inspector.filters.list').then(setSaved, () => {});
  }, [client]);

  const [reveal, setReveal] = useState<{ index: number } | null>(null);
  const count = displayCount(list.total, list.expansions);
  // The selection follows its record when live appends or expansions move it.
  const selectedIndex = useMemo(() => locate(list, selected), [list, selected]);
  // Keys pressed faster than React re-renders (a held arrow key) each move from the last one's row,
  // not from the row of the render the key handler was made in.
  const selectedAt = useRef(selectedIndex);
  useLayoutEffect(() => {
    selectedAt.current = selectedIndex;
  }, [selectedIndex]);
  const select = useCallback((index: number, id: number) => setSelected({ index, id }), []);
  const open = useCallback(
    (index: number, id: number) => {
      setSelected({ index, id });
      setOpenId(id);
    },
    [setOpenId],
  );

  const { active } = use(PaneContext);
  // "journal #N" links from other panes open that record here, in the list: a filter (or grouping)
  // that hides it is cleared, and the selection is put on it so ↑/↓ move from there.
  const view = useRef({ filter, grouped });
  useLayoutEffect(() => {
    view.current = { filter, grouped };
  }, [filter, grouped]);
  useEffect(
    () =>
      onRecordRequest((id) => {
        recordRequestHandled();
        setOpenId(id);
        void placeOf(client, id, view.current).then(
          (place) => {
            if (!place) return;
            if (place.filter !== view.current.filter) setFilter(place.filter);
            if (place.grouped !== view.current.grouped) setGrouped(place.grouped);
            setSelected({ index: place.index, id });
            setReveal({ index: place.index });
          },
          () => {},
        );
      }),
    [client, setOpenId],
  );
  useShortcuts(
    useMemo(
      () => [
        { label: 'Focus the filter', run: () => textRef.current?.focus() },
        { label: 'Close the record', run: () => setOpenId(null) },
      ],
      [setOpenId],
    ),
  );
  // A layout effect: the handler is replaced in the same commit that renders a new list, so a key
  // pressed right after a reload (a "journal #N" link clearing a filter) never moves through the
  // rows of the list before it (a passive effect can run after that key).
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const action = inspectorKey(event, event.target);
      if (!action) return;
      if (action === 'close') {
        if (event.target === textRef.current) textRef.current?.blur();
        else if (openId !== null) setOpenId(null);
        else return;
        event.preventDefault();
        return;
      }
      event.preventDefault();
      if (action === 'filter') return textRef.current?.focus();
      if (count === 0) return;
      const move = (index: number) => {
        const next = Math.max(0, Math.min(count - 1, index));
        const row = listRowAt(list, next).row;
        selectedAt.current = next;
        setSelected({ index: next, id: row?.id ?? null });
        setReveal({ index: next });
        // With the detail open, moving the selection shows the next record, like a mail reader.
        if (openId !== null && row) setOpenId(row.id);
      };
      const at = selectedAt.current;
      const current = listRowAt(list, Math.max(0, at));
      if (action === 'up') move(at - 1);
      if (action === 'down') move(at + 1);
      if (action === 'open' && current.row) setOpenId(current.row.id);
      if ((action === 'expand' || action === 'collapse') && current.row && current.offset !== null && current.row.childCount > 0) {
        const isOpen = list.expansions.some((e) => e.parentId === current.row!.id);
        if (isOpen === (action === 'collapse')) list.toggle(current.row, current.offset);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, count, list, openId, selectedIndex]);

  const filtered = Object.keys(filter).length > 0;
  const exportFilter = filter;
  const empty = !list.loading && list.total === 0 && !list.error;

  return (
    <div className="insp">
      <InspectorToolbar
        total={list.total}
        lastQueryMs={list.lastQueryMs}
        exportFilter={exportFilter}
        marked={marked}
        onNotice={setNotice}
      />
      <FilterBar
        filter={filter}
        onChange={setFilter}
        textRef={textRef}
        saved={saved}
        onSave={(name) =>
          client
            .call('inspector.filters.save', { name, filter })
            .then(setSaved, (error: Error) => setNotice({ kind: 'error', text: error.message }))
        }
        onDeleteSaved={(name) =>
          client
            .call('inspector.filters.delete', { name })
            .then(setSaved, (error: Error) => setNotice({ kind: 'error', text: error.message }))
        }
        paused={paused}
        waiting={list.waiting}
        onTogglePause={() => setPaused((p) => !p)}
        grouped={grouped}
        onToggleGrouped={() => setGrouped((g) => !g)}
      />
      {notice && (
        <div
          className={notice.kind === 'error' ? 'error-box' : 'insp-note'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="inspector-notice"
        >
          {notice.text}
          {notice.details && notice.details.length > 1 && (
            <ul>
              {notice.details.slice(0, 10).map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
          <button type="button" className="insp-link" onClick={() => setNotice(null)} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      {list.error && (
        <div className="error-box" role="alert">
          The journal did not answer: {list.error}
        </div>
      )}
      <Group orientation="horizontal" className="insp-body" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
        <Panel id="list" minSize={300}>
          {empty ? (
            filtered ? (
              <EmptyState icon={Activity} title="No record matches this filter">
                Loosen the filter, or{' '}
                <button type="button" className="insp-link" onClick={() => setFilter({})}>
                  clear it
                </button>
                .
              </EmptyState>
            ) : (
              <EmptyState icon={Activity} title="Nothing recorded yet">
                Every event, request, outbound fetch, delivery attempt and signature appears here live. Fire an event from{' '}
                <strong>Events</strong>, send a webhook from <strong>Webhooks</strong>, or call the integration&apos;s public endpoint; or
                import an NDJSON export with <Upload size={12} aria-hidden /> Import.
              </EmptyState>
            )
          ) : (
            <RecordList
              list={list}
              selectedIndex={selectedIndex}
              reveal={reveal}
              openId={openId}
              marked={marked}
              onSelect={select}
              onOpen={open}
              onMark={(id) =>
                setMarked((current) => {
                  const next = new Set(current);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
            />
          )}
        </Panel>
        {openId !== null && (
          <>
            <Separator className="resize-handle" />
            <Panel id="detail" minSize={320} defaultSize="45%">
              {/* Keyed by record: a notice (replay, cURL) about one record never stays on the next. */}
              <DetailPane key={openId} id={openId} onClose={() => setOpenId(null)} />
            </Panel>
          </>
        )}
      </Group>
    </div>
  );
}
