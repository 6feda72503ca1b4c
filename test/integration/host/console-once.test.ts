import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../electron/services/host/logs.ts';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('console-levels');
}, 30_000);
afterAll(() => t.close());

describe('console output journaled once', () => {
  it('each console call (console.error included) is one journal record with its level', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
    expect(result.status).toBe(200);
    // workerd's own stderr arrives on its own schedule: give a duplicate time to show up.
    await sleep(500);
    const logs = t.records.filter((r) => r.kind === 'log').map((r) => r.data as LogEntry);
    for (const level of ['debug', 'log', 'info', 'warn', 'error'] as const) {
      const lines = logs.filter((entry) => entry.message.includes(`level ${level}`));
      expect(lines, level).toHaveLength(1);
      expect(lines[0]!.level).toBe(level);
      expect(lines[0]!.source).toBe('integration');
    }
    expect(logs.find((entry) => entry.level === 'error')!.stack).toMatch(/with an error object/);
    expect(t.records.filter((r) => r.kind === 'log' && r.status === 'error')).toHaveLength(1);
  });
});
