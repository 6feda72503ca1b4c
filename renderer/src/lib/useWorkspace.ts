import { useEffect, useState } from 'react';
import type { Workspace } from '../../../shared/api/index.ts';
import { useStudio, useTopic } from './studio.tsx';

/** The open integration folder (null before one opens or when the call fails), kept current. */
export function useWorkspace(): Workspace | null {
  const { client } = useStudio();
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  useEffect(() => {
    client.call('workspace.current').then(setWorkspace, () => setWorkspace(null));
  }, [client]);
  useTopic('workspace.changed', setWorkspace);
  return workspace;
}
