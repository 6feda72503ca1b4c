import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../../electron/services/host/api-stub.ts';
import { MAX_PENDING_TASKS, serveTasks, type TaskEvent } from '../../../electron/services/host/tasks.ts';

function setup() {
  const api = createApiStub();
  api.acceptToken('inst-token');
  const delivered: { event: TaskEvent; installationId: string | undefined }[] = [];
  const queue = serveTasks(api, {
    installationOf: (token) => (token === 'inst-token' ? 'inst_1' : undefined),
    deliver: async (event, installationId) => void delivered.push({ event, installationId }),
    onError: () => {},
  });
  const post = (body: unknown) =>
    api.handle({
      method: 'POST',
      path: '/v1/integrations/probe/tasks',
      query: new URLSearchParams(),
      headers: { authorization: 'Bearer inst-token', 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify(body)),
    });
  return { queue, delivered, post };
}

afterEach(() => vi.useRealTimers());

describe('queued tasks (queueIntegrationTask)', () => {
  it('a task runs after its schedule, to the installation whose token queued it', async () => {
    vi.useFakeTimers();
    const { delivered, post } = setup();
    expect((await post({ task: { n: 1 }, schedule: 30 })).status).toBe(204);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(delivered).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivered).toMatchObject([{ event: { type: 'task', task: { n: 1 } }, installationId: 'inst_1' }]);
  });

  it('a task without an object payload or with a schedule outside 0..86400 seconds is refused with 400 naming the field', async () => {
    const { post, queue } = setup();
    for (const body of [{}, { task: 'x' }, { task: {}, schedule: -1 }, { task: {}, schedule: 86_401 }, { task: {}, schedule: '5' }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/"task"|"schedule"/);
    }
    expect(queue.pending()).toBe(0);
  });

  it(`more than ${MAX_PENDING_TASKS} waiting tasks are refused with 429; dispose cancels them all`, async () => {
    vi.useFakeTimers();
    const { post, queue, delivered } = setup();
    for (let i = 0; i < MAX_PENDING_TASKS; i++) await post({ task: { i }, schedule: 60 });
    expect((await post({ task: {}, schedule: 60 })).status).toBe(429);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(delivered).toEqual([]);
  });
});
