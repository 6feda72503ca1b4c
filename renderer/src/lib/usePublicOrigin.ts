import { useEffect, useState } from 'react';
import { useStudio } from './studio.tsx';

/** The studio's local origins previews may load: the public server's and the integrations' content origin. */
export interface StudioOrigins {
  publicOrigin: string;
  /** Where webframes' pages are served (`publicContentEndpoint`); null from a studio that has none. */
  contentOrigin: string | null;
}

/**
 * The studio's public and content origins (app.info); null until known. They do not change while
 * the studio runs, so one answer serves every element.
 */
export function useStudioOrigins(): StudioOrigins | null {
  const { client } = useStudio();
  const [origins, setOrigins] = useState<StudioOrigins | null>(null);
  useEffect(() => {
    let live = true;
    client.call('app.info').then(
      (info) =>
        live &&
        setOrigins(info?.publicOrigin ? { publicOrigin: info.publicOrigin, contentOrigin: info.publicContentOrigin ?? null } : null),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [client]);
  return origins;
}

/** The studio's public origin (app.info), the one local origin previews may load besides the content origin; null until known. */
export function usePublicOrigin(): string | null {
  return useStudioOrigins()?.publicOrigin ?? null;
}
