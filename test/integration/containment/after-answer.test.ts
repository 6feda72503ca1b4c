import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Limits after the answer (test/fixtures/integrations/hostile-background): `waitUntil` work has a
 * wall-time budget of its own and the runtime's memory stays bounded while it runs. Small limits
 * keep the suite quick; the defaults (30 s, 512 MB) are the README's.
 */
let t: TestHost;
const MB = 1024 * 1024;
/** A host on the fixture for the tests of one describe, closed before the next describe's starts. */
function hostFor(backgroundBudgetMs: number) {
  beforeAll(async () => {
    t = await startTestHost('hostile-background', { host: { backgroundBudgetMs, memoryLimitBytes: 192 * MB } });
  });
  afterAll(() => t?.close());
}

async function run(path: string) {
  return t.host.dispatchEvent(fetchEvent(t.host, path));
}

/** The background-work record of a dispatch, once it is written. */
async function backgroundOf(recordId: number): Promise<JournalRecord & { data: { outcome: string; error: string | null } }> {
  const find = () => t.records.find((r) => r.kind === 'background.work' && r.parentId === recordId);
  await expect.poll(find, { timeout: 10_000, interval: 50 }).toBeDefined();
  return find() as JournalRecord & { data: { outcome: string; error: string | null } };
}

async function expectHealthy() {
  await expect.poll(async () => (await run('/')).body, { timeout: 10_000, interval: 100 }).toMatch(/^answered/);
}

describe('limits after the answer', () => {
  hostFor(1_000);
  it('background work that finishes is journaled as "background work" with its outcome', async () => {
    const result = await run('/short');
    expect(result.body).toMatch(/^answered/);
    const record = await backgroundOf(result.recordId);
    expect(record).toMatchObject({ status: 'ok', data: { outcome: 'ok' } });
    expect(record.summary).toMatch(/^Background work \(waitUntil\) finished in/);
  });

  it('background work that fails is journaled with its error', async () => {
    const result = await run('/fails');
    const record = await backgroundOf(result.recordId);
    expect(record).toMatchObject({ status: 'error', data: { outcome: 'error' } });
    expect(record.data.error).toContain('background exploded');
  });

  it('waitUntil overrun is stopped: past its budget the runtime restarts and the record says so', async () => {
    const result = await run('/never');
    expect(result.status).toBe(200);
    const record = await backgroundOf(result.recordId);
    expect(record).toMatchObject({ status: 'error', data: { outcome: 'expired' } });
    expect(record.summary).toMatch(/passed its 1 s budget and was stopped; the runtime restarted/);
    await expectHealthy();
  });

  it('a loop spinning after the answer is stopped by the budget, and the next run is healthy', async () => {
    const result = await run('/spin');
    expect(result.status).toBe(200);
    expect((await backgroundOf(result.recordId)).data.outcome).toBe('expired');
    await expectHealthy();
  });
});

// A budget that cannot run out first: on a loaded machine 1 s of hoarding could end by the budget
// before the memory sampler saw the limit, and the rule here is the memory limit's.
describe('memory after the answer', () => {
  hostFor(60_000);

  it('unbounded allocation after the answer is stopped at the memory limit', async () => {
    if ((await t.host.status()).memoryBytes === null) {
      console.log('skipped: no /proc here, so the runtime memory cannot be measured');
      return;
    }
    const result = await run('/hoard');
    expect(result.status).toBe(200);
    const record = await backgroundOf(result.recordId);
    expect(record.data.outcome).toBe('stopped');
    expect(record.data.error).toMatch(/over the 192 MB memory limit, after its answer \(background work\); it was restarted/);
    await expectHealthy();
    expect((await run('/')).body).toBe('answered; holding 0 MB');
  });
});
