import { basename } from 'node:path';
import type { Installation } from '../../shared/api/installations.ts';
import { createInstallationRecords } from '../services/installations/records.ts';
import { openHeadlessJournal } from '../services/journal/open.ts';
import { readManifestSnapshot } from '../services/manifest/snapshot.ts';
import { createPortStore } from '../services/workspace/ports.ts';
import { setAsideShippedDatabase } from '../services/workspace/shipped-database.ts';
import { createTrustStore, isWorkspaceTrusted, UNTRUSTED_MEANING } from '../services/workspace/trust.ts';
import { locateIntegration } from '../services/workspace/workspace.ts';

/** What `installation list|pause|resume` do: records the platform reads or changes without the integration. */
export interface RecordVerbs {
  list(): Promise<Installation[]>;
  pause(id: string): Promise<Installation>;
  resume(id: string): Promise<Installation>;
}

/**
 * The folder's installations as the studio stores them, opened without building or starting the
 * integration: listing them, pausing or resuming one sends the integration nothing, so
 * those verbs need no host (about 3 s of build and workerd). The folder is opened as a studio opens
 * it: an untrusted folder's shipped database is set aside first, the same database file with its
 * busy timeout and journal, and the same installation records and state machine, so the output and
 * the transitions journaled are the ones the studio's API gives.
 */
export async function openStoredInstallations(
  path: string,
  notice: (line: string) => void,
): Promise<RecordVerbs & { close(): Promise<void> }> {
  const { dir, manifestPath } = await locateIntegration(path);
  const trustStore = createTrustStore();
  const aside = (await isWorkspaceTrusted(dir, trustStore)) ? null : await setAsideShippedDatabase(dir, trustStore);
  if (aside)
    notice(
      `${UNTRUSTED_MEANING} Ignored: the database it shipped in .studio/studio.db (not opened: moved aside as .studio/${basename(aside)}, and a new one started). If you trust where ${dir} comes from, run again with --trust.`,
    );
  const manifest = await readManifestSnapshot(manifestPath);
  const opened = openHeadlessJournal({ dir });
  try {
    // No public server listens here: an installation's endpoint is shown where `serve` listens next, as a one-shot's host would.
    const origin = `http://127.0.0.1:${(await createPortStore().read()).public ?? 0}`;
    const publicEndpoint = (id: string) => `${origin}/i/${encodeURIComponent(id)}`;
    const records = createInstallationRecords({
      db: opened.db,
      journal: opened.journal,
      bus: opened.bus,
      manifest: () => manifest,
      endpoints: { publicEndpoint, publicContentEndpoint: publicEndpoint },
    });
    // What the Installations service answers for these verbs, read from its records as it does (it forwards them),
    // without its event delivery, which would load what a dispatch needs.
    return {
      list: async () => records.store.list().map(records.view),
      pause: async (id) => records.pause(id),
      resume: async (id) => records.resume(id),
      close: () => opened.dispose(),
    };
  } catch (error) {
    await opened.dispose();
    throw error;
  }
}
