import type { Directory, DirectoryInstallation } from '../platform/index.ts';
import { ORGANIZATION_ID, type InstallationsService } from './service.ts';

/**
 * The installations the studio shows, as the platform API emulator serves them: the same records,
 * tokens and configuration, and the API's writes go through the service (validated, journaled as
 * transitions, pushed to the Installations pane).
 */
export function installationsDirectory(service: InstallationsService): Directory {
  const toDirectory = (id: string): DirectoryInstallation => {
    const stored = service.stored(id);
    if (!stored) throw new Error(`No installation ${id}.`);
    return { ...stored, organizationId: ORGANIZATION_ID };
  };
  return {
    integrationName: () => service.manifest().name,
    organizations: () => [ORGANIZATION_ID],
    isIntegrationToken: (token) => token === service.integrationToken,
    installations: () => service.all().map((installation) => ({ ...installation, organizationId: ORGANIZATION_ID })),
    async update(id, patch) {
      service.updateFromIntegration(id, patch);
      return toDirectory(id);
    },
    publicEndpoint: (id) => service.publicEndpoint(id),
    publicContentEndpoint: (id) => service.publicContentEndpoint(id),
  };
}
