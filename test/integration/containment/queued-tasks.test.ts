import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_LIMITS } from '../../../electron/services/platform/task-limits.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Tasks cannot fan out or fill memory (test/fixtures/integrations/hostile-tasks): hosted code's
 * `queueTask` gets the emulator's limits, each refused with an error naming it, and the studio still
 * answers after.
 */
let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('hostile-tasks', { deadlineMs: 60_000 });
}, 60_000);
afterAll(() => t?.close());

const run = async (path: string) => JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, path))).body) as Record<string, unknown>;

describe('tasks cannot fan out or fill memory', () => {
  it('a payload over 64 KiB is refused, naming TASK_PAYLOAD_TOO_LARGE', async () => {
    expect((await run('/big')).outcome).toMatch(/^refused: .*TASK_PAYLOAD_TOO_LARGE.*64 KiB/);
  });

  it('a schedule past one day is refused', async () => {
    expect((await run('/far')).outcome).toMatch(/^refused: .*schedule/i);
  });

  it('tasks queueing tasks: a chain ends at its depth limit, the link past it refused naming TASK_CHAIN_TOO_DEEP', async () => {
    expect((await run('/chain')).outcome).toBe('queued');
    const deepest = TASK_LIMITS.chainDepth;
    const deadline = Date.now() + 45_000;
    while (!t.records.some((r) => JSON.stringify(r.data).includes('TASK_CHAIN_TOO_DEEP'))) {
      if (Date.now() > deadline)
        throw new Error(`the chain never reached its limit: ${t.host.world.api.queuedTasks().length} tasks queued`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const chain = t.host.world.api.queuedTasks().filter((row) => typeof (row.task as { chain?: unknown }).chain === 'number');
    // Links 0 … limit were queued, each one deeper than the one that queued it; none beyond.
    expect(chain.map((row) => row.depth)).toEqual(Array.from({ length: deepest + 1 }, (_, depth) => depth));
    expect(JSON.stringify(t.records)).toContain(`chain ${deepest}: next refused`);
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('answered');
  }, 90_000);

  it('past 1 000 tasks waiting per installation, queueTask is refused naming TOO_MANY_QUEUED_TASKS; none is stored beyond', async () => {
    const { queued, refused } = await run('/flood');
    expect(queued).toBe(TASK_LIMITS.pendingPerInstallation);
    expect(refused).toMatch(/TOO_MANY_QUEUED_TASKS/);
    expect(t.host.world.api.queuedTasks().filter((task) => task.deliveredStatus === null)).toHaveLength(TASK_LIMITS.pendingPerInstallation);
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('answered');
  }, 120_000);
});
