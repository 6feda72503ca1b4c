import { mkdir, mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listSavedRequests, REQUEST_FILE_LIMIT, resolveSavedRequest, saveRequest } from '../../../electron/services/requests/saved.ts';

const ENDPOINT = 'http://127.0.0.1:9/i/inst_1';
let root: string;
let dir: string;
let outside: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'request-files-'));
  dir = join(root, 'integration');
  outside = join(root, 'elsewhere');
  await mkdir(join(dir, 'requests'), { recursive: true });
  await mkdir(outside);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('saved request files are untrusted input: read within the folder and a size limit', () => {
  it('a requests/*.http that links out of the folder is listed as refused, and never read', async () => {
    await writeFile(join(outside, 'secret.http'), 'GET {{endpoint}}/leak\n');
    await symlink(join(outside, 'secret.http'), join(dir, 'requests', 'linked.http'));
    const { files } = await listSavedRequests(dir);
    expect(files).toEqual([{ file: 'linked.http', requests: [], problem: expect.stringMatching(/outside the integration folder/) }]);
    await expect(resolveSavedRequest(dir, { file: 'linked.http', endpoint: ENDPOINT })).rejects.toThrow(/outside the integration folder/);
  });

  it('a requests/ folder that is a link out of the folder is refused', async () => {
    await rm(join(dir, 'requests'), { recursive: true });
    await writeFile(join(outside, 'a.http'), 'GET /a\n');
    await symlink(outside, join(dir, 'requests'));
    await expect(listSavedRequests(dir)).rejects.toThrow(/outside the integration folder/);
  });

  it('an env file that links out of the folder (e.g. to ~/.aws/credentials) gives no variables', async () => {
    await writeFile(join(outside, 'env.json'), JSON.stringify({ dev: { token: 'stolen' } }));
    await symlink(join(outside, 'env.json'), join(dir, 'requests', 'http-client.env.json'));
    await writeFile(join(dir, 'requests', 'a.http'), 'GET {{endpoint}}/a\nX-Token: {{token}}\n');
    await expect(resolveSavedRequest(dir, { file: 'a.http', environment: 'dev', endpoint: ENDPOINT })).rejects.toThrow(
      /outside the integration folder/,
    );
  });

  it('a request file over the size limit is refused, naming the limit', async () => {
    await writeFile(join(dir, 'requests', 'huge.http'), '');
    await truncate(join(dir, 'requests', 'huge.http'), REQUEST_FILE_LIMIT + 1);
    const { files } = await listSavedRequests(dir);
    expect(files[0]?.problem).toMatch(/more than 1 MB: refused/);
  });

  it('saving never writes through a link out of the folder', async () => {
    await writeFile(join(outside, 'target.http'), 'untouched\n');
    await symlink(join(outside, 'target.http'), join(dir, 'requests', 'evil.http'));
    await expect(saveRequest(dir, 'evil.http', { name: 'x', method: 'GET', url: '/x', headers: [], body: '' })).rejects.toThrow(
      /outside the integration folder/,
    );
    expect(await readFile(join(outside, 'target.http'), 'utf8')).toBe('untouched\n');
  });

  it("{{$processEnv NAME}} in an untrusted folder reads only its .env and --env-allow names, never the developer's environment", async () => {
    await writeFile(join(dir, '.env'), 'FROM_DOTENV=dotenv-value\n');
    await writeFile(
      join(dir, 'requests', 'a.http'),
      'GET {{endpoint}}/a\nX-A: {{$processEnv FROM_DOTENV}}\nX-B: {{$processEnv AWS_SECRET}}\n',
    );
    const env = { AWS_SECRET: 'real-secret' };
    await expect(resolveSavedRequest(dir, { file: 'a.http', endpoint: ENDPOINT, env, envAllow: [] })).rejects.toThrow(
      /the folder is not trusted, so the studio's environment is not read/,
    );
    const allowed = await resolveSavedRequest(dir, { file: 'a.http', endpoint: ENDPOINT, env, envAllow: ['AWS_SECRET'] });
    expect(allowed.headers).toEqual([
      { name: 'X-A', value: 'dotenv-value' },
      { name: 'X-B', value: 'real-secret' },
    ]);
  });

  it("a saved request's URL outside the installation's endpoint is refused, not sent elsewhere", async () => {
    await writeFile(join(dir, 'requests', 'a.http'), 'GET http://169.254.169.254/latest/meta-data\n');
    await expect(resolveSavedRequest(dir, { file: 'a.http', endpoint: ENDPOINT })).rejects.toThrow(
      /is not under the installation's public endpoint/,
    );
  });
});
