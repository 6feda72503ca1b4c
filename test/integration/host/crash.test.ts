import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

/** workerd children of this test process (vitest runs each file in its own process, so only ours). */
async function workerdChildren(): Promise<number[]> {
  const tasks = await readdir(`/proc/${process.pid}/task`);
  const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${process.pid}/task/${t}/children`, 'utf8').catch(() => '')));
  const pids = lists.flatMap((l) => l.trim().split(/\s+/).filter(Boolean).map(Number));
  const names = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')));
  return pids.filter((_, i) => names[i]!.trim() === 'workerd');
}

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('infinite-loop', { deadlineMs: 8000 });
});
afterAll(() => t.close());

describe.runIf(process.platform === 'linux')('a workerd crash', () => {
  it('answers 502 naming the crash, restarts the runtime, and the next request is served', async () => {
    const stuck = t.host.dispatchEvent(fetchEvent(t.host, '/loop'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const victims = await workerdChildren();
    expect(victims.length).toBeGreaterThan(0);
    for (const pid of victims) process.kill(pid, 'SIGKILL');
    const result = await stuck;
    expect(result.status).toBe(502);
    expect(JSON.parse(result.body).error).toMatch(/runtime crashed .*; it was restarted/);
    const next = await t.host.dispatchEvent(fetchEvent(t.host, '/ok'));
    expect(next.body).toBe('alive');
    expect((await t.host.status()).state).toBe('ready');
  });
});
