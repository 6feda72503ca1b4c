import type { IntegrationEnvironment } from '../../sdk/api-client/index.ts';

/** What the studio knows about one installation when it builds an event's `environment`. */
export interface InstallationDescription {
  id: string;
  organizationId: string;
  configuration: Record<string, unknown>;
  /** The installation's scoped token for API calls (the studio's stub accepts it). */
  token: string;
  space?: { id: string; configuration: Record<string, unknown> };
  site?: { id: string; configuration: Record<string, unknown> };
}

/**
 * The `environment` part of an envelope: the platform API, the tokens, the public endpoint and the
 * installation (with its space or site installation when the event belongs to one).
 */
export function buildEnvironment(input: {
  integrationName: string;
  apiEndpoint: string;
  integrationToken: string;
  publicEndpoint: string;
  secrets: Record<string, string>;
  installation?: InstallationDescription;
}): IntegrationEnvironment {
  const environment: IntegrationEnvironment = {
    apiEndpoint: input.apiEndpoint,
    apiTokens: { integration: input.integrationToken },
    integration: { name: input.integrationName, urls: { publicEndpoint: input.publicEndpoint } },
    secrets: input.secrets,
  };
  const installation = input.installation;
  if (!installation) return environment;
  environment.apiTokens.installation = installation.token;
  environment.installation = {
    id: installation.id,
    configuration: installation.configuration,
    target: { organization: installation.organizationId },
    urls: { publicEndpoint: input.publicEndpoint },
  };
  if (installation.space) environment.spaceInstallation = { space: installation.space.id, configuration: installation.space.configuration };
  if (installation.site) environment.siteInstallation = { site: installation.site.id, configuration: installation.site.configuration };
  return environment;
}
