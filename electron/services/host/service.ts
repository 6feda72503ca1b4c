import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSource } from '../manifest/snapshot.ts';
import type { PublicServer } from '../public/server.ts';
import { createHost, type Host } from './host.ts';
import { servePublicEndpoint } from './public-endpoint.ts';
import type { HostLimits } from './limits.ts';
import type { TaskRow } from '../platform/world-store.ts';
import type { PlatformCredentials } from '../platform/credentials.ts';
import type { OAuthStandIn } from '../mocks/oauth-stand-in.ts';

/** The API routes another feature mounts in front of the host's platform API emulator. */
export interface MountedRoute {
  method: string;
  pattern: string;
  handle(request: {
    params: Record<string, string>;
    body: unknown;
    token: string | null;
  }): Promise<{ status: number; body: unknown }> | { status: number; body: unknown };
}

export interface HostService {
  host: Host;
  /** The host as features that build events from loose JSON see it (the event is checked by the integration). */
  loose: {
    dispatchEvent(event: Record<string, unknown>, options: { installationId?: string }): ReturnType<Host['dispatchEvent']>;
    publicEndpoint(installationId: string): string;
    publicContentEndpoint(installationId: string): string;
    /** What the integration queued through the platform API, for `task` payloads. */
    api: { queuedTasks(): TaskRow[] };
  };
  /** Answers these routes in front of the platform API emulator (e.g. the installations feature's). */
  mount(routes: MountedRoute[]): void;
  dispose(): Promise<void>;
}

/** The host of one open integration: built, started, watched, and answering its public endpoint. */
export async function startHostService(
  options: HostLimits & {
    dir: string;
    manifestPath: string;
    manifest?: ManifestSource;
    journal: Journal;
    bus: Bus;
    publicServer: PublicServer;
    watch?: boolean;
    allowOutbound?: string[];
    /** For a folder the user has not trusted: the environment variables its secrets may read. */
    envAllow?: readonly string[];
    /** For a folder the user trusts: its build may read the folder's workspace. */
    workspaceReads?: boolean;
    /** The session's credentials; a standalone host mints its own. */
    credentials?: PlatformCredentials;
    /** Real OAuth providers stood in for (the session's, with the mock provider's consent page). */
    oauthStandIn?: OAuthStandIn;
  },
): Promise<HostService> {
  const host = createHost({
    ...options,
    publicOrigin: options.publicServer.origin,
    publicContentOrigin: options.publicServer.content.origin,
  });
  const unserve = servePublicEndpoint(options.publicServer, host);
  await host.start();
  const removers: (() => void)[] = [];
  return {
    host,
    loose: {
      dispatchEvent: (event, dispatchOptions) => host.dispatchEvent(event as unknown as IntegrationEvent, dispatchOptions),
      publicEndpoint: (installationId) => host.publicEndpoint(installationId),
      publicContentEndpoint: (installationId) => host.publicContentEndpoint(installationId),
      api: { queuedTasks: () => host.api.queuedTasks() },
    },
    mount(routes) {
      for (const route of routes) {
        removers.push(
          host.api.route(route.method, route.pattern, async (call) => {
            const answer = await route.handle({ params: call.params, body: call.body, token: call.token });
            return Response.json(answer.body, { status: answer.status });
          }),
        );
      }
    },
    async dispose() {
      for (const remove of removers) remove();
      unserve();
      await host.dispose();
    },
  };
}
