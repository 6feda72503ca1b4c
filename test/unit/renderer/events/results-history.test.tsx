import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { EventOutcome } from '../../../../shared/api/installations.ts';
import { useEventRunner } from '../../../../renderer/src/features/events/useEventRunner.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const outcome = (status: number): EventOutcome => ({
  eventType: 'site_view',
  installationId: 'inst_1',
  status,
  headers: {},
  durationMs: 3,
  body: { ok: true },
  logs: [],
  recordId: 7,
  webhooks: null,
});

let runner: ReturnType<typeof useEventRunner> | null = null;
function Probe() {
  runner = useEventRunner();
  return (
    <ul aria-label="results">
      {runner.firings.map((f) => (
        <li key={f.at}>{f.outcome?.status ?? f.error}</li>
      ))}
    </ul>
  );
}

/** One page load of the studio on `dir`: a fresh tree over the same page storage. */
function load(dir: string) {
  const client = {
    call: vi.fn(async (method: string) => {
      if (method === 'workspace.current') return { id: `ws-${Math.random()}`, dir, name: 'x' };
      if (method === 'installations.presets') return [];
      if (method === 'installations.fire') return outcome(200);
      throw new Error(method);
    }),
    subscribe: () => () => {},
  } as unknown as StudioClient;
  return render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <Probe />
    </StudioProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('what survives a reload: the Events results', () => {
  it('a reload keeps the Events results as a history of the folder (not of the per-open workspace id); another folder has its own', async () => {
    const first = load('/work/gitlab');
    await waitFor(() => expect(runner).not.toBeNull());
    await act(() => runner!.fire('inst_1', 'site_view', {}));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['200']));
    first.unmount();

    const reloaded = load('/work/gitlab');
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['200']));
    reloaded.unmount();

    load('/work/sentry');
    await waitFor(() => expect(runner!.presets).toEqual([]));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
