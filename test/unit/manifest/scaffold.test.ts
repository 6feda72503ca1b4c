import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { createHost, type Host } from '../../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/index.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { scaffoldIntegration } from '../../../electron/services/manifest/scaffold.ts';
import { startPublicServer, type PublicServer } from '../../../electron/services/public/server.ts';
import { tempIntegrations } from '../../fixtures/manifest/folders.ts';

/** What `integration-studio new` writes must type-check against the SDK and run in the studio's sandbox. */
let temp: Awaited<ReturnType<typeof tempIntegrations>>;
let dir: string;
let host: Host;
let server: PublicServer;
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  temp = await tempIntegrations();
  dir = (await scaffoldIntegration(join(temp.root, 'scaffolded'), { name: 'scaffolded' })).dir;
  const bus = createBus();
  const db = openDatabaseFile(':memory:');
  const journal = createJournal(db, bus);
  server = await startPublicServer();
  host = createHost({
    dir,
    manifestPath: join(dir, 'platform-manifest.yaml'),
    journal,
    bus,
    world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints(server.origin) }),
    watch: false,
    env: {},
  });
  closers.push(
    () => temp.cleanup(),
    () => db.close(),
    () => journal.close(),
    () => server.close(),
    () => host.dispose(),
  );
  await host.start();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('the scaffold of `new`', () => {
  it('builds and starts in the host', async () => {
    const status = await host.status();
    expect(status.state, status.error ?? '').toBe('ready');
  });

  it('its fetch handler answers JSON naming the integration', async () => {
    const result = await host.dispatchEvent({
      type: 'fetch',
      request: { method: 'GET', url: `${host.world.endpoints.publicEndpoint()}/hello`, headers: {} },
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ integration: 'scaffolded', method: 'GET' });
  });

  it('its counter component renders a button and counts a click', async () => {
    const context = { type: 'document', editable: true } as const;
    const first = await host.dispatchEvent({ type: 'ui_render', componentId: 'counter', props: {}, context });
    expect(first.status).toBe(200);
    const rendered = JSON.parse(first.body) as { state: { clicks: number }; element: unknown };
    expect(rendered.state).toEqual({ clicks: 0 });
    expect(JSON.stringify(rendered.element)).toContain('"type":"button"');
    const clicked = await host.dispatchEvent({
      type: 'ui_render',
      componentId: 'counter',
      props: {},
      state: rendered.state,
      action: { action: 'increment' },
      context,
    });
    expect(JSON.parse(clicked.body).state).toEqual({ clicks: 1 });
  });

  it('its event handler logs a content update', async () => {
    const result = await host.dispatchEvent({
      type: 'space_content_updated',
      eventId: 'e1',
      installationId: 'dev',
      spaceId: 'space-1',
      revisionId: 'rev-2',
    });
    expect(result.status).toBe(200);
    expect(result.logs.map((log) => log.message).join('\n')).toContain('Space space-1 has a new revision: rev-2');
  });

  it('type-checks with its tsconfig.json against the studio SDK', () => {
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
