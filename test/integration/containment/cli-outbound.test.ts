import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/** `--outbound MODE` on the run commands, and `test` in lockdown when CI is set. */
let backend: LocalServer;
let root: string;
let dir: string;
beforeAll(async () => {
  backend = await localServer((_request, response) => response.end('the real backend'));
  root = await mkdtemp(join(tmpdir(), 'studio-cli-outbound-'));
  dir = join(root, 'hostile-outbound');
  await cp(fixture('hostile-outbound'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  await mkdir(join(dir, 'mocks'));
  await writeFile(join(dir, 'mocks', 'data.yaml'), `request: { url: "${backend.origin}/data" }\nanswer: { body: the mock }\n`);
  await mkdir(join(dir, 'fixtures'));
  // The integration fetches the revision id as a URL and logs what came back.
  await writeFile(
    join(dir, 'fixtures', 'unmocked.json'),
    JSON.stringify({
      event: { type: 'space_content_updated', revisionId: `${backend.origin}/unmocked` },
      expect: { logs: ['the real backend'] },
    }),
  );
});
afterAll(async () => {
  await backend.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  backend.hits.length = 0;
});

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const trigger = async (path: string, extra: string[]) => {
  const payload = JSON.stringify({ revisionId: `${backend.origin}${path}` });
  const result = await run(['trigger', 'space_content_updated', '--dir', dir, '--payload', payload, '--json', ...extra]);
  expect(result.code, result.err).toBe(0);
  return JSON.parse(result.out).logs[0].message as string;
};

describe('--outbound on the command line', () => {
  it('trigger answers from the mock by default (mock mode), even for an allowed origin', async () => {
    expect(await trigger('/data', ['--allow-outbound', backend.origin])).toBe('outbound {"ok":true,"value":"the mock"}');
    expect(backend.hits).toEqual([]);
  });

  it('trigger --outbound live reaches the allowed backend, mocks aside', async () => {
    expect(await trigger('/data', ['--allow-outbound', backend.origin, '--outbound', 'live'])).toBe(
      'outbound {"ok":true,"value":"the real backend"}',
    );
    expect(backend.hits).toEqual(['GET /data']);
  });

  it('trigger --outbound lockdown refuses an unmocked request, naming it and how to record it', async () => {
    const log = await trigger('/elsewhere', ['--allow-outbound', backend.origin, '--outbound', 'lockdown']);
    const { error } = JSON.parse(log.slice('outbound '.length)) as { error: string };
    expect(error).toContain(`The studio refused fetch("${backend.origin}/elsewhere") (GET)`);
    expect(error).toContain('--outbound record');
    expect(backend.hits).toEqual([]);
  });

  it('an unknown mode is a usage error listing the modes', async () => {
    const result = await run(['trigger', 'space_content_updated', '--dir', dir, '--outbound', 'offline']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('--outbound must be one of live, mock, record, lockdown (default mock), got "offline"');
  });

  it('test runs in lockdown when CI is set: an unmocked call fails although its origin is allowed', async () => {
    const saved = process.env.CI;
    process.env.CI = '1';
    try {
      const ci = await run(['test', dir, '--allow-outbound', backend.origin]);
      expect(ci.code).toBe(1);
      expect(backend.hits).toEqual([]);
      const told = await run(['test', dir, '--allow-outbound', backend.origin, '--outbound', 'mock']);
      expect(told.code, told.out + told.err).toBe(0);
      expect(backend.hits).toEqual(['GET /unmocked']);
    } finally {
      if (saved === undefined) delete process.env.CI;
      else process.env.CI = saved;
    }
  });
});
