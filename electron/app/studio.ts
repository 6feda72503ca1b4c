import { arch, platform } from 'node:process';
import pkg from '../../package.json' with { type: 'json' };
import type { Handlers } from '../../shared/api/index.ts';
import { createApiCallGate, type ApiCallGate } from './api-call-gate.ts';
import { createBus, type Bus } from '../services/events/bus.ts';
import * as fixtures from './features/fixtures.ts';
import * as host from './features/host.ts';
import * as mocks from './features/mocks.ts';
import * as inspector from './features/inspector.ts';
import * as installations from './features/installations.ts';
import * as requests from './features/requests.ts';
import * as site from './features/site.ts';
import * as manifest from './features/manifest.ts';
import * as preview from './features/preview.ts';
import * as webhooks from './features/webhooks.ts';
import * as workspace from './features/workspace.ts';
import { createSessionSlot, type SessionSlotOwner } from './session-slot.ts';
import { DisposableStore, toDisposable } from '../lib/lifecycle.ts';
import { startPublicServer, type PublicServer } from '../services/public/server.ts';
import { openSession, type WorkspaceSession } from './session.ts';
import { locateIntegration } from '../services/workspace/workspace.ts';
import { createTrustStore, isWorkspaceTrusted, UNTRUSTED_MEANING } from '../services/workspace/trust.ts';
import type { StudioOptions } from './options.ts';
import { movedNotice } from '../services/workspace/ports.ts';
import { createDraftStore } from '../services/workspace/drafts.ts';
import { siteMovedNotice, startSiteListener, type SiteListener } from '../services/site/listener.ts';
import { contentMovedNotice } from '../services/public/content-server.ts';

/** The Studio API implemented once; every front door (IPC, WebSocket, CLI) wraps this object. */
export interface Studio {
  bus: Bus;
  publicServer: PublicServer;
  /** The published site's origin (issue 39), served by the open session. */
  siteListener: SiteListener;
  handlers: Handlers;
  dispatch: ApiCallGate;
  /** The open integration's session; throws `no-workspace` when none is open. */
  session(): WorkspaceSession;
  /** Where features find the open session (what `session()` reads). */
  slot: SessionSlotOwner<WorkspaceSession>;
  dispose(): Promise<void>;
}

export async function createStudio(options: StudioOptions): Promise<Studio> {
  const bus = createBus();
  const saved = await options.portStore?.read();
  const remembered = options.publicPort === undefined ? saved : undefined;
  const publicServer = await startPublicServer({
    port: options.publicPort,
    preferredPort: remembered?.public,
    content: { host: saved?.contentHost, preferredPort: saved?.content },
  });
  const siteListener = await startSiteListener({ host: saved?.siteHost, preferredPort: saved?.site }).catch(async (error: unknown) => {
    await publicServer.close();
    throw error;
  });
  // Said once, in the terminal and in the UI (app.info): a remembered port another program holds now.
  const addressNotices: string[] = [];
  if (publicServer.movedFrom !== null) addressNotices.push(movedNotice('public server', publicServer.movedFrom, publicServer.port));
  if (publicServer.content.movedFrom !== null) addressNotices.push(contentMovedNotice(publicServer.content));
  if (siteListener.movedFrom !== null) addressNotices.push(siteMovedNotice(siteListener));
  for (const line of addressNotices) options.onNotice?.(line);
  if (options.portStore)
    await options.portStore.remember({
      ...(options.publicPort === undefined ? { public: publicServer.port } : {}),
      content: publicServer.content.port,
      contentHost: publicServer.content.host,
      site: siteListener.port,
      siteHost: siteListener.host,
    });
  // What lives as long as the studio: features' own lifetimes (the receiver registry), then the public server.
  const lifetime = new DisposableStore();
  lifetime.add(toDisposable(() => publicServer.close()));
  lifetime.add(toDisposable(() => siteListener.close()));
  const slot = createSessionSlot<WorkspaceSession>();
  const trustStore = options.trustStore ?? createTrustStore();

  /**
   * The open session is closed before the next one starts: both would claim the same public routes
   * (`/oauth-mock/`, `/i/`) and each runs a workerd. The folder is checked first, so naming a wrong
   * one leaves the current session open; if the new folder still fails to open, the previous one is
   * opened again rather than leaving the studio with none.
   */
  async function open(dir: string, resetDb?: boolean) {
    const located = await locateIntegration(dir);
    const trusted = await isWorkspaceTrusted(located.dir, trustStore);
    const previous = slot.current();
    slot.set(null);
    await previous?.dispose();
    let opened: WorkspaceSession;
    try {
      opened = await openSession(dir, sessionDeps, { resetDb, trusted });
    } catch (error) {
      const back = previous
        ? await openSession(previous.workspace.dir, sessionDeps, { trusted: previous.workspace.trusted }).catch(() => null)
        : null;
      if (back) announce(back);
      throw error;
    }
    announce(opened);
    const { ignored } = opened.workspace;
    if (ignored.length)
      options.onNotice?.(
        `${UNTRUSTED_MEANING} Ignored: ${ignored.join('; ')}. If you trust where ${opened.workspace.dir} comes from, run again with --trust.`,
      );
    return opened.workspace;
  }

  /** Features hear of a session before any front door does (the receivers are back when a pane asks). */
  function announce(opened: WorkspaceSession) {
    slot.set(opened);
    bus.publish('workspace.changed', opened.workspace);
  }

  const sessionDeps = { bus, options, publicServer, trustStore, siteListener };
  const handlers: Handlers = {
    ...manifest.handlers({ session: slot, drafts: options.drafts ?? createDraftStore() }),
    ...host.handlers({ session: slot, options }),
    ...webhooks.handlers({ bus, publicServer, options, session: slot, lifetime }),
    ...installations.handlers({ session: slot }),
    ...preview.handlers({ session: slot, publicServer }),
    ...inspector.handlers({ session: slot, publicServer }),
    ...fixtures.handlers({ session: slot, publicServer }),
    ...mocks.handlers({ session: slot }),
    ...requests.handlers({ session: slot, options }),
    ...site.handlers({ session: slot }),
    ...workspace.handlers({ recentFolders: options.recentFolders }),
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
    'workspace.current': async () => slot.current()?.workspace ?? null,
    'workspace.recent': async () => ({ folders: (await options.recentFolders?.list()) ?? [] }),
    'workspace.trust': async () => {
      const { dir } = slot.require().workspace;
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
      await lifetime.dispose();
      throw error;
    }
  }

  return {
    bus,
    publicServer,
    siteListener,
    handlers,
    dispatch: createApiCallGate(handlers),
    session: () => slot.require(),
    slot,
    async dispose() {
      const open = slot.current();
      slot.set(null);
      await open?.dispose();
      await lifetime.dispose();
    },
  };
}
