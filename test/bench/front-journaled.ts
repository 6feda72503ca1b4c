// The design issue 43 asks for, measured without the rest of the studio: the studio's own front
// worker (workers/front.worker.ts) beside the integration's bundle in one workerd answers each raw
// request, and this process (standing in for the studio's, its own process as the studio's is)
// journals every exchange after the answer into a WAL journal file, as the studio would. The
// public-endpoint bench holds it against the envelope floor (envelope-front.ts).
// With `discard` as a fifth argument the batches are read and answered but nothing is written: what
// the front worker's own work and its posts cost, apart from the journal's writes.
// argv: bundle file, environment JSON file, public origin, journal folder[, discard]. Prints the front's origin on the IPC channel.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { createBus } from '../../electron/services/events/bus.ts';
import { createFrontJournal, frontWorkerOptions, pushInstallation } from '../../electron/services/host/front.ts';
import { createLedger } from '../../electron/services/host/ledger.ts';
import { FRONT_WORKER } from '../../electron/services/host/workers/constants.ts';
import { frontWorkerSource } from '../../electron/services/host/workers/sources.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';

const [bundleFile, environmentFile, publicOrigin, folder, mode] = process.argv.slice(2) as [string, string, string, string, string?];
const token = 'bench-front-token';
const journal = createJournal(openDatabaseFile(join(folder, 'front-journal.db')), createBus());
const miniflare = new Miniflare({
  workers: [
    frontWorkerOptions(
      await frontWorkerSource(),
      token,
      'integration',
      mode === 'discard'
        ? async (request, response) => {
            request.resume();
            await once(request, 'end');
            response.writeHead(204).end();
          }
        : createFrontJournal({
            journal,
            ledger: createLedger(journal),
            publicEndpoint: (id) => `${publicOrigin}/i/${id}`,
            mapStack: (s) => s,
          }),
    ),
    { name: 'integration', modules: true, script: readFileSync(bundleFile, 'utf8'), compatibilityDate: '2025-09-01' },
  ],
});
await miniflare.ready;
const origin = (await miniflare.unsafeGetDirectURL(FRONT_WORKER)).origin;
await pushInstallation(origin, token, {
  installationId: 'dev',
  version: 1,
  environment: readFileSync(environmentFile, 'utf8'),
  publicOrigin,
  refusal: null,
});
process.send!(origin);
process.on('disconnect', () => {
  void miniflare.dispose().finally(() => {
    journal.close();
    process.exit(0);
  });
});
