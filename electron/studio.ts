import { arch, platform } from 'node:process';
import pkg from '../package.json' with { type: 'json' };
import { StudioError, type AppInfo, type Handlers } from '../shared/api/index.ts';
import { createDispatch, type Dispatch } from './dispatch.ts';
import type { StudioContext } from './context.ts';
import { createBus, type Bus } from './services/events/bus.ts';
import { hostHandlers } from './services/host/handlers.ts';
import { inspectorHandlers } from './services/inspector/handlers.ts';
import { installationsHandlers } from './services/installations/handlers.ts';
import { manifestHandlers } from './services/manifest/handlers.ts';
import { previewHandlers } from './services/preview/handlers.ts';
import { webhooksHandlers } from './services/webhooks/handlers.ts';
import { startPublicServer, type PublicServer } from './services/public/server.ts';
import { openSession, type WorkspaceSession } from './session.ts';

export interface StudioOptions {
  /** The integration folder to open at start, if any. */
  dir?: string;
  transport: AppInfo['transport'];
  /** Port of the public server (public endpoints, webhook receiver); a free one when absent. */
  publicPort?: number;
  /** Time an integration has to answer one dispatch (default 10 s). */
  deadlineMs?: number;
}

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
  const publicServer = await startPublicServer({ port: options.publicPort });
  let current: WorkspaceSession | null = null;

  const session = () => {
    if (!current) throw new StudioError('no-workspace', 'No integration is open: open a folder that holds platform-manifest.yaml.');
    return current;
  };

  async function open(dir: string) {
    const next = await openSession(dir, context);
    await current?.dispose();
    current = next;
    bus.publish('workspace.changed', next.workspace);
    return next.workspace;
  }

  const context: StudioContext = { bus, options, publicServer, session };
  const handlers: Handlers = {
    ...manifestHandlers(context),
    ...hostHandlers(context),
    ...webhooksHandlers(context),
    ...installationsHandlers(context),
    ...previewHandlers(context),
    ...inspectorHandlers(context),
    'app.info': async () => ({
      name: 'integration-studio',
      version: pkg.version,
      transport: options.transport,
      node: process.versions.node,
      platform: `${platform}-${arch}`,
    }),
    'workspace.open': async ({ dir }) => open(dir),
    'workspace.current': async () => current?.workspace ?? null,
  };

  if (options.dir) {
    try {
      await open(options.dir);
    } catch (error) {
      // The public server keeps the process alive: a folder that cannot be opened must not leave it listening.
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
