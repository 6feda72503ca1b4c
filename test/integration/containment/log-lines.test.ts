import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../electron/services/host/logs.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Log lines shaped against the studio's text scanning (test/fixtures/integrations/hostile-logs). Each
 * used to take time quadratic in its length on the studio's main thread (a 4 MiB line: hours). The
 * sizes are chosen so that a quadratic scan overruns the test's 30 s time-out by a few minutes at most
 * (the scan blocks the worker, so the time-out is only noticed once it ends) rather than hanging CI;
 * a linear one takes milliseconds.
 */
let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('hostile-logs');
});
afterAll(() => t?.close());

const MIB = 1024 * 1024;

async function logOf(path: string): Promise<LogEntry> {
  const result = await t.host.dispatchEvent(fetchEvent(t.host, path));
  expect(result.body).toBe('answered');
  const record = t.records.find((r) => r.kind === 'log' && r.parentId === result.recordId);
  expect(record).toBeDefined();
  return record!.data as LogEntry;
}

describe('hostile log lines', () => {
  it('a 512 KiB line of one word is journaled whole, and the studio answers the next event', async () => {
    const log = await logOf(`/word?size=${MIB / 2}`);
    expect(log.message).toHaveLength(MIB / 2);
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('answered');
  });

  it('an error line whose bracketed code never closes (150 000 times over) is journaled as an error', async () => {
    const log = await logOf('/brackets?size=150000');
    expect(log.level).toBe('error');
    expect(log.message).toHaveLength('Error ['.length * 150_000);
  });

  it('after a 256 KiB word, a frame of the bundle is still mapped to the source file', async () => {
    const log = await logOf(`/frame?size=${MIB / 4}`);
    expect(log.message).toMatch(/src\/index\.ts:\d+:\d+/);
    expect(log.message).not.toMatch(/integration\.js/);
  });
});
