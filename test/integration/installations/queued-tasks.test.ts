import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { openDatabaseFile, databasePath } from '../../../electron/services/journal/database.ts';
import { createWorldStore } from '../../../electron/services/platform/world-store.ts';
import { capture } from '../fixtures/support.ts';
import { fixture } from '../host/support.ts';

// The protocol fixture queues { n: 1 } on GET …/queue and logs "task ran with <task>" when a task event reaches it.
let root: string;
let dir: string;
let studio: Studio | null = null;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'queued-tasks-'));
  dir = join(root, 'protocol');
  await cp(fixture('protocol'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser' });
});
afterAll(async () => {
  await studio?.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('queued tasks: a task event fires what the integration queued with queueTask', () => {
  it("the queued task is listed and its payload is what the task event fires: the integration's task handler receives it", async () => {
    const handlers = studio!.handlers;
    const installation = await handlers['installations.create']({ kind: 'organization' });
    // An hour away, so the emulator does not hand it back on its own during the test.
    const queuing = await fetch(`${studio!.session().host.world.endpoints.publicEndpoint(installation.id)}/queue?schedule=3600`);
    expect(await queuing.text()).toBe('queued');

    const { tasks, total } = await handlers['installations.queuedTasks']({});
    expect(total).toBe(1);
    expect(tasks[0]).toMatchObject({ seq: 1, task: { n: 1 }, deliveredStatus: null });
    expect(tasks[0]!.dueAt - tasks[0]!.queuedAt).toBe(3_600_000);

    const { payload } = await handlers['installations.eventTemplate']({ installationId: installation.id, eventType: 'task' });
    const outcome = await handlers['installations.fire']({
      installationId: installation.id,
      eventType: 'task',
      payload: { ...payload, task: tasks[0]!.task },
    });
    expect(outcome.status).toBe(200);
    expect(outcome.logs.map((log) => log.message)).toContain('task ran with {"n":1}');
  });
});

describe('trigger task on the command line', () => {
  beforeAll(async () => {
    // The command line opens the folder on its own: the studio holding it lets go first. The queue is the workspace's.
    await studio?.dispose();
    studio = null;
    const db = openDatabaseFile(databasePath(dir));
    createWorldStore(db).queueTask({ n: 2 }, 3600);
    db.close();
  });

  it('with several tasks queued and none named, trigger task lists them (newest first) and asks for --task N', async () => {
    const { io, out, err } = capture();
    expect(await main(['trigger', 'task', '--dir', dir, '--trust'], io)).toBe(2);
    const text = err.join('\n');
    expect(text).toMatch(/2 tasks are queued: name one with --task N/);
    expect(text.indexOf('#2 ')).toBeLessThan(text.indexOf('#1 '));
    expect(text).toContain('{"n":2}');
    expect(out.join('\n')).not.toContain('task ran');
  });

  it("trigger task --task N fires that queued task's payload", async () => {
    const { io, out } = capture();
    expect(await main(['trigger', 'task', '--dir', dir, '--trust', '--task', '1'], io)).toBe(0);
    expect(out.join('\n')).toContain('task ran with {"n":1}');
  });

  it('trigger task --task N with no such task is a usage error listing the queued ones', async () => {
    const { io, err } = capture();
    expect(await main(['trigger', 'task', '--dir', dir, '--trust', '--task', '9'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--task 9: no such queued task\. Queued:\n\s+#2 /);
  });

  it('--task belongs to the task event', async () => {
    const { io, err } = capture();
    expect(await main(['trigger', 'space_content_updated', '--dir', dir, '--task', '1'], io)).toBe(2);
    expect(err.join('\n')).toContain('--task belongs to the task event');
  });
});
