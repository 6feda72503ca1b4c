import { createBus } from '../../../electron/services/events/bus.ts';
import { createInstallationRecords } from '../../../electron/services/installations/records.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { worldEndpoints } from '../../../electron/services/platform/world.ts';

export const SPACE_MANIFEST =
  'name: demo\nscript: ./src/index.ts\ntarget: all\nconfigurations:\n  space:\n    properties:\n      label: {type: string}\n      connect: {type: button, button_text: Connect, callback_url: /oauth}\n';

/** Installation records on an in-memory database, with what the bus and the journal were told. */
export function openRecords(text = SPACE_MANIFEST) {
  const db = openDatabaseFile(':memory:');
  const bus = createBus();
  const journal = createJournal(db, bus);
  const told: { type: string; payload: unknown }[] = [];
  bus.subscribe('installations.oauth', (payload) => told.push({ type: 'installations.oauth', payload }));
  const records = createInstallationRecords({
    db,
    journal,
    bus,
    manifest: () => manifestSnapshot('/x/platform-manifest.yaml', text),
    endpoints: worldEndpoints('http://127.0.0.1:1'),
  });
  return { db, bus, journal, records, told };
}
