import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createHost, type Host } from '../../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/index.ts';
import type { HostStatus } from '../../../shared/api/host.ts';

/** Hot reload on a copy of a small integration: rebuild on change, old code finishes, bad code never serves. */
const source = (answer: string, delayMs = 0) => `import { createIntegration } from '@platform/runtime';
export default createIntegration({
  fetch: async () => {
    await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
    return new Response(${JSON.stringify(answer)});
  },
});
`;

let dir: string;
let host: Host;
const statuses: HostStatus[] = [];
const event = { type: 'fetch' as const, request: { method: 'GET', url: 'http://127.0.0.1:1/i/dev/', headers: {} } };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-reload-'));
  await writeFile(join(dir, 'platform-manifest.yaml'), 'name: reloading\nscript: ./src/index.ts\n');
  await mkdir(join(dir, 'src'));
  await writeFile(join(dir, 'src/index.ts'), source('v1'));
  const bus = createBus();
  bus.subscribe('host.status', (status) => statuses.push(status));
  const db = openDatabaseFile(':memory:');
  const journal = createJournal(db, bus);
  host = createHost({
    dir,
    manifestPath: join(dir, 'platform-manifest.yaml'),
    journal,
    bus,
    world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints('http://127.0.0.1:1') }),
    env: {},
  });
  await host.start();
});
afterAll(async () => {
  await host.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('hot reload', () => {
  it('an edit to the source is serving after the reload', async () => {
    expect((await host.dispatchEvent(event)).body).toBe('v1');
    const reloaded = host.nextReload();
    await writeFile(join(dir, 'src/index.ts'), source('v2'));
    await reloaded;
    expect((await host.dispatchEvent(event)).body).toBe('v2');
    expect((await host.status()).state).toBe('ready');
  });

  it('a request in flight during a reload finishes on the old code', async () => {
    await writeFile(join(dir, 'src/index.ts'), source('slow-old', 400));
    await host.nextReload();
    const inflight = host.dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reloaded = host.nextReload();
    await writeFile(join(dir, 'src/index.ts'), source('new'));
    expect((await inflight).body).toBe('slow-old');
    await reloaded;
    expect((await host.dispatchEvent(event)).body).toBe('new');
  });

  it('a build error reports file:line:message and the last good build keeps serving', async () => {
    const reloaded = host.nextReload();
    await writeFile(join(dir, 'src/index.ts'), 'export default {\n  fetch( {\n};\n');
    await reloaded;
    const status = await host.status();
    expect(status.state).toBe('error');
    expect(status.error).toMatch(/^src\/index\.ts:\d+:\d+: /);
    expect((await host.dispatchEvent(event)).body).toBe('new');
  });

  it("a second save within the watcher's 50 ms change throttle is built and served too", async () => {
    const building = () => statuses.filter((s) => s.state === 'building').length;
    const before = building();
    await writeFile(join(dir, 'src/index.ts'), source('first save'));
    // The first save has been seen (its build began): the second comes well inside chokidar's window.
    const until = Date.now() + 5_000;
    while (building() === before && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 15));
    await writeFile(join(dir, 'src/index.ts'), source('second save'));
    await expect.poll(async () => (await host.dispatchEvent(event)).body, { timeout: 5_000 }).toBe('second save');
  });

  it('changes under node_modules and .studio do not trigger a build', async () => {
    // Each save is looked at once more a moment later (see the test above): let that pass first.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const before = statuses.filter((s) => s.state === 'building').length;
    await Promise.all([mkdir(join(dir, 'node_modules'), { recursive: true }), mkdir(join(dir, '.studio'), { recursive: true })]);
    await writeFile(join(dir, 'node_modules/x.js'), 'x');
    await writeFile(join(dir, '.studio/y.txt'), 'y');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statuses.filter((s) => s.state === 'building').length).toBe(before);
  });
});
