import type { Browser } from 'playwright-core';

/** Debian's Chromium (`/usr/bin/chromium`), or the one `CHROMIUM_PATH` names: never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium for the commands that draw or open pages (`render --png`, `test --png`, `site`).
 * playwright-core is loaded here only, so a command that never opens a page never pays for it.
 * `command` names what needs it, for the message when it cannot start.
 */
export async function launchHeadlessChromium(command: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium
    .launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
    .catch((error: Error) => {
      throw new Error(
        `${command} needs Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to use another), and it could not start: ${error.message.split('\n')[0]}`,
      );
    });
}
