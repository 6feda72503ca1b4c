import type { DatabaseSync } from 'node:sqlite';
import type { IntegrationEnvironment } from '../../../shared/platform/index.ts';
import { mintCredentials, type PlatformCredentials, type SecretRegistry } from './credentials.ts';
import { composeDirectories, createDevDirectory } from './dev-directory.ts';
import type { WorldDirectory } from './directory.ts';
import { createPlatformApiEmulator, type PlatformApiEmulator } from './emulator.ts';
import { installationEnvironment } from './environment.ts';
import { DEV_INSTALLATION_ID, isDevInstallation } from './ids.ts';
import { notYetBuilt, type LoadedIntegration } from './loaded-integration.ts';

/** Where the world's installations are reached: the public server's origins, and the API endpoint under it. */
export interface WorldEndpoints {
  /** `${publicOrigin}/api`: `environment.apiEndpoint` of every envelope, answered by the emulator. */
  readonly apiEndpoint: string;
  /** The origins hosted code may call as its own (the public origin, and the content origin when there is one). */
  readonly origins: readonly string[];
  /** `${publicOrigin}/i/<id>`; the development installation's without an id. */
  publicEndpoint(installationId?: string): string;
  /** The same installation's endpoint on the content origin (webframes' pages); the public origin's when there is none. */
  publicContentEndpoint(installationId?: string): string;
}

/**
 * The platform one session's integration lives in, built before the host and handed to it: who it
 * is installed for (the directory), the credentials it is given, the environment each envelope
 * carries, and the API emulator that answers its calls. The host reads these ports; nothing here
 * reads the host (what the build learnt reaches the world through `loaded`).
 */
export interface PlatformWorld {
  readonly credentials: PlatformCredentials;
  readonly endpoints: WorldEndpoints;
  /** The development installation beside the workspace's installations. */
  readonly directory: WorldDirectory;
  readonly api: PlatformApiEmulator;
  /** What the host's latest build read (name, defaults, secrets); its builder writes it. */
  readonly loaded: LoadedIntegration;
  /** The environment an envelope for this installation carries; null when the directory holds no such installation. */
  environmentFor(installationId: string | undefined): IntegrationEnvironment | null;
  dispose(): void;
}

export interface PlatformWorldOptions {
  /** Where minted tokens are registered for redaction (the session's journal). */
  registry: SecretRegistry;
  /** The session's credentials when minted already; otherwise the world mints its own. */
  credentials?: PlatformCredentials;
  /** Where the public server answers (`worldEndpoints(publicOrigin, publicContentOrigin)`). */
  endpoints: WorldEndpoints;
  /** Where the API's content (spaces, sites, queued tasks) is kept: the workspace database; in memory when absent. */
  db?: DatabaseSync;
  /**
   * The workspace's installations beside the development one: the Installations store in the
   * studio, the fixture engine's in-memory ones (made with the same credentials and endpoints).
   * Absent: the development installation alone.
   */
  workspace?: WorldDirectory;
}

/** The endpoints of a public server at these origins. */
export function worldEndpoints(publicOrigin: string, publicContentOrigin?: string): WorldEndpoints {
  return {
    apiEndpoint: `${publicOrigin}/api`,
    origins: publicContentOrigin ? [publicOrigin, publicContentOrigin] : [publicOrigin],
    publicEndpoint: (id = DEV_INSTALLATION_ID) => `${publicOrigin}/i/${encodeURIComponent(id)}`,
    publicContentEndpoint: (id = DEV_INSTALLATION_ID) => `${publicContentOrigin ?? publicOrigin}/i/${encodeURIComponent(id)}`,
  };
}

/** The one builder of a platform world: the studio's session and the fixture engine both call it. */
export function createPlatformWorld(options: PlatformWorldOptions): PlatformWorld {
  // The envelope's environment carries both tokens; minting registers them with the journal's redactor, once per session.
  const credentials = options.credentials ?? mintCredentials(options.registry);
  const { endpoints, workspace } = options;
  const loaded = notYetBuilt();
  // The development installation's levels share its public endpoint.
  const devEndpoint = (id: string) => (isDevInstallation(id) ? DEV_INSTALLATION_ID : id);
  const dev = createDevDirectory({
    integrationName: () => loaded.integrationName,
    integrationToken: credentials.integrationToken,
    installationToken: credentials.devInstallationToken,
    defaults: () => loaded.defaults,
    hasSite: () => loaded.devHasSite,
    publicEndpoint: (id) => endpoints.publicEndpoint(devEndpoint(id)),
    publicContentEndpoint: (id) => endpoints.publicContentEndpoint(devEndpoint(id)),
  });
  const directory = workspace ? composeDirectories(dev, workspace) : dev;
  const api = createPlatformApiEmulator({ directory, ...(options.db ? { db: options.db } : {}) });
  return {
    credentials,
    endpoints,
    directory,
    api,
    loaded,
    environmentFor(installationId) {
      const described = directory.envelope(installationId);
      if (!described) return null;
      return installationEnvironment(
        {
          integrationName: loaded.integrationName,
          apiEndpoint: endpoints.apiEndpoint,
          integrationToken: credentials.integrationToken,
          publicEndpoint: endpoints.publicEndpoint(installationId),
          publicContentEndpoint: endpoints.publicContentEndpoint(installationId),
          secrets: loaded.secrets,
        },
        described,
      );
    },
    dispose: () => api.dispose(),
  };
}
