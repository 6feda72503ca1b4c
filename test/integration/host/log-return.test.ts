import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('log-frames');
}, 30_000);
afterAll(() => t.close());

describe('logs come back with the answer', () => {
  it('a dispatch answers with its logs, and the journal holds them under the dispatch', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/json'));
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(result.headers['content-length']).toBe(String(result.bytes.byteLength));
    expect(result.logs.map((l) => l.message)).toEqual(['handling /i/dev/json']);
    const log = t.records.find((r) => r.kind === 'log' && r.parentId === result.recordId);
    expect(log?.summary).toBe('log: handling /i/dev/json');
  });

  it('an answer that cannot carry a body (204) still brings its logs', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/empty'));
    expect(result.status).toBe(204);
    expect(result.bytes.byteLength).toBe(0);
    expect(result.logs.map((l) => l.message)).toEqual(['handling /i/dev/empty']);
  });

  it("an answer carrying the host's framing headers keeps its status and whole body", async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/forged'));
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    expect(result.body).toBe('0123456789');
    expect(result.logs.map((l) => l.message)).toEqual(['handling /i/dev/forged']);
  });

  it('a log written after the answer (waitUntil) joins the dispatch in the journal', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/later'));
    expect(result.body).toBe('answered');
    for (let i = 0; i < 100 && !t.records.some((r) => r.summary === 'warn: after the answer'); i++) await sleep(10);
    expect(t.records.find((r) => r.summary === 'warn: after the answer')?.parentId).toBe(result.recordId);
  });
});
