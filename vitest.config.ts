import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
          exclude: ['test/unit/renderer/**'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Workspace trust is kept in the user's config folder: tests (and the CLI processes they
          // start) keep theirs in a folder of this run, never in the real home.
          env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'studio-test-config-')) },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['test/unit/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/renderer/setup.ts'],
          // Component tests that mount Monaco or the real installations service take seconds on a busy
          // two-core machine; a slow run is not a failure (timing is measured in benches, not here).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
