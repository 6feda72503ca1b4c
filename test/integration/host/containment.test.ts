import { afterAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

/**
 * One hostile integration per case (test/fixtures/integrations/<case>): whatever it does, the
 * studio stays up, the caller gets an error that names the cause, and nothing of the host leaks.
 */
const HOST_SECRET = 'host-only-value-7d1f';
process.env.STUDIO_CONTAINMENT_PROBE = HOST_SECRET;

const open: TestHost[] = [];
async function hostFor(name: string, options: { deadlineMs?: number; host?: { memoryLimitBytes?: number } } = {}) {
  const test = await startTestHost(name, options);
  open.push(test);
  expect((await test.host.status()).state, (await test.host.status()).error ?? '').toBe('ready');
  return test;
}
afterAll(async () => {
  await Promise.all(open.map((t) => t.close()));
});

describe('containment', () => {
  it('an infinite loop answers 504 naming the deadline, and the restarted runtime serves the next request', async () => {
    const { host } = await hostFor('infinite-loop', { deadlineMs: 800 });
    const started = performance.now();
    const stuck = await host.dispatchEvent(fetchEvent(host, '/loop'));
    expect(stuck.status).toBe(504);
    expect(JSON.parse(stuck.body).error).toMatch(/800 ms deadline/);
    expect(performance.now() - started).toBeLessThan(3000);
    const next = await host.dispatchEvent(fetchEvent(host, '/ok'));
    expect(next.status).toBe(200);
    expect(next.body).toBe('alive');
  });

  it('a throw answers a generic 500; the details go to the log with a source-mapped stack', async () => {
    const { host, records } = await hostFor('throw');
    const result = await host.dispatchEvent(fetchEvent(host, '/'));
    expect(result.status).toBe(500);
    expect(result.body).not.toContain('hunter2');
    expect(JSON.parse(result.body)).toEqual({ error: 'Unexpected error in the integration.' });
    const log = result.logs.find((l) => l.level === 'error');
    expect(log?.message).toContain('hunter2-private');
    expect(log?.stack).toMatch(/src\/index\.ts:4:\d+/);
    expect(records.some((r) => r.kind === 'log' && r.parentId === result.recordId)).toBe(true);
  });

  it('an unhandled rejection is logged as an error and the answer still arrives', async () => {
    const { host } = await hostFor('unhandled-rejection');
    const result = await host.dispatchEvent(fetchEvent(host, '/'));
    expect(result.status).toBe(200);
    expect(result.body).toBe('answered anyway');
    expect(result.logs.some((l) => l.level === 'error' && l.message.includes('nobody caught this rejection'))).toBe(true);
  });

  it('holding 200 MB passes the memory limit: 507 naming it, runtime restarted, memory back down', async () => {
    // Below the 512 MB default, so the test allocates little on a shared machine.
    const { host } = await hostFor('memory', { host: { memoryLimitBytes: 192 * 1024 * 1024 } });
    if ((await host.status()).memoryBytes === null) return; // no /proc: memory cannot be measured here
    const result = await host.dispatchEvent(fetchEvent(host, '/hoard'));
    expect(result.status).toBe(507);
    expect(JSON.parse(result.body).error).toMatch(/over the 192 MB memory limit; it was restarted/);
    const after = await host.dispatchEvent(fetchEvent(host, '/count'));
    expect(after.body).toBe('holding 0 MB');
    expect((await host.status()).memoryBytes).toBeLessThan(150 * 1024 * 1024);
  });

  it('process.env (nodejs_compat, as on the platform) is empty inside the sandbox: no host variable is visible', async () => {
    const { host } = await hostFor('process-env');
    const result = await host.dispatchEvent(fetchEvent(host, '/'));
    expect(JSON.parse(result.body)).toEqual({ processType: 'object', env: {} });
    expect(result.body).not.toContain(HOST_SECRET);
  });

  it('require does not exist and node:fs cannot be imported', async () => {
    const { host } = await hostFor('require');
    const answer = JSON.parse((await host.dispatchEvent(fetchEvent(host, '/'))).body);
    expect(answer.requireType).toBe('undefined');
    expect(answer.require).toMatch(/^refused: /);
    expect(answer.dynamicImport).toMatch(/^refused: /);
  });

  it('fetch("file:///etc/passwd") is refused and no file content comes back', async () => {
    const { host, records } = await hostFor('fetch-file');
    const result = await host.dispatchEvent(fetchEvent(host, '/'));
    expect(result.status).toBe(500);
    expect(JSON.parse(result.body).refused).toMatch(/file:/);
    expect(result.body).not.toMatch(/root:/);
    expect(records.some((r) => r.kind === 'outbound.fetch')).toBe(false);
  });

  it('the Function constructor route and eval are refused: code generation from strings is disallowed', async () => {
    const { host } = await hostFor('function-constructor');
    const answer = JSON.parse((await host.dispatchEvent(fetchEvent(host, '/'))).body) as Record<string, string>;
    for (const outcome of Object.values(answer)) expect(outcome).toMatch(/^refused: EvalError: Code generation from strings disallowed/);
    expect(JSON.stringify(answer)).not.toContain(HOST_SECRET);
  });

  it('a 50 MB answer is dropped with a 502 naming the 10 MB limit', async () => {
    const { host } = await hostFor('big-response');
    const result = await host.dispatchEvent(fetchEvent(host, '/'));
    expect(result.status).toBe(502);
    expect(JSON.parse(result.body).error).toMatch(/larger than 10 MB/);
    expect((await host.status()).state).toBe('ready');
  });
});
