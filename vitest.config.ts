import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Component tests: jsdom, Testing Library's setup, and 20 s a test (Monaco or the real installations
 * service take seconds on a busy two-core machine; a slow run is not a failure, timing is for benches).
 */
const renderer = {
  environment: 'jsdom' as const,
  include: ['test/unit/renderer/**/*.test.{ts,tsx}'],
  setupFiles: ['test/unit/renderer/setup.ts'],
  testTimeout: 20_000,
};
/**
 * Files whose tests need a page no other file has used (each gets its own jsdom), found by running the
 * files in shuffled orders (--sequence.shuffle.files): the webframe test's messages went unanswered,
 * and the replay test saw a record another file's Inspector had opened.
 */
const FRESH_PAGE = [
  'test/unit/renderer/preview/webframe-page-visitor.test.tsx',
  'test/unit/renderer/inspector/replay-opens-record.test.tsx',
];

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
          ...renderer,
          name: 'renderer',
          // One jsdom per worker instead of one per file (it was 67 × ~0.85 s).
          isolate: false,
          exclude: FRESH_PAGE,
        },
      },
      {
        plugins: [react()],
        test: { ...renderer, name: 'renderer-fresh-page', include: FRESH_PAGE },
      },
    ],
  },
});
