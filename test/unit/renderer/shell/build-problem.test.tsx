import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { HostStatus } from '../../../../shared/api/host.ts';
import { BuildProblem, parseBuildError } from '../../../../renderer/src/components/BuildProblem.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const failed = (lastReloadAt: number | null): HostStatus => ({
  state: 'error',
  error: 'src/index.tsx:12:5: Expected ";" but found "}"',
  lastBuildMs: 3,
  lastBuildAt: 2,
  lastReloadAt,
  memoryBytes: null,
  missingSecrets: [],
  debug: null,
});

function show(status: HostStatus) {
  const client = {
    call: vi.fn(async (method: string) => {
      if (method === 'host.status') return status;
      if (method === 'workspace.current')
        return {
          dir: '/work/hello',
          manifestPath: '/work/hello/platform-manifest.yaml',
          name: 'hello',
          title: null,
          description: null,
          manifestError: null,
        };
      throw new Error(method);
    }),
    subscribe: () => () => {},
  } as unknown as StudioClient;
  return render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <BuildProblem />
    </StudioProvider>,
  );
}

describe('a failed build shows in the pane the user is in', () => {
  it('with esbuild’s message, file:line:column and a link that opens it', async () => {
    show(failed(null));
    const box = await screen.findByTestId('build-problem');
    expect(box).toHaveTextContent('The integration does not build.');
    expect(box).toHaveTextContent('Expected ";" but found "}"');
    const link = await screen.findByRole('link', { name: 'src/index.tsx:12:5' });
    expect(link).toHaveAttribute('href', 'vscode://file/work/hello/src/index.tsx:12:5');
    expect(box).toHaveTextContent('Nothing runs until this is fixed.');
  });

  it('never runs the stale build silently: it says the last good build is what runs', async () => {
    show(failed(1));
    await waitFor(() => expect(screen.getByTestId('build-problem')).toHaveTextContent('What runs here is the last good build'));
  });

  it('nothing when the host is ready; a start-up error without a place is shown whole', async () => {
    const { unmount } = show({ ...failed(null), state: 'ready', error: null });
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByTestId('build-problem')).toBeNull();
    unmount();
    expect(parseBuildError('The integration failed to start: boom')).toBeNull();
    expect(parseBuildError('src/a.ts:3:1: x')).toEqual({ file: 'src/a.ts', line: 3, column: 1, text: 'x' });
  });
});
