import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toApiError } from '../../../electron/app/errors.ts';
import { handlers } from '../../../electron/app/features/requests.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'requests-save-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function feature() {
  const session = { workspace: { id: 'w2', dir, trusted: true }, installations: undefined };
  return handlers({
    session: { current: () => session, require: () => session, onDidOpen: () => ({ dispose() {} }) } as never,
    options: {},
  });
}

const REQUEST = { file: 'api', name: 'Say hello', method: 'GET', path: '/hello?name=Ada', headers: [], body: '' } as const;

describe('requests.save', () => {
  it('writes the request as {{endpoint}}/path under its name in requests/FILE.http', async () => {
    expect(await feature()['requests.save']({ ...REQUEST, headers: [], workspaceId: 'w2' })).toEqual({ file: 'api.http' });
    expect(await readFile(join(dir, 'requests', 'api.http'), 'utf8')).toBe('### Say hello\nGET {{endpoint}}/hello?name=Ada\n');
  });

  it('a tab still showing another workspace is refused (workspace-changed), and nothing is written', async () => {
    // The API's code, as the gate answers it (the handler throws the workspace service's own error).
    const refused = feature()['requests.save']({ ...REQUEST, headers: [], workspaceId: 'w1' });
    await expect(refused.catch(toApiError)).resolves.toMatchObject({ code: 'workspace-changed' });
    await expect(readFile(join(dir, 'requests', 'api.http'), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
