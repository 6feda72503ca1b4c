import type { IntegrationEnvironment } from '../../../shared/platform/index.ts';
import type { DevDirectory } from '../platform/dev-directory.ts';
import { DEV_ORGANIZATION_ID, DEV_SITE_ID, DEV_SPACE_ID } from '../platform/ids.ts';
import { installationEnvironment } from '../platform/environment.ts';
import type { Built } from './builder.ts';
import { DEV_INSTALLATION_ID, type EnvironmentBase, type EnvironmentProvider } from './types.ts';

export interface EnvironmentsDeps {
  publicOrigin: string;
  /** The content origin (`publicContentEndpoint`); the public origin when absent. */
  publicContentOrigin?: string;
  apiEndpoint: string;
  integrationToken: string;
  devInstallationToken: string;
  devDirectory: Pick<DevDirectory, 'configuration'>;
  built: Pick<Built, 'integrationName' | 'secrets' | 'devHasSite'>;
}

/** The environment each installation's events carry: the development installation's, or a provider's (Installations). */
export interface Environments {
  environmentFor(installationId: string | undefined): IntegrationEnvironment | null;
  publicEndpoint(installationId?: string): string;
  /** The same installation's endpoint on the content origin (`publicContentEndpoint`). */
  publicContentEndpoint(installationId?: string): string;
  setProvider(next: EnvironmentProvider | null): void;
}

export function createEnvironments(deps: EnvironmentsDeps): Environments {
  const { built, devDirectory } = deps;
  const publicEndpoint = (installationId: string = DEV_INSTALLATION_ID) => `${deps.publicOrigin}/i/${encodeURIComponent(installationId)}`;
  const publicContentEndpoint = (installationId: string = DEV_INSTALLATION_ID) =>
    `${deps.publicContentOrigin ?? deps.publicOrigin}/i/${encodeURIComponent(installationId)}`;
  const defaultProvider: EnvironmentProvider = (installationId, base) => {
    if (installationId !== undefined && installationId !== DEV_INSTALLATION_ID) return null;
    return installationEnvironment(base, {
      organization: { id: DEV_INSTALLATION_ID, organizationId: DEV_ORGANIZATION_ID, configuration: devDirectory.configuration('account') },
      token: deps.devInstallationToken,
      space: { id: DEV_SPACE_ID, configuration: devDirectory.configuration('space') },
      ...(built.devHasSite ? { site: { id: DEV_SITE_ID, configuration: devDirectory.configuration('site') } } : {}),
    });
  };
  let provider = defaultProvider;
  return {
    environmentFor(installationId) {
      const base: EnvironmentBase = {
        integrationName: built.integrationName,
        apiEndpoint: deps.apiEndpoint,
        integrationToken: deps.integrationToken,
        publicEndpoint: publicEndpoint(installationId),
        publicContentEndpoint: publicContentEndpoint(installationId),
        secrets: built.secrets,
      };
      // The development installation stays available whatever provider is set, so the CLI always has a target.
      const isDev = installationId === undefined || installationId === DEV_INSTALLATION_ID;
      return provider(installationId, base) ?? (isDev ? defaultProvider(installationId, base) : null);
    },
    publicEndpoint,
    publicContentEndpoint,
    setProvider(next) {
      provider = next ?? defaultProvider;
    },
  };
}
