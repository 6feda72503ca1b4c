import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

// The user's config folder (trusted folders, remembered ports, running studios, drafts) is one of this
// test file's own, never the real home: test files run side by side, and one studio remembering a port
// another file's studio then finds taken would change what that file sees. The CLI processes a test
// starts inherit it through the environment.
const home = mkdtempSync(join(tmpdir(), 'studio-test-config-'));
process.env.XDG_CONFIG_HOME = home;
afterAll(() => {
  try {
    rmSync(home, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A studio this file stopped may still be unregistering itself: a leftover temporary folder is no failure.
  }
});
