import type { DatabaseSync } from 'node:sqlite';
import type { SecretSealer } from '../secrets/sealer.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { PublicServer } from '../public/server.ts';
import type { Directory } from '../platform/index.ts';
import { installationsDirectory } from './api-directory.ts';
import { installationApiRoutes, type ApiRoute } from './api-routes.ts';
import { startMockProvider, type MockProvider } from './mock-provider.ts';
import type { OAuthStandIn } from '../mocks/oauth-stand-in.ts';
import { startVisitorFlows, type VisitorFlows } from './visitor-flow.ts';
import {
  createInstallations,
  type InstallationsDeps,
  type InstallationsHost,
  type InstallationsService,
  type InstallationsWebhooks,
} from './service.ts';

/** The installations feature of one open integration: the service, its routes beside the platform API emulator and the mock OAuth provider. */
export interface Installations {
  service: InstallationsService;
  mockProvider: MockProvider;
  /** Visitor sign-ins and logouts the studio follows hop by hop, and the published sites they land on. */
  visitorFlows: VisitorFlows;
  /** The platform API endpoints it answers; the host mounts them in front of its platform API emulator. */
  apiRoutes: ApiRoute[];
  /** The installations as the platform API emulator serves them (the host connects it). */
  apiDirectory: Directory;
  /** Closes the provider and the flows, then waits for the setup events already scheduled. */
  dispose(): Promise<void>;
}

export function startInstallations(options: {
  db: DatabaseSync;
  journal: Journal;
  bus: Bus;
  publicServer: PublicServer;
  manifest: InstallationsDeps['manifest'];
  sealer?: SecretSealer;
  host: InstallationsHost | null;
  credentials: InstallationsDeps['credentials'];
  webhooks: () => InstallationsWebhooks | null;
  /** Stands in for real providers on the consent page; the host answers their token URLs with it. */
  oauthStandIn?: OAuthStandIn;
}): Installations {
  const service = createInstallations(options);
  const visitorFlows = startVisitorFlows({ service, journal: options.journal, bus: options.bus, publicServer: options.publicServer });
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
    apiRoutes: installationApiRoutes(service),
    apiDirectory: installationsDirectory(service),
    async dispose() {
      mockProvider.close();
      visitorFlows.dispose();
      await service.settled();
    },
  };
}
