import type { DatabaseSync } from 'node:sqlite';
import type { SecretSealer } from '../secrets/sealer.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import type { PublicServer } from '../public/server.ts';
import type { PlatformCredentials, PlatformWorld, WorldDirectory, WorldEndpoints } from '../platform/index.ts';
import { installationApiRoutes } from './api-routes.ts';
import { startMockProvider, type MockProvider } from './mock-provider.ts';
import type { OAuthStandIn } from '../mocks/oauth-stand-in.ts';
import { createInstallationRecords, type InstallationRecords } from './records.ts';
import { startVisitorFlows, type VisitorFlows } from './visitor-flow.ts';
import { createInstallations, type InstallationsHost, type InstallationsService, type InstallationsWebhooks } from './service.ts';
import { installationsDirectory } from './world-directory.ts';

/** The workspace's installations before any host: their records, and those records as the platform world's directory. */
export interface OpenedInstallations {
  records: InstallationRecords;
  /** What `createPlatformWorld({ workspace })` takes: the API serves it, every envelope is described from it. */
  directory: WorldDirectory;
}

/** Opens the Installations store of a workspace database for the platform world (built next, then the host, then `startInstallations`). */
export function openInstallations(options: {
  db: DatabaseSync;
  journal: Journal;
  bus: Bus;
  manifest(): ManifestSnapshot;
  sealer?: SecretSealer;
  credentials: Pick<PlatformCredentials, 'integrationToken'>;
  endpoints: Pick<WorldEndpoints, 'publicEndpoint' | 'publicContentEndpoint'>;
}): OpenedInstallations {
  const records = createInstallationRecords(options);
  return { records, directory: installationsDirectory(records, options.credentials) };
}

/** The installations feature of one open integration: the service, its routes beside the platform API emulator and the mock OAuth provider. */
export interface Installations {
  service: InstallationsService;
  mockProvider: MockProvider;
  /** Visitor sign-ins and logouts the studio follows hop by hop, and the published sites they land on. */
  visitorFlows: VisitorFlows;
  /** Removes its API routes, closes the provider and the flows, then waits for the setup events already scheduled. */
  dispose(): Promise<void>;
}

/** Starts the feature in the platform world it was opened for, delivering through the host built in that world. */
export function startInstallations(options: {
  opened: OpenedInstallations;
  world: Pick<PlatformWorld, 'api' | 'credentials' | 'environmentFor'>;
  host: InstallationsHost | null;
  journal: Journal;
  bus: Bus;
  publicServer: PublicServer;
  webhooks: () => InstallationsWebhooks | null;
  /** Stands in for real providers on the consent page; the host answers their token URLs with it. */
  oauthStandIn?: OAuthStandIn;
}): Installations {
  const { world } = options;
  const service = createInstallations({
    ...options,
    records: options.opened.records,
    credentials: world.credentials,
    queuedTasks: () => world.api.queuedTasks(),
  });
  // The studio's own endpoints answer in front of the platform API emulator, as long as the feature runs.
  const unroute = installationApiRoutes(service).map((route) =>
    world.api.route(route.method, route.pattern, async (call) => {
      const answer = await route.handle({ params: call.params, body: call.body, token: call.token });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  const visitorFlows = startVisitorFlows({
    service,
    world,
    journal: options.journal,
    bus: options.bus,
    publicServer: options.publicServer,
    standIn: (location, parentId, signOut) => options.host?.standInRedirect?.(location, parentId, { signOut }) ?? null,
  });
  const mockProvider = startMockProvider(
    options.publicServer,
    (name, token) => options.journal.registerSecret(name, token),
    () => service.oauthCallbacks(),
    (url) => visitorFlows.isPublishedSite(url),
    visitorFlows.observer,
    options.oauthStandIn ?? null,
  );
  return {
    service,
    mockProvider,
    visitorFlows,
    async dispose() {
      for (const remove of unroute) remove();
      mockProvider.close();
      visitorFlows.dispose();
      await service.settled();
      service.dispose();
    },
  };
}
