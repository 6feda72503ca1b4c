import { useEffect, useState } from 'react';
import type { QueueStats } from '../../../../shared/api/webhooks.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

/** The delivery queue's counts, read once and then kept current by `webhooks.queue` pushes. */
export function useQueueStats(): QueueStats | null {
  const { client } = useStudio();
  const [stats, setStats] = useState<QueueStats | null>(null);
  useEffect(() => {
    let live = true;
    client
      .call('webhooks.queue')
      .then((value) => live && setStats(value))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [client]);
  useTopic('webhooks.queue', setStats);
  // Another folder has its own queue.
  useTopic('workspace.changed', () => {
    client
      .call('webhooks.queue')
      .then(setStats)
      .catch(() => {});
  });
  return stats;
}
