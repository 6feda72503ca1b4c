import { DEFAULT_OWNER_ORGANIZATION_ID, type IntegrationEnvironment } from '../../../shared/platform/index.ts';

type Context = { type: string } & Record<string, unknown>;

/**
 * The ContentKit context as the platform sends it: the theme, and the organization, space or site
 * the render happens in, taken from the installation's environment. Fields already given are kept.
 */
export function fullRenderContext(context: Context, environment: IntegrationEnvironment | null): Context {
  const space = environment?.spaceInstallation?.space;
  const site = environment?.siteInstallation?.site;
  const organization = environment?.installation?.target?.organization;
  const filled: Context = { ...context };
  // A theme left out, or given as undefined, is the platform's default.
  filled.theme ??= 'light';
  if (context.type === 'document' && space && filled.spaceId === undefined) filled.spaceId = space;
  if (context.type === 'configuration_account' && organization && filled.organizationId === undefined) filled.organizationId = organization;
  if (context.type === 'configuration_space' && space && filled.spaceId === undefined) filled.spaceId = space;
  if (context.type === 'configuration_site' && site && filled.siteId === undefined) filled.siteId = site;
  // A content source is configured in an organization, optionally for one of its spaces (the description's context).
  if (context.type === 'configuration_contentsource') {
    filled.organizationId ??= organization ?? DEFAULT_OWNER_ORGANIZATION_ID;
    if (space && filled.spaceId === undefined) filled.spaceId = space;
  }
  return filled;
}

/**
 * A configuration component gets the configurations it edits in its props, as on the platform:
 * `installation`, and `spaceInstallation` or `siteInstallation` for a space or site configuration.
 * Props given by the caller win.
 */
export function configurationProps(context: Context, environment: IntegrationEnvironment | null, props: Record<string, unknown>) {
  if (!environment || !context.type.startsWith('configuration_')) return props;
  const filled: Record<string, unknown> = {};
  if (environment.installation) filled.installation = { configuration: environment.installation.configuration };
  if (context.type === 'configuration_space' && environment.spaceInstallation) {
    filled.spaceInstallation = { configuration: environment.spaceInstallation.configuration };
  }
  if (context.type === 'configuration_site' && environment.siteInstallation) {
    filled.siteInstallation = { configuration: environment.siteInstallation.configuration };
  }
  return { ...filled, ...props };
}
