import { buildEnvironment, type IntegrationEnvironment } from '../../../shared/platform/index.ts';

/** What every environment of one host shares: the integration, the API, its token, the secrets. */
export interface EnvironmentBase {
  integrationName: string;
  apiEndpoint: string;
  integrationToken: string;
  /** The public endpoint of the installation the event is for. */
  publicEndpoint: string;
  /** The same installation's endpoint on the content origin (webframes' pages); the public endpoint when absent. */
  publicContentEndpoint?: string;
  secrets: Record<string, string>;
}

/** Fields of the spec's installation objects the SDK's type leaves out; Installations and fixtures send them. */
export interface InstallationState {
  status: string;
  externalIds: string[];
}

/** An installation as an envelope describes it: its organization installation, and the space or site one it is for. */
export interface InstallationWorld {
  organization: {
    id: string;
    organizationId: string;
    configuration: Record<string, unknown>;
    /** Absent for the development installation, whose envelope has always carried the SDK's fields only. */
    state?: InstallationState & { spaceSelection: string | null; targetSelection: string | null };
  };
  /** The token of the installation the event is for (`environment.apiTokens.installation`). */
  token: string;
  /** The space installation the event is for (the development installation has both levels at once). */
  space?: InstallationLevel;
  site?: InstallationLevel;
}

/** A space or site installation: the space's or site's id, its own configuration. */
export interface InstallationLevel {
  id: string;
  configuration: Record<string, unknown>;
  state?: InstallationState;
}

/**
 * The only place an envelope's `environment` is built: the development installation (host),
 * Installations and the fixture engine describe their installation and call this.
 */
export function installationEnvironment(base: EnvironmentBase, world: InstallationWorld): IntegrationEnvironment {
  const { organization, space, site } = world;
  const environment = buildEnvironment({
    ...base,
    installation: {
      id: organization.id,
      organizationId: organization.organizationId,
      configuration: organization.configuration,
      token: world.token,
      ...(space ? { space: { id: space.id, configuration: space.configuration } } : {}),
      ...(site ? { site: { id: site.id, configuration: site.configuration } } : {}),
    },
  });
  if (organization.state)
    Object.assign(environment.installation!, {
      status: organization.state.status,
      externalIds: organization.state.externalIds,
      space_selection: organization.state.spaceSelection,
      targetSelection: organization.state.targetSelection,
    });
  // The platform's IntegrationSpaceInstallation / IntegrationSiteInstallation also name the integration and the
  // organization installation: integrations pass them straight back to the API (`updateIntegrationSpaceInstallation`).
  for (const [level, object] of [
    [space, environment.spaceInstallation],
    [site, environment.siteInstallation],
  ] as const)
    if (level?.state && object)
      Object.assign(object, {
        integration: environment.integration.name,
        installation: environment.installation!.id,
        status: level.state.status,
        externalIds: level.state.externalIds,
        urls: { publicEndpoint: base.publicEndpoint },
      });
  return environment;
}
