import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstallationsFeature from '../../../../renderer/src/features/installations/index.tsx';
import { PlatformAPI } from '../../../../sdk/api-client/index.ts';
import { startStudio } from './harness.tsx';

let studio: Awaited<ReturnType<typeof startStudio>> | null = null;
afterEach(async () => {
  vi.unstubAllGlobals();
  await studio?.close();
  studio = null;
});

describe('external ids in the Installations pane', () => {
  it('ids saved in the pane are what the platform API filters on', async () => {
    studio = await startStudio();
    const space = await studio.service.create({ kind: 'space', spaceId: 'space_a' });
    studio.show(<InstallationsFeature />);
    const field = await screen.findByLabelText('External ids');
    fireEvent.change(field, { target: { value: 'repo-1\nrepo-2, repo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save external ids' }));
    await waitFor(() => expect(studio!.service.get(space.id).externalIds).toEqual(['repo-1', 'repo-2']));
    const api = new PlatformAPI({ endpoint: studio.apiEndpoint, authToken: studio.service.integrationToken });
    const { data } = await api.integrations.listIntegrationSpaceInstallations('oauth-demo', { externalId: 'repo-2' });
    expect(data.items.map((item) => item.space)).toEqual(['space_a']);
  });

  it('ids the integration sets through the platform API show in the pane at once', async () => {
    studio = await startStudio();
    const space = await studio.service.create({ kind: 'space', spaceId: 'space_a' });
    studio.show(<InstallationsFeature />);
    await screen.findByLabelText('External ids');
    const environment = studio.world.environmentFor(space.id)!;
    const api = new PlatformAPI({ endpoint: studio.apiEndpoint, authToken: environment.apiTokens.installation });
    await api.integrations.updateIntegrationSpaceInstallation('oauth-demo', environment.installation!.id, 'space_a', {
      externalIds: ['from-api'],
    });
    await waitFor(() => expect((screen.getByLabelText('External ids') as HTMLTextAreaElement).value).toBe('from-api'));
  });
});
