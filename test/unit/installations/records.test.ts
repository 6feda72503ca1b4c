import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { InstallationsError } from '../../../electron/services/installations/errors.ts';
import { createInstallationRecords, type IntegrationUpdate } from '../../../electron/services/installations/records.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { worldEndpoints } from '../../../electron/services/platform/world.ts';

const MANIFEST =
  'name: demo\nscript: ./src/index.ts\ntarget: space\nconfigurations:\n  space:\n    properties:\n      label: {type: string}\n    required: [label]\n';

function records(text = MANIFEST) {
  const db = openDatabaseFile(':memory:');
  const bus = createBus();
  const changed: string[] = [];
  bus.subscribe('installations.changed', ({ id }) => changed.push(id));
  return {
    changed,
    records: createInstallationRecords({
      db,
      journal: createJournal(db, bus),
      bus,
      manifest: () => manifestSnapshot('/x/platform-manifest.yaml', text),
      endpoints: worldEndpoints('http://127.0.0.1:1'),
    }),
  };
}

describe('installation records: the state machine over the store, no host needed', () => {
  it('an install whose defaults fail the section is pending; a valid configuration makes it active', () => {
    const { records: r } = records();
    const space = r.install('space', { spaceId: 'space_1' });
    expect(space.status).toBe('pending');
    const next = r.applyConfiguration(space, { label: 'x' }, 'edited');
    expect(next.status).toBe('active');
    expect(r.store.history(space.id).map((t) => t.to)).toEqual(['pending', 'active']);
  });

  it('the target and the one-per-level rules refuse with their own codes', () => {
    const { records: r } = records();
    r.install('space', { spaceId: 'space_1' });
    expect(() => r.install('space', { spaceId: 'space_1' })).toThrow(expect.objectContaining({ code: 'already-installed' }));
    const refused = (() => {
      try {
        r.install('site', {});
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(InstallationsError);
    expect(refused).toMatchObject({ code: 'target-refuses', message: expect.stringMatching(/target is `space`/) });
  });

  it('paused stays paused on an edit; its public endpoint refuses until it is resumed', () => {
    const { records: r } = records();
    const space = r.install('space', { spaceId: 'space_1' });
    r.pause(space.id);
    expect(r.pausedRefusal(space.id)).toMatch(/is paused/);
    expect(r.applyConfiguration(r.mustGet(space.id), { label: 'x' }, 'edited').status).toBe('paused');
    expect(() => r.pause(space.id)).toThrow(expect.objectContaining({ code: 'paused' }));
    expect(r.resume(space.id).status).toBe('active');
    expect(r.pausedRefusal(space.id)).toBeNull();
    expect(() => r.resume(space.id)).toThrow(expect.objectContaining({ code: 'not-paused' }));
  });

  it('an update of the integration is stored, pushed to the pane, and told to listeners with the state before it', () => {
    const { records: r, changed } = records();
    const space = r.install('space', { spaceId: 'space_1' });
    const heard: IntegrationUpdate[] = [];
    const stop = r.onIntegrationUpdate((update) => heard.push(update));
    r.updateFromIntegration(space.id, { configuration: { label: 'from the API' }, externalIds: ['a', 'a'] });
    expect(heard).toHaveLength(1);
    expect(heard[0]!.before.configuration).toEqual({});
    expect(heard[0]!.next).toMatchObject({ configuration: { label: 'from the API' }, externalIds: ['a'], status: 'active' });
    expect(changed).toContain(space.id);
    stop();
    r.updateFromIntegration(space.id, { externalIds: [] });
    expect(heard).toHaveLength(1);
  });

  it('deleting an organization installation uninstalls those under it; an unknown id is refused by name', () => {
    const { records: r } = records('name: demo\nscript: ./src/index.ts\ntarget: all\n');
    const organization = r.organization();
    r.install('space', { spaceId: 'space_1', parentId: organization.id });
    r.delete(organization.id);
    expect(r.store.list()).toEqual([]);
    expect(() => r.mustGet(organization.id)).toThrow(expect.objectContaining({ code: 'unknown-installation' }));
  });

  it("the view masks secrets and shows the world's public endpoint", () => {
    const { records: r } = records();
    const space = r.applyConfiguration(r.install('space', { spaceId: 'space_1' }), { label: 'x', api_key: 'sk_live_1234567890' }, 'edited');
    const view = r.view(space);
    expect(view.urls.publicEndpoint).toBe(`http://127.0.0.1:1/i/${space.id}`);
    expect(JSON.stringify(view.configuration)).not.toContain('sk_live_1234567890');
  });
});
