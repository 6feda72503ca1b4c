import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Mock files are data, bounded: a folder from anyone ships them, and the gate reads them on the
 * integration's calls. YAML aliases expand a bounded number of times (no "billion laughs"), values
 * nest a bounded depth, URL wildcards match in time linear in the URL (no backtracking regular
 * expression on `*a*a*a…b`), and a body `file` is a regular file inside the folder. Each bad file
 * fails the call naming the file and the limit; the next call is answered. Fixture `fetch-url`.
 */
let t: TestHost;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-mock-files-'));
  cpSync(fixture('fetch-url'), dir, { recursive: true });
  mkdirSync(join(dir, 'mocks'));
  t = await startTestHost(dir, { host: { outboundMode: 'lockdown' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  rmSync(join(dir, 'mocks'), { recursive: true, force: true });
  mkdirSync(join(dir, 'mocks'));
  writeMock('z-fine.yaml', 'request: { url: "https://fine.example/" }\nanswer: { body: fine }\n');
});

const writeMock = (name: string, text: string) => writeFileSync(join(dir, 'mocks', name), text);
type Answer = { ok: boolean; status?: number; text?: string; error?: string };
async function fetchVia(to: string): Promise<Answer> {
  const result = await t.host.dispatchEvent(fetchEvent(t.host, `/fetch?${new URLSearchParams({ to })}`));
  return JSON.parse(result.body) as Answer;
}
/** The next call is answered once the bad file is gone. */
async function answersAfterRemoving(name: string) {
  rmSync(join(dir, 'mocks', name));
  expect(await fetchVia('https://fine.example/')).toMatchObject({ ok: true, text: 'fine' });
}

describe('mock files are data, bounded', () => {
  it('YAML aliases that would expand into a huge value (a billion laughs) are refused, naming the file and the limit', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 9; level++) {
      const [name, previous] = [String.fromCharCode(97 + level), String.fromCharCode(96 + level)];
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    writeMock('laughs.yaml', `${levels.join('\n')}\nrequest: { url: "https://fine.example/" }\nanswer: { body: "*i" }\n`);
    const answer = await fetchVia('https://fine.example/');
    expect(answer.error).toContain('mocks/laughs.yaml');
    expect(answer.error).toContain('aliases expand more than 100 times');
    await answersAfterRemoving('laughs.yaml');
  });

  it('a mock nested deeper than the limit (YAML or JSON) is refused naming the file and the depth', async () => {
    writeMock('deep.json', `{"request":{"url":"https://fine.example/"},"answer":{"json":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`);
    const json = await fetchVia('https://fine.example/');
    expect(json.error).toContain('mocks/deep.json is nested more than 64 levels deep');
    await answersAfterRemoving('deep.json');
    writeMock('deep.yaml', `request: { url: "https://fine.example/" }\nanswer: { json: ${'['.repeat(20_000)}${']'.repeat(20_000)} }\n`);
    const yaml = await fetchVia('https://fine.example/');
    expect(yaml.error).toContain('mocks/deep.yaml: not valid YAML: nested too deep to read');
    await answersAfterRemoving('deep.yaml');
  });

  it('a hostile wildcard pattern (*a*a*a…b) against a long URL is matched at once, without backtracking', async () => {
    // A regular expression built from this pattern backtracks for minutes on this URL.
    writeMock('a-hostile.yaml', `request: { url: "https://x.example/${'*a'.repeat(40)}*b" }\nanswer: { body: hostile }\n`);
    writeMock('b-long.yaml', 'request: { url: "https://x.example/*" }\nanswer: { body: the long one }\n');
    expect(await fetchVia(`https://x.example/${'a'.repeat(5_000)}`)).toMatchObject({ ok: true, text: 'the long one' });
    expect(await fetchVia(`https://x.example/${'a'.repeat(60)}b`)).toMatchObject({ ok: true, text: 'hostile' });
  });

  it('a body `file` is a regular file inside the folder: a folder or a path leading out is refused naming the file', async () => {
    writeMock('folder.yaml', 'request: { url: "https://fine.example/" }\nanswer: { file: . }\n');
    expect((await fetchVia('https://fine.example/')).error).toContain('The body file . of mocks/folder.yaml is a folder');
    await answersAfterRemoving('folder.yaml');
    writeMock('out.yaml', 'request: { url: "https://fine.example/" }\nanswer: { file: ../../../../../../etc/passwd }\n');
    expect((await fetchVia('https://fine.example/')).error).toContain('outside the integration folder');
    await answersAfterRemoving('out.yaml');
  });
});
