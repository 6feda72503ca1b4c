import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockStore, mockFromExchange, parseMockText } from '../../../electron/services/mocks/store.ts';
import { folderVariables } from '../../../electron/services/manifest/environment.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-mock-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const request = (url: string) => ({ method: 'GET', url, headers: new Headers(), body: null });

describe('mock files', () => {
  it('a wrong field is an error naming the file and the field', () => {
    expect(() => parseMockText('request: { url: x }\nanswer: { status: 42 }\n', 'mocks/a.yaml')).toThrow(
      /^mocks\/a\.yaml: answer\.status: /,
    );
    expect(() => parseMockText('request: { url: x }\n', 'mocks/b.yaml')).toThrow(
      /mocks\/b\.yaml: \(top level\): give either answer or answers/,
    );
    expect(() => parseMockText('{', 'mocks/c.json')).toThrow(/^mocks\/c\.json: not valid JSON/);
    expect(() => parseMockText('request: { url: x, url: y }', 'mocks/d.yaml')).toThrow(/^mocks\/d\.yaml: not valid YAML/);
  });

  it('a body file that leads out of the integration folder is refused', async () => {
    mkdirSync(join(dir, 'mocks'));
    const outside = mkdtempSync(join(tmpdir(), 'studio-mock-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'private');
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'mocks', 'body.txt'));
    writeFileSync(join(dir, 'mocks', 'leak.yaml'), 'request: { url: "https://a.example/x" }\nanswer: { file: body.txt }\n');
    try {
      await expect(createMockStore(dir, () => folderVariables(dir, { env: {} })).answer(request('https://a.example/x'))).rejects.toThrow(
        /outside the integration folder/,
      );
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('recording', () => {
  it('secret values in recorded headers become ${{ env.NAME }} references, credential query values *', () => {
    const { mock, references } = mockFromExchange({
      method: 'get',
      url: 'https://api.example/items?access_token=abc&page=2',
      status: 200,
      headers: { 'Set-Cookie': 'sid=1', 'X-Api-Key': 'k', 'content-type': 'text/plain', 'content-length': '2' },
      body: new TextEncoder().encode('ok'),
    });
    expect(mock.request).toEqual({ method: 'GET', url: 'https://api.example/items?access_token=*&page=2' });
    expect(mock.answer?.headers).toEqual({
      'set-cookie': '${{ env.MOCK_HEADER_SET_COOKIE }}',
      'x-api-key': '${{ env.MOCK_HEADER_X_API_KEY }}',
      'content-type': 'text/plain',
    });
    expect(references).toEqual(['MOCK_HEADER_SET_COOKIE', 'MOCK_HEADER_X_API_KEY']);
    expect(mock.answer?.body).toBe('ok');
  });

  it('record mode saves at most its limit of mocks in a run', async () => {
    const store = createMockStore(dir, () => folderVariables(dir, { env: {} }), { recordLimit: 2 });
    const record = (path: string) =>
      store.record({ method: 'GET', url: `https://a.example/${path}`, status: 200, headers: {}, body: null });
    expect(await record('one')).toMatchObject({ file: 'mocks/get-a.example-one.yaml' });
    expect(await record('two')).not.toBeNull();
    expect(await record('three')).toMatchObject({ limit: 'count' });
    expect(
      readdirSync(join(dir, 'mocks'))
        .filter((f) => f.endsWith('.yaml'))
        .sort(),
    ).toEqual(['get-a.example-one.yaml', 'get-a.example-two.yaml']);
  });
});
