import { useEffect, useState } from 'react';
import { useStudio } from './studio.tsx';

/**
 * The studio's public origin (app.info), the one local origin previews may load; null until known.
 * It does not change while the studio runs, so one answer serves every element.
 */
export function usePublicOrigin(): string | null {
  const { client } = useStudio();
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    client.call('app.info').then(
      (info) => live && setOrigin(info?.publicOrigin ?? null),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [client]);
  return origin;
}
