// Wall time of the real-integrations suite (every integration of the corpus built, started and
// exercised, dependency cache warmed first), next to the same number of bare host lifecycles on the
// bundled example (build, start, one request, dispose): the floor any such suite pays per integration.
import { join } from 'node:path';
import { EXAMPLE_DIR } from '../../electron/lib/paths.ts';
import { createBus } from '../../electron/services/events/bus.ts';
import { createHost } from '../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../electron/services/platform/index.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';
import { startPublicServer } from '../../electron/services/public/server.ts';
import { CORPUS_DIR, corpusNames, runIntegration } from '../corpus/corpus-runner.ts';
import { installDependencies } from '../corpus/dependencies.ts';
import { report } from './report.ts';

const names = corpusNames();
if (names.length === 0) {
  console.log(`corpus bench: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR)`);
  process.exit(0);
}
for (const name of names) installDependencies(name, join(CORPUS_DIR, name, 'package.json'));

async function bareLifecycle(): Promise<void> {
  const bus = createBus();
  const db = openDatabaseFile(':memory:');
  const journal = createJournal(db, bus);
  const server = await startPublicServer();
  const host = createHost({
    dir: EXAMPLE_DIR,
    manifestPath: join(EXAMPLE_DIR, 'platform-manifest.yaml'),
    journal,
    bus,
    world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints(server.origin) }),
    watch: false,
    env: {},
  });
  try {
    await host.start();
    await host.dispatchEvent({ type: 'fetch', request: { method: 'GET', url: `${host.world.endpoints.publicEndpoint()}/`, headers: {} } });
  } finally {
    await host.dispose();
    await server.close();
    journal.close();
    db.close();
  }
}

let started = performance.now();
for (let i = 0; i < names.length; i++) await bareLifecycle();
const baseline = (performance.now() - started) / 1000;

started = performance.now();
let checks = 0;
let failures = 0;
for (const name of names) {
  const result = await runIntegration(name);
  checks += result.checks.length;
  failures += result.checks.filter((c) => c.verdict === 'studio').length;
}
const suite = (performance.now() - started) / 1000;

console.log(`${names.length} integrations, ${checks} checks, ${failures} failures on the studio's side`);
const ok = report({
  name: `real-integrations suite (${names.length} integrations, warm cache)`,
  value: suite,
  unit: 's',
  baselineName: `${names.length} bare host lifecycles`,
  baseline,
  better: 'lower',
  target: { absolute: 60 },
});
process.exit(ok ? 0 : 1);
