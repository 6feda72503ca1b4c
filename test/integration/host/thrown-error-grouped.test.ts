import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../electron/services/host/logs.ts';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('throw-anywhere');
}, 30_000);
afterAll(() => t.close());

/** The rows a dispatch added: everything journaled from `from` on, once late output had time to arrive. */
async function rowsSince(from: number) {
  // workerd's own stderr and timer callbacks arrive on their own schedule: give them time to show up.
  await sleep(600);
  return t.records.filter((r) => r.id > from);
}

describe('a thrown error is one dispatch row with its error as a child', () => {
  for (const [path, where, status] of [
    ['/handler', 'the handler', 500],
    ['/raw', 'a raw fetch', 500],
    ['/timer', 'a timer', 200],
  ] as const) {
    it(`an integration that throws in ${where} produces exactly one top-level row, its error a child of it`, async () => {
      const before = t.records.at(-1)?.id ?? 0;
      const result = await t.host.dispatchEvent(fetchEvent(t.host, path));
      expect(result.status, result.body).toBe(status);
      const rows = await rowsSince(before);
      const top = rows.filter((r) => r.parentId === null);
      expect(top.map((r) => r.kind)).toEqual(['dispatch']);
      const children = rows.filter((r) => r.parentId === top[0]!.id);
      expect(children).toHaveLength(rows.length - 1);
      const errors = children.filter((r) => r.kind === 'log' && r.status === 'error');
      expect(errors).toHaveLength(1);
      const entry = errors[0]!.data as LogEntry;
      expect(entry.message).toContain(`failed in ${where}`);
      // The stack is one record, mapped to the user's file, not one row per frame.
      expect(entry.stack).toMatch(/src\/index\.ts:\d+:\d+/);
      // Paths are relative to the open folder or absolute, never climbing out of it.
      expect(entry.stack).not.toMatch(/\.\.\//);
      expect(entry.message).not.toMatch(/\.\.\//);
    });
  }

  it("a request workerd cancels (it hangs) is one dispatch row; workerd's multi-line stderr report is one child of it", async () => {
    const before = t.records.at(-1)?.id ?? 0;
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/hang'));
    expect(result.status).toBe(500);
    const rows = await rowsSince(before);
    const top = rows.filter((r) => r.parentId === null);
    expect(top.map((r) => r.kind)).toEqual(['dispatch']);
    const reports = rows.filter((r) => r.kind === 'log' && (r.data as LogEntry).source === 'runtime');
    // Its message line and its `stack:` line are one record, under the dispatch.
    expect(reports).toHaveLength(1);
    for (const report of reports) {
      expect(report.parentId).toBe(top[0]!.id);
      expect((report.data as LogEntry).message).toMatch(/canceled this request[\s\S]*\nstack: /);
    }
  });
});
