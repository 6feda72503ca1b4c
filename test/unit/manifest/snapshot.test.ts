import { describe, expect, it } from 'vitest';
import type { InstallationKind } from '../../../shared/api/installations.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { hostConfig } from '../../../electron/services/host/config.ts';
import { createInstallations } from '../../../electron/services/installations/service.ts';
import { openInstallations } from '../../../electron/services/installations/index.ts';
import { worldEndpoints } from '../../../electron/services/platform/world.ts';
import { mintCredentials } from '../../../electron/services/platform/credentials.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';

const base = 'name: demo\ntitle: Demo\ndescription: d\norganization: o\nscopes: []\nscript: ./src/index.ts\n';
const KINDS: InstallationKind[] = ['organization', 'space', 'site'];

/** The kinds the host's development installation has (it always has an organization and a space). */
function hostKinds(text: string): InstallationKind[] {
  const read = hostConfig(manifestSnapshot('/x/platform-manifest.yaml', text));
  if (!read.ok) throw new Error(read.error);
  return ['organization', 'space', ...(read.config.devHasSite ? (['site'] as const) : [])];
}

/** The kinds Installations lets the user create. */
async function installationKinds(text: string): Promise<InstallationKind[]> {
  const journal = createJournal(openDatabaseFile(':memory:'), createBus());
  const credentials = mintCredentials(journal);
  const bus = createBus();
  const opened = openInstallations({
    db: openDatabaseFile(':memory:'),
    journal,
    bus,
    manifest: () => manifestSnapshot('/x/platform-manifest.yaml', text),
    credentials,
    endpoints: worldEndpoints('http://127.0.0.1:1'),
  });
  const service = createInstallations({
    records: opened.records,
    credentials,
    host: null,
    webhooks: () => null,
    queuedTasks: () => [],
    journal,
    bus,
  });
  const allowed: InstallationKind[] = [];
  for (const kind of KINDS) {
    const created = await service
      .create({ kind, ...(kind === 'space' ? { spaceId: 'space_1' } : {}), ...(kind === 'site' ? { siteId: 'site_1' } : {}) })
      .then(
        () => true,
        () => false,
      );
    if (created) allowed.push(kind);
  }
  return allowed;
}

describe('manifest snapshot: one parse, the platform defaults applied once', () => {
  it('a manifest without target gives the same installation kinds in the host and in Installations (the platform default, space)', async () => {
    expect(manifestSnapshot('/x/platform-manifest.yaml', base).target).toBe('space');
    expect(await installationKinds(base)).toEqual(['organization', 'space']);
    expect(hostKinds(base)).toEqual(await installationKinds(base));
  });

  it('every target gives the same kinds in the host and in Installations', async () => {
    for (const target of ['all', 'site', 'space', 'organization']) {
      const text = `${base}target: ${target}\n`;
      expect(hostKinds(text).includes('site'), target).toBe((await installationKinds(text)).includes('site'));
    }
  });

  it('a broken manifest keeps the defaults and names why, as the host reports it', () => {
    const snapshot = manifestSnapshot('/x/platform-manifest.yaml', 'name: [unclosed');
    expect(snapshot.error).toMatch(/^\/x\/platform-manifest\.yaml is not valid YAML: /);
    expect(hostConfig(snapshot)).toEqual({ ok: false, error: snapshot.error });
    expect(hostConfig(manifestSnapshot('/x/m.yaml', 'name: a\n'))).toEqual({
      ok: false,
      error: '/x/m.yaml has no "script": name the integration\'s entry file (e.g. script: ./src/index.ts).',
    });
  });
});
