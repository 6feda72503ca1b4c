import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStudio, type ServedStudio } from './support/studio.ts';

const THIEF = fileURLToPath(new URL('../fixtures/integrations/cookie-thief', import.meta.url));
let studio: ServedStudio;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-cookie-'));
  cpSync(THIEF, dir, { recursive: true, filter: (path) => !path.includes('.studio') }); // never another run's live database
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the UI credential stays with the UI: an integration neither reads nor replaces it, and the journal and exports never hold it', async ({
  page,
  context,
}) => {
  // The printed link's token and the cookie's value: two secrets, neither may leave the UI.
  const token = new URL(studio.printedUrl).searchParams.get('token')!;
  const secrets = [token, studio.session];
  const uiPort = new URL(studio.origin).port;
  const cookieName = `studio_token_${uiPort}`;
  await page.goto(studio.url);
  await expect(page.getByTestId('status-host')).toContainText('host ready');
  expect((await context.cookies()).find((cookie) => cookie.name === cookieName)?.value).toBe(studio.session);

  // The browser sends its 127.0.0.1 cookies to every port; the integration must not get the UI's.
  const publicOrigin = /on (http:\/\/127\.0\.0\.1:\d+) \(e\.g\./.exec(studio.output())![1]!;
  const thief = await context.newPage();
  const sets = [`${cookieName}=stolen; Path=/`, `${cookieName}=; Max-Age=0; Path=/`, 'integration=kept; Path=/'];
  const answer = await thief.goto(`${publicOrigin}/i/dev/steal?${sets.map((set) => `set=${encodeURIComponent(set)}`).join('&')}`);
  const seen = (await answer!.json()) as { cookie: string | null };
  for (const secret of secrets) expect(seen.cookie ?? '').not.toContain(secret);
  expect(seen.cookie ?? '').not.toContain('studio_token');
  // The integration's own cookie is set; the UI's is neither replaced nor cleared.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'integration')?.value).toBe('kept');
  expect(cookies.filter((cookie) => cookie.name === cookieName).map((cookie) => cookie.value)).toEqual([studio.session]);
  await thief.close();

  // Still signed in: the UI reloads and its socket works.
  await page.reload();
  await expect(page.getByTestId('status-host')).toContainText('host ready');

  // Neither the journal (through an NDJSON export of everything) nor a HAR export carries the token.
  const exported = await page.evaluate(async () => {
    const socket = new WebSocket(`ws://${location.host}/api/ws`);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const results: string[] = [];
    for (const [id, format] of [
      [1, 'ndjson'],
      [2, 'har'],
    ] as const) {
      const answer = new Promise<string>((resolve) => (socket.onmessage = (event) => resolve(String(event.data))));
      socket.send(JSON.stringify({ type: 'call', id, method: 'inspector.export', input: { format } }));
      results.push(await answer);
    }
    socket.close();
    return results;
  });
  expect(exported[0]).toContain('/i/dev/steal');
  for (const text of exported) {
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
});
