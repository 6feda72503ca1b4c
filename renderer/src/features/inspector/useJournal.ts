import { useCallback, useEffect, useRef, useState } from 'react';
import type { JournalFilter, JournalRow } from '../../../../shared/api/journal.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { flattenTree, type Expansion } from './display.ts';

export const PAGE = 200;
/** New records arrive in bursts (a delivery writes several); one reload per burst is enough. */
const REFRESH_MS = 150;

export interface JournalList {
  total: number;
  /** The row at a query position, or undefined while its page loads (the list shows a placeholder). */
  rowAt(offset: number): JournalRow | undefined;
  expansions: Expansion[];
  toggle(row: JournalRow, offset: number): void;
  /** Records appended while paused, shown on the resume button. */
  waiting: number;
  loading: boolean;
  error: string | null;
  /** How long the last filter took to answer, for the status line. */
  lastQueryMs: number | null;
  reload(): void;
  /** Bumped on every change, for memoised consumers. */
  version: number;
}

export function useJournal(filter: JournalFilter, paused: boolean): JournalList {
  const { client } = useStudio();
  const key = JSON.stringify(filter);
  const pages = useRef(new Map<number, JournalRow[]>());
  const inflight = useRef(new Set<number>());
  const anchor = useRef<number | null>(null);
  const generation = useRef(0);
  const [total, setTotal] = useState(0);
  const [version, setVersion] = useState(0);
  const [expansions, setExpansions] = useState<Expansion[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [loading, setLoading] = useState(true);
  // Only the first answer is awaited with a spinner; later filters keep the old rows until theirs arrive.
  const [error, setError] = useState<string | null>(null);
  const [lastQueryMs, setLastQueryMs] = useState<number | null>(null);
  const totalRef = useRef(0);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const loadFirst = useCallback(
    async (reset: boolean) => {
      const gen = ++generation.current;
      const started = performance.now();
      try {
        const page = await client.call('inspector.query', { ...filter, limit: PAGE, offset: 0, count: true });
        if (gen !== generation.current) return;
        // Rows above an expanded one moved it down by as many new rows as arrived on top; if the old
        // first row is no longer on the first page, the list changed too much to keep expansions.
        const oldFirst = pages.current.get(0)?.[0]?.id;
        const shift = reset || oldFirst === undefined ? -1 : page.rows.findIndex((row) => row.id === oldFirst);
        pages.current = new Map([[0, page.rows]]);
        inflight.current.clear();
        anchor.current = page.anchor;
        totalRef.current = page.total ?? page.rows.length;
        setTotal(totalRef.current);
        setLastQueryMs(performance.now() - started);
        setError(null);
        setWaiting(0);
        setExpansions((current) => (shift < 0 ? [] : current.map((e) => ({ ...e, offset: e.offset + shift }))));
        setVersion((v) => v + 1);
      } catch (cause) {
        if (gen === generation.current) setError((cause as Error).message);
      } finally {
        if (gen === generation.current) setLoading(false);
      }
    },
    // `key` stands for `filter`: a new object with the same content must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, key],
  );

  useEffect(() => {
    void loadFirst(true);
  }, [loadFirst]);

  const scheduleRefresh = useCallback(() => {
    if (refreshTimer.current) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      void loadFirst(false);
    }, REFRESH_MS);
  }, [loadFirst]);
  useEffect(() => () => clearTimeout(refreshTimer.current ?? undefined), []);

  const refreshExpansion = useCallback(
    async (parentId: number) => {
      const { links } = await client.call('inspector.get', { id: parentId });
      const children = flattenTree(parentId, [...links.children, ...links.related]);
      setExpansions((current) => current.map((e) => (e.parentId === parentId ? { ...e, children } : e)));
    },
    [client],
  );

  useTopic('journal.appended', (record) => {
    const touched = expansions.find((e) => e.parentId === record.parentId || e.children.some((c) => c.record.id === record.parentId));
    if (touched) void refreshExpansion(touched.parentId).catch(() => {});
    if (paused) setWaiting((n) => n + 1);
    else scheduleRefresh();
  });
  // Retention removes the oldest rows, below everything on screen: refresh in place; a clear or an import starts over.
  useTopic('inspector.changed', (change) => void loadFirst(change.reason !== 'retention'));

  useEffect(() => {
    if (!paused && waiting > 0) scheduleRefresh();
  }, [paused, waiting, scheduleRefresh]);

  const fetchPage = useCallback(
    (index: number) => {
      if (inflight.current.has(index) || anchor.current === null) return;
      inflight.current.add(index);
      const gen = generation.current;
      client
        .call('inspector.query', { ...filter, anchor: anchor.current, offset: index * PAGE, limit: PAGE })
        .then((page) => {
          if (gen !== generation.current) return;
          pages.current.set(index, page.rows);
          setVersion((v) => v + 1);
        })
        .catch((cause: Error) => setError(cause.message))
        .finally(() => inflight.current.delete(index));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, key],
  );

  const rowAt = useCallback(
    (offset: number) => {
      const index = Math.floor(offset / PAGE);
      const page = pages.current.get(index);
      if (!page) {
        fetchPage(index);
        return undefined;
      }
      return page[offset % PAGE];
    },
    // `version` makes a new function when pages arrive, so rows re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fetchPage, version],
  );

  const toggle = useCallback(
    (row: JournalRow, offset: number) => {
      if (expansions.some((e) => e.parentId === row.id)) {
        setExpansions((current) => current.filter((e) => e.parentId !== row.id));
        return;
      }
      client
        .call('inspector.get', { id: row.id })
        .then(({ links }) => {
          const children = flattenTree(row.id, [...links.children, ...links.related]);
          setExpansions((current) => [...current.filter((e) => e.parentId !== row.id), { parentId: row.id, offset, children }]);
        })
        .catch((cause: Error) => setError(cause.message));
    },
    [client, expansions],
  );

  return { total, rowAt, expansions, toggle, waiting, loading, error, lastQueryMs, reload: () => void loadFirst(true), version };
}
