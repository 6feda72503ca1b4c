import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openInstallations } from '../../../electron/services/installations/index.ts';
import { createInstallations } from '../../../electron/services/installations/service.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { DEV_INSTALLATION_ID } from '../../../electron/services/platform/ids.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/world.ts';

const MANIFEST = 'name: demo\nscript: ./src/index.ts\nconfigurations:\n  space:\n    properties:\n      label: {type: string}\n';

/** A world over an Installations store, with a host stand-in that delivers as the host does: the environment from the world. */
function session() {
  const db = openDatabaseFile(':memory:');
  const bus = createBus();
  const journal = createJournal(db, bus);
  const endpoints = worldEndpoints('http://127.0.0.1:1', 'http://localhost:2');
  const manifest = () => manifestSnapshot('/x/platform-manifest.yaml', MANIFEST);
  const registered: string[] = [];
  const registry = { registerSecret: (name: string, value: string) => (registered.push(name), journal.registerSecret(name, value)) };
  const world = createPlatformWorld({ registry, endpoints, db });
  const opened = openInstallations({ db, journal, bus, manifest, credentials: world.credentials, endpoints });
  const withInstallations = createPlatformWorld({ registry, credentials: world.credentials, endpoints, db, workspace: opened.directory });
  const delivered: { installationId?: string; environment: unknown }[] = [];
  const service = createInstallations({
    records: opened.records,
    credentials: withInstallations.credentials,
    journal,
    bus,
    webhooks: () => null,
    queuedTasks: () => [],
    host: {
      async dispatchEvent(_event, { installationId }) {
        delivered.push({ installationId, environment: withInstallations.environmentFor(installationId) });
        return { status: 200, body: '{}', durationMs: 0, logs: [], recordId: 1 };
      },
    },
  });
  return { world, withInstallations, service, delivered, registered };
}

describe('the platform world is built before any host', () => {
  it('mints its credentials once and registers them with the redactor', () => {
    const { world, registered } = session();
    expect(world.credentials.integrationToken).toMatch(/^pit_/);
    expect(registered.filter((name) => name === 'integration-token')).toHaveLength(1);
  });

  it("describes the development installation's environment from what the build wrote, with the world's endpoints", () => {
    const { world } = session();
    expect(world.environmentFor(undefined)!.integration.name).toBe('integration');
    Object.assign(world.loaded, {
      integrationName: 'demo',
      secrets: { KEY: 'v' },
      defaults: { account: {}, space: { label: 'd' }, site: {} },
    });
    const environment = world.environmentFor(DEV_INSTALLATION_ID)!;
    expect(environment.integration.name).toBe('demo');
    expect(environment.secrets).toEqual({ KEY: 'v' });
    expect(environment.apiEndpoint).toBe('http://127.0.0.1:1/api');
    expect(environment.spaceInstallation!.configuration).toEqual({ label: 'd' });
    expect(environment.siteInstallation).toBeUndefined();
    expect(world.endpoints.publicContentEndpoint('x')).toBe('http://localhost:2/i/x');
  });

  it('answers null for an installation no directory holds, so the host refuses it by name', () => {
    const { world } = session();
    expect(world.environmentFor('nope')).toBeNull();
    expect(world.directory.pausedRefusal('nope')).toBeNull();
  });

  it('an Installations event carries the environment the world describes from the stored record, without asking the service', async () => {
    const { withInstallations, service, delivered } = session();
    const space = await service.create({ kind: 'space', spaceId: 'space_1', configuration: { label: 'stored' } });
    const sent = delivered.filter((item) => item.installationId === space.id).at(-1)!;
    expect(sent.environment).toMatchObject({ spaceInstallation: { space: 'space_1', configuration: { label: 'stored' } } });
    service.pause(space.id);
    expect(withInstallations.directory.pausedRefusal(space.id)).toMatch(/is paused/);
    // The development installation is still there beside the workspace's.
    expect(withInstallations.environmentFor(undefined)!.installation!.id).toBe(DEV_INSTALLATION_ID);
  });

  it('a write of the integration through the API lands in the development installation the next envelope carries', async () => {
    const { world } = session();
    await world.directory.update(DEV_INSTALLATION_ID, { configuration: { written: true } });
    expect(world.environmentFor(undefined)!.installation!.configuration).toEqual({ written: true });
  });
});
