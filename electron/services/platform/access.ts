import { ApiFailure } from './answers.ts';
import { sitesOf, spacesOf, type Directory, type DirectoryInstallation } from './directory.ts';

/** Who a call authenticates as: the integration itself, or one of its installations. */
export type Caller = { kind: 'integration' } | { kind: 'installation'; installation: DirectoryInstallation };

export function describeCaller(caller: Caller): string {
  return caller.kind === 'integration' ? 'integration' : `installation ${caller.installation.id}`;
}

/** The caller a bearer token names, or null when the studio never issued it. */
export function callerOf(directory: Directory, token: string): Caller | null {
  if (directory.isIntegrationToken(token)) return { kind: 'integration' };
  const installation = directory.installations().find((i) => i.token === token);
  return installation ? { kind: 'installation', installation } : null;
}

/**
 * The platform's rule for installation tokens: an installation acts for itself, and an
 * organization installation also for its space and site installations; anything else is another
 * installation's and answers 403. The integration's own token acts for all of them.
 */
export function assertActsFor(caller: Caller, target: DirectoryInstallation) {
  if (caller.kind === 'integration') return;
  const own = caller.installation;
  if (own.id === target.id || target.parentId === own.id) return;
  throw new ApiFailure(403, `This token belongs to installation ${own.id}; it cannot act for installation ${target.id}.`);
}

export function assertIntegration(caller: Caller, operationId: string) {
  if (caller.kind !== 'integration')
    throw new ApiFailure(403, `${operationId} needs the integration's token (environment.apiTokens.integration), not an installation's.`);
}

export function assertIntegrationName(directory: Directory, name: string) {
  if (name !== directory.integrationName())
    throw new ApiFailure(404, `No integration ${name}: the studio runs the integration ${directory.integrationName()}.`);
}

export function assertOrganization(directory: Directory, organizationId: string) {
  if (!directory.organizations().includes(organizationId))
    throw new ApiFailure(404, `No organization ${organizationId}: the studio's organizations are ${directory.organizations().join(', ')}.`);
}

/** Spaces the studio knows: those its installations are on. */
export const knownSpaces = (directory: Directory) => new Set(directory.installations().flatMap((i) => spacesOf(i, [])));
export const knownSites = (directory: Directory) => new Set(directory.installations().flatMap((i) => sitesOf(i, [])));

/** The organization a space or site belongs to: that of the installation on it. */
function organizationOf(directory: Directory, key: 'space' | 'site', id: string): string | null {
  const holder = directory.installations().find((i) => (key === 'space' ? spacesOf(i, []) : sitesOf(i, [])).includes(id));
  return holder?.organizationId ?? null;
}

function assertContent(directory: Directory, caller: Caller, key: 'space' | 'site', id: string) {
  const organization = organizationOf(directory, key, id);
  if (organization === null)
    throw new ApiFailure(404, `No ${key} ${id} in the studio: install the integration on it in the Installations pane.`);
  if (caller.kind === 'integration') return;
  const own = caller.installation;
  const reach = key === 'space' ? spacesOf(own, directory.installations()) : sitesOf(own, directory.installations());
  // An organization installation covers every space and site of its organization; a space or site installation its own.
  if ((own.kind === 'organization' && own.organizationId === organization) || reach.includes(id)) return;
  throw new ApiFailure(403, `Installation ${own.id} is not installed on ${key} ${id}.`);
}

/** A space the caller may read: known to the studio, and within the caller's installation. */
export const assertSpace = (directory: Directory, caller: Caller, spaceId: string) => assertContent(directory, caller, 'space', spaceId);
export const assertSite = (directory: Directory, caller: Caller, siteId: string) => assertContent(directory, caller, 'site', siteId);
