import { afterEach, describe, expect, it } from 'vitest';
import { readRecord } from '../../../shared/journal/record.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

let t: TestHost | null = null;
afterEach(() => t?.close());

/** Each record as the database gives it back (JSON text), read through the union: the ones that do not read as their kind. */
const unreadable = (host: TestHost) =>
  host.records.map((record) => readRecord(JSON.parse(JSON.stringify(record)))).filter((record) => record.unreadable);

describe('what the host really journals reads as its kind through the wire union', () => {
  it.each([
    ['console-levels', ['/'], ['build', 'dispatch', 'log']],
    ['throw', ['/'], ['log']],
    ['platform-api-client', ['/space', '/bad-body'], ['outbound.fetch']],
    ['hostile-background', ['/short', '/fails'], ['background.work']],
  ])('every record of dispatches to %s is readable', async (fixture, paths, kinds) => {
    t = await startTestHost(fixture);
    for (const path of paths) await t.host.dispatchEvent(fetchEvent(t.host, path));
    // Background work ends after the answer: wait (bounded) for its record.
    for (let i = 0; i < 50 && !kinds.every((kind) => t!.records.some((r) => r.kind === kind)); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const kind of kinds)
      expect(
        t.records.some((r) => r.kind === kind),
        kind,
      ).toBe(true);
    expect(unreadable(t)).toEqual([]);
  });
});
