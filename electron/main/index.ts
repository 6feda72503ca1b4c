import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, safeStorage, session, shell } from 'electron';
import { keepStudioServing } from '../app/last-resort.ts';
import { rendererCsp } from '../../shared/security/csp.ts';
import { openLocalQuestion, openUrlVerdict } from '../../shared/security/open-urls.ts';
import { EXAMPLE_DIR } from '../lib/paths.ts';
import { createStudio, type Studio } from '../app/studio.ts';
import { createPortStore } from '../services/workspace/ports.ts';
import { createRecentFolders } from '../services/workspace/recent.ts';
import { createSealer } from '../services/secrets/sealer.ts';
import { openWithRecovery } from './startup.ts';
import { mayRequest } from './request-policy.ts';
import { isTrustedSender } from './trusted-sender.ts';
import { decideWindowOpen, mayNavigate } from './window-policy.ts';

const here = dirname(fileURLToPath(import.meta.url));
const CALL = 'studio:call';
const PUSH = 'studio:push';

// The folder to open: the first argument that is not a flag, or the bundled example.
const folderArg = process.argv.slice(app.isPackaged ? 1 : 2).find((arg) => !arg.startsWith('-') && arg !== '.');
/** `--reset-db`: a damaged workspace database is moved aside without asking, as `serve --reset-db` does. */
const resetDbArg = process.argv.includes('--reset-db');

const appUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(join(here, '../renderer/index.html')).href;

let studioWindow: BrowserWindow | null = null;
let publicOrigin: string | null = null;
let contentOrigin: string | null = null;
let siteOrigin: string | null = null;

function openOAuthWindow(url: string) {
  const child = new BrowserWindow({
    parent: studioWindow ?? undefined,
    width: 560,
    height: 720,
    title: 'Connect an account',
    autoHideMenuBar: true,
    // No preload: the provider's pages get no bridge to the studio.
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, spellcheck: false },
  });
  void child.loadURL(url);
}

/** An address on this machine or its private network opens in the system browser only when the user says so. */
async function askToOpenLocal(url: string) {
  const verdict = openUrlVerdict(url);
  const options = {
    type: 'warning' as const,
    title: 'Integration Studio',
    message: `Open ${url} in your browser?`,
    detail: openLocalQuestion(url, verdict.kind === 'ask' ? verdict.reason : `${url} is on this machine`),
    buttons: ['Open in browser', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
  };
  const { response } = studioWindow ? await dialog.showMessageBox(studioWindow, options) : await dialog.showMessageBox(options);
  if (response === 0) await shell.openExternal(url);
}

function harden() {
  // Every permission (camera, notifications, geolocation…) is refused: the studio needs none.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  // The app's own pages get the CSP as a header too (the dev server's); OAuth pages keep their own.
  const appOrigin = appUrl.startsWith('file:') ? null : new URL(appUrl).origin;
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    const ours = appOrigin !== null && details.url.startsWith(appOrigin);
    callback({
      responseHeaders: ours
        ? {
            ...details.responseHeaders,
            'Content-Security-Policy': [rendererCsp(publicOrigin ?? undefined, contentOrigin ?? undefined, siteOrigin ?? undefined)],
          }
        : details.responseHeaders,
    });
  });
  // No page of the app (a webframe's script included) reaches this machine's other local services.
  session.defaultSession.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !mayRequest(details.url, { appOrigin, publicOrigin, contentOrigin, siteOrigin }, details.initiatorOrigin) });
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url, publicOrigin, studioWindow !== null && contents === studioWindow.webContents);
      if (decision === 'oauth-window') openOAuthWindow(url);
      if (decision === 'external') void shell.openExternal(url);
      if (decision === 'ask') void askToOpenLocal(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      const isAppWindow = studioWindow !== null && contents === studioWindow.webContents;
      if (!mayNavigate(url, { appUrl, isAppWindow })) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

function bindApi(studio: Studio, window: BrowserWindow) {
  ipcMain.handle(CALL, async (event, method: unknown, input: unknown) => {
    if (!isTrustedSender(event, appUrl)) {
      return { ok: false, error: { code: 'forbidden', message: 'Only the studio window may call the Studio API.' } };
    }
    return studio.dispatch(method, input);
  });
  const unsubscribe = studio.bus.subscribeAll((topic, payload) => {
    // A payload that cannot be cloned must not throw back into the service that published it.
    try {
      if (!window.isDestroyed()) window.webContents.send(PUSH, topic, payload);
    } catch (error) {
      console.error(`integration-studio: a ${topic} push was dropped: ${(error as Error).message}`);
    }
  });
  window.on('closed', unsubscribe);
}

async function start() {
  await app.whenReady();
  harden();
  // Where the user left off: the last folder opened (the bundled example the first time, or with --example).
  const recent = createRecentFolders();
  const startDir = folderArg ?? (process.argv.includes('--example') ? EXAMPLE_DIR : ((await recent.last()) ?? EXAMPLE_DIR));
  // Secrets in the workspace database are encrypted with the OS keychain (safeStorage, ready after whenReady).
  const studio = await openWithRecovery(
    (resetDb) =>
      createStudio({
        dir: startDir,
        transport: 'electron',
        sealer: createSealer(safeStorage),
        portStore: createPortStore(),
        recentFolders: recent,
        resetDb,
        onNotice: (line) => console.log(`integration-studio: ${line}`),
      }),
    {
      resetDb: resetDbArg,
      askReset: async (error) =>
        (
          await dialog.showMessageBox({
            type: 'error',
            title: 'Integration Studio',
            message: 'The workspace database is damaged',
            // The message names the file, what SQLite said, and that the integration's files are safe.
            detail: error.message,
            buttons: ['Move it aside and start a new one', 'Quit'],
            defaultId: 0,
            cancelId: 1,
          })
        ).response === 0,
    },
  );
  if (!studio) return app.quit();
  keepStudioServing(studio, (line) => console.error(line));
  const remember = (dir: string) => void recent.opened(dir).catch(() => {});
  remember(studio.session().workspace.dir);
  studio.bus.subscribe('workspace.changed', (workspace) => remember(workspace.dir));
  publicOrigin = studio.publicServer.origin;
  contentOrigin = studio.publicServer.content.origin;
  siteOrigin = studio.siteListener.origin;
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Integration Studio',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  studioWindow = window;
  bindApi(studio, window);
  window.once('ready-to-show', () => window.show());
  await window.loadURL(appUrl);
  app.on('window-all-closed', async () => {
    await studio.dispose();
    app.quit();
  });
}

start().catch((error) => {
  console.error('Integration Studio could not start:', error);
  // Started from a launcher there is no terminal: the reason is shown before the app goes.
  if (app.isReady()) dialog.showErrorBox('Integration Studio could not start', (error as Error)?.message ?? String(error));
  app.exit(1);
});
