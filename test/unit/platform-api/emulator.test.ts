import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformApiEmulator, type Directory, type DirectoryInstallation } from '../../../electron/services/platform/index.ts';

const installation = (fields: Partial<DirectoryInstallation> & { id: string; token: string }): DirectoryInstallation => ({
  organizationId: 'org_a',
  kind: 'organization',
  parentId: null,
  spaceId: null,
  siteId: null,
  status: 'active',
  configuration: {},
  externalIds: [],
  createdAt: 0,
  updatedAt: 0,
  ...fields,
});

/** Two installations of one integration, each organization with a space, so tokens can reach across. */
function twoInstallations(): Directory & { written: Map<string, unknown> } {
  const list = [
    installation({ id: 'inst-a', token: 'token-a' }),
    installation({ id: 'inst-a-space', token: 'token-a-space', kind: 'space', parentId: 'inst-a', spaceId: 'space-a' }),
    installation({ id: 'inst-b', token: 'token-b', organizationId: 'org_b' }),
    installation({
      id: 'inst-b-space',
      token: 'token-b-space',
      kind: 'space',
      parentId: 'inst-b',
      spaceId: 'space-b',
      organizationId: 'org_b',
    }),
  ];
  const written = new Map<string, unknown>();
  return {
    written,
    integrationName: () => 'probe',
    organizations: () => ['org_a', 'org_b'],
    isIntegrationToken: (token) => token === 'token-integration',
    installations: () => list,
    async update(id, patch) {
      written.set(id, patch);
      const found = list.find((i) => i.id === id)!;
      Object.assign(found, { configuration: { ...found.configuration, ...patch.configuration } });
      return found;
    },
    publicEndpoint: (id) => `http://127.0.0.1:1/i/${id}`,
  };
}

let emulator: ReturnType<typeof createPlatformApiEmulator>;
afterEach(() => emulator?.dispose());

function call(method: string, path: string, token: string | null, body?: unknown) {
  const url = new URL(path, 'http://x');
  return emulator.handle({
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: new TextEncoder().encode(body === undefined ? '' : JSON.stringify(body)),
  });
}

describe('the platform API emulator', () => {
  it('every operationId of the description is routed: emulated, or 501 naming it', async () => {
    emulator = createPlatformApiEmulator({ directory: twoInstallations() });
    expect(emulator.operations.length).toBe(377);
    const unrouted: string[] = [];
    for (const operation of emulator.operations) {
      const path = `/v1${operation.path.replace(/\{[^}]+\}/g, 'x')}`;
      const response = await call(operation.method, path, 'token-integration');
      const info = emulator.describe(response);
      const body = response.status === 204 ? null : await response.text();
      if (info?.operationId !== operation.operationId) unrouted.push(`${operation.operationId} → ${info?.operationId ?? 'nothing'}`);
      else if (!operation.emulated && (response.status !== 501 || !body!.includes(operation.operationId)))
        unrouted.push(`${operation.operationId} answered ${response.status} ${body}`);
      else if (operation.emulated && response.status === 501) unrouted.push(`${operation.operationId} is emulated but answered 501`);
    }
    expect(unrouted).toEqual([]);
    expect(emulator.operations.filter((o) => o.emulated).length).toBeGreaterThanOrEqual(30);
  });

  it('a bad body gets 400 with the platform error shape {error: {code, message}} naming the field', async () => {
    emulator = createPlatformApiEmulator({ directory: twoInstallations() });
    const response = await call('PUT', '/v1/orgs/org_a/sites/x/adaptive-schema', 'token-integration', { jsonSchema: { properties: {} } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(400);
    expect(body.error.message).toMatch(/updateSiteAdaptiveSchema: jsonSchema\.type: must have required property 'type'/);
    expect(emulator.describe(response)!.problems).toContainEqual({
      field: 'jsonSchema.type',
      message: "must have required property 'type'",
    });
  });

  it('a query value its parameter refuses gets 400 naming the parameter and why; values written as text are read as their types', async () => {
    emulator = createPlatformApiEmulator({ directory: twoInstallations() });
    const message = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

    const badEnum = await call('GET', '/v1/spaces/space-a/content/page/p1?format=xml', 'token-a-space');
    expect(badEnum.status).toBe(400);
    expect(await message(badEnum)).toBe('Invalid query for getPageById: format: "xml": must be equal to one of the allowed values');
    expect(emulator.describe(badEnum)!.problems).toEqual([
      { field: 'query.format', message: '"xml": must be equal to one of the allowed values' },
    ]);

    // A number above its maximum is explained as a number, not as "must be number".
    const tooMany = await call('GET', '/v1/spaces/space-a/content/files?limit=2000', 'token-a-space');
    expect(tooMany.status).toBe(400);
    expect(await message(tooMany)).toBe('Invalid query for listFiles: limit: "2000": must be <= 1000');

    const notBoolean = await call('GET', '/v1/spaces/space-a/content/pages?metadata=maybe', 'token-a-space');
    expect(notBoolean.status).toBe(400);
    expect(await message(notBoolean)).toMatch(/^Invalid query for listPages: metadata: "maybe": must be boolean$/);

    // What the platform's client sends passes: booleans, numbers, enum values, and names it does not define.
    for (const path of [
      '/v1/spaces/space-a/content/pages?metadata=false&computed=true',
      '/v1/spaces/space-a/content/files?limit=10',
      '/v1/spaces/space-a?shareKey=abc&unknown=1',
    ]) {
      const response = await call('GET', path, 'token-a-space');
      expect(response.status, `${path}: ${await response.clone().text()}`).not.toBe(400);
    }
  });

  it('an installation token authenticates as that installation; another installation’s resources answer 403', async () => {
    const directory = twoInstallations();
    emulator = createPlatformApiEmulator({ directory });
    const own = await call('GET', '/v1/integrations/probe/installations/inst-a', 'token-a');
    expect(own.status).toBe(200);
    expect(emulator.describe(own)!.caller).toBe('installation inst-a');
    expect(await own.json()).toMatchObject({ id: 'inst-a', target: { organization: 'org_a' } });

    const other = await call('GET', '/v1/integrations/probe/installations/inst-b', 'token-a');
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: { code: 403, message: expect.stringContaining('cannot act for installation inst-b') } });

    const otherWrite = await call('PATCH', '/v1/integrations/probe/installations/inst-b/spaces/space-b', 'token-a', {
      configuration: { x: 1 },
    });
    expect(otherWrite.status).toBe(403);
    expect(directory.written.has('inst-b-space')).toBe(false);

    // A space installation's token reads its own space, not the other installation's; nor does another organization's installation.
    expect((await call('GET', '/v1/spaces/space-b', 'token-a')).status).toBe(403);
    expect((await call('GET', '/v1/spaces/space-a', 'token-a-space')).status).toBe(200);
    expect((await call('GET', '/v1/spaces/space-b', 'token-a-space')).status).toBe(403);
  });

  it('an organization installation acts for its space installation; the write reaches the directory', async () => {
    const directory = twoInstallations();
    emulator = createPlatformApiEmulator({ directory });
    const response = await call('PATCH', '/v1/integrations/probe/installations/inst-a/spaces/space-a', 'token-a', {
      configuration: { channel: 'C1' },
      externalIds: ['ext-1'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ installation: 'inst-a', space: 'space-a', configuration: { channel: 'C1' } });
    expect(directory.written.get('inst-a-space')).toEqual({ configuration: { channel: 'C1' }, externalIds: ['ext-1'] });
  });

  it('a missing or foreign token answers 401, an unknown path 404 naming it, a wrong method 405', async () => {
    emulator = createPlatformApiEmulator({ directory: twoInstallations() });
    expect((await call('GET', '/v1/spaces/space-a', null)).status).toBe(401);
    expect((await call('GET', '/v1/spaces/space-a', 'forged')).status).toBe(401);
    const missing = await call('GET', '/v1/no/such/route', 'token-integration');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain('GET /v1/no/such/route');
    expect((await call('DELETE', '/v1/urls/content', 'token-integration')).status).toBe(405);
  });

  it('the adaptive schema written through the API is what the next call reads', async () => {
    emulator = createPlatformApiEmulator({ directory: twoInstallations() });
    const schema = {
      type: 'object',
      properties: {
        unsigned: { type: 'object', description: 'Unsigned claims of the site visitor.', properties: {}, additionalProperties: false },
      },
      additionalProperties: false,
    };
    // Sites come from site installations; none yet here, so the site is unknown.
    expect((await call('GET', '/v1/orgs/org_a/sites/site-a', 'token-integration')).status).toBe(404);
    emulator.dispose();
    const directory = twoInstallations();
    directory
      .installations()
      .push(installation({ id: 'inst-a-site', token: 't-site', kind: 'site', parentId: 'inst-a', siteId: 'site-a' }));
    emulator = createPlatformApiEmulator({ directory });
    expect((await call('GET', '/v1/orgs/org_a/sites/site-a/adaptive-schema', 'token-a')).status).toBe(404);
    expect((await call('PUT', '/v1/orgs/org_a/sites/site-a/adaptive-schema', 'token-a', { jsonSchema: schema })).status).toBe(200);
    const read = await call('GET', '/v1/orgs/org_a/sites/site-a/adaptive-schema', 't-site');
    expect(await read.json()).toMatchObject({ object: 'site-adaptive-schema', jsonSchema: schema });
  });

  it('bodies the real integrations send pass the description (github git import and space installation, bucket adaptive schema)', async () => {
    const directory = twoInstallations();
    directory
      .installations()
      .push(installation({ id: 'inst-a-site', token: 't-site', kind: 'site', parentId: 'inst-a', siteId: 'site-a' }));
    emulator = createPlatformApiEmulator({ directory });
    const imported = await call('POST', '/v1/spaces/space-a/git/import', 'token-a', {
      url: 'https://x-access-token:t@github.com/acme/docs.git',
      ref: 'refs/heads/main',
      repoTreeURL: 'https://github.com/acme/docs/tree/main',
      repoCommitURL: 'https://github.com/acme/docs/commit/abc',
      repoCacheID: 'acme-docs',
      force: false,
      standalone: false,
      gitInfo: { provider: 'github', url: 'https://github.com/acme/docs/tree/main' },
    });
    expect(imported.status, await imported.clone().text()).toBe(204);
    const revision = (await (await call('GET', '/v1/spaces/space-a/content', 'token-a')).json()) as { id: string; parents: string[] };
    expect(revision).toMatchObject({ id: 'space-a-rev-2', parents: ['space-a-rev-1'] });

    const configured = await call('PATCH', '/v1/integrations/probe/installations/inst-a/spaces/space-a', 'token-a', {
      externalIds: ['acme/docs'],
      configuration: { key: 'acme-docs', accountName: 'acme', repoName: 'docs', branch: 'main' },
    });
    expect(configured.status).toBe(200);

    const flags = { beta: { type: 'boolean', description: 'Whether the visitor has beta enabled' } };
    const schema = await call('PUT', '/v1/orgs/org_a/sites/site-a/adaptive-schema', 't-site', {
      jsonSchema: {
        type: 'object',
        properties: {
          unsigned: {
            type: 'object',
            description: 'Unsigned claims of the site visitor.',
            properties: {
              reflag: {
                type: 'object',
                description: 'Feature flags from the reflag integration',
                properties: flags,
                additionalProperties: false,
              },
            },
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    });
    expect(schema.status, await schema.clone().text()).toBe(200);
    const marked = await call('PATCH', '/v1/integrations/probe/installations/inst-a/sites/site-a', 't-site', {
      configuration: { secret_key: 'k', lastSyncAttemptAt: 1700000000000 },
    });
    expect(marked.status).toBe(200);
  });

  it('a queued task reaches the integration as a task event, and one still owed when the studio stopped is delivered after the restart', async () => {
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    const db = new DatabaseSync(':memory:');
    emulator = createPlatformApiEmulator({ directory: twoInstallations(), db });
    const delivered: unknown[] = [];
    emulator.setTaskDispatcher(async (task) => {
      delivered.push(task);
      return 200;
    });
    expect((await call('POST', '/v1/integrations/probe/tasks', 'token-integration', { task: { n: 1 } })).status).toBe(204);
    expect((await call('POST', '/v1/integrations/probe/tasks', 'token-a', { task: { n: 2 } })).status).toBe(403);
    await expect.poll(() => delivered).toEqual([{ n: 1 }]);
    // Queued with a delay, then the studio stops before it is due.
    expect((await call('POST', '/v1/integrations/probe/tasks', 'token-integration', { task: { n: 3 }, schedule: 3600 })).status).toBe(204);
    emulator.dispose();
    db.prepare('UPDATE platform_api_tasks SET queued_at = queued_at - 3600000 WHERE delivered_status IS NULL').run();
    emulator = createPlatformApiEmulator({ directory: twoInstallations(), db });
    const afterRestart: unknown[] = [];
    // Owed tasks wait for whoever delivers them (the host, once it is built in the world).
    emulator.setTaskDispatcher(async (task) => {
      afterRestart.push(task);
      return 200;
    });
    await expect.poll(() => afterRestart).toEqual([{ n: 3 }]);
    db.close();
  });

  it("an organization's space list holds the spaces of its installations the caller reaches", async () => {
    emulator = createPlatformApiEmulator({ directory: twoInstallations() });
    const ids = async (token: string, organization: string) =>
      ((await (await call('GET', `/v1/orgs/${organization}/spaces`, token)).json()) as { items: { id: string }[] }).items.map((s) => s.id);
    expect(await ids('token-integration', 'org_a')).toEqual(['space-a']);
    expect(await ids('token-integration', 'org_b')).toEqual(['space-b']);
    expect(await ids('token-a', 'org_b')).toEqual([]);
  });
});
