import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Log caps hold from the first instruction (test/fixtures/integrations/hostile-early-logs): output
 * written at module load, before the entry module runs, and through console methods the integration
 * kept a reference to then, is the integration's console output like any other, under its limits.
 */
let t: TestHost;
const MiB = 1024 * 1024;
beforeAll(async () => {
  t = await startTestHost('hostile-early-logs');
}, 60_000);
afterAll(() => t?.close());

const run = (path: string) => t.host.dispatchEvent(fetchEvent(t.host, path));
const longest = () => Math.max(0, ...t.records.map((r) => JSON.stringify(r.data ?? null).length));

describe('log caps hold from the first instruction', () => {
  it('logs written at module load reach the first event, within the 16 MiB limit, the rest dropped with a line naming it', async () => {
    const result = await run('/');
    expect(result.status).toBe(200);
    const messages = result.logs.map((entry) => entry.message);
    expect(messages).toContain('early hello');
    expect(messages.some((m) => m.includes('logged more than 16 MiB while its module loaded'))).toBe(true);
    const kept = result.logs.reduce((sum, entry) => sum + entry.message.length, 0);
    expect(kept).toBeLessThanOrEqual(16 * MiB);
  });

  it('a console method captured at module load still counts against the limit: 17 MiB in one event drops the answer (502, too-large)', async () => {
    const result = await run('/captured');
    expect(result.status).toBe(502);
    expect(result.errorCode).toBe('too-large');
    // Nothing went around the limit as workerd's own output either.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(longest()).toBeLessThan(17 * MiB);
    expect((await run('/')).status).toBe(200);
  });
});
