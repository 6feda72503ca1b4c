import type { Bus } from '../events/bus.ts';
import type { Host } from '../host/host.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import type { PlatformWorld } from '../platform/index.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import { createSiteEngine, type SiteEngine } from './engine.ts';
import type { SiteListener } from './listener.ts';
import type { PublicServer } from '../public/server.ts';
import { PUBLISHED_SITE_PREFIX } from '../platform/shapes.ts';
import { DEV_INSTALLATION_ID, isDevInstallation } from '../platform/ids.ts';

/** How long a visitor sent to sign in may take to come back to the site. */
const LANDING_WAIT_MS = 10 * 60_000;

export interface SiteService {
  engine: SiteEngine;
  dispose(): void;
}

/** The site's title as the platform API has it (what an integration reading the site gets), else a plain one. */
async function titleOf(world: Pick<PlatformWorld, 'api' | 'directory'>, siteId: string): Promise<string> {
  const installation = world.directory.installations().find((i) => i.siteId === siteId);
  if (installation) {
    const response = await world.api.handle({
      method: 'GET',
      path: `/v1/orgs/${encodeURIComponent(installation.organizationId)}/sites/${encodeURIComponent(siteId)}`,
      query: new URLSearchParams(),
      headers: { authorization: `Bearer ${installation.token}` },
      body: new Uint8Array(),
    });
    if (response.ok) {
      const site = (await response.json()) as { title?: unknown };
      if (typeof site.title === 'string' && site.title) return site.title;
    }
  }
  return `Site ${siteId}`;
}

/**
 * The published site of one open integration, served on the studio's site origin for as long as the
 * session lives: its scripts come from this session's host, its records go to this session's journal.
 */
export function startSiteService(options: {
  listener: SiteListener;
  journal: Journal;
  bus: Bus;
  manifest(): ManifestSnapshot;
  world: Pick<PlatformWorld, 'api' | 'directory' | 'environmentFor'>;
  host: Pick<Host, 'dispatchEvent' | 'outbound' | 'publicTraffic'>;
  /** Where the platform's published URL of a site points (`/published/<siteId>/`): a visitor signing in comes back there. */
  publicServer?: Pick<PublicServer, 'route'>;
}): SiteService {
  const { listener, world, host } = options;
  /**
   * The integration sends a signed-in visitor back to the site's published URL, which is the public
   * server's `/published/<siteId>/` (the Events pane's sign-in lands there). While a visitor of this
   * site is away signing in, that path of this site leads back here, token and page kept.
   */
  const landings = new Map<string, { unroute: () => void; timer: NodeJS.Timeout }>();
  function expectLanding(siteId: string) {
    const pending = landings.get(siteId);
    if (pending) return pending.timer.refresh();
    const prefix = `${PUBLISHED_SITE_PREFIX}${encodeURIComponent(siteId)}/`;
    const done = () => {
      const landing = landings.get(siteId);
      if (!landing) return;
      clearTimeout(landing.timer);
      landing.unroute();
      landings.delete(siteId);
    };
    const unroute =
      options.publicServer?.route(prefix, (request, response, rest) => {
        const search = new URL(request.url ?? '/', 'http://127.0.0.1').search;
        response.writeHead(302, { location: `${listener.origin}/${rest}${search}`, 'cache-control': 'no-store' });
        response.end();
        done();
      }) ?? (() => {});
    landings.set(siteId, { unroute, timer: setTimeout(done, LANDING_WAIT_MS).unref() });
  }
  const engine = createSiteEngine({
    origin: listener.origin,
    journal: options.journal,
    bus: options.bus,
    manifest: options.manifest,
    installations: () => world.directory.installations(),
    dispatch: (event, dispatchOptions) => host.dispatchEvent(event as unknown as IntegrationEvent, dispatchOptions),
    siteTitle: (siteId) => titleOf(world, siteId),
    // The host's mode, mocks and policy, read at each request: the pages follow a mode switch at once.
    outbound: { mode: () => host.outbound.mode(), mocks: host.outbound.mocks, policy: host.outbound.policy },
    visitor: {
      secret: (installation) =>
        world.environmentFor(isDevInstallation(installation.id) ? DEV_INSTALLATION_ID : installation.id)?.signingSecrets
          ?.siteInstallation ?? null,
      expectLanding,
      standIn: (location, parentId) => host.publicTraffic.standInRedirect(location, parentId),
    },
  });
  listener.serve(engine.handle);
  return {
    engine,
    dispose() {
      for (const { unroute, timer } of landings.values()) {
        clearTimeout(timer);
        unroute();
      }
      listener.serve(null);
      engine.dispose();
    },
  };
}
