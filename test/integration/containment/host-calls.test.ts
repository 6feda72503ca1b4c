import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/**
 * The host's own channel (logs after the answer, background-work reports) is out of hosted code's
 * reach (test/fixtures/integrations/hostile-host-calls): no binding in `env` or `cloudflare:workers`,
 * and a call the entry did not make, for want of its dispatch's token, is refused and journaled.
 * The fixture patches globals before the entry runs to catch the token; it tries what it caught too.
 */
let t: TestHost;
const MiB = 1024 * 1024;
beforeAll(async () => {
  t = await startTestHost('hostile-host-calls', { host: { backgroundBudgetMs: 2_000, memoryLimitBytes: 192 * MiB } });
});
afterAll(() => t?.close());

const run = (path: string) => t.host.dispatchEvent(fetchEvent(t.host, path));
const refusals = () => t.records.filter((r) => r.kind === 'log' && r.summary.includes('A forged host call was refused'));

async function backgroundOf(recordId: number): Promise<JournalRecord & { data: { outcome: string } }> {
  const find = () => t.records.find((r) => r.kind === 'background.work' && r.parentId === recordId);
  await expect.poll(find, { timeout: 10_000, interval: 50 }).toBeDefined();
  return find() as JournalRecord & { data: { outcome: string } };
}

describe('host calls cannot be forged', () => {
  it('hosted code sees no host binding: env (argument and cloudflare:workers) is empty, the host token is not on its request', async () => {
    const result = await run('/env');
    expect(JSON.parse(result.body)).toEqual({ env: [], seesToken: false });
  });

  it('background work reported finished by hosted code still runs under its budget: the report is refused and the work expires', async () => {
    const before = refusals().length;
    const result = await run('/escape-budget');
    const { forged } = JSON.parse(result.body) as { forged: string[] };
    expect(forged.length).toBeGreaterThan(2);
    for (const outcome of forged) expect(outcome).toMatch(/^refused: A forged host call was refused/);
    const record = await backgroundOf(result.recordId);
    expect(record.data.outcome).toBe('expired');
    expect(refusals().length).toBeGreaterThan(before);
    await expect.poll(async () => (await run('/')).body, { timeout: 10_000, interval: 100 }).toMatch(/^answered/);
  });

  it('log lines filed under another dispatch are refused and journaled, and the other dispatch gets none', async () => {
    const victim = await run('/');
    const victimId = (t.records.find((r) => r.id === victim.recordId)!.data as { dispatchId: string }).dispatchId;
    const result = await run(`/forge-logs?victim=${victimId}`);
    const { forged } = JSON.parse(result.body) as { forged: string[] };
    for (const outcome of forged) expect(outcome).toMatch(/^refused: /);
    await expect.poll(() => refusals().some((r) => r.summary.includes(`claiming dispatch "${victimId}"`))).toBe(true);
    expect(t.records.some((r) => r.kind === 'log' && r.summary.includes('forged line under another dispatch'))).toBe(false);
  });
});

describe('work the studio is not told of', () => {
  it("a loop handed to cloudflare:workers' own waitUntil cannot keep a CPU busy past the background budget: the runtime restarts, journaled", async () => {
    if ((await t.host.status()).memoryBytes === null) {
      console.log('skipped: no /proc here, so the runtime cannot be watched');
      return;
    }
    expect((await run('/untracked-spin')).status).toBe(200);
    const restart = () =>
      t.records.find(
        (r) =>
          r.kind === 'log' &&
          /kept a CPU busy .* past the 2 s background budget; it was restarted/.test((r.data as { message: string }).message),
      );
    await expect.poll(restart, { timeout: 20_000, interval: 100 }).toBeDefined();
    await expect.poll(async () => (await run('/')).body, { timeout: 10_000, interval: 100 }).toMatch(/^answered/);
  });
});

describe('background work is bounded by its own clock', () => {
  it('unreported work burning CPU while a request to itself is always in flight is restarted within the budget and a margin, journaled naming the budget', async () => {
    if ((await t.host.status()).memoryBytes === null) {
      console.log('skipped: no /proc here, so the runtime cannot be watched');
      return;
    }
    const after = t.records.at(-1)?.id ?? 0;
    expect((await run('/untracked-loop')).status).toBe(200);
    const restart = () =>
      t.records.find(
        (r) =>
          r.id > after &&
          r.kind === 'log' &&
          /kept a CPU busy .* past the 2 s background budget; it was restarted/.test((r.data as { message: string }).message),
      );
    // The 2 s budget, the sampler's 1 s period and a loaded machine's margin.
    await expect.poll(restart, { timeout: 12_000, interval: 100 }).toBeDefined();
    const calls = t.records.filter((r) => r.id > after && r.kind === 'dispatch').length;
    expect(calls).toBeGreaterThan(2);
    await expect.poll(async () => (await run('/')).body, { timeout: 10_000, interval: 100 }).toMatch(/^answered/);
  });
});

describe('logs after the answer', () => {
  it('logs written after the answer get the console output limit of one event: past 16 MiB they are dropped, with one line naming the limit', async () => {
    const result = await run('/late-logs');
    expect(result.status).toBe(200);
    const cut = () =>
      t.records.find((r) => r.parentId === result.recordId && r.summary.includes('logged more than 16 MiB after its answer'));
    await expect.poll(cut, { timeout: 15_000, interval: 100 }).toBeDefined();
    await backgroundOf(result.recordId);
    const late = t.records.filter((r) => r.parentId === result.recordId && r.summary.startsWith('log: late '));
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(16);
    const stored = late.reduce((sum, r) => sum + (r.data as { message: string }).message.length, 0);
    expect(stored).toBeLessThanOrEqual(16 * MiB);
    expect(t.records.filter((r) => r.parentId === result.recordId && r.summary.includes('logged more than 16 MiB'))).toHaveLength(1);
  });
});
