import type { DatabaseSync } from 'node:sqlite';
import type { Workspace } from '../shared/api/index.ts';
import type { StudioContext } from './context.ts';
import { openDatabase } from './services/journal/database.ts';
import { createJournal, type Journal } from './services/journal/journal.ts';
import { describeIntegration, locateIntegration } from './services/workspace/workspace.ts';
import { createWebhookService, type WebhookService } from './services/webhooks/service.ts';
import { createManifestService, type ManifestService } from './services/manifest/service.ts';
import { startInstallations, type Installations } from './services/installations/index.ts';
import { startHostService } from './services/host/service.ts';
import type { Host } from './services/host/host.ts';

/**
 * Everything that lives as long as one open integration folder: its database, journal and the
 * services bound to it. Opening another folder disposes this and builds a new one.
 */
export interface WorkspaceSession {
  workspace: Workspace;
  db: DatabaseSync;
  journal: Journal;
  /** Webhook installations, the durable delivery queue; `publish(type, {spaceId?, siteId?, payload?})` fires studio events. */
  webhooks: WebhookService;
  /** The manifest file: read, validate, save, and `manifest.changed` on external edits. */
  manifest: ManifestService;
  /** Installations, their configuration and OAuth, the runtime events panel. */
  installations?: Installations;
  /** The integration's sandbox: build, runtime, public endpoint, API stub (`host.api.route`). */
  host: Host;
  /** Stops this session's services, newest first, then closes the database. */
  dispose(): Promise<void>;
}

export async function openSession(
  path: string,
  context: Pick<StudioContext, 'bus' | 'publicServer' | 'options'>,
): Promise<WorkspaceSession> {
  const { dir, manifestPath } = await locateIntegration(path);
  const workspace = await describeIntegration(dir, manifestPath);
  const db = openDatabase(dir);
  const journal = createJournal(db, context.bus);
  const webhooks = createWebhookService({ db, journal, sealer: context.options.sealer });
  webhooks.onDelivery((delivery) => context.bus.publish('webhooks.delivery', delivery));
  const manifest = createManifestService({ manifestPath, bus: context.bus });
  const hostService = await startHostService({
    dir,
    manifestPath,
    journal,
    bus: context.bus,
    publicServer: context.publicServer,
    deadlineMs: context.options.deadlineMs,
  });
  const installations = startInstallations({
    db,
    journal,
    bus: context.bus,
    publicServer: context.publicServer,
    manifestPath,
    sealer: context.options.sealer,
    host: () => hostService.loose,
    webhooks: () => webhooks,
  });
  hostService.mount(installations.apiRoutes);
  hostService.host.setEnvironmentProvider((id, base) => (id === undefined ? null : installations.service.environment(id, base)));
  hostService.host.setTrafficGate((id) => installations.service.trafficRefusal(id));
  return {
    workspace,
    db,
    journal,
    webhooks,
    manifest,
    installations,
    host: hostService.host,
    async dispose() {
      await hostService.dispose();
      await manifest.dispose();
      installations.dispose();
      await webhooks.dispose();
      journal.close();
      db.close();
    },
  };
}
