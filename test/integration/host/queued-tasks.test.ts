import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateFor } from '../../../electron/services/installations/event-payloads.ts';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('protocol');
});
afterAll(() => t.close());

describe('queued tasks', () => {
  it('queued tasks: what the integration queued with queueTask is listed by the API emulator and becomes the task event it is sent', async () => {
    expect(await t.host.dispatchEvent(fetchEvent(t.host, '/queue?schedule=3600'))).toMatchObject({ body: 'queued' });
    const queued = t.host.world.api.queuedTasks();
    expect(queued.at(-1)).toMatchObject({ task: { n: 1 }, deliveredStatus: null });
    const event = templateFor('task', {
      installationId: 'dev',
      spaceId: 'space_dev',
      siteId: null,
      status: 'active',
      componentId: null,
      renderContext: 'document',
      queuedTasks: queued.map((entry) => entry.task),
    });
    expect(event.task).toEqual({ n: 1 });
  });
});
