import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../../chromium.ts';

/**
 * The mock provider's pages (consent, sign-out) show in the studio's OAuth popup and Site frame.
 * In a dark studio they must be dark too, not a white page: they follow the system's scheme, as the
 * studio's theme does by default (Chromium gives a cross-origin frame the system's scheme, not the
 * framing page's). Runs in Debian's Chromium.
 */

let h: Awaited<ReturnType<typeof startHarness>>;
let consentURL: string;
let browser: Browser | null = null;
beforeAll(async () => {
  h = await startHarness();
  const orgId = (await h.service.create({ kind: 'organization' })).id;
  const { authorizeURL, clientId } = h.mockProvider.settings();
  const redirectUri = `${h.publicServer.origin}/i/${orgId}/oauth`;
  consentURL = `${authorizeURL}?${new URLSearchParams({ client_id: clientId, response_type: 'code', state: 's', redirect_uri: redirectUri, scope: 'read' })}`;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** The lightness (0–255, mean of the channels) of the computed colours of an element. */
async function lightness(page: Page, selector: string, property: 'backgroundColor' | 'color') {
  // The page's code is text: this file is type-checked without the DOM's types.
  const value = (await page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`)) as string;
  const channels = value
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
  return channels.reduce((sum: number, channel: number) => sum + channel, 0) / 3;
}

describe("the mock provider's pages follow the studio's dark theme", () => {
  it('the consent page is dark on a dark system and light on a light one: dark background, light text, readable buttons', async () => {
    if (!hasChromium) return void console.log(`skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const dark = await browser.newPage({ colorScheme: 'dark' });
    await dark.goto(consentURL);
    expect(await lightness(dark, 'body', 'backgroundColor')).toBeLessThan(64);
    expect(await lightness(dark, 'body', 'color')).toBeGreaterThan(192);
    expect(await lightness(dark, 'button[value=deny]', 'color')).toBeGreaterThan(192);
    expect(await lightness(dark, '.scopes', 'backgroundColor')).toBeLessThan(64);
    const light = await browser.newPage({ colorScheme: 'light' });
    await light.goto(consentURL);
    expect(await lightness(light, 'body', 'backgroundColor')).toBeGreaterThan(240);
    expect(await lightness(light, 'body', 'color')).toBeLessThan(64);
  }, 60_000);
});
