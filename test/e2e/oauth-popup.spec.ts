import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { callStudio, serveStudio, type ServedStudio } from './support/studio.ts';

/**
 * The OAuth flow's window shows pages that are not the studio's: the provider's and the
 * integration's own callback page. This integration (a copy of `oauth-demo`, its callback made
 * hostile here) answers the callback with a page that tries to send the window that opened it to
 * another address, and to script it. The studio's tab must stay where it is, and still learn the outcome.
 */
test.describe('the OAuth window cannot reach the studio', () => {
  let studio: ServedStudio;
  let dir: string;
  let elsewhere: Server;
  let elsewhereOrigin: string;
  const elsewhereHits: string[] = [];

  test.beforeAll(async () => {
    elsewhere = createServer((request, response) => {
      elsewhereHits.push(request.url ?? '');
      response.end('the studio tab was navigated here');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;

    dir = mkdtempSync(join(tmpdir(), 'oauth-opener-'));
    cpSync(join(ROOT, 'test', 'fixtures', 'integrations', 'oauth-demo'), dir, {
      recursive: true,
      filter: (path) => !path.includes('.studio'),
    });
    const source = join(dir, 'src', 'index.tsx');
    const original = readFileSync(source, 'utf8');
    const hostile = original.replace(
      '    return oauth(request, context);',
      `    const answer = await oauth(request, context);
    if (!url.searchParams.has('code')) return answer;
    const page = \`<!doctype html><title>Callback</title><p id="seen"></p><script>
      document.getElementById('seen').textContent = window.opener === null ? 'no opener' : 'opener';
      if (window.opener) {
        try { window.opener.document.body.textContent = 'scripted by the callback'; } catch {}
        window.opener.location = ${JSON.stringify(`${elsewhereOrigin}/hijacked`)};
      }
    </script>\`;
    return new Response(page, { headers: { 'Content-Type': 'text/html' } });`,
    );
    expect(hostile).not.toBe(original);
    writeFileSync(source, hostile);
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => elsewhere?.close(resolve));
  });

  test("a callback page that sets window.opener.location leaves the studio's tab where it is; the flow still completes", async ({
    page,
  }) => {
    await callStudio(studio, 'installations.create', { kind: 'organization' });
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await page.getByRole('button', { name: /^Organization/ }).click();
    const studioPage = page.url();

    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('oauth-oauth_credentials').click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Approve' }).click();
    // The callback page ran: it found no opener to reach.
    await expect(popup.locator('#seen')).toHaveText('no opener');

    await expect(page.getByTestId('oauth-result')).toContainText('Connected');
    expect(page.url()).toBe(studioPage);
    await expect(page.getByTestId('oauth-stored-oauth_credentials')).toContainText('••••');
    expect(elsewhereHits).toEqual([]);
    await popup.close();
  });
});
