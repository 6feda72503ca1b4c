import { describe, expect, it } from 'vitest';
import { installationsDirectory } from '../../../electron/services/installations/world-directory.ts';
import { openRecords } from './support.ts';

describe('the Installations store as the platform world directory', () => {
  it("a space installation's envelope is its organization installation around it, each with its state", () => {
    const { records } = openRecords();
    const directory = installationsDirectory(records, { integrationToken: 'pit_x' });
    const organization = records.organization();
    const space = records.applyConfiguration(
      records.install('space', { spaceId: 'space_1', parentId: organization.id }),
      { label: 'x' },
      'edited',
    );
    expect(directory.envelope(space.id)).toEqual({
      organization: {
        id: organization.id,
        organizationId: 'org_studio',
        configuration: organization.configuration,
        state: { status: organization.status, externalIds: [], spaceSelection: 'selected', targetSelection: 'specific' },
      },
      token: space.token,
      space: { id: 'space_1', configuration: { label: 'x' }, state: { status: 'active', externalIds: [] } },
    });
  });

  it('holds no development installation and no unknown one; a paused one refuses its public endpoint', () => {
    const { records } = openRecords();
    const directory = installationsDirectory(records, { integrationToken: 'pit_x' });
    expect(directory.envelope(undefined)).toBeNull();
    expect(directory.envelope('nope')).toBeNull();
    const space = records.install('space', { spaceId: 'space_1' });
    records.pause(space.id);
    expect(directory.pausedRefusal(space.id)).toMatch(/is paused/);
  });

  it("the API's write goes through the records' state machine and answers the installation after it", async () => {
    const { records } = openRecords();
    const directory = installationsDirectory(records, { integrationToken: 'pit_x' });
    const space = records.install('space', { spaceId: 'space_1' });
    const after = await directory.update(space.id, { configuration: { label: 'api' } });
    expect(after).toMatchObject({ id: space.id, configuration: { label: 'api' }, organizationId: 'org_studio' });
    expect(directory.isIntegrationToken('pit_x')).toBe(true);
    expect(records.store.history(space.id).at(-1)!.reason).toMatch(/updated by the integration/);
  });
});
