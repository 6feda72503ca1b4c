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

/** A space the caller may read: known to the studio, and within the caller's installation. */
export function assertSpace(directory: Directory, caller: Caller, spaceId: string) {
  if (!knownSpaces(directory).has(spaceId))
    throw new ApiFailure(404, `No space ${spaceId} in the studio: install the integration on it in the Installations pane.`);
  if (caller.kind === 'integration') return;
  const own = caller.installation;
  // An organization installation covers every space of the organization; a space installation its own space.
  if (own.kind === 'organization' || spacesOf(own, directory.installations()).includes(spaceId)) return;
  throw new ApiFailure(403, `Installation ${own.id} is not installed on space ${spaceId}.`);
}

export function assertSite(directory: Directory, caller: Caller, siteId: string) {
  if (!knownSites(directory).has(siteId))
    throw new ApiFailure(404, `No site ${siteId} in the studio: install the integration on it in the Installations pane.`);
  if (caller.kind === 'integration') return;
  const own = caller.installation;
  if (own.kind === 'organization' || sitesOf(own, directory.installations()).includes(siteId)) return;
  throw new ApiFailure(403, `Installation ${own.id} is not installed on site ${siteId}.`);
}
