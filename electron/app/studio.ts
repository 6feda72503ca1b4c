import { arch, platform } from 'node:process';
import pkg from '../../package.json' with { type: 'json' };
import { StudioError, type Handlers } from '../../shared/api/index.ts';
import { createDispatch, type Dispatch } from './gate.ts';
import type { StudioContext } from './context.ts';
import { createBus, type Bus } from '../services/events/bus.ts';
import { fixturesHandlers } from './features/fixtures.ts';
import { hostHandlers } from './features/host.ts';
import { inspectorHandlers } from './features/inspector.ts';
import { installationsHandlers } from './features/installations.ts';
import { manifestHandlers } from './features/manifest.ts';
import { previewHandlers } from './features/preview.ts';
import { webhooksHandlers } from './features/webhooks.ts';
import { startPublicServer, type PublicServer } from '../services/public/server.ts';
import { openSession, type WorkspaceSession } from './session.ts';
import { locateIntegration } from '../services/workspace/workspace.ts';
import { createTrustStore, isWorkspaceTrusted, UNTRUSTED_MEANING } from '../services/workspace/trust.ts';
import type { StudioOptions } from './options.ts';
import { movedNotice } from '../services/workspace/ports.ts';

/** The Studio API implemented once; every front door (IPC, WebSocket, CLI) wraps this object. */
export interface Studio {
  bus: Bus;
  publicServer: PublicServer;
  handlers: Handlers;
  dispatch: Dispatch;
  /** The open integration's session; throws `no-workspace` when none is open. */
  session(): WorkspaceSession;
  dispose(): Promise<void>;
}

export async function createStudio(options: StudioOptions): Promise<Studio> {
  const bus = createBus();
  const remembered = options.publicPort === undefined ? await options.portStore?.read() : undefined;
  const publicServer = await startPublicServer({ port: options.publicPort, preferredPort: remembered?.public });
  // Said once, in the terminal and in the UI (app.info): a remembered port another program holds now.
  const addressNotices: string[] = [];
  if (publicServer.movedFrom !== null) addressNotices.push(movedNotice('public server', publicServer.movedFrom, publicServer.port));
  for (const line of addressNotices) options.onNotice?.(line);
  if (options.portStore && options.publicPort === undefined) await options.portStore.remember({ public: publicServer.port });
  let current: WorkspaceSession | null = null;
  const trustStore = options.trustStore ?? createTrustStore();

  const session = () => {
    if (!current) throw new StudioError('no-workspace', 'No integration is open: open a folder that holds platform-manifest.yaml.');
    return current;
  };

  /**
   * The open session is closed before the next one starts: both would claim the same public routes
   * (`/oauth-mock/`, `/i/`) and each runs a workerd. The folder is checked first, so naming a wrong
   * one leaves the current session open; if the new folder still fails to open, the previous one is
   * opened again rather than leaving the studio with none.
   */
  async function open(dir: string, resetDb?: boolean) {
    const located = await locateIntegration(dir);
    const trusted = await isWorkspaceTrusted(located.dir, trustStore);
    const previous = current;
    current = null;
    await previous?.dispose();
    try {
      current = await openSession(dir, context, { resetDb, trusted });
    } catch (error) {
      if (previous) current = await openSession(previous.workspace.dir, context, { trusted: previous.workspace.trusted }).catch(() => null);
      if (current) bus.publish('workspace.changed', current.workspace);
      throw error;
    }
    bus.publish('workspace.changed', current.workspace);
    const { ignored } = current.workspace;
    if (ignored.length)
      options.onNotice?.(
        `${UNTRUSTED_MEANING} Ignored: ${ignored.join('; ')}. If you trust where ${current.workspace.dir} comes from, run again with --trust.`,
      );
    return current.workspace;
  }

  const context: StudioContext = { bus, options, publicServer, session };
  const handlers: Handlers = {
    ...manifestHandlers(context),
    ...hostHandlers(context),
    ...webhooksHandlers(context),
    ...installationsHandlers(context),
    ...previewHandlers(context),
    ...inspectorHandlers(context),
    ...fixturesHandlers(context),
    'app.info': async () => ({
      name: 'integration-studio',
      version: pkg.version,
      transport: options.transport,
      node: process.versions.node,
      platform: `${platform}-${arch}`,
      publicOrigin: publicServer.origin,
      publicContentOrigin: publicServer.content.origin,
      addressNotices,
    }),
    'workspace.open': async ({ dir, resetDb }) => open(dir, resetDb),
    'workspace.current': async () => current?.workspace ?? null,
    'workspace.trust': async () => {
      const { dir } = session().workspace;
      await trustStore.trust(dir);
      // Opened again: the folder's own settings, its queued deliveries and the user's environment now apply.
      return open(dir);
    },
  };

  if (options.dir) {
    try {
      if (options.trust) await trustStore.trust((await locateIntegration(options.dir)).dir);
      await open(options.dir);
    } catch (error) {
      // Nothing may keep the process alive after a failed start (`serve` must exit).
      await publicServer.close();
      throw error;
    }
  }

  return {
    bus,
    publicServer,
    handlers,
    dispatch: createDispatch(handlers),
    session,
    async dispose() {
      await current?.dispose();
      current = null;
      await publicServer.close();
    },
  };
}
