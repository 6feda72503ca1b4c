import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { HostStatus } from '../../../../shared/api/host.ts';
import { DebugState } from '../../../../renderer/src/shell/DebugState.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const base: HostStatus = {
  state: 'ready',
  error: null,
  lastBuildMs: 3,
  lastBuildAt: 2,
  lastReloadAt: 2,
  memoryBytes: null,
  missingSecrets: [],
  debug: null,
};
const on = (paused: string | null): HostStatus['debug'] => ({
  webSocket: 'ws://127.0.0.1:9229/integration',
  devtools: 'devtools://devtools/bundled/js_app.html?ws=127.0.0.1:9229/integration',
  paused,
  pauseOnExceptions: false,
});

function show(status: HostStatus) {
  const call = vi.fn(async (method: string) => {
    if (method === 'host.status') return status;
    if (method === 'host.debug') return status;
    throw new Error(method);
  });
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <DebugState />
    </StudioProvider>,
  );
  return call;
}

describe('the debugger in the status bar', () => {
  it('off: a Debug toggle that turns it on through host.debug', async () => {
    const call = show(base);
    fireEvent.click(await screen.findByTestId('debug-toggle'));
    expect(call).toHaveBeenCalledWith('host.debug', { enabled: true });
  });

  it('paused: says where, in the integration’s own source', async () => {
    show({ ...base, debug: on('src/index.ts:16') });
    expect(await screen.findByTestId('debug-paused')).toHaveTextContent('paused at src/index.ts:16');
  });

  it('Pause on exceptions is one click', async () => {
    const call = show({ ...base, debug: on(null) });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pause on exceptions' }));
    expect(call).toHaveBeenCalledWith('host.debug', { enabled: true, pauseOnExceptions: true });
  });
});
