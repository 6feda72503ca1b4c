import type { DatabaseSync } from 'node:sqlite';
import type { SecretSealer } from '../secrets/sealer.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { PublicServer } from '../public/server.ts';
import type { Directory } from '../platform-api/index.ts';
import { installationsDirectory } from './api-directory.ts';
import { installationApiRoutes, type ApiRoute } from './api-routes.ts';
import { startMockProvider, type MockProvider } from './mock-provider.ts';
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
  /** The platform API endpoints it answers; the host mounts them in front of its platform API emulator. */
  apiRoutes: ApiRoute[];
  /** The installations as the platform API emulator serves them (the host connects it). */
  apiDirectory: Directory;
  dispose(): void;
}

export function startInstallations(options: {
  db: DatabaseSync;
  journal: Journal;
  bus: Bus;
  publicServer: PublicServer;
  manifest: InstallationsDeps['manifest'];
  sealer?: SecretSealer;
  host: () => InstallationsHost | null;
  webhooks: () => InstallationsWebhooks | null;
}): Installations {
  const service = createInstallations(options);
  const mockProvider = startMockProvider(
    options.publicServer,
    (name, token) => options.journal.registerSecret(name, token),
    () => service.oauthCallbacks(),
  );
  return {
    service,
    mockProvider,
    apiRoutes: installationApiRoutes(service),
    apiDirectory: installationsDirectory(service),
    dispose() {
      mockProvider.close();
    },
  };
}
