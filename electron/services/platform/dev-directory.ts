import type { DirectoryInstallation, InstallationPatch, WorldDirectory } from './directory.ts';
import type { InstallationWorld } from './environment.ts';
import { PlatformError } from './errors.ts';

import {
  DEV_INSTALLATION_ID,
  DEV_ORGANIZATION_ID,
  DEV_SITE_ID,
  DEV_SITE_INSTALLATION_ID,
  DEV_SPACE_ID,
  DEV_SPACE_INSTALLATION_ID,
} from './ids.ts';

export { DEV_ORGANIZATION_ID, DEV_SITE_ID, DEV_SPACE_ID } from './ids.ts';

export interface DevDirectoryOptions {
  integrationName(): string;
  integrationToken: string;
  /** The development installation's token (`environment.apiTokens.installation`). */
  installationToken: string;
  /** The manifest's defaults per level, and whether the manifest targets sites. */
  defaults(): { account: Record<string, unknown>; space: Record<string, unknown>; site: Record<string, unknown> };
  hasSite(): boolean;
  publicEndpoint(id: string): string;
  /** The endpoint on the content origin; the public endpoint when absent. */
  publicContentEndpoint?(id: string): string;
}

/** The development installation as a directory, plus the configuration the integration wrote to it. */
export interface DevDirectory extends WorldDirectory {
  /** The configuration of a level of the development installation, as the integration last wrote it. */
  configuration(level: 'account' | 'space' | 'site'): Record<string, unknown>;
}

/**
 * The host's development installation `dev` as the API sees it: an organization installation with
 * a space installation on `space_dev` (and one on `site_dev` when the manifest targets sites). Its
 * configuration starts from the manifest's defaults; writes of the integration are kept for the
 * host's run and reach the next event's environment.
 */
export function createDevDirectory(options: DevDirectoryOptions): DevDirectory {
  const written = new Map<string, InstallationPatch>();
  const started = Date.now();

  function record(id: string, fields: Partial<DirectoryInstallation>, base: Record<string, unknown>): DirectoryInstallation {
    const patch = written.get(id) ?? {};
    return {
      id,
      organizationId: DEV_ORGANIZATION_ID,
      kind: 'organization',
      parentId: null,
      spaceId: null,
      siteId: null,
      status: 'active',
      configuration: { ...base, ...patch.configuration },
      externalIds: patch.externalIds ?? [],
      token: `${options.installationToken}:${id}`,
      createdAt: started,
      updatedAt: started,
      ...fields,
    };
  }

  const directory: DevDirectory = {
    integrationName: options.integrationName,
    organizations: () => [DEV_ORGANIZATION_ID],
    isIntegrationToken: (token) => token === options.integrationToken,
    installations() {
      const defaults = options.defaults();
      const list = [
        record(DEV_INSTALLATION_ID, { token: options.installationToken }, defaults.account),
        record(DEV_SPACE_INSTALLATION_ID, { kind: 'space', parentId: DEV_INSTALLATION_ID, spaceId: DEV_SPACE_ID }, defaults.space),
      ];
      if (options.hasSite())
        list.push(record(DEV_SITE_INSTALLATION_ID, { kind: 'site', parentId: DEV_INSTALLATION_ID, siteId: DEV_SITE_ID }, defaults.site));
      return list;
    },
    async update(id, patch) {
      const before = directory.installations().find((i) => i.id === id);
      if (!before) throw new PlatformError('unknown-installation', `No development installation ${id}.`);
      const previous = written.get(id) ?? {};
      written.set(id, {
        configuration: { ...previous.configuration, ...patch.configuration },
        externalIds: patch.externalIds ?? previous.externalIds,
      });
      return directory.installations().find((i) => i.id === id)!;
    },
    publicEndpoint: options.publicEndpoint,
    publicContentEndpoint: (id: string) => options.publicContentEndpoint?.(id) ?? options.publicEndpoint(id),
    configuration(level) {
      const id = level === 'account' ? DEV_INSTALLATION_ID : level === 'space' ? DEV_SPACE_INSTALLATION_ID : DEV_SITE_INSTALLATION_ID;
      return { ...options.defaults()[level], ...written.get(id)?.configuration };
    },
    envelope(id): InstallationWorld | null {
      // Its space and site levels share its public endpoint, but an event names the development installation itself.
      if (id !== undefined && id !== DEV_INSTALLATION_ID) return null;
      return {
        organization: { id: DEV_INSTALLATION_ID, organizationId: DEV_ORGANIZATION_ID, configuration: directory.configuration('account') },
        token: options.installationToken,
        space: { id: DEV_SPACE_ID, configuration: directory.configuration('space') },
        ...(options.hasSite() ? { site: { id: DEV_SITE_ID, configuration: directory.configuration('site') } } : {}),
      };
    },
    // The development installation is never paused.
    pausedRefusal: () => null,
  };
  return directory;
}

/**
 * The development installation beside the workspace's installations: one directory for the world.
 * An envelope is the workspace's when it holds the id, else the development installation's.
 */
export function composeDirectories(first: WorldDirectory, second: WorldDirectory): WorldDirectory {
  const owner = (id: string) => (first.installations().some((i) => i.id === id) ? first : second);
  return {
    integrationName: first.integrationName,
    organizations: () => [...new Set([...first.organizations(), ...second.organizations()])],
    isIntegrationToken: (token) => first.isIntegrationToken(token) || second.isIntegrationToken(token),
    installations: () => [...first.installations(), ...second.installations()],
    update: (id, patch) => owner(id).update(id, patch),
    publicEndpoint: (id) => owner(id).publicEndpoint(id),
    publicContentEndpoint: (id) => owner(id).publicContentEndpoint?.(id) ?? owner(id).publicEndpoint(id),
    envelope: (id) => second.envelope(id) ?? first.envelope(id),
    pausedRefusal: (id) => second.pausedRefusal(id) ?? first.pausedRefusal(id),
  };
}
