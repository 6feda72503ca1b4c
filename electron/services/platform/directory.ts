import type { InstallationWorld } from './environment.ts';

/**
 * Who and what the platform world knows: the integration, its organization and its installations.
 * The development installation is always there; beside it the world holds the workspace's (the
 * Installations store in the studio, the fixture engine's in memory), so the API answers with the
 * installations the studio shows, its writes land where the Installations pane reads them, and
 * every envelope's environment is described from the same records.
 */

export type InstallationKind = 'organization' | 'space' | 'site';

export interface DirectoryInstallation {
  id: string;
  /** The organization the integration is installed in. */
  organizationId: string;
  kind: InstallationKind;
  /** The organization installation a space or site installation belongs to. */
  parentId: string | null;
  spaceId: string | null;
  siteId: string | null;
  status: string;
  configuration: Record<string, unknown>;
  externalIds: string[];
  /** The token the integration gets in `environment.apiTokens.installation`. */
  token: string;
  createdAt: number;
  updatedAt: number;
  /** Spaces and sites an organization installation reaches beyond its own children (the dev installation's). */
  spaces?: string[];
  sites?: string[];
}

export interface InstallationPatch {
  configuration?: Record<string, unknown>;
  externalIds?: string[];
}

export interface Directory {
  integrationName(): string;
  /** The organizations the studio's installations belong to. */
  organizations(): string[];
  /** Tokens that act as the integration itself. */
  isIntegrationToken(token: string): boolean;
  installations(): DirectoryInstallation[];
  /** Applies a write of the integration (merged configuration, replaced external ids); answers the installation after it. */
  update(id: string, patch: InstallationPatch): Promise<DirectoryInstallation>;
  publicEndpoint(id: string): string;
  /** The installation's endpoint on the content origin (`publicContentEndpoint`); the public endpoint when absent. */
  publicContentEndpoint?(id: string): string;
}

/** A directory the platform world is built over: what the API serves, and what each envelope describes. */
export interface WorldDirectory extends Directory {
  /**
   * The installation `id` as an envelope describes it (its organization installation around the
   * space or site one), or null when this directory holds none by that id.
   */
  envelope(id: string | undefined): InstallationWorld | null;
  /** Why the installation's public endpoint takes no requests now (it is paused), or null when it serves them. */
  pausedRefusal(id: string): string | null;
}

/** The spaces an installation's resources cover: its own, its children's, and those it was given. */
export function spacesOf(installation: DirectoryInstallation, all: DirectoryInstallation[]): string[] {
  const own = [installation.spaceId, ...(installation.spaces ?? [])];
  const children = all.filter((i) => i.parentId === installation.id).map((i) => i.spaceId);
  return [...new Set([...own, ...children].filter((id): id is string => !!id))];
}

export function sitesOf(installation: DirectoryInstallation, all: DirectoryInstallation[]): string[] {
  const own = [installation.siteId, ...(installation.sites ?? [])];
  const children = all.filter((i) => i.parentId === installation.id).map((i) => i.siteId);
  return [...new Set([...own, ...children].filter((id): id is string => !!id))];
}
