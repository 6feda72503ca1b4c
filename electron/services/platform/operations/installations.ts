import { assertActsFor, assertIntegration, assertIntegrationName, type Caller } from '../access.ts';
import { ApiFailure, noContent, ok } from '../answers.ts';
import type { Directory, DirectoryInstallation, InstallationPatch } from '../directory.ts';
import { contentInstallationShape, installationShape } from '../shapes.ts';
import type { OperationCall, OperationHandlers } from './types.ts';
import { DEV_INSTALLATION_ID } from '../ids.ts';
import { checkTask } from '../task-limits.ts';

function findInstallation(call: OperationCall): DirectoryInstallation {
  assertIntegrationName(call.directory, call.params.integrationName!);
  const id = call.params.installationId!;
  // A space or site installation's own id is accepted too: the studio's OAuth flow stores its credentials that way.
  const all = call.directory.installations();
  const found = all.find((i) => i.id === id && i.kind === 'organization') ?? all.find((i) => i.id === id);
  if (!found) throw new ApiFailure(404, `No installation ${id} of ${call.directory.integrationName()}.`);
  return found;
}

function organizationInstallation(call: OperationCall): DirectoryInstallation {
  const found = findInstallation(call);
  assertActsFor(call.caller, found);
  return found;
}

function childInstallation(call: OperationCall, key: 'space' | 'site'): { parent: DirectoryInstallation; child: DirectoryInstallation } {
  // A space or site installation's own token reaches it below its organization installation's path.
  const parent = findInstallation(call);
  const id = key === 'space' ? call.params.spaceId! : call.params.siteId!;
  const child = call.directory
    .installations()
    .find((i) => i.parentId === parent.id && (key === 'space' ? i.spaceId === id : i.siteId === id));
  if (!child) throw new ApiFailure(404, `Installation ${parent.id} is not installed on ${key} ${id}.`);
  assertActsFor(call.caller, child);
  return { parent, child };
}

/** What a PATCH may change: the configuration is merged into the stored one, external ids replace theirs. */
function patchOf(body: unknown): InstallationPatch {
  const { configuration, externalIds } = (body ?? {}) as { configuration?: Record<string, unknown>; externalIds?: string[] };
  return { ...(configuration ? { configuration } : {}), ...(externalIds ? { externalIds } : {}) };
}

/** Installations the caller may see, optionally those carrying an external id. */
function visible(directory: Directory, caller: Caller, query: URLSearchParams, kind: DirectoryInstallation['kind']) {
  const externalId = query.get('externalId');
  return directory.installations().filter((i) => {
    if (i.kind !== kind) return false;
    if (externalId !== null && !i.externalIds.includes(externalId)) return false;
    if (caller.kind === 'integration') return true;
    return i.id === caller.installation.id || i.parentId === caller.installation.id;
  });
}

const childShape = (directory: Directory, child: DirectoryInstallation, key: 'space' | 'site') => {
  const parent = directory.installations().find((i) => i.id === child.parentId) ?? child;
  return contentInstallationShape(directory, parent.id, child, key, (key === 'space' ? child.spaceId : child.siteId)!, parent);
};

export const installationOperations: OperationHandlers = {
  getIntegrationByName(call) {
    assertIntegrationName(call.directory, call.params.integrationName!);
    const name = call.directory.integrationName();
    return ok({
      object: 'integration',
      name,
      version: 1,
      title: name,
      previewImages: [],
      target: 'all',
      verified: false,
      visibility: 'private',
      scopes: [],
      categories: [],
      externalLinks: [],
      owner: { object: 'organization', id: call.directory.organizations()[0] },
      urls: { icon: '', publicEndpoint: call.directory.publicEndpoint(DEV_INSTALLATION_ID), app: '' },
      permissions: {},
    });
  },

  listIntegrationInstallations(call) {
    assertIntegrationName(call.directory, call.params.integrationName!);
    const items = visible(call.directory, call.caller, call.query, 'organization').map((i) => installationShape(call.directory, i));
    return ok({ items, count: items.length });
  },

  getIntegrationInstallationById: (call) => ok(installationShape(call.directory, organizationInstallation(call))),

  async updateIntegrationInstallation(call) {
    const installation = organizationInstallation(call);
    return ok(installationShape(call.directory, await call.directory.update(installation.id, patchOf(call.body))));
  },

  createIntegrationInstallationToken(call) {
    assertIntegration(call.caller, call.operation.operationId);
    const installation = organizationInstallation(call);
    return ok({ token: installation.token });
  },

  listIntegrationSpaceInstallations(call) {
    assertIntegrationName(call.directory, call.params.integrationName!);
    const items = visible(call.directory, call.caller, call.query, 'space').map((i) => childShape(call.directory, i, 'space'));
    return ok({ items, count: items.length });
  },

  listIntegrationSiteInstallations(call) {
    assertIntegrationName(call.directory, call.params.integrationName!);
    const items = visible(call.directory, call.caller, call.query, 'site').map((i) => childShape(call.directory, i, 'site'));
    return ok({ items, count: items.length });
  },

  listIntegrationInstallationSpaces(call) {
    const parent = organizationInstallation(call);
    const items = call.directory
      .installations()
      .filter((i) => i.parentId === parent.id && i.kind === 'space')
      .map((i) => childShape(call.directory, i, 'space'));
    return ok({ items, count: items.length });
  },

  listIntegrationInstallationSites(call) {
    const parent = organizationInstallation(call);
    const items = call.directory
      .installations()
      .filter((i) => i.parentId === parent.id && i.kind === 'site')
      .map((i) => childShape(call.directory, i, 'site'));
    return ok({ items, count: items.length });
  },

  getIntegrationSpaceInstallation: (call) => ok(childShape(call.directory, childInstallation(call, 'space').child, 'space')),
  getIntegrationSiteInstallation: (call) => ok(childShape(call.directory, childInstallation(call, 'site').child, 'site')),

  async updateIntegrationSpaceInstallation(call) {
    const { child } = childInstallation(call, 'space');
    return ok(childShape(call.directory, await call.directory.update(child.id, patchOf(call.body)), 'space'));
  },

  async updateIntegrationSiteInstallation(call) {
    const { child } = childInstallation(call, 'site');
    return ok(childShape(call.directory, await call.directory.update(child.id, patchOf(call.body)), 'site'));
  },

  queueIntegrationTask(call) {
    assertIntegration(call.caller, call.operation.operationId);
    assertIntegrationName(call.directory, call.params.integrationName!);
    const { task, schedule } = call.body as { task: unknown; schedule?: unknown };
    const depth = call.runningTaskDepth() === null ? 0 : call.runningTaskDepth()! + 1;
    const checked = checkTask(task, schedule, call.world.pendingTasks(), depth);
    call.world.queueTask(JSON.parse(checked.json), checked.schedule, depth);
    call.scheduleTask();
    return noContent();
  },
};
