import { useEffect, useState } from 'react';
import type { HostStatus } from '../../../shared/api/host.ts';
import { useStudio, useTopic } from './studio.tsx';

/** The host's status, live (pushed changes, and again after another folder opens); null until known. */
export function useHostStatus(): HostStatus | null {
  const { client, connection } = useStudio();
  const [status, setStatus] = useState<HostStatus | null>(null);
  // Asked again whenever the connection comes back: pushes sent while it was down are gone, and
  // while it is down the last status is not a fact anymore.
  useEffect(() => {
    if (connection === 'open') client.call('host.status').then(setStatus, () => setStatus(null));
  }, [client, connection]);
  useTopic('host.status', setStatus);
  useTopic('workspace.changed', () => client.call('host.status').then(setStatus, () => setStatus(null)));
  return connection === 'open' ? status : null;
}
