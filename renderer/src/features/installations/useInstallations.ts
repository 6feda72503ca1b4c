import { useCallback, useEffect, useState } from 'react';
import type { Installation } from '../../../../shared/api/installations.ts';
import type { ConfigurationSection } from '../../../../shared/manifest/schema.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

export interface InstallationsManifest {
  name: string;
  target: 'all' | 'site' | 'space' | 'organization';
  sections: Partial<Record<'account' | 'space' | 'site', ConfigurationSection>>;
  /** The scopes as written (absent from an older studio). */
  scopes?: string[];
}

export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: Error };

/** The open integration's installations, kept current by `installations.changed` pushes. */
export function useInstallations() {
  const { client } = useStudio();
  const [list, setList] = useState<Load<Installation[]>>({ state: 'loading' });
  const [manifest, setManifest] = useState<InstallationsManifest | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client
      .call('installations.list')
      .then((value) => live && setList({ state: 'ready', value }))
      .catch((error: Error) => live && setList({ state: 'failed', error }));
    client
      .call('installations.manifest')
      .then((value) => live && setManifest(value as InstallationsManifest))
      .catch(() => live && setManifest(null));
    return () => {
      live = false;
    };
  }, [client, attempt]);

  useTopic('installations.changed', ({ id, installation }) =>
    setList((current) => {
      if (current.state !== 'ready') return current;
      const rest = current.value.filter((item) => item.id !== id);
      return {
        state: 'ready',
        value: installation
          ? current.value.some((item) => item.id === id)
            ? current.value.map((item) => (item.id === id ? installation : item))
            : [installation, ...rest]
          : rest,
      };
    }),
  );
  useTopic('manifest.changed', () => setAttempt((n) => n + 1));
  useTopic('workspace.changed', () => setAttempt((n) => n + 1));

  return { list, manifest, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}

export const SECTION_OF = { organization: 'account', space: 'space', site: 'site' } as const;

export function describeInstallation(installation: Installation): string {
  if (installation.kind === 'space') return `Space ${installation.spaceId}`;
  if (installation.kind === 'site') return `Site ${installation.siteId}`;
  return 'Organization';
}
