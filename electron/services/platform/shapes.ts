import { spacesOf, type Directory, type DirectoryInstallation } from './directory.ts';
import type { SiteRow, SpaceRow } from './world-store.ts';
import { organizationShape, PLATFORM_APP_ORIGIN } from '../../../shared/platform/organization.ts';

export { organizationShape };

/**
 * The platform's resource shapes (the description's `Space`, `Revision`, `Site`,
 * `IntegrationInstallation`, …) filled from the studio's own data. App URLs point at a
 * documentation host that does not exist; nothing follows them.
 */

const APP = PLATFORM_APP_ORIGIN;
const PUBLISHED = 'https://docs.platform.local';
const iso = (ms: number) => new Date(ms).toISOString();

/** Every space has the same two pages, so an integration has content to read and to link. */
const PAGES = [
  { id: 'page-introduction', title: 'Introduction', slug: 'introduction' },
  { id: 'page-getting-started', title: 'Getting started', slug: 'getting-started' },
];

export function pagesOf(space: SpaceRow) {
  return PAGES.map((page) => ({
    object: 'revision-page',
    id: page.id,
    title: page.title,
    kind: 'sheet',
    type: 'document',
    slug: page.slug,
    path: page.slug,
    urls: { app: `${APP}/s/${space.id}/${page.slug}` },
    layout: {},
    tags: [],
    pages: [],
    document: paragraphDocument(`${page.title} of ${space.title}.`),
  }));
}

/** A platform `Document` of one paragraph of plain text. */
export function paragraphDocument(text: string) {
  return {
    object: 'document',
    data: {},
    nodes: [{ object: 'block', type: 'paragraph', data: {}, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] }],
  };
}

export const findPage = (space: SpaceRow, idOrPath: string) => pagesOf(space).find((p) => p.id === idOrPath || p.path === idOrPath) ?? null;

export function spaceShape(space: SpaceRow, organizationId: string) {
  return {
    object: 'space',
    id: space.id,
    title: space.title,
    emoji: '',
    visibility: space.visibility,
    createdAt: iso(space.updatedAt),
    updatedAt: iso(space.updatedAt),
    mergeRules: { type: 'inherit' },
    urls: {
      location: `${APP}/v1/spaces/${space.id}`,
      app: `${APP}/s/${space.id}`,
      published: `${PUBLISHED}/${space.id}/`,
      public: `${PUBLISHED}/${space.id}/`,
    },
    organization: organizationId,
    revision: space.revisionId,
    defaultLevel: 'inherit',
    comments: 0,
    changeRequests: 0,
    changeRequestsOpen: 0,
    changeRequestsDraft: 0,
    permissions: {
      view: true,
      access: true,
      admin: false,
      viewInviteLinks: false,
      edit: true,
      triggerGitSync: true,
      comment: true,
      merge: true,
      review: true,
      installIntegration: false,
    },
  };
}

export function revisionShape(space: SpaceRow, revisionId: string) {
  const index = space.revisions.indexOf(revisionId);
  return {
    object: 'revision',
    id: revisionId,
    type: 'edits',
    parents: index > 0 ? [space.revisions[index - 1]!] : [],
    pages: pagesOf(space),
    files: [],
    reusableContents: [],
    tags: [],
    createdAt: iso(space.updatedAt),
    urls: {
      app: `${APP}/s/${space.id}/~/revisions/${revisionId}`,
      published: `${PUBLISHED}/${space.id}/`,
      public: `${PUBLISHED}/${space.id}/`,
    },
  };
}

/** What changed in a revision: everything was created in the first, the second page was edited in each after. */
export function semanticChanges(space: SpaceRow, revisionId: string) {
  const first = space.revisions.indexOf(revisionId) <= 0;
  const changed = (page: (typeof PAGES)[number]) => ({ id: page.id, type: 'document', title: page.title, path: page.slug });
  return {
    changes: first
      ? PAGES.map((page) => ({ type: 'page_created', page: changed(page) }))
      : [{ type: 'page_edited', page: changed(PAGES[1]!), attributes: {} }],
    more: 0,
  };
}

/**
 * Sites are published on the studio's public server (`/published/<siteId>/`, a page of the
 * installations feature), not on the fictional documentation host: a visitor an integration signs in
 * lands where the studio can show what it arrived with (the `jwt_token` and its claims).
 */
export const PUBLISHED_SITE_PREFIX = '/published/';

/** The published URL of a site: on the public server of the installation on it, else the fictional host. */
export function publishedSiteUrl(directory: Directory, siteId: string): string {
  const installation = directory.installations().find((i) => i.siteId === siteId);
  if (installation) {
    try {
      return `${new URL(directory.publicEndpoint(installation.id)).origin}${PUBLISHED_SITE_PREFIX}${encodeURIComponent(siteId)}/`;
    } catch {
      // A relative endpoint (no public server): the fictional host below.
    }
  }
  return `${PUBLISHED}/${siteId}/`;
}

export function siteShape(site: SiteRow, organizationId: string, published = `${PUBLISHED}/${site.id}/`) {
  return {
    object: 'site',
    id: site.id,
    type: 'basic',
    appliedType: 'basic',
    title: site.title,
    visibility: 'public',
    defaultLevel: 'inherit',
    permissions: {
      view: true,
      access: true,
      edit: true,
      create: false,
      admin: false,
      installIntegration: false,
      viewAdaptiveSchema: true,
      editAdaptiveSchema: true,
    },
    published: true,
    siteSpaces: 1,
    createdAt: iso(site.adaptiveUpdatedAt ?? 0),
    // Adaptive content is on, so integrations that feed visitor claims (adaptive schema) run their path.
    adaptiveContent: { enabled: true },
    features: [],
    urls: {
      location: `${APP}/v1/orgs/${organizationId}/sites/${site.id}`,
      app: `${APP}/o/${organizationId}/sites/${site.id}`,
      published,
      preview: `${PUBLISHED}/~preview/${site.id}/`,
    },
  };
}

function installationUrls(directory: Directory, installation: DirectoryInstallation) {
  const endpoint = directory.publicEndpoint(installation.id);
  return {
    location: `${APP}/v1/integrations/${directory.integrationName()}/installations/${installation.id}`,
    app: `${APP}/o/${installation.organizationId}/integrations/${directory.integrationName()}`,
    publicEndpoint: endpoint,
    publicContentEndpoint: directory.publicContentEndpoint?.(installation.id) ?? endpoint,
  };
}

/** An organization installation as `IntegrationInstallation`. */
export function installationShape(directory: Directory, installation: DirectoryInstallation) {
  const all = directory.installations();
  const spaces = spacesOf(installation, all);
  const selected = all.some((i) => i.parentId === installation.id);
  return {
    id: installation.id,
    status: installation.status === 'paused' ? 'paused' : installation.status === 'active' ? 'active' : 'pending',
    space_selection: selected ? 'selected' : 'all',
    site_selection: selected ? 'selected' : 'all',
    spaces: spaces.length,
    configuration: installation.configuration,
    createdAt: iso(installation.createdAt),
    updatedAt: iso(installation.updatedAt),
    urls: installationUrls(directory, installation),
    externalIds: installation.externalIds,
    target: { organization: installation.organizationId },
  };
}

/** A space or site installation as `IntegrationSpaceInstallation` / `IntegrationSiteInstallation`. */
export function contentInstallationShape(
  directory: Directory,
  organizationInstallationId: string,
  child: DirectoryInstallation | null,
  key: 'space' | 'site',
  id: string,
  organizationInstallation: DirectoryInstallation,
) {
  const holder = child ?? organizationInstallation;
  return {
    integration: directory.integrationName(),
    installation: organizationInstallationId,
    status: holder.status === 'active' ? 'active' : holder.status === 'paused' ? 'paused' : 'pending',
    configuration: child ? child.configuration : {},
    externalIds: child ? child.externalIds : [],
    urls: { ...installationUrls(directory, holder) },
    [key]: id,
  };
}

export function userShape() {
  return {
    object: 'user',
    id: 'user-studio',
    displayName: 'Studio Developer',
    email: 'dev@studio.local',
    urls: { location: `${APP}/v1/users/user-studio` },
  };
}
