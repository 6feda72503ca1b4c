import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/support/studio.ts';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // Every spec at the common desktop size; the walkthrough (every pane, keyboard, screenshots) and the
  // workspace switch (every pane follows the open folder) also at the smallest size the studio supports.
  projects: [
    { name: 'desktop-1440x900', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'compact-1024x640',
      use: { viewport: { width: 1024, height: 640 } },
      testMatch: ['**/walkthrough.spec.ts', '**/workspace-switch.spec.ts'],
    },
  ],
});
