import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InstallationKind } from '../../../shared/api/installations.ts';
import { startHarness } from './harness.ts';

/**
 * The description's words: `installation_deleted` "when integration has been uninstalled from an
 * organization", `space_installation_deleted` "from a space", `site_installation_deleted` "from a
 * site", each with `previous.configuration`: what an integration needs to remove what it set up
 * elsewhere (GitLab's handler deletes the webhook it made with the stored token).
 */
let h: Awaited<ReturnType<typeof startHarness>>;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => h.close());

const EXPECTED: Record<InstallationKind, string> = {
  organization: 'installation_deleted',
  space: 'space_installation_deleted',
  site: 'site_installation_deleted',
};
const CONFIGURATION: Record<InstallationKind, Record<string, unknown>> = {
  organization: { default_channel: 'C1', step: 2 },
  space: { label: 'docs', limit: 3 },
  site: { default_channel: 'C9', step: 1 },
};

async function install(kind: InstallationKind) {
  const created = await h.service.create(
    kind === 'space' ? { kind, spaceId: 'space_docs' } : kind === 'site' ? { kind, siteId: 'site_docs' } : { kind },
  );
  return h.service.configure(created.id, CONFIGURATION[kind]);
}

describe('uninstall events as the platform sends them', () => {
  for (const kind of ['organization', 'space', 'site'] as const) {
    it(`uninstalling ${kind === 'organization' ? 'an' : 'a'} ${kind} installation sends ${EXPECTED[kind]} with the configuration it had, then removes it`, async () => {
      const installation = await install(kind);
      const from = h.dispatched.length;
      // Delivered while it is still installed: the event is built from (and runs in the environment of) the installation.
      let storedAtDelivery: unknown = 'not delivered';
      const seen = h.dispatched.push.bind(h.dispatched);
      h.dispatched.push = (...items) => {
        storedAtDelivery = h.service.stored(installation.id) ?? null;
        return seen(...items);
      };
      await expect(h.service.delete(installation.id)).resolves.toEqual({ deleted: installation.id });
      const sent = h.dispatched.slice(from);
      expect(sent.map((d) => [d.event.type, d.installationId])).toEqual([[EXPECTED[kind], installation.id]]);
      expect(sent[0]!.event.previous).toEqual({ configuration: CONFIGURATION[kind] });
      if (kind === 'space') expect(sent[0]!.event.spaceId).toBe('space_docs');
      if (kind === 'site') expect(sent[0]!.event.siteId).toBe('site_docs');
      expect(storedAtDelivery).toMatchObject({ id: installation.id });
      expect(h.service.stored(installation.id)).toBeNull();
    });
  }

  it('an organization installation goes with its space and site installations, each told first', async () => {
    const space = await install('space');
    const site = await install('site');
    const organization = h.service.all().find((i) => i.kind === 'organization')!;
    const from = h.dispatched.length;
    await h.service.delete(organization.id);
    const sent = h.dispatched.slice(from).map((d) => [d.event.type, d.installationId]);
    expect(sent.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['space_installation_deleted', space.id],
        ['site_installation_deleted', site.id],
      ]),
    );
    expect(sent.slice(2)).toEqual([['installation_deleted', organization.id]]);
    expect(h.service.all()).toEqual([]);
  });

  it('a paused installation is removed without an event, as it receives none', async () => {
    const installation = await install('space');
    h.service.pause(installation.id);
    const from = h.dispatched.length;
    await h.service.delete(installation.id);
    expect(h.dispatched.slice(from)).toEqual([]);
    expect(h.service.stored(installation.id)).toBeNull();
  });
});
