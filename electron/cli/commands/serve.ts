import { spawn } from 'node:child_process';
import { EXAMPLE_DIR, RENDERER_OUT } from '../../lib/paths.ts';
import { Sequencer } from '../../lib/async.ts';
import { startBrowserServer } from '../../server/server.ts';
import { ENVIRONMENT_FLAGS } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, hostOptionsArgument, LIMIT_FLAGS } from '../host-options.ts';
import { keepStudioServing } from '../../app/last-resort.ts';
import { createStudio } from '../../app/studio.ts';
import { defineCommand, EXIT, intOption, type IO } from '../command.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';
import { TRUST_FLAGS } from '../trust-flags.ts';
import { createPortStore, movedNotice } from '../../services/workspace/ports.ts';
import { createRecentFolders } from '../../services/workspace/recent.ts';
import { clientOf } from '../client.ts';
import { createRunningStudios } from '../../services/workspace/running-studios.ts';
import type { BrowserServer } from '../../server/server.ts';
import type { Studio } from '../../app/studio.ts';

function openInBrowser(url: string) {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  // Best effort: a machine without a desktop has nothing to open it with, and the URL is printed anyway.
  const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

/**
 * Files where this studio serves, for the folder it has open (and the next one it opens), in the
 * user's config folder; resolves to what removes the record. A failure to write it costs only the
 * discovery, said on stderr.
 */
async function announceServing(studio: Studio, server: BrowserServer, io: IO): Promise<() => Promise<void>> {
  const running = createRunningStudios();
  const uiOrigin = `http://127.0.0.1:${server.port}`;
  let remove: () => Promise<void> = async () => {};
  const announcements = new Sequencer();
  const follow = (dir: string) => {
    void announcements.queue(async () => {
      await remove();
      remove = await running.announce({ dir, uiOrigin, session: server.session, pid: process.pid }).catch((error: Error) => {
        io.err(
          `integration-studio: one-shot commands will not find this studio (${error.message}); they can name it with --studio ${uiOrigin}.`,
        );
        return async () => {};
      });
    });
  };
  const opened = await clientOf(studio).call('workspace.current');
  if (opened) follow(opened.dir);
  const stop = studio.bus.subscribe('workspace.changed', (workspace) => follow(workspace.dir));
  await announcements.settled();
  return async () => {
    stop();
    await announcements.settled();
    await remove();
  };
}

export const serve = defineCommand({
  name: 'serve',
  usage:
    'serve [DIR | --dir DIR] [--example] [--port N] [--public-port N] {allow-outbound} [--no-open] [--reset-db] {env} {trust} {limits}',
  summary: 'Run the studio in your browser: the UI and its API on 127.0.0.1, behind a one-time token.',
  details:
    'DIR is the integration folder to open (default: the folder of the last run, the bundled example the first time or with --example).\nThe URL carries a random token for this run; share it with nobody.',
  options: {
    dir: { ...DIR_OPTION, description: 'integration folder (default: the folder of the last run)' },
    port: {
      type: 'string',
      short: 'p',
      valueName: 'N',
      description: 'listen on port N (default: the port of the last run when free, else a free one)',
    },
    'public-port': {
      type: 'string',
      valueName: 'N',
      description:
        'serve public endpoints, the webhook receiver and the mock OAuth provider on port N (default: the port of the last run when free, else a free one)',
    },
    'no-open': { type: 'boolean', description: 'do not open a browser; just print the URL' },
    example: { type: 'boolean', description: 'open the bundled example instead of the folder of the last run' },
    'reset-db': {
      type: 'boolean',
      description: 'when the workspace database is damaged, move it aside as .studio/studio.db.corrupt-<time> and start a new one',
    },
  },
  groups: [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS],
  async run({ values, positionals }, io) {
    const port = intOption(values.port, 'port', { min: 0, max: 65535 });
    const publicPort = intOption(values['public-port'], 'public-port', { min: 0, max: 65535 });
    const options = hostOptionsArgument(values);
    // The ports of the last run come back (bookmarks, receivers and callbacks registered elsewhere keep working).
    const portStore = createPortStore();
    // Where the user left off: the last folder opened (the bundled example the first time, or with --example).
    const recent = createRecentFolders();
    const dir = folderArgument(positionals[0], values.dir) ?? (values.example ? EXAMPLE_DIR : ((await recent.last()) ?? EXAMPLE_DIR));
    const studio = await createStudio({
      portStore,
      recentFolders: recent,
      dir,
      transport: 'browser',
      publicPort,
      ...options,
      resetDb: values['reset-db'] === true,
      onNotice: (line) => io.err(line),
    });
    const remember = (opened: string) => void recent.opened(opened).catch(() => {});
    const opened = await clientOf(studio).call('workspace.current');
    if (opened) remember(opened.dir);
    studio.bus.subscribe('workspace.changed', (workspace) => remember(workspace.dir));
    const release = keepStudioServing(studio, io.err);
    const preferredPort = port === undefined ? (await portStore.read()).ui : undefined;
    const server = await startBrowserServer({ studio, rendererDir: RENDERER_OUT, port, preferredPort });
    if (server.movedFrom !== null) io.err(movedNotice('UI server', server.movedFrom, server.port));
    if (port === undefined) await portStore.remember({ ui: server.port });
    // One-shot commands on the same folder (trigger, render) find this studio and use it: filed before the URL is printed.
    const unannounce = await announceServing(studio, server, io);
    io.out(`Integration Studio (browser mode) on ${server.url}`);
    io.out(
      `Public endpoints, webhook receiver and mock OAuth provider on ${studio.publicServer.origin} (e.g. ${studio.publicServer.origin}/i/dev/)`,
    );
    const status = await clientOf(studio).call('host.status');
    if (status.debug) io.out(`Debugger listening on ${status.debug.webSocket} (DevTools: ${status.debug.devtools})`);
    // A broken build keeps serving the UI (its status bar shows it); the terminal says it once too.
    let saidError: string | null = null;
    const sayStatus = ({ state, error }: { state: string; error: string | null }) => {
      if (state === 'error' && error && error !== saidError)
        io.err(`The integration does not run: ${error} (fix it and save: the studio rebuilds it)`);
      else if (state === 'ready' && saidError !== null) io.err('The integration runs again.');
      if (state === 'error' || state === 'ready') saidError = state === 'error' ? error : null;
    };
    sayStatus(status);
    studio.bus.subscribe('host.status', sayStatus);
    if (!values['no-open']) openInBrowser(server.url);
    await new Promise<void>((resolve) => {
      const stop = () => resolve();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    await unannounce();
    await server.close();
    await studio.dispose();
    release();
    return EXIT.ok;
  },
});
