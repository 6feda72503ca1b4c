import { afterEach, expect, it } from 'vitest';
import { startHarness } from './harness.ts';

let h: Awaited<ReturnType<typeof startHarness>>;
afterEach(async () => h.close());

it('a plain-string oauth_credentials under a differently named button is masked in the view and redacted in the journal', async () => {
  // The button is called `connect`; the default extractCredentials still stores under oauth_credentials.
  h = await startHarness({
    editManifest: (text) => text.replace(/^ {6}oauth_credentials:$/m, '      connect:').replace(/- oauth_credentials$/m, '- connect'),
  });
  const { id } = await h.service.create({ kind: 'organization' });
  const credential = 'xoxb-0123456789-plain-string';
  const shown = h.service.updateFromIntegration(id, { configuration: { oauth_credentials: credential } });
  expect(shown.configuration.oauth_credentials).toBe('••••••••ring');
  expect(JSON.stringify(h.service.get(id))).not.toContain(credential);
  expect(JSON.stringify(h.service.list())).not.toContain(credential);
  h.journal.append({ kind: 'log', status: 'info', summary: 'echo', data: { level: 'info', message: `got ${credential}` } });
  expect(JSON.stringify(h.journal.list({ limit: 1 }))).not.toContain(credential);
  expect(h.service.get(id).status).toBe('active');
});
