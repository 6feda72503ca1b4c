import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformAPI } from '../../../sdk/api-client/index.ts';
import type { InstallationKind } from '../../../shared/api/installations.ts';
import { startHarness } from './harness.ts';
import { toApiError } from '../../../electron/app/errors.ts';

/**
 * The description's words for each setup event: `installation_setup` "when integration has been
 * installed or updated", `space_installation_setup` "installed or updated on a space",
 * `site_installation_setup` "installed or updated on a site". Each path that saves a configuration
 * (the Installations pane, and the integration's own platform-API call, which is how the Preview's
 * configuration components save) fires them.
 */
let h: Awaited<ReturnType<typeof startHarness>>;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => h.close());

const EXPECTED: Record<InstallationKind, string[]> = {
  organization: ['installation_setup'],
  space: ['installation_setup', 'space_installation_setup'],
  site: ['installation_setup', 'site_installation_setup'],
};

const typesFor = (id: string, from = 0) =>
  h.dispatched
    .slice(from)
    .filter((d) => d.installationId === id)
    .map((d) => d.event.type);
const client = (authToken: string) => new PlatformAPI({ endpoint: h.apiEndpoint, authToken, userAgent: 'setup-events-test' });

async function install(kind: InstallationKind) {
  return h.service.create(kind === 'space' ? { kind, spaceId: 'space_docs' } : kind === 'site' ? { kind, siteId: 'site_docs' } : { kind });
}

describe('setup events as the platform sends them', () => {
  for (const kind of ['organization', 'space', 'site'] as const) {
    it(`installing on the ${kind} sends ${EXPECTED[kind].join(' + ')}`, async () => {
      const installation = await install(kind);
      expect(typesFor(installation.id)).toEqual(EXPECTED[kind]);
      const own = h.dispatched.filter((d) => d.installationId === installation.id).at(-1)!.event;
      if (kind === 'space') expect(own.spaceId).toBe('space_docs');
      if (kind === 'site') expect(own.siteId).toBe('site_docs');
      // A fresh install has no previous state.
      expect(own.previous).toBeUndefined();
    });

    it(`saving the ${kind} configuration in the Installations pane sends ${EXPECTED[kind].join(' + ')} again, with the previous state`, async () => {
      const installation = await install(kind);
      const from = h.dispatched.length;
      const before = h.service.stored(installation.id)!;
      await h.service.configure(installation.id, kind === 'space' ? { label: 'x', limit: 2 } : { default_channel: 'C1', step: 2 });
      expect(typesFor(installation.id, from)).toEqual(EXPECTED[kind]);
      const own = h.dispatched.slice(from).at(-1)!.event;
      expect(own.previous).toEqual({ status: before.status, configuration: before.configuration });
    });

    it(`the integration updating its ${kind} installation through the platform API sends ${EXPECTED[kind].join(' + ')}`, async () => {
      const installation = await install(kind);
      const environment = h.world.environmentFor(installation.id)!;
      const api = client(environment.apiTokens.installation!);
      const organizationId = environment.installation!.id;
      const from = h.dispatched.length;
      if (kind === 'organization')
        await api.integrations.updateIntegrationInstallation('oauth-demo', organizationId, { configuration: { default_channel: 'C9' } });
      else if (kind === 'space')
        await api.integrations.updateIntegrationSpaceInstallation('oauth-demo', organizationId, 'space_docs', {
          configuration: { label: 'from the integration', limit: 1 },
        });
      else
        await api.integrations.updateIntegrationSiteInstallation('oauth-demo', organizationId, 'site_docs', {
          configuration: { project: 'p1' },
        });
      // The API answers first and the events follow, as the platform queues them.
      await h.service.settled();
      expect(typesFor(installation.id, from)).toEqual(EXPECTED[kind]);
      const own = h.dispatched.slice(from).at(-1)!.event;
      expect(own.previous).toMatchObject({ status: expect.any(String) });
    });
  }

  it('the integration setting external ids through the API is an update too: the setup events follow', async () => {
    const site = await install('site');
    const environment = h.world.environmentFor(site.id)!;
    const from = h.dispatched.length;
    await client(environment.apiTokens.installation!).integrations.updateIntegrationSiteInstallation(
      'oauth-demo',
      environment.installation!.id,
      'site_docs',
      { externalIds: ['acme'] },
    );
    await h.service.settled();
    expect(typesFor(site.id, from)).toEqual(EXPECTED.site);
  });

  it('an API write that changes nothing is no update: no setup event, so a handler storing what it was handed cannot loop', async () => {
    const space = await install('space');
    const environment = h.world.environmentFor(space.id)!;
    const api = client(environment.apiTokens.installation!);
    const write = () =>
      api.integrations.updateIntegrationSpaceInstallation('oauth-demo', environment.installation!.id, 'space_docs', {
        configuration: { label: 'same', limit: 1 },
      });
    await write();
    await h.service.settled();
    const from = h.dispatched.length;
    await write();
    await h.service.settled();
    expect(typesFor(space.id, from)).toEqual([]);
  });

  it('a paused installation gets no setup event from a configuration update', async () => {
    const space = await install('space');
    h.service.pause(space.id);
    const from = h.dispatched.length;
    await h.service.configure(space.id, { label: 'x', limit: 1 });
    expect(typesFor(space.id, from)).toEqual([]);
  });
});

describe('a configuration saved elsewhere is not silently overwritten', () => {
  it('saving a form opened on an older configuration is refused as a conflict, and nothing is written', async () => {
    const space = await install('space');
    const opened = h.service.get(space.id).configuration;
    h.service.updateFromIntegration(space.id, { configuration: { label: 'written by the integration', limit: 5 } });
    await h.service.settled();
    const refused = await h.service.configure(space.id, { label: 'typed in the form', limit: 1 }, opened).catch((error: unknown) => error);
    expect(toApiError(refused)).toMatchObject({ code: 'conflict', message: expect.stringMatching(/saved elsewhere/) });
    expect(h.service.get(space.id).configuration).toMatchObject({ label: 'written by the integration', limit: 5 });
    // Loaded again, the same form saves.
    const saved = await h.service.configure(space.id, { label: 'typed in the form', limit: 1 }, h.service.get(space.id).configuration);
    expect(saved.configuration).toMatchObject({ label: 'typed in the form' });
  });
});

describe('generated event payloads take their ids from the chosen installation', () => {
  it('an organization installation’s space events name a space it is installed on, not a made-up one', async () => {
    const space = await install('space');
    const organization = h.service.list().find((i) => i.kind === 'organization')!;
    const payload = h.service.template(organization.id, 'space_content_updated');
    expect(payload.spaceId).toBe('space_docs');
    expect(payload.installationId).toBe(organization.id);
    expect(h.service.template(space.id, 'space_content_updated').spaceId).toBe('space_docs');
  });

  it('a site installation’s events name its site and its organization installation', async () => {
    const site = await install('site');
    const payload = h.service.template(site.id, 'site_view');
    expect(payload.siteId).toBe('site_docs');
    expect(payload.installationId).toBe(h.service.list().find((i) => i.kind === 'organization')!.id);
  });
});
