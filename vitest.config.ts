import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, idle
    // while a test waits for the processes it started (serve, workerd, Chromium). Files run side by
    // side, each with its own config folder (test/config-home.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
          exclude: ['test/unit/renderer/**'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          setupFiles: ['test/config-home.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (it was 67 × ~0.85 s).
          isolate: false,
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
