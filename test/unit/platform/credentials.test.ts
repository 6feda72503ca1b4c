import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openInstallations } from '../../../electron/services/installations/index.ts';
import { createInstallations } from '../../../electron/services/installations/service.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { mintCredentials } from '../../../electron/services/platform/credentials.ts';
import { DEV_INSTALLATION_ID, DEV_ORGANIZATION_ID, DEV_SPACE_ID } from '../../../electron/services/platform/ids.ts';
import { installationEnvironment } from '../../../electron/services/platform/environment.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/world.ts';

const MANIFEST = 'name: demo\nscript: ./src/index.ts\nconfigurations:\n  space:\n    properties:\n      label: {type: string}\n';

/** A journal whose redactor registrations are counted by name. */
function countingJournal() {
  const journal = createJournal(openDatabaseFile(':memory:'), createBus());
  const registered = new Map<string, number>();
  const registerSecret = journal.registerSecret.bind(journal);
  journal.registerSecret = (name, value) => {
    registered.set(name, (registered.get(name) ?? 0) + 1);
    registerSecret(name, value);
  };
  return { journal, registered };
}

/** Installations in a platform world, as the session builds them (no host: events are not delivered). */
function installations(journal: ReturnType<typeof countingJournal>['journal'], credentials = mintCredentials(journal)) {
  const db = openDatabaseFile(':memory:');
  const bus = createBus();
  const endpoints = worldEndpoints('http://127.0.0.1:1');
  const manifest = () => manifestSnapshot('/x/platform-manifest.yaml', MANIFEST);
  const opened = openInstallations({ db, journal, bus, manifest, credentials, endpoints });
  const world = createPlatformWorld({ registry: journal, credentials, endpoints, db, workspace: opened.directory });
  // What the host's build would write.
  world.loaded.integrationName = 'demo';
  const service = createInstallations({
    records: opened.records,
    credentials,
    host: null,
    webhooks: () => null,
    queuedTasks: () => [],
    journal,
    bus,
  });
  return { credentials, world, service };
}

describe('the platform world has one set of credentials per session', () => {
  it('mints the integration token once: one redactor registration under its name, none by Installations', () => {
    const { journal, registered } = countingJournal();
    installations(journal);
    expect(registered.get('integration-token')).toBe(1);
    expect(registered.get('installation-token:dev')).toBe(1);
  });

  it('gives the development installation and an Installations installation the same integration token', async () => {
    const { journal } = countingJournal();
    const { credentials, world, service } = installations(journal);
    const created = await service.create({ kind: 'space', spaceId: 'space_1' });
    const installed = world.environmentFor(created.id)!;
    const dev = world.environmentFor(DEV_INSTALLATION_ID)!;
    expect(installed.apiTokens.integration).toBe(credentials.integrationToken);
    expect(dev.apiTokens.integration).toBe(credentials.integrationToken);
  });
});

describe('one environment builder', () => {
  it('the host builds the development installation through it', () => {
    const credentials = mintCredentials({ registerSecret() {} });
    const base = {
      integrationName: 'demo',
      apiEndpoint: 'http://127.0.0.1:1/api',
      integrationToken: credentials.integrationToken,
      publicEndpoint: 'http://127.0.0.1:1/i/dev',
      secrets: { KEY: 'v' },
    };
    const world = createPlatformWorld({ registry: { registerSecret() {} }, credentials, endpoints: worldEndpoints('http://127.0.0.1:1') });
    Object.assign(world.loaded, {
      integrationName: 'demo',
      secrets: base.secrets,
      defaults: { account: { level: 'account' }, space: { level: 'space' }, site: { level: 'site' } },
    });
    const fromHost = world.environmentFor(undefined);
    expect(fromHost).toEqual(
      installationEnvironment(base, {
        organization: { id: DEV_INSTALLATION_ID, organizationId: DEV_ORGANIZATION_ID, configuration: { level: 'account' } },
        token: credentials.devInstallationToken,
        space: { id: DEV_SPACE_ID, configuration: { level: 'space' } },
      }),
    );
  });

  it('Installations builds a space installation through it, its state on both objects', async () => {
    const { journal } = countingJournal();
    const { credentials, world, service } = installations(journal);
    const created = await service.create({ kind: 'space', spaceId: 'space_1' });
    const stored = service.stored(created.id)!;
    const parent = service.stored(stored.parentId!)!;
    const endpoint = `http://127.0.0.1:1/i/${created.id}`;
    const environment = world.environmentFor(created.id)!;
    expect(environment).toEqual(
      installationEnvironment(
        {
          integrationName: 'demo',
          apiEndpoint: 'http://127.0.0.1:1/api',
          integrationToken: credentials.integrationToken,
          publicEndpoint: endpoint,
          publicContentEndpoint: endpoint,
          secrets: {},
        },
        {
          organization: {
            id: parent.id,
            organizationId: 'org_studio',
            configuration: parent.configuration,
            state: {
              status: parent.status,
              externalIds: parent.externalIds,
              spaceSelection: environment.installation!.space_selection as string,
              targetSelection: (environment.installation as unknown as { targetSelection: string }).targetSelection,
            },
          },
          token: stored.token,
          space: { id: 'space_1', configuration: stored.configuration, state: { status: stored.status, externalIds: stored.externalIds } },
        },
      ),
    );
    expect(environment.spaceInstallation).toMatchObject({ installation: parent.id, urls: { publicEndpoint: endpoint } });
  });
});
