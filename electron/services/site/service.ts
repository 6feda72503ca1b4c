import type { Bus } from '../events/bus.ts';
import type { Host } from '../host/host.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import type { PlatformWorld } from '../platform/index.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import { createSiteEngine, type SiteEngine } from './engine.ts';
import type { SiteListener } from './listener.ts';

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
  world: Pick<PlatformWorld, 'api' | 'directory'>;
  host: Pick<Host, 'dispatchEvent' | 'outbound'>;
}): SiteService {
  const { listener, world, host } = options;
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
  });
  listener.serve(engine.handle);
  return {
    engine,
    dispose() {
      listener.serve(null);
      engine.dispose();
    },
  };
}
