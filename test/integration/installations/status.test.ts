import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => h.close());

const transitions = () =>
  h.journal
    .list({ limit: 100 })
    .filter((r) => r.kind === 'installation.transition')
    .reverse();

describe('installation status state machine', () => {
  it('a new installation is pending, with its defaults prefilled, and installation_setup + space_installation_setup fire', async () => {
    const installation = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    expect(installation.status).toBe('pending');
    expect(installation.configuration).toEqual({ mode: 'quiet', notify: true });
    const types = h.dispatched.filter((d) => d.installationId === installation.id).map((d) => d.event.type);
    expect(types).toEqual(['installation_setup', 'space_installation_setup']);
    expect(installation.history.map((t) => [t.from, t.to])).toEqual([[null, 'pending']]);
  });

  it('status is computed on create too: an installation whose defaults pass its section is active at once, no save needed', async () => {
    const relaxed = await startHarness({ editManifest: (text) => text.replace('    required:\n      - label\n      - limit\n', '') });
    try {
      const installation = await relaxed.service.create({ kind: 'space', spaceId: 'space_a' });
      expect(installation.status).toBe('active');
      expect(installation.configurationErrors).toEqual([]);
      expect(installation.history.map((t) => [t.from, t.to])).toEqual([[null, 'active']]);
      const setup = relaxed.dispatched.find((d) => d.installationId === installation.id && d.event.type === 'installation_setup');
      expect(setup?.event.status).toBe('active');
    } finally {
      await relaxed.close();
    }
  });

  it('pending → active exactly when an edit makes the configuration pass its section', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    const stillPending = await h.service.configure(id, { label: 'x' });
    expect(stillPending.status).toBe('pending');
    expect(stillPending.configurationErrors.map((e) => e.field)).toEqual(['limit']);
    const active = await h.service.configure(id, { label: 'x', limit: 3, mode: 'loud', notify: false });
    expect(active.status).toBe('active');
    expect(active.configurationErrors).toEqual([]);
    expect(active.history.map((t) => `${t.from}→${t.to}`)).toEqual(['null→pending', 'pending→pending', 'pending→active']);
  });

  it('active → pending when an edit breaks the configuration (wrong type, value outside the enum, empty required text)', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a', configuration: { label: 'x', limit: 1 } });
    expect(h.service.get(id).status).toBe('active');
    for (const bad of [
      { label: 'x', limit: 'three' },
      { label: 'x', limit: 1, mode: 'shouting' },
      { label: '', limit: 1 },
      { label: 'x', limit: 1, notify: 'yes' },
    ]) {
      await h.service.configure(id, { label: 'x', limit: 1 });
      const broken = await h.service.configure(id, bad);
      expect(broken.status, JSON.stringify(bad)).toBe('pending');
      expect(broken.configurationErrors.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
  });

  it('installation_setup fires on every configuration edit', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    await h.service.configure(id, { label: 'a', limit: 1 });
    await h.service.configure(id, { label: 'b', limit: 2 });
    const setups = h.dispatched.filter((d) => d.installationId === id && d.event.type === 'installation_setup');
    expect(setups.map((d) => d.event.status)).toEqual(['pending', 'active', 'active']);
  });

  it('paused (the studio addition) refuses events and keeps paused through edits; resume re-validates to active or pending', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a', configuration: { label: 'x', limit: 1 } });
    expect(h.service.pause(id).status).toBe('paused');
    await expect(h.service.fire(id, 'site_view', h.service.template(id, 'site_view'))).rejects.toThrow(/paused/);
    expect((await h.service.configure(id, { label: '' })).status).toBe('paused');
    expect(h.service.resume(id).status).toBe('pending');
    await h.service.configure(id, { label: 'y', limit: 2 });
    h.service.pause(id);
    expect(h.service.resume(id).status).toBe('active');
    expect(() => h.service.resume(id)).toThrow(/not paused/);
  });

  it('each transition lands in the journal as installation.transition with from, to and reason', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    await h.service.configure(id, { label: 'x', limit: 1 });
    h.service.pause(id);
    h.service.resume(id);
    await h.service.delete(id);
    const mine = transitions()
      .filter((r) => r.installationId === id)
      .map((r) => r.data as { from: string | null; to: string | null });
    expect(mine.map((d) => `${d.from}→${d.to}`)).toEqual([
      'null→pending',
      'pending→active',
      'active→paused',
      'paused→active',
      'active→null',
    ]);
  });

  it('a space installation belongs to an organization installation created with it', async () => {
    const space = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    const organization = h.service.list().find((i) => i.kind === 'organization')!;
    expect(organization.status).toBe('pending'); // the account section requires the OAuth connection
    expect(organization.space_selection).toBe('selected');
    expect(h.service.stored(space.id)!.parentId).toBe(organization.id);
  });

  it('the manifest target decides where it may be installed', async () => {
    const spaceOnly = await startHarness({
      manifestText: 'name: s\ntitle: S\ndescription: d\norganization: o\nscopes: []\ntarget: space\n',
    });
    try {
      await expect(spaceOnly.service.create({ kind: 'site' })).rejects.toThrow(/target is `space`/);
      expect((await spaceOnly.service.create({ kind: 'space' })).kind).toBe('space');
    } finally {
      await spaceOnly.close();
    }
  });

  it('a componentId section passes whatever the component stored', async () => {
    const site = await h.service.create({ kind: 'site', siteId: 'site_a', configuration: { anything: 1 } });
    expect(site.status).toBe('active');
  });
});

describe('environment handed to the integration', () => {
  it("carries the host's publicContentEndpoint (the installation's endpoint on the content origin), not the public endpoint in its place", async () => {
    const site = await h.service.create({ kind: 'site', siteId: 'site_content', configuration: {} });
    const content = `${h.publicServer.content.origin}/i/${site.id}`;
    const environment = h.world.environmentFor(site.id)!;
    expect(environment.installation!.urls.publicContentEndpoint).toBe(content);
    expect(environment.integration.urls).toMatchObject({ publicEndpoint: `${h.publicServer.origin}/i/${site.id}` });
    expect((environment.integration.urls as Record<string, unknown>).publicContentEndpoint).toBe(content);
  });

  it('carries apiEndpoint, apiTokens, the public endpoint, the organization installation and the space installation', async () => {
    const space = await h.service.create({ kind: 'space', spaceId: 'space_a', configuration: { label: 'x', limit: 1 } });
    // What the host's build resolved: every envelope of the world carries it.
    h.world.loaded.secrets = { A: 'b' };
    const environment = h.world.environmentFor(space.id)!;
    const organization = h.service.list().find((i) => i.kind === 'organization')!;
    expect(environment.apiEndpoint).toBe(h.apiEndpoint);
    expect(environment.apiTokens.installation).toBe(h.service.stored(space.id)!.token);
    expect(environment.apiTokens.integration).toMatch(/^pit_/);
    expect(environment.integration).toMatchObject({
      name: 'oauth-demo',
      urls: { publicEndpoint: `${h.publicServer.origin}/i/${space.id}` },
    });
    expect(environment.installation).toMatchObject({
      id: organization.id,
      status: 'pending',
      space_selection: 'selected',
      target: { organization: 'org_studio' },
    });
    expect(environment.spaceInstallation).toMatchObject({
      space: 'space_a',
      status: 'active',
      configuration: { label: 'x', limit: 1, mode: 'quiet', notify: true },
    });
    expect(environment.secrets).toEqual({ A: 'b' });
  });
});

describe('runtime events', () => {
  it('a space_content_updated is delivered to the integration and to the webhooks service', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    const payload = h.service.template(id, 'space_content_updated');
    const outcome = await h.service.fire(id, 'space_content_updated', payload);
    expect(outcome.status).toBe(200);
    expect(outcome.logs[0]!.message).toBe('saw space_content_updated');
    const { eventId: _eventId, ...fields } = payload;
    expect(h.published).toEqual([{ type: 'space_content_updated', options: { spaceId: 'space_a', installationId: id, payload: fields } }]);
  });

  it('an edited payload that breaks the event shape is refused with the paths at fault', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    const payload: Record<string, unknown> = { ...h.service.template(id, 'space_visibility_updated'), visibility: 'everyone' };
    delete payload.spaceId;
    await expect(h.service.fire(id, 'space_visibility_updated', payload)).rejects.toThrow(/spaceId.*visibility|visibility.*spaceId/s);
  });

  it('presets are saved per workspace by name and overwrite on the same name', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 'space_a' });
    const payload = h.service.template(id, 'site_view');
    h.service.savePreset({ name: 'home page', eventType: 'site_view', payload });
    h.service.savePreset({ name: 'home page', eventType: 'site_view', payload: { ...payload, url: 'https://x/y' } });
    expect(h.service.presets().map((p) => [p.name, p.payload.url])).toEqual([['home page', 'https://x/y']]);
    expect(() => h.service.deletePreset('nope')).toThrow(/No preset/);
  });
});
