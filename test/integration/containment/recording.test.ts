import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { folderVariables } from '../../../electron/services/manifest/environment.ts';
import { createMockStore, MOCK_INLINE_BODY_BYTES } from '../../../electron/services/mocks/store.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/**
 * Recording is bounded: record mode saves what hosted code's calls bring back, and hosted code
 * chooses those calls. An answer past the inline limit is saved as the bytes that came, in a body
 * file beside its mock (never parsed and stringified into YAML on the studio's main thread); one
 * past the largest body a mock may hold is not saved, with a note; the bytes saved per run are
 * capped, as the number of mocks is (200). Fixture `hostile-outbound` (`/size?to=` reads an answer whole
 * and says its size), a local service standing for an API.
 */
const MB = 1024 * 1024;
let t: TestHost;
let dir: string;
let service: LocalServer;
const big = JSON.stringify({ items: Array.from({ length: 20_000 }, (_, id) => ({ id, name: `item ${id}` })) });

beforeAll(async () => {
  service = await localServer((request, response) => {
    if (request.url === '/huge') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(Buffer.alloc(11 * MB, 7));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(big);
  });
  dir = mkdtempSync(join(tmpdir(), 'studio-recording-'));
  cpSync(fixture('hostile-outbound'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  mkdirSync(join(dir, 'mocks'));
  t = await startTestHost(dir, { host: { allowOutbound: [service.origin], outboundMode: 'record' } });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The size of the answer hosted code read from `to`, once the recording is saved. */
async function sizeVia(to: string) {
  const result = await t.host.dispatchEvent(fetchEvent(t.host, `/size?${new URLSearchParams({ to })}`));
  await t.host.outbound.settled();
  return JSON.parse(result.body) as { ok: boolean; value?: number; error?: string };
}
const logs = () => t.records.flatMap((record) => (record.kind === 'log' ? [record.summary] : []));

describe('recording is bounded', () => {
  it('an answer past the inline limit is saved as its bytes in a body file, and the mock names it', async () => {
    expect(big.length).toBeGreaterThan(MOCK_INLINE_BODY_BYTES);
    expect(await sizeVia(`${service.origin}/items`)).toEqual({ ok: true, value: big.length });
    const [mockFile] = readdirSync(join(dir, 'mocks')).filter((name) => name.startsWith('get-127.0.0.1-items') && name.endsWith('.yaml'));
    const text = readFileSync(join(dir, 'mocks', mockFile!), 'utf8');
    expect(text.length).toBeLessThan(4096);
    const saved = parse(text) as { answer: { file: string; headers: Record<string, string> } };
    expect(saved.answer.file).toBe(mockFile!.replace(/\.yaml$/, '.body'));
    expect(saved.answer.headers['content-type']).toBe('application/json');
    expect(readFileSync(join(dir, 'mocks', saved.answer.file), 'utf8')).toBe(big);

    t.host.outbound.setMode('lockdown');
    try {
      expect(await sizeVia(`${service.origin}/items`)).toEqual({ ok: true, value: big.length });
    } finally {
      t.host.outbound.setMode('record');
    }
  });

  it('an answer larger than a mock body may be is passed on but not saved, with a note naming the size and the limit', async () => {
    const before = readdirSync(join(dir, 'mocks')).length;
    expect(await sizeVia(`${service.origin}/huge`)).toEqual({ ok: true, value: 11 * MB });
    expect(readdirSync(join(dir, 'mocks'))).toHaveLength(before);
    expect(logs()).toContainEqual(expect.stringContaining(`Did not record GET ${service.origin}/huge: the answer`));
    expect(logs().join('\n')).toContain(`is ${11 * MB} bytes, more than the ${10 * MB} a recorded body may hold`);
  });

  it('the bytes recorded in one run are capped: past the cap an answer is not saved, with a note', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'studio-recording-cap-'));
    try {
      const store = createMockStore(folder, () => folderVariables(folder), { recordBytes: 1.5 * MB });
      const record = (path: string) =>
        store.record({ method: 'GET', url: `https://api.example/${path}`, status: 200, headers: {}, body: new Uint8Array(MB) });
      expect(await record('one')).toMatchObject({ file: 'mocks/get-api.example-one.yaml', bodyFile: 'mocks/get-api.example-one.body' });
      expect(statSync(join(folder, 'mocks', 'get-api.example-one.body')).size).toBe(MB);
      const refused = await record('two');
      expect(refused).toMatchObject({ limit: 'total' });
      expect((refused as { refused: string }).refused).toContain(`would pass ${1.5 * MB}, its limit`);
      expect(readdirSync(join(folder, 'mocks')).filter((name) => name.includes('two'))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
