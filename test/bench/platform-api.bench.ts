// The platform API emulator in process (routing by the description, token lookup, ajv body check,
// answer from the database) against a bare handler that parses the same body and answers the same
// JSON; and the cost of bundling the generated client into an integration against an empty entry.
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { SDK_DIR } from '../../electron/lib/paths.ts';
import { createDevDirectory, createPlatformApiEmulator } from '../../electron/services/platform/index.ts';
import { report } from './report.ts';

const CALLS = 5_000;
const ROUNDS = 3;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const directory = createDevDirectory({
  integrationName: () => 'bench',
  integrationToken: 'integration-token',
  installationToken: 'installation-token',
  defaults: () => ({ account: {}, space: { mode: 'quiet' }, site: {} }),
  hasSite: () => false,
  publicEndpoint: (id) => `http://127.0.0.1:1/i/${id}`,
});
const emulator = createPlatformApiEmulator({ directory });
const headers = { authorization: 'Bearer installation-token', 'content-type': 'application/json' };
const patchBody = encoder.encode(JSON.stringify({ configuration: { mode: 'loud' } }));
const revision = await (
  await emulator.handle({
    method: 'GET',
    path: '/v1/spaces/space_dev/content',
    query: new URLSearchParams(),
    headers,
    body: new Uint8Array(),
  })
).json();

const emulated = {
  get: () =>
    emulator.handle({ method: 'GET', path: '/v1/spaces/space_dev/content', query: new URLSearchParams(), headers, body: new Uint8Array() }),
  patch: () =>
    emulator.handle({
      method: 'PATCH',
      path: '/v1/integrations/bench/installations/dev/spaces/space_dev',
      query: new URLSearchParams(),
      headers,
      body: patchBody,
    }),
};
const bare = {
  get: async () => Response.json(revision),
  patch: async () => Response.json({ configuration: (JSON.parse(decoder.decode(patchBody)) as { configuration: unknown }).configuration }),
};

async function callsPerSecond(call: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) await (await call()).arrayBuffer();
  return CALLS / ((performance.now() - start) / 1000);
}

const coldStart = performance.now();
await emulated.patch();
const coldMs = performance.now() - coldStart;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results = { getEmulated: [] as number[], getBare: [] as number[], patchEmulated: [] as number[], patchBare: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  results.getBare.push(await callsPerSecond(bare.get));
  results.getEmulated.push(await callsPerSecond(emulated.get));
  results.patchBare.push(await callsPerSecond(bare.patch));
  results.patchEmulated.push(await callsPerSecond(emulated.patch));
}

async function bundleMs(contents: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await esbuild.build({
      stdin: { contents, resolveDir: SDK_DIR, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      alias: { '@platform/api-client': join(SDK_DIR, 'api-client') },
    });
    times.push(performance.now() - start);
  }
  return median(times.slice(1));
}
const clientBundle = await bundleMs(
  "import { PlatformAPI } from '@platform/api-client'; export default new PlatformAPI({ endpoint: 'http://x' });",
);
const emptyBundle = await bundleMs('export default 1;');

let ok = true;
ok &&= report({
  name: 'getCurrentRevision through the emulator',
  value: median(results.getEmulated),
  unit: 'calls/s',
  baselineName: 'bare Response.json of the same revision',
  baseline: median(results.getBare),
  better: 'higher',
});
ok &&= report({
  name: 'updateIntegrationSpaceInstallation (validated)',
  value: median(results.patchEmulated),
  unit: 'calls/s',
  baselineName: 'bare parse + Response.json',
  baseline: median(results.patchBare),
  better: 'higher',
});
console.log(`first validated body (registers the description with ajv once): ${coldMs.toFixed(0)} ms`);
ok &&= report({
  name: 'esbuild bundle importing PlatformAPI',
  value: clientBundle,
  unit: 'ms',
  baselineName: 'empty entry',
  baseline: emptyBundle,
  better: 'lower',
  target: { absolute: 300 },
});
emulator.dispose();
process.exit(ok ? 0 : 1);
