import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { QueueStats } from '../../../../shared/api/webhooks.ts';
import { nextDueText, QueuePanel } from '../../../../renderer/src/features/webhooks/QueuePanel.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const NOW = 1_800_000_000_000;

/** A client whose `webhooks.queue` answers `first`, and whose pushes the test sends with `push`. */
function fakeClient(first: QueueStats) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const client = {
    call: vi.fn(async (method: string) => {
      if (method !== 'webhooks.queue') throw new Error(`unexpected call ${method}`);
      return first;
    }),
    subscribe: (topic: string, listener: (payload: unknown) => void) => {
      listeners.set(topic, listener);
      return () => listeners.delete(topic);
    },
  } as unknown as StudioClient;
  return { client, push: (stats: QueueStats) => listeners.get('webhooks.queue')?.(stats) };
}

const stats = (patch: Partial<QueueStats>): QueueStats => ({
  pending: 0,
  inFlight: 0,
  scheduled: 0,
  nextDueAt: null,
  concurrency: 64,
  at: NOW,
  ...patch,
});

describe('the Webhooks pane shows the delivery queue', () => {
  it('pending, in flight of the slots, scheduled and the next due time, updated live by webhooks.queue pushes', async () => {
    const { client, push } = fakeClient(stats({ pending: 12, inFlight: 64, scheduled: 3, nextDueAt: Date.now() + 4_000 }));
    render(
      <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
        <QueuePanel />
      </StudioProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('queue-pending')).toHaveTextContent('12'));
    expect(screen.getByTestId('queue-in-flight')).toHaveTextContent('64 / 64');
    expect(screen.getByTestId('queue-scheduled')).toHaveTextContent('3');
    expect(screen.getByTestId('queue-next')).toHaveTextContent(/^in [34]\.\d s/);
    act(() => push(stats({ pending: 0, inFlight: 1, scheduled: 0, nextDueAt: null })));
    expect(screen.getByTestId('queue-pending')).toHaveTextContent('0');
    expect(screen.getByTestId('queue-in-flight')).toHaveTextContent('1 / 64');
    expect(screen.getByTestId('queue-next')).toHaveTextContent('nothing queued');
  });

  it('an empty queue says what fills it', async () => {
    const { client } = fakeClient(stats({}));
    render(
      <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
        <QueuePanel />
      </StudioProvider>,
    );
    expect(await screen.findByText(/The queue is empty: send a payload/)).toBeInTheDocument();
  });

  it('the next due time reads as a countdown, or due now once it has passed', () => {
    expect(nextDueText(null, NOW)).toBe('nothing queued');
    expect(nextDueText(NOW - 5, NOW)).toBe('due now');
    expect(nextDueText(NOW + 2_345, NOW)).toMatch(/^in 2\.3 s \(/);
    expect(nextDueText(NOW + 42_000, NOW)).toMatch(/^in 42 s \(/);
  });
});
