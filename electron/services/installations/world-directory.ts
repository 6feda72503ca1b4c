import type { DirectoryInstallation, InstallationWorld, PlatformCredentials, WorldDirectory } from '../platform/index.ts';
import { ORGANIZATION_ID, type InstallationRecords } from './records.ts';
import { selectionOf } from './view.ts';

/**
 * The installations the studio shows, as the platform world holds them: the API serves the same
 * records, tokens and configuration (its writes go through the records' state machine: validated,
 * journaled as transitions, pushed to the pane), and every envelope for one of them is described
 * from its stored record, so delivering an event never asks the Installations service.
 */
export function installationsDirectory(
  records: InstallationRecords,
  credentials: Pick<PlatformCredentials, 'integrationToken'>,
): WorldDirectory {
  const { store } = records;
  const toDirectory = (id: string): DirectoryInstallation => ({ ...records.mustGet(id), organizationId: ORGANIZATION_ID });
  return {
    integrationName: () => records.manifest().name,
    organizations: () => [ORGANIZATION_ID],
    isIntegrationToken: (token) => token === credentials.integrationToken,
    installations: () => store.list().map((installation) => ({ ...installation, organizationId: ORGANIZATION_ID })),
    async update(id, patch) {
      records.updateFromIntegration(id, patch);
      return toDirectory(id);
    },
    publicEndpoint: (id) => records.publicEndpoint(id),
    publicContentEndpoint: (id) => records.publicContentEndpoint(id),
    envelope(id): InstallationWorld | null {
      if (id === undefined) return null;
      const installation = store.get(id);
      if (!installation) return null;
      // An event for an installation needs a readable manifest, as every other use of it does.
      records.manifest();
      const org = installation.parentId ? store.get(installation.parentId) : installation.kind === 'organization' ? installation : null;
      const organization = org ?? installation;
      const selection = selectionOf(store, organization);
      const level = (levelId: string) => ({
        id: levelId,
        configuration: installation.configuration,
        // Only a space or site installation's own object carries its state.
        ...(installation.kind === 'organization' ? {} : { state: { status: installation.status, externalIds: installation.externalIds } }),
      });
      return {
        organization: {
          id: organization.id,
          organizationId: ORGANIZATION_ID,
          configuration: org?.configuration ?? {},
          state: {
            status: organization.status,
            externalIds: organization.externalIds,
            spaceSelection: selection.spaceSelection,
            targetSelection: selection.target,
          },
        },
        token: installation.token,
        ...(installation.spaceId ? { space: level(installation.spaceId) } : {}),
        ...(installation.siteId ? { site: level(installation.siteId) } : {}),
      };
    },
    pausedRefusal: (id) => records.pausedRefusal(id),
  };
}
