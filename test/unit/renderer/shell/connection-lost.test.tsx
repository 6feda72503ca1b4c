import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { ConnectionLost } from '../../../../renderer/src/shell/ConnectionLost.tsx';
import { HostState } from '../../../../renderer/src/shell/HostState.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const status = { state: 'ready', error: null, lastBuildMs: 10, memoryBytes: null, missingSecrets: [] };
const client = { call: vi.fn(async () => status), subscribe: () => () => {} } as unknown as StudioClient;

function tab(connection: 'connecting' | 'open' | 'closed') {
  return (
    <StudioProvider value={{ client, transport: 'browser', connection }}>
      <ConnectionLost />
      <HostState />
    </StudioProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a stopped studio is explained in the open tab', () => {
  it('when the studio stops: a banner says so and how to start it again, and the host no longer reads "ready"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const view = render(tab('open'));
    expect(await screen.findByText(/host ready/)).toBeTruthy();
    expect(screen.queryByTestId('connection-lost')).toBeNull();
    view.rerender(tab('closed'));
    const banner = await screen.findByTestId('connection-lost');
    expect(banner.textContent).toMatch(/The studio stopped/);
    expect(banner.textContent).toMatch(/integration-studio serve/);
    expect(screen.queryByText(/host ready/)).toBeNull();
  });

  it('when a new run answers and refuses this tab (401): the banner says to open the link the new run printed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    const view = render(tab('open'));
    view.rerender(tab('closed'));
    await waitFor(() =>
      expect(screen.getByTestId('connection-lost').textContent).toMatch(/was restarted.*open the link the new run printed/),
    );
  });

  it('when the connection comes back: the banner leaves and the host status is asked again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const view = render(tab('open'));
    view.rerender(tab('closed'));
    await screen.findByTestId('connection-lost');
    const asked = vi.mocked(client.call).mock.calls.length;
    view.rerender(tab('open'));
    await waitFor(() => expect(screen.queryByTestId('connection-lost')).toBeNull());
    expect(await screen.findByText(/host ready/)).toBeTruthy();
    expect(vi.mocked(client.call).mock.calls.length).toBeGreaterThan(asked);
  });

  it('a tab still connecting for the first time shows no banner (nothing was lost yet)', () => {
    render(tab('closed'));
    expect(screen.queryByTestId('connection-lost')).toBeNull();
  });
});
