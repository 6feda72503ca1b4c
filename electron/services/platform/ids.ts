import { DEFAULT_OWNER_ORGANIZATION_ID } from '../../../shared/platform/environment.ts';

/**
 * The development installation every integration has, whatever Installations holds: its
 * configuration is the manifest's defaults, so the integration runs before anything is set up.
 */
export const DEV_INSTALLATION_ID = 'dev';
/** Its space installation (on `DEV_SPACE_ID`) and, when the manifest targets sites, its site installation. */
export const DEV_SPACE_INSTALLATION_ID = `${DEV_INSTALLATION_ID}-space`;
export const DEV_SITE_INSTALLATION_ID = `${DEV_INSTALLATION_ID}-site`;
/** The development installation's organization, which also owns the integration (`environment.integration.owner`). */
export const DEV_ORGANIZATION_ID = DEFAULT_OWNER_ORGANIZATION_ID;
export const DEV_SPACE_ID = 'space_dev';
export const DEV_SITE_ID = 'site_dev';
/** The organization every installation of the Installations pane belongs to. */
export const STUDIO_ORGANIZATION_ID = 'org_studio';

/** Whether an id names the development installation or one of its levels (they share its public endpoint). */
export function isDevInstallation(id: string | undefined): boolean {
  return id === undefined || id === DEV_INSTALLATION_ID || id === DEV_SPACE_INSTALLATION_ID || id === DEV_SITE_INSTALLATION_ID;
}
