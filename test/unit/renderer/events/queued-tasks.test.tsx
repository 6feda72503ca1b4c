import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { Installation, QueuedTask } from '../../../../shared/api/installations.ts';
import { QueuedTasks } from '../../../../renderer/src/features/events/QueuedTasks.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const ACTIVE = { id: 'inst_1', kind: 'organization', status: 'active' } as Installation;
const PAYLOAD = JSON.stringify({ eventId: 'evt_1', task: {} }, null, 2);
const HOUR = 3_600_000;

function queued(seq: number, task: unknown, patch: Partial<QueuedTask> = {}): QueuedTask {
  const queuedAt = Date.now() - 60_000;
  return { seq, task, queuedAt, dueAt: queuedAt, deliveredStatus: 200, ...patch };
}

function mount(queues: { tasks: QueuedTask[]; total: number }[], installation: Installation = ACTIVE) {
  const listeners = new Map<string, (payload: unknown) => void>();
  let answer = 0;
  const call = vi.fn(async (method: string) => {
    if (method === 'installations.queuedTasks') return queues[Math.min(answer++, queues.length - 1)];
    throw new Error(`not in this test: ${method}`);
  });
  const client = {
    call,
    subscribe: (topic: string, listener: (payload: unknown) => void) => {
      listeners.set(topic, listener);
      return () => listeners.delete(topic);
    },
  } as unknown as StudioClient;
  const texts: string[] = [];
  const fired: Record<string, unknown>[] = [];
  function Host() {
    const [text, setText] = useState(PAYLOAD);
    texts.push(text);
    return <QueuedTasks text={text} onText={setText} installation={installation} firing={false} onFire={(p) => fired.push(p)} />;
  }
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <Host />
    </StudioProvider>,
  );
  return {
    call,
    fired,
    push: (record: unknown) => act(() => listeners.get('journal.appended')!(record)),
    last: () => JSON.parse(texts.at(-1)!) as Record<string, unknown>,
  };
}

describe('queued tasks in the Events pane', () => {
  it('each task the integration queued is listed, newest first, with when it was queued, where it stands and its payload', async () => {
    mount([
      {
        tasks: [
          queued(2, { type: 'sync', page: 2 }, { dueAt: Date.now() + HOUR, deliveredStatus: null }),
          queued(1, { type: 'sync', page: 1 }, { deliveredStatus: 500 }),
        ],
        total: 2,
      },
    ]);
    const rows = await screen.findAllByTestId('queued-task');
    expect(rows.map((row) => within(row).getByText(/^#/).textContent)).toEqual(['#2', '#1']);
    expect(rows[0]).toHaveTextContent(/due in (59 min|1 h)/);
    expect(rows[0]).toHaveTextContent('{"type":"sync","page":2}');
    expect(rows[1]).toHaveTextContent('delivered, answered 500');
  });

  it('Use puts a queued task into the payload editor; the rest of the payload stays', async () => {
    const { last } = mount([{ tasks: [queued(2, { page: 2 }), queued(1, { page: 1 })], total: 2 }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use task #1 as the payload' }));
    expect(last()).toEqual({ eventId: 'evt_1', task: { page: 1 } });
    expect(screen.getByRole('button', { name: 'Use task #1 as the payload' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Fire on a queued task fires a task event carrying that task', async () => {
    const { fired, last } = mount([{ tasks: [queued(3, { page: 3 })], total: 1 }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Fire task #3' }));
    expect(fired).toEqual([{ eventId: 'evt_1', task: { page: 3 } }]);
    expect(last().task).toEqual({ page: 3 });
  });

  it('a paused installation gets no task fired: the button says why', async () => {
    const { fired } = mount([{ tasks: [queued(3, { page: 3 })], total: 1 }], { ...ACTIVE, status: 'paused' });
    const fire = await screen.findByRole('button', { name: 'Fire task #3' });
    expect(fire).toBeDisabled();
    expect(fire).toHaveAttribute('title', expect.stringMatching(/paused/));
    expect(fired).toEqual([]);
  });

  it('with nothing queued the list says how an integration queues a task', async () => {
    mount([{ tasks: [], total: 0 }]);
    const empty = await screen.findByText(/Nothing queued yet/);
    expect(empty).toHaveTextContent('context.integration.queueTask({ task, schedule })');
    expect(empty).toHaveTextContent('queueIntegrationTask');
  });

  it('a queueIntegrationTask call in the journal refreshes the list', async () => {
    const { push } = mount([
      { tasks: [], total: 0 },
      { tasks: [queued(1, { page: 1 }, { deliveredStatus: null, dueAt: Date.now() + HOUR })], total: 1 },
    ]);
    await screen.findByText(/Nothing queued yet/);
    push({ kind: 'outbound.fetch', data: { api: { operationId: 'queueIntegrationTask' } } });
    await waitFor(() => expect(screen.getAllByTestId('queued-task')).toHaveLength(1));
  });

  it('a long queue shows the newest and says how many there are', async () => {
    mount([{ tasks: [queued(120, { page: 120 })], total: 120 }]);
    expect(await screen.findByText('the newest 1 of 120')).toBeInTheDocument();
  });
});
