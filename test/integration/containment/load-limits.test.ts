import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Limits from the first line (fixtures hostile-load-loop, hostile-load-memory, hostile-host-calls):
 * the module's evaluation has the dispatch deadline and the memory limit, and memory is watched
 * while nothing runs. Small limits keep the suite quick; the defaults are the README's.
 */
const MiB = 1024 * 1024;
const hosts: TestHost[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const t of hosts) await t.close();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

async function host(name: string, options: Parameters<typeof startTestHost>[1] = {}) {
  const t = await startTestHost(name, options);
  hosts.push(t);
  return t;
}

const run = (t: TestHost, path = '/') => t.host.dispatchEvent(fetchEvent(t.host, path));
const ANSWER =
  "import { createIntegration } from '@platform/runtime';\nexport default createIntegration({ fetch: async () => new Response('%s') });\n";

describe('limits from the first line', () => {
  it('a module looping at its top level fails to start, naming the deadline, and the host answers the next call saying why', async () => {
    const t = await host('hostile-load-loop', { deadlineMs: 1_500 });
    const status = await t.host.status();
    expect(status.state).toBe('error');
    expect(status.error).toMatch(/the integration's module did not finish evaluating within 1500 ms/);
    const result = await run(t);
    expect(result.status).toBe(503);
    expect(result.error).toMatch(/not running: .*did not finish evaluating within 1500 ms/);
  });

  it('a reload to a module that loops at its top level fails, naming the deadline, and the old code keeps serving until the code is fixed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studio-load-limits-'));
    folders.push(dir);
    await cp(fixture('hostile-load-loop'), dir, { recursive: true });
    const source = join(dir, 'src/index.ts');
    await writeFile(source, ANSWER.replace('%s', 'old code'));
    const t = await host(dir, { deadlineMs: 1_500 });
    expect((await run(t)).body).toBe('old code');

    await cp(join(fixture('hostile-load-loop'), 'src/index.ts'), source);
    await t.host.rebuild();
    expect((await t.host.status()).error).toMatch(/the integration's module did not finish evaluating within 1500 ms/);
    expect((await run(t)).body).toBe('old code');
    expect(t.records.some((r) => r.kind === 'build' && /did not finish evaluating within 1500 ms/.test(r.summary))).toBe(true);

    await writeFile(source, ANSWER.replace('%s', 'fixed code'));
    await t.host.rebuild();
    expect((await t.host.status()).state).toBe('ready');
    expect((await run(t)).body).toBe('fixed code');
  });

  it('a module taking more memory than the limit at its top level fails to start, naming the limit', async () => {
    const t = await host('hostile-load-memory', { host: { memoryLimitBytes: 192 * MiB } });
    const status = await t.host.status();
    if (status.memoryBytes === null && status.state === 'ready') {
      console.log('skipped: no /proc here, so the runtime memory cannot be measured');
      return;
    }
    expect(status.state).toBe('error');
    expect(status.error).toMatch(/the integration's module used \d+ MB while it was evaluated, over the 192 MB memory limit/);
    expect((await run(t)).status).toBe(503);
  });

  it('memory taken while idle, by work the studio was not told of, restarts the runtime at the limit, journaled naming it', async () => {
    const t = await host('hostile-host-calls', { host: { memoryLimitBytes: 192 * MiB } });
    if ((await t.host.status()).memoryBytes === null) {
      console.log('skipped: no /proc here, so the runtime memory cannot be measured');
      return;
    }
    expect((await run(t, '/untracked-hoard')).status).toBe(200);
    const restart = () =>
      t.records.find(
        (r) => r.kind === 'log' && /over the 192 MB memory limit, while idle \(no event running\); it was restarted/.test(r.summary),
      );
    await expect.poll(restart, { timeout: 15_000, interval: 100 }).toBeDefined();
    await expect.poll(async () => (await run(t)).body, { timeout: 10_000, interval: 100 }).toBe('answered; holding 0 MB');
  });
});
