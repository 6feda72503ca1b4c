import type { JournalRecord } from '../../../shared/api/index.ts';
import type { Studio } from '../../../electron/app/studio.ts';
import type { DirectoryInstallation } from '../../../electron/services/platform/directory.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../../chromium.ts';

/** A site installation of the platform world, active on `site_docs` unless `overrides` say otherwise. */
export function siteInstallation(id: string, overrides: Partial<DirectoryInstallation> = {}): DirectoryInstallation {
  return {
    id,
    organizationId: 'org',
    kind: 'site',
    parentId: null,
    spaceId: null,
    siteId: 'site_docs',
    status: 'active',
    configuration: {},
    externalIds: [],
    token: 't',
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

/** The open session's records of `kind`, written through. */
export function studioRecords(studio: Studio, kind: string): JournalRecord[] {
  studio.session().journal.flush();
  return studio
    .session()
    .journal.list({ limit: 1000 })
    .filter((record) => record.kind === kind);
}

/** Waits (bounded) until `find` finds something: what a page does in the browser arrives in its own time. */
export async function until<T>(find: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
