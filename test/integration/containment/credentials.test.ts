import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { toHar } from '../../../shared/inspector/har.ts';
import { toNdjson } from '../../../shared/inspector/ndjson.ts';
import { captureFixture } from '../../../electron/services/fixtures/capture.ts';
import { startTestHost, type TestHost } from '../host/support.ts';

/**
 * Credentials in what the studio keeps (test/fixtures/integrations/hostile-credentials): the caller of
 * a public endpoint hands its credentials to the integration, never to the journal or its exports;
 * a registered secret is redacted in every encoding the integration writes it in.
 */
const SECRET = 'a b&c"d';
let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('hostile-credentials', { env: { CALLER_SECRET: SECRET } });
});
afterAll(() => t?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const escape = (text: string) => JSON.stringify(text).slice(1, -1);

/** Everything a user can take away: the records, both exports, and a fixture captured from the request. */
async function everythingKept(requestId: number): Promise<string> {
  const records = t.records;
  const journal = {
    get: (id: number) => records.find((record) => record.id === id) ?? null,
    links: (id: number) => ({ parent: null, children: records.filter((record) => record.parentId === id), related: [] as JournalRecord[] }),
  };
  const captured = await captureFixture(journal, requestId);
  return [
    JSON.stringify(records),
    toNdjson(records),
    JSON.stringify(toHar(records, { name: 'test', version: '0' }, { origin: 'http://127.0.0.1:1' })),
    JSON.stringify(captured),
  ].join('\n');
}

const requestRecord = () => t.records.findLast((record) => record.kind === 'http.request')!;

describe('credentials in the journal and its exports', () => {
  it("a public-endpoint caller's Authorization and Cookie reach the integration but no record, HAR, NDJSON export or captured fixture", async () => {
    const authorization = 'Bearer canary-0123456789';
    const cookie = 'sid=canary-session; theme=canary-dark';
    const answer = await fetch(`${t.host.world.endpoints.publicEndpoint()}/echo`, { headers: { authorization, cookie } });
    expect(answer.status).toBe(200);
    // The integration received both as sent, and its own Set-Cookie reached the caller unchanged.
    expect(await answer.json()).toEqual({ authorization: sha256(authorization), cookie: sha256(cookie) });
    expect(answer.headers.get('set-cookie')).toBe(`${cookie}; Path=/; HttpOnly`);

    const request = requestRecord();
    expect(t.records.some((record) => record.kind === 'dispatch' && record.parentId === request.id)).toBe(true);
    const kept = await everythingKept(request.id);
    expect(kept).not.toContain('canary');
    // Still there to read: which header it was and its scheme.
    expect(kept).toContain('Bearer ••••');
  });

  it('a registered secret is redacted in its URL-encoded, form-encoded, nested-JSON and base64 forms', async () => {
    const answer = await fetch(`${t.host.world.endpoints.publicEndpoint()}/secret`);
    // The integration's own answer is untouched: only what the studio keeps is redacted.
    expect(await answer.json()).toMatchObject({ uri: encodeURIComponent(SECRET), base64: btoa(SECRET) });

    const kept = await everythingKept(requestRecord().id);
    const forms = [
      SECRET,
      escape(SECRET),
      escape(escape(SECRET)),
      escape(escape(escape(SECRET))),
      encodeURIComponent(SECRET),
      new URLSearchParams({ secret: SECRET }).toString().slice('secret='.length),
      btoa(SECRET),
    ];
    for (const form of forms) expect(kept, form).not.toContain(form);
    expect(kept).toContain('[redacted:CALLER_SECRET]');
  });
});
