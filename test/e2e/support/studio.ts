import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { ROOT } from '../../../electron/lib/paths.ts';

/** Chromium from Debian, never a downloaded browser; flags keep it off the (closed) network. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';

export interface ServedStudio {
  /**
   * Signs a browser in, as often as needed: the printed link is good for one sign-in, so this is a
   * local page that gives each new browser context the cookie and sends it on to the studio.
   */
  url: string;
  /** The UI server's origin. */
  origin: string;
  /** The link `serve` printed, already used (traded for `session` when the studio started). */
  printedUrl: string;
  /** The value of the UI's cookie, `studio_token_<port>`. */
  session: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Where the studios of this run keep workspace trust: never the real home. */
const CONFIG_HOME = mkdtempSync(join(tmpdir(), 'studio-e2e-config-'));

/** A copy of a test fixture integration (never its .studio/), served; `stop` also removes the copy. */
export async function serveFixtureCopy(name: string, args: string[] = []): Promise<ServedStudio & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), `studio-${name}-`));
  cpSync(join(ROOT, 'test', 'fixtures', 'integrations', name), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  const studio = await serveStudio([dir, ...args]);
  return {
    ...studio,
    dir,
    async stop() {
      await studio.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `integration-studio serve` as a user would and waits for the URL it prints. The specs'
 * folders are the user's own, so they are trusted (`--trust`), as they were before workspace trust.
 */
export async function serveStudio(args: string[] = []): Promise<ServedStudio> {
  // No folder named: the bundled example, not the last folder another spec of this run opened.
  const folder = args.some((arg) => !arg.startsWith('-')) ? [] : ['--example'];
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'integration-studio.js'), 'serve', '--no-open', '--trust', ...folder, ...args], {
    cwd: ROOT,
    env: { ...process.env, XDG_CONFIG_HOME: CONFIG_HOME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const printedUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve printed no URL within 20 s:\n${output}`)), 20_000);
    child.stdout!.on('data', () => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
  const origin = new URL(printedUrl).origin;
  const signedIn = await fetch(printedUrl, { redirect: 'manual' });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`serve's link did not sign in (${signedIn.status}):\n${output}`);
  const session = cookie.slice(cookie.indexOf('=') + 1);
  // Cookies are shared by every port of 127.0.0.1, so a page on another port can set the UI's.
  const signIn = createServer((_request, response) => {
    response.writeHead(302, { 'Set-Cookie': `${cookie}; HttpOnly; SameSite=Strict; Path=/`, Location: `${origin}/` });
    response.end();
  });
  await new Promise<void>((resolve) => signIn.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(signIn.address() as AddressInfo).port}/`,
    origin,
    printedUrl,
    session,
    process: child,
    output: () => output,
    async stop() {
      signIn.closeAllConnections();
      signIn.close();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}

/** Saves the page in light and dark as `test-results/screens/<name>-<theme>.png`, for people to look at. */
export async function shoot(page: Page, name: string) {
  const folder = join(ROOT, 'test-results', 'screens');
  mkdirSync(folder, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: join(folder, `${name}-${theme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The lines a Monaco editor renders (those under `scope`), in order, each followed by a newline. */
export async function monacoText(page: Page, scope = '.monaco-editor'): Promise<string> {
  const lines = await page
    .locator(`${scope} .view-line`)
    .evaluateAll((nodes) => nodes.map((l) => ({ top: parseFloat((l as HTMLElement).style.top), text: l.textContent ?? '' })));
  return lines
    .sort((a, b) => a.top - b.top)
    .map((l) => l.text.replace(/\u00a0/g, ' ') + '\n')
    .join('');
}

/** The text of the Monaco JSON editor on the page (the Events payload), without the last newline. */
export async function jsonEditorText(page: Page): Promise<string> {
  return (await monacoText(page, '.json-editor')).replace(/\n$/, '');
}

/** One Studio API call over the browser-mode WebSocket, as the UI makes it (with the port-bound cookie). */
export async function callStudio<T = unknown>(studio: ServedStudio, method: string, input: unknown): Promise<T> {
  const socket = new WebSocket(`${studio.origin.replace('http', 'ws')}/api/ws`, {
    headers: { Cookie: `studio_token_${new URL(studio.origin).port}=${studio.session}`, Origin: studio.origin },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answer = new Promise<{ ok: boolean; result?: T; error?: { message: string } }>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'result') resolve(message.result);
    }),
  );
  socket.send(JSON.stringify({ type: 'call', id: 1, method, input }));
  const result = await answer;
  socket.close();
  if (!result.ok) throw new Error(`${method}: ${result.error?.message}`);
  return result.result as T;
}
