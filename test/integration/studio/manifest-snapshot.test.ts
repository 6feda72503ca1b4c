import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { exampleCopy } from '../fixtures/support.ts';

describe('manifest snapshot: the session reads the manifest once per change, never on a dispatch', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let studio: Studio;
  beforeAll(async () => {
    ({ dir, remove } = await exampleCopy());
    studio = await createStudio({ dir, transport: 'browser' });
  });
  afterAll(async () => {
    await studio?.dispose();
    await remove();
  });

  it('a dispatch to a created installation reads no file: with the manifest moved away it still delivers, configured from the snapshot', async () => {
    const handlers = studio.handlers;
    const installation = await handlers['installations.create']({
      kind: 'space',
      spaceId: 'space_snap',
      configuration: { greeting: 'Hey' },
    });
    const { payload } = await handlers['installations.eventTemplate']({
      installationId: installation.id,
      eventType: 'space_content_updated',
    });
    const manifest = join(dir, 'platform-manifest.yaml');
    await rename(manifest, `${manifest}.away`);
    try {
      const outcome = await handlers['installations.fire']({
        installationId: installation.id,
        eventType: 'space_content_updated',
        payload,
      });
      expect(outcome.status).toBe(200);
      const record = studio.session().journal.get(outcome.recordId!)!;
      expect(record.kind).toBe('dispatch');
      // The environment was built from the snapshot's configuration section, not a read of the file.
      expect(JSON.stringify(record.data)).toContain('space_snap');
    } finally {
      await rename(`${manifest}.away`, manifest);
    }
  });
});
