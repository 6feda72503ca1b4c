import { assertOrganization, assertSite, assertSpace, knownSites, knownSpaces } from '../access.ts';
import { ApiFailure, noContent, ok } from '../answers.ts';
import type { SpaceRow } from '../world-store.ts';
import {
  findPage,
  organizationShape,
  pagesOf,
  publishedSiteUrl,
  revisionShape,
  semanticChanges,
  siteShape,
  spaceShape,
} from '../shapes.ts';
import type { OperationCall, OperationHandlers } from './types.ts';

function space(call: OperationCall): SpaceRow {
  assertSpace(call.directory, call.caller, call.params.spaceId!);
  return call.world.space(call.params.spaceId!);
}

const organizationOfSpace = (call: OperationCall) =>
  call.directory.installations().find((i) => i.spaceId === call.params.spaceId || i.spaces?.includes(call.params.spaceId!))
    ?.organizationId ?? call.directory.organizations()[0]!;

function revisionOf(call: OperationCall): { space: SpaceRow; revisionId: string } {
  const found = space(call);
  const revisionId = call.params.revisionId!;
  if (!found.revisions.includes(revisionId))
    throw new ApiFailure(404, `No revision ${revisionId} in space ${found.id} (its revisions: ${found.revisions.join(', ')}).`);
  return { space: found, revisionId };
}

/** Whether an access check passes (for lists, which leave out what the caller may not see). */
function reachable(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof ApiFailure) return false;
    throw error;
  }
}

function page(found: SpaceRow, idOrPath: string) {
  const result = findPage(found, idOrPath);
  if (!result) throw new ApiFailure(404, `No page ${idOrPath} in space ${found.id}.`);
  return result;
}

function site(call: OperationCall) {
  assertOrganization(call.directory, call.params.organizationId!);
  assertSite(call.directory, call.caller, call.params.siteId!);
  return call.world.site(call.params.siteId!);
}

export const contentOperations: OperationHandlers = {
  getSpaceById: (call) => ok(spaceShape(space(call), organizationOfSpace(call))),
  getCurrentRevision(call) {
    const found = space(call);
    return ok(revisionShape(found, found.revisionId));
  },
  getRevisionById(call) {
    const { space: found, revisionId } = revisionOf(call);
    return ok(revisionShape(found, revisionId));
  },
  getRevisionSemanticChanges(call) {
    const { space: found, revisionId } = revisionOf(call);
    return ok(semanticChanges(found, revisionId));
  },
  listPages: (call) => ok({ pages: pagesOf(space(call)) }),
  listPagesInRevisionById: (call) => ok({ pages: pagesOf(revisionOf(call).space) }),
  getPageById: (call) => ok(page(space(call), call.params.pageId!)),
  getPageByPath: (call) => ok(page(space(call), call.params.pagePath!)),
  getPageInRevisionById: (call) => ok(page(revisionOf(call).space, call.params.pageId!)),
  getPageInRevisionByPath: (call) => ok(page(revisionOf(call).space, call.params.pagePath!)),

  listFiles: (call) => {
    space(call);
    return ok({ items: [], count: 0 });
  },
  listFilesInRevisionById: (call) => {
    revisionOf(call);
    return ok({ items: [], count: 0 });
  },
  getPageDocumentInRevisionById: (call) => ok(page(revisionOf(call).space, call.params.pageId!).document),
  getSpaceGitInfo(call) {
    space(call);
    return ok({});
  },

  /** The spaces and sites of an organization: those its installations are on, as far as the caller reaches. */
  listSpacesInOrganizationById(call) {
    assertOrganization(call.directory, call.params.organizationId!);
    const items = [...knownSpaces(call.directory)]
      .filter((id) => reachable(() => assertSpace(call.directory, call.caller, id)))
      .filter((id) => organizationOfSpace({ ...call, params: { ...call.params, spaceId: id } }) === call.params.organizationId)
      .map((id) => spaceShape(call.world.space(id), call.params.organizationId!));
    return ok({ items, count: items.length });
  },
  listSites(call) {
    assertOrganization(call.directory, call.params.organizationId!);
    const items = [...knownSites(call.directory)]
      .filter((id) => reachable(() => assertSite(call.directory, call.caller, id)))
      .filter((id) => call.directory.installations().some((i) => i.siteId === id && i.organizationId === call.params.organizationId))
      .map((id) => siteShape(call.world.site(id), call.params.organizationId!, publishedSiteUrl(call.directory, id)));
    return ok({ items, count: items.length });
  },

  importGitRepository(call) {
    const found = space(call);
    // An import replaces the space's content: the space gets a new current revision.
    const next = call.world.newRevision(found.id);
    call.world.recordGit(found.id, 'import', call.body, next.revisionId);
    return noContent();
  },
  exportToGitRepository(call) {
    const found = space(call);
    call.world.recordGit(found.id, 'export', call.body, found.revisionId);
    return noContent();
  },

  /** A URL of a space's published or app pages (`…/<spaceId>/<page path>`) resolves to that space and page. */
  getContentByUrl(call) {
    const raw = call.query.get('url');
    if (!raw) throw new ApiFailure(400, 'The query parameter url is required.');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ApiFailure(400, `The query parameter url is not a URL: ${raw}.`);
    }
    const parts = url.pathname.split('/').filter(Boolean);
    const spaces = knownSpaces(call.directory);
    const index = parts.findIndex((part) => spaces.has(part));
    if (index < 0) throw new ApiFailure(404, `No content of the studio's spaces at ${raw}.`);
    const spaceId = parts[index]!;
    assertSpace(call.directory, call.caller, spaceId);
    const found = call.world.space(spaceId);
    const pagePath = parts.slice(index + 1).join('/');
    const matched = pagePath ? findPage(found, pagePath) : null;
    return ok({ space: spaceId, ...(matched ? { page: matched.id } : {}) });
  },

  getOrganizationById(call) {
    assertOrganization(call.directory, call.params.organizationId!);
    return ok(organizationShape(call.params.organizationId!));
  },
  getSiteById: (call) => ok(siteShape(site(call), call.params.organizationId!, publishedSiteUrl(call.directory, call.params.siteId!))),
  getSiteAdaptiveSchema(call) {
    const found = site(call);
    if (!found.adaptiveSchema) throw new ApiFailure(404, `Site ${found.id} has no adaptive schema yet.`);
    return ok({
      object: 'site-adaptive-schema',
      jsonSchema: found.adaptiveSchema,
      updatedAt: new Date(found.adaptiveUpdatedAt!).toISOString(),
    });
  },
  updateSiteAdaptiveSchema(call) {
    const found = site(call);
    const { jsonSchema } = call.body as { jsonSchema: Record<string, unknown> };
    const saved = call.world.setAdaptiveSchema(found.id, jsonSchema);
    return ok({
      object: 'site-adaptive-schema',
      jsonSchema: saved.adaptiveSchema,
      updatedAt: new Date(saved.adaptiveUpdatedAt!).toISOString(),
    });
  },
};
