// What a mock costs: a fetch a mock answers, against the same fetch answered by a local server
// through the same gate (allowed with allowOutbound), both from the integration, in one run. The
// mock must cost no more than 1.2x: it skips the policy and the network but reads its folder.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBus } from '../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';
import { startPublicServer } from '../../electron/services/public/server.ts';
import { createHost } from '../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../electron/services/platform/index.ts';
import { percentile, report } from './report.ts';

const ROUNDS = 300;
const BODY = JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `item ${i}` })) });

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(BODY);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const dir = mkdtempSync(join(tmpdir(), 'studio-mocks-bench-'));
cpSync(fileURLToPath(new URL('../fixtures/integrations/fetch-url', import.meta.url)), dir, { recursive: true });
mkdirSync(join(dir, 'mocks'));
writeFileSync(
  join(dir, 'mocks', 'items.json'),
  JSON.stringify({ request: { method: 'GET', url: `${origin}/mocked` }, answer: { json: JSON.parse(BODY) } }),
);

const bus = createBus();
const db = openDatabaseFile(':memory:');
const journal = createJournal(db, bus);
const publicServer = await startPublicServer();
const host = createHost({
  dir,
  manifestPath: `${dir}/platform-manifest.yaml`,
  journal,
  bus,
  world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints(publicServer.origin) }),
  watch: false,
  env: {},
  allowOutbound: [origin],
});
await host.start();
const fetchOf = (path: string) => ({
  type: 'fetch' as const,
  request: {
    method: 'GET',
    url: `${host.world.endpoints.publicEndpoint()}/fetch?to=${encodeURIComponent(`${origin}${path}`)}`,
    headers: {},
  },
});
async function once(path: string): Promise<number> {
  const started = performance.now();
  const result = await host.dispatchEvent(fetchOf(path));
  const took = performance.now() - started;
  if (!result.body.includes('"status":200')) throw new Error(`${path} did not answer 200: ${result.body}`);
  return took;
}

// Warm both paths, then alternate so a busy moment weighs on both alike.
for (let i = 0; i < 20; i++) await Promise.all([once('/mocked'), once('/served')]);
const mocked: number[] = [];
const served: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  mocked.push(await once('/mocked'));
  served.push(await once('/served'));
}
const ok = report({
  name: 'dispatch with a mocked fetch (median)',
  value: percentile(mocked, 50),
  unit: 'ms',
  baselineName: 'the same fetch answered by a local server',
  baseline: percentile(served, 50),
  better: 'lower',
  target: { ratio: 1.2 },
});
if (!ok) process.exitCode = 1;

await host.dispose();
await publicServer.close();
journal.close();
db.close();
server.close();
rmSync(dir, { recursive: true, force: true });
