import { useCallback, useEffect, useState } from 'react';
import type { SiteConsent, SiteState } from '../../../../shared/api/site.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

export interface SiteModel {
  state: SiteState | null;
  /** Why the state could not be read (the studio did not answer). */
  loadError: string | null;
  /** Why the last action failed, shown beside the toolbar. */
  actionError: string | null;
  /** The action under way, for its progress: consent being set or scripts being fetched again. */
  busy: 'consent' | 'refresh' | null;
  reload(): void;
  setConsent(consent: SiteConsent): Promise<boolean>;
  refresh(): Promise<boolean>;
}

/** The published site's state (`site.state`, kept current by `site.changed`) and its two actions. */
export function useSite(): SiteModel {
  const { client } = useStudio();
  const [state, setState] = useState<SiteState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SiteModel['busy']>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    client
      .call('site.state', {})
      .then((next) => {
        if (!live) return;
        setState(next);
        setLoadError(null);
      })
      .catch((cause: Error) => live && setLoadError(cause.message));
    return () => {
      live = false;
    };
  }, [client, generation]);
  useTopic('site.changed', (next) => {
    setState(next);
    setLoadError(null);
  });

  const act = useCallback(async (kind: 'consent' | 'refresh', work: () => Promise<SiteState>) => {
    setBusy(kind);
    try {
      setState(await work());
      setActionError(null);
      return true;
    } catch (cause) {
      setActionError((cause as Error).message);
      return false;
    } finally {
      setBusy(null);
    }
  }, []);

  return {
    state,
    loadError,
    actionError,
    busy,
    reload: useCallback(() => setGeneration((g) => g + 1), []),
    setConsent: useCallback((consent: SiteConsent) => act('consent', () => client.call('site.setConsent', { consent })), [act, client]),
    refresh: useCallback(() => act('refresh', () => client.call('site.refresh', {})), [act, client]),
  };
}
