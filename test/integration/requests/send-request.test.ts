import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { exampleCopy } from '../fixtures/support.ts';

describe("the request composer goes through the installation's public endpoint, as a real caller", () => {
  let studio: Studio;
  let remove: () => Promise<void>;
  let installationId: string;
  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await exampleCopy());
    // The example's public endpoint, saying what it received in its logs.
    const source = join(dir, 'src', 'index.tsx');
    const text = await readFile(source, 'utf8');
    await writeFile(
      source,
      text.replace(
        'async function handleFetch(request: Request, context: RuntimeContext): Promise<Response> {',
        '$&\n  console.log(`got ${request.method} ${new URL(request.url).pathname} x-demo=${request.headers.get("x-demo")}`);',
      ),
    );
    studio = await createStudio({ dir, transport: 'browser' });
    installationId = (
      await studio.handlers['installations.create']({ kind: 'space', spaceId: 'space_req', configuration: { greeting: 'Hi' } })
    ).id;
  });
  afterAll(async () => {
    await studio?.dispose();
    await remove?.();
  });

  it('a POST with headers and a body answers status, headers, body, the journal record and the logs of that exchange', async () => {
    const answer = await studio.handlers['installations.sendRequest']({
      installationId,
      method: 'POST',
      path: '/echo?x=1',
      headers: [
        { name: 'content-type', value: 'application/json' },
        { name: 'x-demo', value: 'yes' },
      ],
      body: '{"ping":1}',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"ping":1}');
    expect(answer.headers).toContainEqual({ name: 'content-type', value: 'application/json' });
    expect(answer.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/i/${installationId}/echo\\?x=1$`));
    expect(
      answer.logs.map((l) => l.message),
      JSON.stringify(answer.logs),
    ).toContain(`got POST /i/${installationId}/echo x-demo=yes`);
    // The journal holds it as any outside request to the public endpoint.
    const record = studio.session().journal.get(answer.recordId!)!;
    expect(record.kind).toBe('http.request');
    expect((record.data as { request: { url: string; method: string } }).request).toMatchObject({ method: 'POST', url: answer.url });
  });

  it('a GET answers the JSON the integration wrote', async () => {
    const answer = await studio.handlers['installations.sendRequest']({
      installationId,
      method: 'GET',
      path: '/?name=Ada',
      headers: [],
      body: '',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ hello: 'Ada', path: `/i/${installationId}/` });
  });

  it('a path that climbs out of the endpoint, a body on GET and a broken header name are refused, saying what to do', async () => {
    const send = (input: Record<string, unknown>) =>
      studio.handlers['installations.sendRequest']({ installationId, method: 'GET', path: '/', headers: [], body: '', ...input } as never);
    await expect(send({ path: '/../other/x' })).rejects.toThrow(/leaves the installation's public endpoint/);
    await expect(send({ path: '/%2e%2e/%2e%2e/oauth-mock/x' })).rejects.toThrow(/leaves the installation's public endpoint/);
    await expect(send({ body: 'x' })).rejects.toThrow(/A GET request carries no body/);
    await expect(send({ headers: [{ name: 'bad name', value: 'v' }] })).rejects.toThrow(/not a valid HTTP header/);
  });
});
