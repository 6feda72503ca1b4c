import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { Workspace } from '../../shared/api/index.ts';
import type { Bus } from '../services/events/bus.ts';
import type { PublicServer } from '../services/public/server.ts';
import type { StudioOptions } from './options.ts';
import { asDamaged, databasePath, isDamage, moveDatabaseAside, openDatabase } from '../services/journal/database.ts';
import { DamagedDatabaseError } from '../services/journal/errors.ts';
import { createJournal, type Journal } from '../services/journal/journal.ts';
import { describeIntegration, locateIntegration } from '../services/workspace/workspace.ts';
import { createWebhookService, type WebhookService } from '../services/webhooks/service.ts';
import { deliveryForView } from '../services/webhooks/studio-references.ts';
import { createManifestService, type ManifestService } from '../services/manifest/service.ts';
import { openInstallations, startInstallations, type Installations } from '../services/installations/index.ts';
import { MOCK_PREFIX } from '../services/installations/mock-provider.ts';
import { createOAuthStandIn } from '../services/mocks/oauth-stand-in.ts';
import { startHostService } from '../services/host/service.ts';
import { readAllowedOutbound } from '../services/host/outbound-settings.ts';
import type { Host } from '../services/host/host.ts';
import { hostLimitsOf } from '../services/host/limits.ts';
import { createPlatformWorld, mintCredentials, worldEndpoints, type PlatformWorld } from '../services/platform/index.ts';
import { DisposableStore, toDisposable } from '../lib/lifecycle.ts';
import { untrustedIgnored } from '../services/workspace/untrusted.ts';
import { setAsideShippedDatabase } from '../services/workspace/shipped-database.ts';
import type { TrustStore } from '../services/workspace/trust.ts';
import type { SiteListener } from '../services/site/listener.ts';
import { startSiteService, type SiteService } from '../services/site/service.ts';

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
  /** The platform the integration lives in: installations (dev and the workspace's), API emulator, credentials, environments. */
  world: PlatformWorld;
  /** The integration's sandbox, built in `world`: build, runtime, delivery, debugger, outbound traffic. */
  host: Host;
  /** The mock published site on the studio's site origin (absent when the studio runs without one). */
  site?: SiteService;
  /** Disposes what the session created, newest first (the same list and order as a failed open). */
  dispose(): Promise<void>;
}

/** How often the database file is checked for having been deleted or replaced under the studio. */
const FILE_CHECK_MS = 1_000;

/**
 * Reports (once) when the database file the session opened is no longer at its path: SQLite keeps
 * writing to the deleted file, so what is recorded from then on is lost when the studio stops.
 * The studio never silently starts an empty database in its place.
 */
function watchDatabaseFile(path: string, report: (problem: string) => void): () => void {
  const opened = statSync(path);
  const timer = setInterval(() => {
    let now;
    try {
      now = statSync(path);
    } catch {
      now = null;
    }
    if (now && now.ino === opened.ino && now.dev === opened.dev) return;
    clearInterval(timer);
    report(
      now
        ? `The workspace database ${path} was replaced by another file while the studio was running. This studio keeps writing to the file it opened, which is no longer there: what it records from now on is lost when it stops. Open the folder again (or restart the studio) to use the new file.`
        : `The workspace database ${path} was deleted while the studio was running. What the studio records from now on is lost when it stops. Open the folder again (or restart the studio) to start a new, empty database.`,
    );
  }, FILE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** What a session is opened with: the studio's bus, public server and start options. */
export interface SessionDeps {
  bus: Bus;
  publicServer: PublicServer;
  options: StudioOptions;
  /** Knows the databases the studio created, so an untrusted folder's own shipped one is never opened. */
  trustStore: TrustStore;
  /** The published site's origin: the open session serves its site there. */
  siteListener?: SiteListener;
}

export async function openSession(
  path: string,
  context: SessionDeps,
  { resetDb = context.options.resetDb ?? false, trusted }: { resetDb?: boolean; trusted: boolean },
): Promise<WorkspaceSession> {
  const { dir, manifestPath } = await locateIntegration(path);
  // Every service is added as it is created, so a failed open and a close dispose the same list,
  // newest first, and a failed open leaves no workerd, route or timer behind.
  const store = new DisposableStore();
  // The one reader of the manifest file: everyone else reads its snapshot.
  // New on every open: what panes hold and what a save writes are keyed by it (see Workspace.id).
  const workspaceId = randomUUID();
  // Untrusted, the folder's secrets (their problems, the host's values) read only its .env and --env-allow names.
  const envAllow = trusted ? undefined : (context.options.envAllow ?? []);
  const manifest = store.add(
    createManifestService({ manifestPath, bus: context.bus, environment: context.options.environment ?? null, workspaceId, envAllow }),
  );
  const workspace = describeIntegration(dir, manifest.snapshot(), workspaceId);
  let db: DatabaseSync;
  let shippedAside: string | null = null;
  try {
    if (!trusted) shippedAside = await setAsideShippedDatabase(dir, context.trustStore);
    try {
      db = openDatabase(dir);
    } catch (error) {
      if (!(error instanceof DamagedDatabaseError) || !resetDb) throw error;
      const aside = moveDatabaseAside(dir);
      context.options.onNotice?.(`The workspace database was damaged; it was moved aside as ${aside} and a new one started.`);
      if (!trusted) await setAsideShippedDatabase(dir, context.trustStore);
      db = openDatabase(dir);
    }
  } catch (error) {
    await store.dispose();
    throw error;
  }
  store.add(toDisposable(() => db.close()));
  try {
    // Set once the session exists; until then a failure throws out of openSession instead.
    let report: ((problem: string) => void) | null = null;
    const seen = new Set<string>();
    const journal = createJournal(db, context.bus, {
      onError(error) {
        const message = (error as Error)?.message ?? String(error);
        // Retried batches fail the same way every time: say it once.
        if (seen.has(message)) return;
        seen.add(message);
        if (isDamage(error) && report)
          report(
            `${new DamagedDatabaseError(databasePath(dir), error).message} Open the folder again (Open folder…) to move it aside and start a new database.`,
          );
        else console.error(`integration-studio: the journal could not store records (kept, retrying): ${message}`);
      },
    });
    store.add(toDisposable(() => journal.close()));
    // Untrusted, the queue sends only what this session queues: deliveries shipped in the folder's
    // database stay queued until the user trusts the folder (then the session is opened again).
    const webhooks = store.add(
      createWebhookService({
        db,
        journal,
        sealer: context.options.sealer,
        ownDeliveriesOnly: !trusted,
        // Webhooks to the studio's own receivers follow its public server wherever it listens.
        studioOrigin: () => context.publicServer.origin,
      }),
    );
    // A command line run beside this studio (`webhook resend`) resolves references to its receivers here.
    db.prepare("INSERT OR REPLACE INTO journal_settings (key, value) VALUES ('studio.publicOrigin', ?)").run(context.publicServer.origin);
    // `fixture save` captures records of this studio as placeholders of its addresses.
    db.prepare("INSERT OR REPLACE INTO journal_settings (key, value) VALUES ('studio.publicContentOrigin', ?)").run(
      context.publicServer.content.origin,
    );
    const queue = webhooks.queueStats();
    const queuedAtOpen = trusted ? 0 : queue.pending + queue.scheduled;
    webhooks.onDelivery((delivery) => context.bus.publish('webhooks.delivery', deliveryForView(delivery, context.publicServer.origin)));
    const savedOrigins = await readAllowedOutbound(dir);
    // The platform world first: credentials (minted and registered with the redactor once), the
    // Installations store as its directory, the API emulator over the workspace database.
    const credentials = mintCredentials(journal);
    const endpoints = worldEndpoints(context.publicServer.origin, context.publicServer.content.origin);
    const opened = openInstallations({
      db,
      journal,
      bus: context.bus,
      manifest: () => manifest.snapshot(),
      sealer: context.options.sealer,
      credentials,
      endpoints,
    });
    const world = createPlatformWorld({ registry: journal, credentials, endpoints, db, workspace: opened.directory });
    store.add(toDisposable(() => world.dispose()));
    // Real providers, offline: their authorize step goes to the mock provider's consent page, their token URL is answered in the gate.
    const oauthStandIn = createOAuthStandIn({
      consentURL: () => `${context.publicServer.origin}${MOCK_PREFIX}authorize`,
      onIssued: (name, token) => journal.registerSecret(name, token),
    });
    // Then the host, in that world; then Installations, which asks the host to deliver.
    const hostService = store.add(
      await startHostService({
        world,
        dir,
        manifestPath,
        manifest,
        journal,
        bus: context.bus,
        publicServer: context.publicServer,
        ...hostLimitsOf(context.options),
        allowOutbound: [...(context.options.allowOutbound ?? []), ...(trusted ? savedOrigins : [])],
        closedOrigins: () => (context.siteListener ? [context.siteListener.origin] : []),
        envAllow,
        workspaceReads: trusted,
        oauthStandIn,
      }),
    );
    const installations = store.add(
      startInstallations({
        opened,
        world,
        host: hostService.delivery,
        journal,
        bus: context.bus,
        publicServer: context.publicServer,
        webhooks: () => webhooks,
        oauthStandIn,
      }),
    );
    const site = context.siteListener
      ? store.add(
          startSiteService({
            listener: context.siteListener,
            journal,
            bus: context.bus,
            manifest: () => manifest.snapshot(),
            world,
            host: hostService.host,
          }),
        )
      : undefined;
    const ignored = trusted
      ? []
      : await untrustedIgnored({
          dir,
          manifest: manifest.snapshot(),
          savedOrigins,
          queued: queuedAtOpen,
          shippedDatabase: shippedAside,
          envAllow: envAllow ?? [],
        });
    const session: WorkspaceSession = {
      workspace: { ...workspace, databaseProblem: null, trusted, ignored },
      db,
      journal,
      webhooks,
      manifest,
      installations,
      world,
      host: hostService.host,
      site,
      dispose: () => store.dispose(),
    };
    report = (problem) => {
      if (session.workspace.databaseProblem) return;
      session.workspace = { ...session.workspace, databaseProblem: problem };
      context.bus.publish('workspace.problem', { dir, message: problem });
    };
    store.add(toDisposable(watchDatabaseFile(databasePath(dir), report)));
    return session;
  } catch (error) {
    // The first error is the one to report, not one of the undoing.
    await store.dispose().catch(() => {});
    throw asDamaged(error, databasePath(dir));
  }
}
