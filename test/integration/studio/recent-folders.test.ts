import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../../shared/api/index.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { createRecentFolders } from '../../../electron/services/workspace/recent.ts';
import { createTrustStore } from '../../../electron/services/workspace/trust.ts';
import { fixture } from '../host/support.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function temporary(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

describe('Open folder offers the recent folders', () => {
  it('workspace.recent answers the folders of recent-folders.json, newest first, gone ones left out', async () => {
    const config = temporary('studio-recent-config-');
    const a = temporary('studio-recent-a-');
    cpSync(fixture('protocol'), a, { recursive: true, filter: (path) => !path.includes('.studio') });
    const b = temporary('studio-recent-b-');
    const recentFolders = createRecentFolders(join(config, 'recent-folders.json'));
    await recentFolders.opened('/nowhere/gone-folder');
    await recentFolders.opened(b);
    await recentFolders.opened(a);
    const studio = await createStudio({
      dir: a,
      transport: 'browser',
      trustStore: createTrustStore(join(config, 'trusted-folders.json')),
      recentFolders,
    });
    try {
      const answer = (await studio.dispatch('workspace.recent', {})) as CallResult<{ folders: string[] }>;
      expect(answer).toEqual({ ok: true, result: { folders: [a, b] } });
    } finally {
      await studio.dispose();
    }
  });
});
