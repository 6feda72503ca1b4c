import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createInstallationStore, type StoredInstallation } from '../../../electron/services/installations/store.ts';

const installation = (id: string, createdAt: number, kind: StoredInstallation['kind'] = 'space'): StoredInstallation => ({
  id,
  kind,
  parentId: null,
  spaceId: kind === 'space' ? `space_${id}` : null,
  siteId: null,
  status: 'active',
  configuration: {},
  configurationErrors: [],
  externalIds: [],
  token: `token_${id}`,
  createdAt,
  updatedAt: createdAt,
});

describe('what survives a reload: a stable installation order', () => {
  it('the installation list is newest first, and installations created in the same millisecond keep their creation order (not their random ids)', () => {
    const store = createInstallationStore(new DatabaseSync(':memory:'));
    // An organization and the space installed with it, in one millisecond; ids sort the other way.
    store.save(installation('inst_b', 1000, 'organization'));
    store.save(installation('inst_a', 1000));
    store.save(installation('inst_c', 900));
    // The pane puts a new one on top as it arrives; a reload must read the same order.
    expect(store.list().map((i) => i.id)).toEqual(['inst_a', 'inst_b', 'inst_c']);
    // An update (a status change, new configuration) does not move it.
    store.save({ ...installation('inst_b', 1000, 'organization'), status: 'paused', updatedAt: 5000 });
    expect(store.list().map((i) => i.id)).toEqual(['inst_a', 'inst_b', 'inst_c']);
  });
});
