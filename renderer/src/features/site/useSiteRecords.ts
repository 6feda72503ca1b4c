import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { isSiteRecord, SITE_KINDS, type SiteRecord } from './records.ts';

/** The newest records kept for the pane: a page with chatty scripts writes many, and the Inspector keeps them all. */
export const KEPT = 2_000;
/** At most this many parents are read when the pane opens: each is one call, and their children are the records. */
const PARENTS_READ = 40;

/** The site records the pane shows, outside React (the renderer's list stores are), newest kept. */
export function createSiteRecordStore() {
  let byId = new Map<number, SiteRecord>();
  let snapshot: SiteRecord[] = [];
  const listeners = new Set<() => void>();
  const publish = () => {
    snapshot = [...byId.values()].sort((a, b) => b.id - a.id).slice(0, KEPT);
    byId = new Map(snapshot.map((r) => [r.id, r]));
    for (const listener of listeners) listener();
  };
  return {
    add(records: readonly SiteRecord[]) {
      if (!records.length) return;
      for (const record of records) byId.set(record.id, record);
      publish();
    },
    reset(records: readonly SiteRecord[]) {
      byId = new Map(records.map((r) => [r.id, r]));
      publish();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
export type SiteRecordStore = ReturnType<typeof createSiteRecordStore>;

/**
 * The site records already in the journal: a query gives rows without data, so each parent (the
 * dispatch that produced a script) is read with its children, which are the records in full.
 */
export async function loadSiteRecords(client: StudioClient): Promise<SiteRecord[]> {
  const page = await client.call('inspector.query', { kinds: [...SITE_KINDS], limit: 1000 });
  const wanted = new Set(page.rows.map((row) => row.id));
  const parents = [...new Set(page.rows.map((row) => row.parentId).filter((id) => id !== null))].slice(0, PARENTS_READ);
  const orphans = page.rows.filter((row) => row.parentId === null).map((row) => row.id);
  const answers = await Promise.all([...parents, ...orphans.slice(0, PARENTS_READ)].map((id) => client.call('inspector.get', { id })));
  const records = answers.flatMap(({ record, links }) => [record, ...links.children]);
  return records.filter(isSiteRecord).filter((record) => wanted.has(record.id));
}

/** The site's records: those in the journal when the pane opens, then each one as it is appended. */
export function useSiteRecords(): { records: SiteRecord[]; loading: boolean; error: string | null; reload(): void } {
  const { client } = useStudio();
  const [store] = useState(createSiteRecordStore);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const records = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    let live = true;
    loadSiteRecords(client)
      .then((loaded) => {
        if (!live) return;
        // Records appended while loading are in the store already: keep them.
        store.add(loaded);
        setError(null);
      })
      .catch((cause: Error) => live && setError(cause.message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [client, store, generation]);

  useTopic('journal.appended', (record) => {
    if (isSiteRecord(record)) store.add([record]);
  });
  // A clear or an import replaces the journal: start over.
  useTopic('inspector.changed', (change) => {
    if (change.reason === 'retention') return;
    store.reset([]);
    setGeneration((g) => g + 1);
  });

  const reload = useCallback(() => {
    store.reset([]);
    setLoading(true);
    setGeneration((g) => g + 1);
  }, [store]);
  return { records, loading, error, reload };
}
