import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { createEnvironments } from '../../../electron/services/host/environment.ts';
import { createInstallations } from '../../../electron/services/installations/service.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { mintCredentials } from '../../../electron/services/platform/credentials.ts';
import { DEV_INSTALLATION_ID, DEV_ORGANIZATION_ID, DEV_SPACE_ID } from '../../../electron/services/platform/ids.ts';
import { installationEnvironment } from '../../../electron/services/platform/environment.ts';

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

function installations(journal: ReturnType<typeof countingJournal>['journal'], credentials = mintCredentials(journal)) {
  return {
    credentials,
    service: createInstallations({
      db: openDatabaseFile(':memory:'),
      journal,
      bus: createBus(),
      manifest: () => manifestSnapshot('/x/platform-manifest.yaml', MANIFEST),
      credentials,
      host: null,
      webhooks: () => null,
    }),
  };
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
    const { credentials, service } = installations(journal);
    const created = await service.create({ kind: 'space', spaceId: 'space_1' });
    const base = { apiEndpoint: 'http://127.0.0.1:1/api', secrets: {} };
    const installed = service.environment(created.id, base)!;
    const dev = createEnvironments({
      publicOrigin: 'http://127.0.0.1:1',
      apiEndpoint: base.apiEndpoint,
      integrationToken: credentials.integrationToken,
      devInstallationToken: credentials.devInstallationToken,
      devDirectory: { configuration: () => ({}) },
      built: { integrationName: 'demo', secrets: {}, devHasSite: false },
    }).environmentFor(DEV_INSTALLATION_ID)!;
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
    const fromHost = createEnvironments({
      publicOrigin: 'http://127.0.0.1:1',
      apiEndpoint: base.apiEndpoint,
      integrationToken: credentials.integrationToken,
      devInstallationToken: credentials.devInstallationToken,
      devDirectory: { configuration: (level) => ({ level }) },
      built: { integrationName: 'demo', secrets: base.secrets, devHasSite: false },
    }).environmentFor(undefined);
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
    const { credentials, service } = installations(journal);
    const created = await service.create({ kind: 'space', spaceId: 'space_1' });
    const stored = service.stored(created.id)!;
    const parent = service.stored(stored.parentId!)!;
    const endpoint = 'http://127.0.0.1:1/i/x';
    const environment = service.environment(created.id, { apiEndpoint: 'http://127.0.0.1:1/api', secrets: {}, publicEndpoint: endpoint })!;
    expect(environment).toEqual(
      installationEnvironment(
        {
          integrationName: 'demo',
          apiEndpoint: 'http://127.0.0.1:1/api',
          integrationToken: credentials.integrationToken,
          publicEndpoint: endpoint,
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
