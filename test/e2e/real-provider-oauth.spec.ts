import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { installDependencies } from '../corpus/dependencies.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/** The platform's Slack integration (../shared/corpus/real-integrations), connected with Slack's OAuth, offline. */
const CORPUS = process.env.CORPUS_DIR ?? join(ROOT, '..', 'shared', 'corpus', 'real-integrations');
const available = existsSync(join(CORPUS, 'slack', 'platform-manifest.yaml'));

test.describe('OAuth against a real provider, offline, through the UI', () => {
  test.skip(!available, `no corpus at ${CORPUS} (set CORPUS_DIR to run it)`);
  let studio: ServedStudio;
  let dir: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'real-slack-oauth-'));
    cpSync(join(CORPUS, 'slack'), dir, { recursive: true });
    const { dir: dependencies } = installDependencies('slack', join(dir, 'package.json'));
    if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(
      join(dir, '.env'),
      'SLACK_CLIENT_ID=slack-client-e2e\nSLACK_CLIENT_SECRET=slack-secret-e2e\nSLACK_SIGNING_SECRET=s\nSLACK_OPENAI_API_KEY=k\n',
    );
    // Its channel picker asks Slack's API with the stored token: answered by a mock of the folder.
    mkdirSync(join(dir, 'mocks'));
    writeFileSync(
      join(dir, 'mocks', 'slack-channels.yaml'),
      'request:\n  method: GET\n  url: https://slack.com/api/conversations.list*\nanswer:\n  json:\n    ok: true\n    channels: [{ id: C0GENERAL, name: general }]\n    response_metadata: { next_cursor: "" }\n',
    );
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("slack: install on a space, Authorize → the stand-in's consent page naming Slack → Approve → connected, channel chosen, active; the Inspector shows both provider steps as mock answers", async ({
    page,
  }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await page.getByRole('button', { name: 'New installation' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'A space' }).check();
    await dialog.getByLabel('Space id').fill('space_docs');
    await dialog.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByRole('heading', { name: /Space space_docs/ })).toBeVisible({ timeout: 30_000 });

    // The organization installation holds Slack's Authorize button.
    await page.getByRole('button', { name: /^Organization/ }).click();
    const badge = page.locator('.in-detail-head').getByTestId('status-badge');
    await expect(badge).toHaveAttribute('data-status', 'pending');
    // Before the connection, Slack's channel picker cannot load: the integration has no token yet.
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load options' })).toContainText('not authenticated');
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('oauth-oauth_credentials').click();
    const popup = await popupPromise;
    // Not slack.com: the studio's consent page, naming Slack and the scopes the integration asked for.
    await expect(popup.getByRole('heading', { name: 'Slack, stood in for by the studio' })).toBeVisible();
    expect(new URL(popup.url()).pathname).toBe('/oauth-mock/authorize');
    await expect(popup.locator('.scopes')).toContainText('chat:write');
    await popup.screenshot({ path: join(ROOT, 'test-results', 'screens', 'real-slack-oauth-consent.png') });
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(popup.getByText('The account is connected.')).toBeVisible();
    await popup.close();
    await expect(page.getByTestId('oauth-result')).toContainText('Connected');
    await expect(page.getByTestId('oauth-stored-oauth_credentials')).toContainText('••••');

    // With the token stored, the channel picker loads (from the folder's mock of Slack's API); Save → active.
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel(/^Default Channel/).selectOption('C0GENERAL');
    await page.getByTestId('save-configuration').click();
    await expect(badge).toHaveAttribute('data-status', 'active');
    await shoot(page, 'real-slack-oauth-active');

    // The Inspector: the authorize step and the token exchange, each answered by the mock provider.
    await page.goto(`${studio.origin}/#inspector`);
    await page.getByRole('button', { name: 'Group' }).click();
    await page.getByText('POST https://slack.com/api/oauth.v2.access → 200 (mock oauth-stand-in:slack/token)').first().click();
    await expect(page.locator('[data-answered-by=mock]')).toContainText('in place of slack’s token endpoint');
    await page
      .getByText(/^GET https:\/\/slack\.com\/oauth\/v2\/authorize\?.* → 302 \(mock oauth-stand-in:slack\/authorize\)$/)
      .first()
      .click();
    await expect(page.locator('[data-answered-by=mock]')).toContainText('in place of slack’s authorize page');
    await shoot(page, 'real-slack-oauth-inspector');
  });
});
