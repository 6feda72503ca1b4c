import type { IntegrationEnvironment } from '../../platform-types/index.ts';
import { organizationShape } from './organization.ts';

/** Owns the integration when no installation says which organization it runs in (the dev installation's). */
export const DEFAULT_OWNER_ORGANIZATION_ID = 'org_dev';

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
 * Where the public server serves `integration.urls.assets`, followed by the integration's name (as the
 * platform's assets site keeps one folder per integration): the images of the integration's `public/`.
 */
export const INTEGRATION_ASSETS_PATH = '/integration-assets/';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
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
  /** Where the integration's pages for webframes are served, an origin of its own; the public endpoint when absent. */
  publicContentEndpoint?: string;
  secrets: Record<string, string>;
  installation?: InstallationDescription;
  /** The manifest's `version` (1 when it has none). */
  version?: number;
  /** The secret `signingSecrets` are derived from; one per host, never the API tokens. */
  signingSecret?: string;
}): IntegrationEnvironment {
  // Every field of the description's IntegrationEnvironment that the platform fills, so code that
  // reads one (the platform's runtime reads authToken, integration.version) finds it.
  const at = '2024-01-01T00:00:00.000Z';
  const signing = input.signingSecret ?? 'studio-signing';
  const contentEndpoint = input.publicContentEndpoint ?? input.publicEndpoint;
  const urls = {
    publicEndpoint: input.publicEndpoint,
    publicContentEndpoint: contentEndpoint,
    // Served by the public server (electron/services/host/integration-icon.ts), beside the endpoints.
    icon: `${originOf(input.publicEndpoint)}/assets/icon`,
    location: input.publicEndpoint,
    app: input.publicEndpoint,
    // Served by the public server (electron/services/host/integration-assets.ts), not by the integration's fetch handler.
    assets: `${originOf(input.publicEndpoint)}${INTEGRATION_ASSETS_PATH}${encodeURIComponent(input.integrationName)}`,
  };
  const environment: IntegrationEnvironment = {
    apiEndpoint: input.apiEndpoint,
    apiTokens: { integration: input.integrationToken },
    authToken: input.integrationToken,
    integration: {
      object: 'integration',
      name: input.integrationName,
      version: input.version ?? 1,
      title: input.integrationName.padEnd(2, '_').slice(0, 30),
      scopes: [],
      categories: [],
      visibility: 'private',
      target: 'all',
      verified: false,
      previewImages: [],
      externalLinks: [],
      permissions: { admin: false },
      // The integration being developed belongs to the organization it is installed in.
      owner: organizationShape(input.installation?.organizationId ?? DEFAULT_OWNER_ORGANIZATION_ID),
      urls,
    },
    secrets: input.secrets,
    signingSecrets: { integration: `${signing}-integration` },
  };
  const installation = input.installation;
  if (!installation) return environment;
  environment.apiTokens.installation = installation.token;
  environment.authToken = installation.token;
  environment.signingSecrets!.installation = `${signing}-installation-${installation.id}`;
  environment.installation = {
    id: installation.id,
    status: 'active',
    space_selection: installation.space ? 'selected' : 'all',
    site_selection: installation.site ? 'selected' : 'all',
    spaces: installation.space ? 1 : 0,
    configuration: installation.configuration,
    externalIds: [],
    target: { organization: installation.organizationId },
    urls: {
      publicEndpoint: input.publicEndpoint,
      publicContentEndpoint: contentEndpoint,
      location: input.publicEndpoint,
      app: input.publicEndpoint,
    },
    createdAt: at,
    updatedAt: at,
  };
  const content = (configuration: Record<string, unknown>) => ({
    integration: input.integrationName,
    installation: installation.id,
    status: 'active',
    configuration,
    externalIds: [],
    urls: { publicEndpoint: input.publicEndpoint, publicContentEndpoint: contentEndpoint, location: input.publicEndpoint },
    createdAt: at,
    updatedAt: at,
  });
  if (installation.space) {
    environment.spaceInstallation = { ...content(installation.space.configuration), space: installation.space.id };
    environment.signingSecrets!.spaceInstallation = `${signing}-space-${installation.space.id}`;
  }
  if (installation.site) {
    environment.siteInstallation = { ...content(installation.site.configuration), site: installation.site.id };
    environment.signingSecrets!.siteInstallation = `${signing}-site-${installation.site.id}`;
  }
  return environment;
}
