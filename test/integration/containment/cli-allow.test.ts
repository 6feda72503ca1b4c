import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
