import { gunzipSync, inflateSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/**
 * The public endpoint as hosted code can misuse it (test/fixtures/integrations/hostile-public):
 * answers it encoded itself, and calls to itself that would take every connection of the server.
 */
let t: TestHost;
const ORIGINAL = "the integration's own bytes, compressed by the integration itself. ".repeat(200);

beforeAll(async () => {
  t = await startTestHost('hostile-public');
});
afterAll(async () => {
  await t?.close();
});

/** The raw bytes and headers the public server sends, not decoded by the client. */
function raw(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('encoded answers', () => {
  it.each([
    ['gzip', gunzipSync],
    ['deflate', inflateSync],
  ])(
    'an answer the integration %s-encoded itself reaches the client encoded once: fetch decodes it to the original bytes',
    async (encoding, decode) => {
      const url = `${t.host.world.endpoints.publicEndpoint()}/${encoding}`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(ORIGINAL);
      const sent = await raw(url);
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(decode(sent.body).toString()).toBe(ORIGINAL);
    },
  );

  it('a plain answer reaches the client as it is, with no encoding', async () => {
    const url = `${t.host.world.endpoints.publicEndpoint()}/plain`;
    const response = await fetch(url);
    expect(await response.text()).toBe(ORIGINAL);
    const sent = await raw(url);
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(sent.body.toString()).toBe(ORIGINAL);
  });
});

describe('calls to itself', () => {
  const count = async () =>
    JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, '/held-count'))).body) as { held: number; settled: number };

  it("hosted code firing 300 calls at its own public endpoint gets 32 through, the rest fail naming the limit, and a client's request is still answered", async () => {
    const flood = t.host.dispatchEvent(fetchEvent(t.host, '/flood?count=300'));
    // Every call of the flood is either held at the endpoint or settled (refused by either limit).
    await expect
      .poll(
        async () => {
          const { held, settled } = await count();
          return held + settled;
        },
        { timeout: 20_000 },
      )
      .toBe(300);
    const client = await fetch(`${t.host.world.endpoints.publicEndpoint()}/plain`);
    expect(client.status).toBe(200);
    expect(await client.text()).toBe(ORIGINAL);
    await t.host.dispatchEvent(fetchEvent(t.host, '/release'));
    const tally = JSON.parse((await flood).body) as Record<string, number>;
    expect(tally['200: held call done']).toBe(32);
    const refused = Object.entries(tally).filter(([outcome]) => outcome !== '200: held call done');
    expect(refused).toHaveLength(1);
    expect(refused[0]![0]).toMatch(
      /^TypeError: The studio refused fetch\(".*\/held"\): 32 requests to the studio's own public server are in flight, the limit for calls from the sandbox/,
    );
    expect(refused[0]![1]).toBe(268);
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });
});
