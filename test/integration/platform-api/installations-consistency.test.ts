import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformAPI, PlatformAPIError } from '../../../sdk/api-client/index.ts';
import { startHarness } from '../installations/harness.ts';

/** The API emulator over the Installations feature: the same installations, tokens and writes the studio shows. */
let h: Awaited<ReturnType<typeof startHarness>>;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const client = (authToken: string) => new PlatformAPI({ endpoint: h.apiEndpoint, authToken, userAgent: 'consistency-test' });

describe('the platform API over the studio’s installations', () => {
  it('a configuration written through the API is stored by the Installations service, validated, and visible at once', async () => {
    const space = await h.service.create({ kind: 'space', spaceId: 'space_docs' });
    const environment = h.world.environmentFor(space.id)!;
    const api = client(environment.apiTokens.installation!);
    const { data } = await api.integrations.updateIntegrationSpaceInstallation('oauth-demo', environment.installation!.id, 'space_docs', {
      configuration: { mode: 'loud' },
      externalIds: ['repo-42'],
    });
    expect(data).toMatchObject({ space: 'space_docs', configuration: { mode: 'loud' }, externalIds: ['repo-42'] });
    expect(h.service.get(space.id)).toMatchObject({ configuration: { mode: 'loud' }, externalIds: ['repo-42'] });
    expect(h.service.get(space.id).history.at(-1)!.reason).toMatch(/configuration updated by the integration/);
    // The next call reads the write, as the next event's environment does.
    const listed = await client(h.service.integrationToken).integrations.listIntegrationSpaceInstallations('oauth-demo', {
      externalId: 'repo-42',
    });
    expect(listed.data.items.map((item) => item.space)).toEqual(['space_docs']);
    expect(h.world.environmentFor(space.id)!.spaceInstallation!.configuration).toMatchObject({
      mode: 'loud',
    });
  });

  it('an installation token authenticates as that installation; another installation’s resources answer 403 (PlatformAPIError carries the code)', async () => {
    const first = await h.service.create({ kind: 'space', spaceId: 'space_one' });
    await h.service.create({ kind: 'space', spaceId: 'space_two' });
    const token = h.world.environmentFor(first.id)!.apiTokens.installation!;
    const api = client(token);
    expect((await api.spaces.getSpaceById('space_one')).data).toMatchObject({ id: 'space_one', organization: 'org_studio' });
    const refused = await api.spaces.getSpaceById('space_two').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformAPIError);
    expect((refused as PlatformAPIError).code).toBe(403);
    expect((refused as PlatformAPIError).errorMessage).toContain('space_two');
    const organization = h.service.all().find((i) => i.kind === 'organization')!;
    // A space installation cannot act for its organization installation.
    const upward = await api.integrations.getIntegrationInstallationById('oauth-demo', organization.id).catch((error: unknown) => error);
    expect((upward as PlatformAPIError).code).toBe(403);
  });

  it('the environment’s spaceInstallation names what the API needs: passing it straight back updates the installation (as github does)', async () => {
    const space = await h.service.create({ kind: 'space', spaceId: 'space_git' });
    const environment = h.world.environmentFor(space.id)!;
    const own = environment.spaceInstallation as unknown as { integration: string; installation: string; space: string };
    expect(own).toMatchObject({ integration: 'oauth-demo', installation: environment.installation!.id, space: 'space_git' });
    const api = client(environment.apiTokens.installation!);
    await api.integrations.updateIntegrationSpaceInstallation(own.integration, own.installation, own.space, { externalIds: ['acme/docs'] });
    expect(h.service.get(space.id).externalIds).toEqual(['acme/docs']);
  });

  it('an unknown token answers 401 and PlatformAPIError carries it', async () => {
    const error = await client('pit_forged')
      .spaces.getSpaceById('space_one')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformAPIError);
    expect((error as PlatformAPIError).code).toBe(401);
    expect((error as PlatformAPIError).message).toMatch(/^Platform API failed with \[401\]/);
  });
});
