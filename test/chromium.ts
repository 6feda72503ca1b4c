import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../electron/lib/headless-chromium.ts';

/** Debian's Chromium (or CHROMIUM_PATH) for the tests that drive a page; the flags keep it off the (closed) network. */
export { CHROMIUM_PATH };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const hasChromium = existsSync(CHROMIUM_PATH);
