import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/** `--allow-outbound ORIGIN` on the command line: the developer's way to let a local backend through. */
let backend: LocalServer;
beforeAll(async () => {
  backend = await localServer((_request, response) => response.end('local backend says hi'));
});
afterAll(() => backend.close());

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

async function trigger(extra: string[]) {
  const { io, out, err } = capture();
  const payload = JSON.stringify({ revisionId: `${backend.origin}/data` });
  const code = await main(
    ['trigger', 'space_content_updated', '--dir', fixture('hostile-outbound'), '--payload', payload, '--json', ...extra],
    io,
  );
  return { code, out, err };
}

describe('--allow-outbound', () => {
  it('without it, a local backend is refused and the log says how to allow it', async () => {
    const { code, out } = await trigger([]);
    expect(code).toBe(0);
    const log = JSON.parse(out[0]!).logs[0].message as string;
    expect(log).toContain(`--allow-outbound ${backend.origin}`);
    expect(backend.hits).toEqual([]);
  });

  it('with the origin listed, trigger reaches the local backend', async () => {
    const { code, out } = await trigger(['--allow-outbound', `${backend.origin}/ignored-path`]);
    expect(code).toBe(0);
    expect(JSON.parse(out[0]!).logs[0].message).toBe('outbound {"ok":true,"value":"local backend says hi"}');
    expect(backend.hits).toEqual(['GET /data']);
  });

  it('a value that is no http(s) origin is a usage error naming it', async () => {
    const { code, err } = await trigger(['--allow-outbound', 'file:///etc']);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/--allow-outbound needs an http\(s\) origin such as http:\/\/localhost:3000, got "file:\/\/\/etc"/);
  });
});

describe('--allow-outbound on fixture runs (trigger --fixture, test)', () => {
  let root: string;
  let dir: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'studio-allow-fixture-'));
    dir = join(root, 'hostile-outbound');
    await cp(fixture('hostile-outbound'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    await mkdir(join(dir, 'fixtures'));
    // The integration fetches the revision id as a URL and logs what came back.
    await writeFile(
      join(dir, 'fixtures', 'backend.json'),
      JSON.stringify({
        event: { type: 'space_content_updated', revisionId: `${backend.origin}/data` },
        expect: { logs: ['local backend says hi'] },
      }),
    );
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  beforeEach(() => {
    backend.hits.length = 0; // the describe above reached it already
  });

  async function run(args: string[]) {
    const { io, out, err } = capture();
    const code = await main([...args], io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('trigger --fixture keeps the local backend refused without the flag and reaches it with it', async () => {
    const refused = await run(['trigger', '--fixture', 'backend', '--dir', dir, '--json']);
    expect(refused.code, refused.err).toBe(0);
    expect(JSON.parse(refused.out).logs[0].message).toContain(`--allow-outbound ${backend.origin}`);
    expect(backend.hits).toEqual([]);

    const allowed = await run(['trigger', '--fixture', 'backend', '--dir', dir, '--json', '--allow-outbound', backend.origin]);
    expect(allowed.code, allowed.err).toBe(0);
    expect(JSON.parse(allowed.out).logs[0].message).toBe('outbound {"ok":true,"value":"local backend says hi"}');
    expect(backend.hits).toEqual(['GET /data']);
  });

  it('test fails the fixture while the backend is refused and passes with --allow-outbound', async () => {
    // The mode is named: under CI, `test` defaults to lockdown, where no mock means no call at all.
    const refused = await run(['test', dir, '--outbound', 'mock']);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/line containing "local backend says hi"/);
    expect(backend.hits).toEqual([]);

    const allowed = await run(['test', dir, '--outbound', 'mock', '--allow-outbound', backend.origin]);
    expect(allowed.code, allowed.out + allowed.err).toBe(0);
    expect(backend.hits).toEqual(['GET /data']);
  });
});
