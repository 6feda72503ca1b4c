// The host's dispatch path (envelope built with FormData, workerd via Miniflare, the SDK parsing it,
// logs and journal) against Miniflare's bare dispatchFetch of a trivial worker, in the same run;
// then edit → new code serving, against a bare Miniflare setOptions of the same bundle.
// The host reaches workerd over kept-alive connections to the worker's direct socket, which is far
// cheaper than dispatchFetch; so a second, informational baseline sends to a trivial worker over that
// same transport, and its ratio is the host's own cost (envelope, SDK, wrapper, journal).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { EXAMPLE_DIR } from '../../electron/lib/paths.ts';
import { createBus } from '../../electron/services/events/bus.ts';
import { bundleIntegration } from '../../electron/services/host/build.ts';
import { createHost } from '../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../electron/services/platform/index.ts';
import { openDatabase } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';
import { generateEvent } from '../../shared/platform/index.ts';
import { percentile, report } from './report.ts';

const ROUNDS = 12;
const PER_ROUND = 40;
const WARMUP = 50;
const RELOADS = 6;

/**
 * All sides run in alternating rounds, so a burst of load from elsewhere on the machine lands on
 * all rather than on whichever happened to run at that moment; the rate is the median of the
 * rounds' rates, so one disturbed round does not move it.
 */
async function interleaved<K extends string>(sides: Record<K, () => Promise<unknown>>) {
  const samples = Object.fromEntries(Object.keys(sides).map((name) => [name, [] as number[]])) as Record<K, number[]>;
  const rates = Object.fromEntries(Object.keys(sides).map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(sides) as K[]) {
      const once = sides[name];
      const start = performance.now();
      for (let i = 0; i < PER_ROUND; i++) {
        const t = performance.now();
        await once();
        samples[name].push(performance.now() - t);
      }
      rates[name].push(PER_ROUND / ((performance.now() - start) / 1000));
    }
  }
  const summary = (name: K) => ({
    perSecond: percentile(rates[name], 50),
    p50: percentile(samples[name], 50),
    p99: percentile(samples[name], 99),
  });
  return Object.fromEntries((Object.keys(sides) as K[]).map((name) => [name, summary(name)])) as Record<K, ReturnType<typeof summary>>;
}

// A copy of the example, so the reload half can edit it.
const dir = await mkdtemp(join(tmpdir(), 'studio-bench-'));
await cp(EXAMPLE_DIR, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
const bus = createBus();
// A database file like the studio's own (WAL), not :memory:, so journaling costs what it costs in use.
const db = openDatabase(dir);
const journal = createJournal(db, bus);
const host = createHost({
  dir,
  manifestPath: join(dir, 'platform-manifest.yaml'),
  journal,
  bus,
  world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints('http://127.0.0.1:1') }),
  env: {},
});
await host.start();
const event = {
  type: 'fetch' as const,
  request: { method: 'GET', url: `${host.world.endpoints.publicEndpoint()}/hello?name=bench`, headers: {} },
};

const bare = new Miniflare({
  modules: true,
  script: 'export default { fetch() { return new Response("{\\"hello\\":\\"bench\\"}"); } }',
  compatibilityDate: '2025-09-01',
});
const bareOnce = async () => (await bare.dispatchFetch('http://127.0.0.1/hello?name=bench')).text();
const hostOnce = () => host.dispatchEvent(event);
// The example logs one line for this event: its logs travel back with the answer.
const logged = generateEvent('space_content_updated');
const loggedOnce = () => host.dispatchEvent(logged);

// The same trivial worker reached the way the host reaches its runtime: its direct socket, kept alive.
const direct = new Miniflare({
  modules: true,
  script: 'export default { fetch() { return new Response("{\\"hello\\":\\"bench\\"}"); } }',
  compatibilityDate: '2025-09-01',
  unsafeDirectSockets: [{}],
});
const directPool = new Pool((await direct.unsafeGetDirectURL()).origin);
const directOnce = async () => (await directPool.request({ method: 'GET', path: '/hello?name=bench' })).body.text();

// The same bundle and the same envelope bytes in a bare Miniflare: separates the protocol's own cost
// (multipart both ways) from the host's (log capture, limits, journal).
const bundle = await bundleIntegration(dir, './src/index.tsx');
if (!bundle.ok) throw new Error(bundle.failure.message);
const plain = new Miniflare({ modules: true, script: bundle.bundle.code, compatibilityDate: '2025-09-01' });
const form = new FormData();
form.set('event', JSON.stringify(event));
form.set('environment', JSON.stringify(host.world.environmentFor(undefined)));
const envelope = new Request(`${host.world.endpoints.publicEndpoint()}/v1`, { method: 'POST', body: form });
const envelopeType = envelope.headers.get('content-type')!;
const envelopeBytes = new Uint8Array(await envelope.arrayBuffer());
const plainOnce = async () =>
  (
    await plain.dispatchFetch(`${host.world.endpoints.publicEndpoint()}/v1`, {
      method: 'POST',
      headers: { 'content-type': envelopeType, 'content-length': String(envelopeBytes.byteLength) },
      body: Buffer.from(envelopeBytes),
    })
  ).text();

for (let i = 0; i < WARMUP; i++) await bareOnce();
for (let i = 0; i < WARMUP; i++) await hostOnce();
for (let i = 0; i < WARMUP; i++) await plainOnce();
for (let i = 0; i < WARMUP; i++) await directOnce();
for (let i = 0; i < WARMUP; i++) await loggedOnce();
const {
  bare: bareRun,
  host: hostRun,
  plain: plainRun,
  direct: directRun,
  logged: loggedRun,
} = await interleaved({
  bare: bareOnce,
  host: hostOnce,
  plain: plainOnce,
  direct: directOnce,
  logged: loggedOnce,
});

/** Requests per second with `CONCURRENCY` in flight, alternating sides round by round like above (median of rounds). */
const CONCURRENCY = 8;
async function concurrentRate(once: () => Promise<unknown>, total: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < total) await once();
    }),
  );
  return total / ((performance.now() - start) / 1000);
}
const rates = { bare: [] as number[], host: [] as number[] };
for (let round = 0; round < 7; round++) {
  rates.bare.push(await concurrentRate(bareOnce, 100));
  rates.host.push(await concurrentRate(hostOnce, 100));
}

let ok = true;
ok =
  report({
    name: 'dispatch throughput, one at a time',
    value: hostRun.perSecond,
    unit: 'req/s',
    baselineName: 'bare dispatchFetch',
    baseline: bareRun.perSecond,
    better: 'higher',
    target: { ratio: 0.8 },
  }) && ok;
ok =
  report({
    name: `dispatch throughput, ${CONCURRENCY} in flight`,
    value: percentile(rates.host, 50),
    unit: 'req/s',
    baselineName: 'bare dispatchFetch',
    baseline: percentile(rates.bare, 50),
    better: 'higher',
    target: { ratio: 0.8 },
  }) && ok;
report({
  name: 'same envelope, bare Miniflare, one at a time',
  value: plainRun.perSecond,
  unit: 'req/s',
  baselineName: 'bare dispatchFetch',
  baseline: bareRun.perSecond,
  better: 'higher',
});
report({
  name: 'dispatch throughput, the integration logs a line',
  value: loggedRun.perSecond,
  unit: 'req/s',
  baselineName: 'bare dispatchFetch',
  baseline: bareRun.perSecond,
  better: 'higher',
});
report({
  name: 'dispatch throughput, host vs same transport',
  value: hostRun.perSecond,
  unit: 'req/s',
  baselineName: 'trivial worker, kept-alive direct socket',
  baseline: directRun.perSecond,
  better: 'higher',
});
report({
  name: 'dispatch latency p50',
  value: hostRun.p50,
  unit: 'ms',
  baselineName: 'bare dispatchFetch p50',
  baseline: bareRun.p50,
  better: 'lower',
});
report({
  name: 'dispatch latency p99',
  value: hostRun.p99,
  unit: 'ms',
  baselineName: 'bare dispatchFetch p99',
  baseline: bareRun.p99,
  better: 'lower',
});

// The same host with the debugger served and a client attached (Debugger.enable, no breakpoint):
// a second copy of the example, its own journal, against the host above in alternating rounds.
const inspectedDir = await mkdtemp(join(tmpdir(), 'studio-bench-inspected-'));
await cp(EXAMPLE_DIR, inspectedDir, { recursive: true, filter: (path) => !path.includes('.studio') });
const inspectedDb = openDatabase(inspectedDir);
const inspectedJournal = createJournal(inspectedDb, createBus());
const inspectedHost = createHost({
  dir: inspectedDir,
  manifestPath: join(inspectedDir, 'platform-manifest.yaml'),
  journal: inspectedJournal,
  bus: createBus(),
  world: createPlatformWorld({ registry: inspectedJournal, endpoints: worldEndpoints('http://127.0.0.1:1') }),
  env: {},
  watch: false,
  inspectPort: 0,
});
await inspectedHost.start();
const debuggerClient = new WebSocket(inspectedHost.debuggerAddresses()!.webSocket);
await new Promise((resolve, reject) => debuggerClient.once('open', resolve).once('error', reject));
await new Promise<void>((resolve) => {
  debuggerClient.on('message', (raw) => {
    if ((JSON.parse(raw.toString()) as { id?: number }).id === 1) resolve();
  });
  debuggerClient.send(JSON.stringify({ id: 1, method: 'Debugger.enable', params: {} }));
});
const inspectedEvent = {
  ...event,
  request: { ...event.request, url: `${inspectedHost.world.endpoints.publicEndpoint()}/hello?name=bench` },
};
const inspectedOnce = () => inspectedHost.dispatchEvent(inspectedEvent);
for (let i = 0; i < WARMUP; i++) await inspectedOnce();
const debugged = await interleaved({ host: hostOnce, inspected: inspectedOnce });
ok =
  report({
    name: 'dispatch throughput, debugger attached (no breakpoint)',
    value: debugged.inspected.perSecond,
    unit: 'req/s',
    baselineName: 'the same host without --inspect',
    baseline: debugged.host.perSecond,
    better: 'higher',
    target: { ratio: 0.8 },
  }) && ok;
debuggerClient.close();
await inspectedHost.dispose();
inspectedJournal.close();
inspectedDb.close();
await rm(inspectedDir, { recursive: true, force: true });

// Edit → serving: write a new answer, wait for the watcher's rebuild and swap, then one request sees it.
const file = join(dir, 'src', 'index.tsx');
const original = await readFile(file, 'utf8');
const reloads: number[] = [];
for (let i = 0; i < RELOADS; i++) {
  const reloaded = host.nextReload();
  const start = performance.now();
  await writeFile(file, original.replace("'world'", `'world-${i}'`));
  await reloaded;
  const answer = await host.dispatchEvent({
    ...event,
    request: { ...event.request, url: `${host.world.endpoints.publicEndpoint()}/hello` },
  });
  reloads.push(performance.now() - start);
  if (!answer.body.includes(`world-${i}`)) throw new Error(`reload ${i} did not serve the new code: ${answer.body}`);
}
// wrangler dev's reload of the same integration: setOptions with the same bundle (changed the same
// way) in a bare Miniflare, then one request with the same envelope; and, for scale, a trivial script.
const sameSwaps: number[] = [];
for (let i = 0; i < RELOADS; i++) {
  const start = performance.now();
  await plain.setOptions({
    modules: true,
    script: bundle.bundle.code.replace("'world'", `'world-${i}'`),
    compatibilityDate: '2025-09-01',
    compatibilityFlags: ['nodejs_compat'],
  });
  await plainOnce();
  sameSwaps.push(performance.now() - start);
}
const swaps: number[] = [];
for (let i = 0; i < RELOADS; i++) {
  const start = performance.now();
  await bare.setOptions({
    modules: true,
    script: `export default { fetch() { return new Response("${i}"); } }`,
    compatibilityDate: '2025-09-01',
  });
  await bareOnce();
  swaps.push(performance.now() - start);
}
ok =
  report({
    name: 'edit → new code serving (median)',
    value: percentile(reloads, 50),
    unit: 'ms',
    baselineName: 'bare setOptions, same bundle + first request',
    baseline: percentile(sameSwaps, 50),
    better: 'lower',
    target: { ratio: 1.3, absolute: 300 },
  }) && ok;
report({
  name: 'edit → new code serving (median)',
  value: percentile(reloads, 50),
  unit: 'ms',
  baselineName: 'bare setOptions, trivial script + first request',
  baseline: percentile(swaps, 50),
  better: 'lower',
});

await host.dispose();
await bare.dispose();
await plain.dispose();
await directPool.close();
await direct.dispose();
journal.close();
db.close();
await rm(dir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
