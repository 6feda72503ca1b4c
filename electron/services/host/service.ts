import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import type { PublicServer } from '../public/server.ts';
import { createHost, type Host } from './host.ts';
import { servePublicEndpoint } from './public-endpoint.ts';
import type { HostOptions } from './types.ts';

/** The host as features that build events from loose JSON see it (the event is checked by the integration). */
export interface HostDelivery {
  dispatchEvent(event: Record<string, unknown>, options: { installationId?: string }): ReturnType<Host['dispatchEvent']>;
  /** Where a browser sent to `location` goes instead (the OAuth stand-in's consent page), journaled under `parentId`; null to go there. */
  standInRedirect(location: string, parentId: number, options?: { signOut?: boolean }): string | null;
}

export interface HostService {
  host: Host;
  delivery: HostDelivery;
  dispose(): Promise<void>;
}

/** The host of one open integration in its platform world: built, started, watched, and answering its public endpoint. */
export async function startHostService(options: HostOptions & { publicServer: PublicServer }): Promise<HostService> {
  const host = createHost(options);
  const unserve = servePublicEndpoint(options.publicServer, host);
  try {
    await host.start();
  } catch (error) {
    unserve();
    await host.dispose();
    throw error;
  }
  return {
    host,
    delivery: {
      dispatchEvent: (event, dispatchOptions) => host.dispatchEvent(event as unknown as IntegrationEvent, dispatchOptions),
      standInRedirect: (location, parentId, options) => host.publicTraffic.standInRedirect(location, parentId, options),
    },
    async dispose() {
      unserve();
      await host.dispose();
    },
  };
}
