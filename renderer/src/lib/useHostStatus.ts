import { useEffect, useState } from 'react';
import type { HostStatus } from '../../../shared/api/host.ts';
import { useStudio, useTopic } from './studio.tsx';

/** The host's status, live (pushed changes, and again after another folder opens); null until known. */
export function useHostStatus(): HostStatus | null {
  const { client } = useStudio();
  const [status, setStatus] = useState<HostStatus | null>(null);
  useEffect(() => {
    client.call('host.status').then(setStatus, () => setStatus(null));
  }, [client]);
  useTopic('host.status', setStatus);
  useTopic('workspace.changed', () => client.call('host.status').then(setStatus, () => setStatus(null)));
  return status;
}
