import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createHost, type Host } from '../../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/index.ts';

/** An integration whose createIntegration gets `ids` as components; its fetch handler logs each call. */
const withComponents = (ids: string[]) => `import { createComponent, createIntegration } from '@platform/runtime';
const make = (componentId: string) => createComponent({ componentId, render: () => ({ type: 'block', children: [] }) });
export default createIntegration({
  fetch: async () => {
    console.log('fetch handled');
    return new Response('served');
  },
  components: ${JSON.stringify(ids)}.map(make),
});
`;

const hosts: { host: Host; dir: string }[] = [];
afterAll(async () => {
  for (const { host, dir } of hosts) {
    await host.dispose();
    await rm(dir, { recursive: true, force: true });
  }
});

async function hostOn(source: string, options: { watch?: boolean } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'studio-components-'));
  await writeFile(join(dir, 'platform-manifest.yaml'), 'name: components\nscript: ./src/index.ts\n');
  await mkdir(join(dir, 'src'));
  await writeFile(join(dir, 'src/index.ts'), source);
  const bus = createBus();
  const records: JournalRecord[] = [];
  bus.subscribe('journal.appended', (record) => records.push(record));
  const db = openDatabaseFile(':memory:');
  const journal = createJournal(db, bus);
  const host = createHost({
    dir,
    manifestPath: join(dir, 'platform-manifest.yaml'),
    journal,
    bus,
    world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints('http://127.0.0.1:1') }),
    env: {},
    watch: options.watch ?? false,
  });
  hosts.push({ host, dir });
  await host.start();
  return { host, dir, records };
}

const fetchEvent = { type: 'fetch' as const, request: { method: 'GET', url: 'http://127.0.0.1:1/i/dev/', headers: {} } };

describe('host.components', () => {
  it('reports the ids the integration passed to createIntegration({components}), in order and once each', async () => {
    const { host } = await hostOn(withComponents(['greeting', 'picker', 'greeting']));
    expect(await host.components()).toEqual({ known: true, ids: ['greeting', 'picker'], reason: null });
  });

  it('asking is not a dispatch: nothing is journaled and the integration is not called', async () => {
    const { host, records } = await hostOn(withComponents(['only']));
    const before = records.length;
    await host.components();
    expect(records.slice(before).filter((record) => record.kind === 'dispatch' || record.kind === 'log')).toEqual([]);
    const result = await host.dispatchEvent(fetchEvent);
    expect(result.body).toBe('served');
    expect(result.logs.map((log) => log.message)).toEqual(['fetch handled']);
  });

  it('an edit that adds a component is listed after the hot reload', async () => {
    const { host, dir } = await hostOn(withComponents(['greeting']), { watch: true });
    expect((await host.components()).ids).toEqual(['greeting']);
    const reloaded = host.nextReload();
    await writeFile(join(dir, 'src/index.ts'), withComponents(['greeting', 'added-in-code']));
    await reloaded;
    expect(await host.components()).toEqual({ known: true, ids: ['greeting', 'added-in-code'], reason: null });
  });

  it('an integration made by another runtime (no ids on its export) is answered unknown and empty, and still serves', async () => {
    const { host } = await hostOn(`export default { async fetch() { return new Response('plain'); } };\n`);
    const components = await host.components();
    expect(components.known).toBe(false);
    expect(components.ids).toEqual([]);
    expect(components.reason).toMatch(/not made by @platform\/runtime's createIntegration/);
    expect((await host.dispatchEvent(fetchEvent)).body).toBe('plain');
  });

  it('an integration that never built is unknown, naming why, and is asked again once it builds', async () => {
    const { host, dir } = await hostOn('export default {\n  fetch( {\n};\n', { watch: true });
    const broken = await host.components();
    expect(broken).toMatchObject({ known: false, ids: [] });
    expect(broken.reason).toMatch(/not running/);
    const reloaded = host.nextReload();
    await writeFile(join(dir, 'src/index.ts'), withComponents(['fixed']));
    await reloaded;
    expect(await host.components()).toEqual({ known: true, ids: ['fixed'], reason: null });
  });
});
