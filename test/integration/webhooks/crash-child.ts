// A studio-like process for the crash test: `enqueue DB URL COUNT` queues COUNT deliveries without
// sending and exits; `run DB` delivers until it is killed; `resume DB` delivers and exits when idle.
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';

const [mode, dbPath, url, count] = process.argv.slice(2) as [string, string, string?, string?];
const db = openDatabaseFile(dbPath);
// Filling is set-up, not what is tested (it exits cleanly): skip the fsyncs of checkpoints.
if (mode === 'enqueue') db.exec('PRAGMA synchronous = OFF');
const journal = createJournal(db, createBus());
const service = createWebhookService({ db, journal, paused: mode === 'enqueue' });

if (mode === 'enqueue') {
  const one = () =>
    service.sendTo({
      url: url!,
      secret: 'crash-test-secret',
      bodyText: JSON.stringify(generatePayload('site_view')),
      policy: { baseDelayMs: 100 },
    });
  // Deliveries queued in the same turn share one commit; overlapping them keeps the set-up short.
  for (let i = 0; i < Number(count); i += 100) await Promise.all(Array.from({ length: Math.min(100, Number(count) - i) }, one));
  await service.dispose();
  journal.close();
  db.close();
  process.stdout.write('queued\n');
} else if (mode === 'run') {
  process.stdout.write('running\n');
  await new Promise(() => {}); // keep sending until SIGKILL
} else {
  process.stdout.write(`resumed ${Date.now()}\n`);
  await service.idle();
  await service.dispose();
  journal.close();
  db.close();
  process.stdout.write('idle\n');
}
