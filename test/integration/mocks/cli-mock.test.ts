import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../../electron/cli/main.ts';
import { fixture } from '../host/support.ts';

/** `integration-studio mock add|list|rm`, and the mock it writes answering a run of the integration. */
let root: string;
let dir: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-cli-mock-'));
  dir = join(root, 'hostile-outbound');
  await cp(fixture('hostile-outbound'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('mock add, list, rm', () => {
  it('mock add writes mocks/NAME.yaml with the schema beside it, and a run answers from it', async () => {
    await writeFile(join(root, 'body.txt'), 'from a body file');
    const added = await run([
      'mock',
      'add',
      '--dir',
      dir,
      '--url',
      'https://api.example/items/*',
      '--status',
      '202',
      '--header',
      'X-Kind: mock',
      '--body',
      `@${join(root, 'body.txt')}`,
      '--name',
      'items',
    ]);
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain('Saved mocks/items.yaml: GET https://api.example/items/* → 202');
    const saved = parse(await readFile(join(dir, 'mocks', 'items.yaml'), 'utf8'));
    expect(saved).toEqual({
      $schema: './mock.schema.json',
      request: { method: 'GET', url: 'https://api.example/items/*' },
      answer: { status: 202, headers: { 'x-kind': 'mock' }, body: 'from a body file' },
    });
    expect(JSON.parse(await readFile(join(dir, 'mocks', 'mock.schema.json'), 'utf8')).title).toBe('Integration Studio outbound mock');

    const payload = JSON.stringify({ revisionId: 'https://api.example/items/7' });
    const triggered = await run([
      'trigger',
      'space_content_updated',
      '--dir',
      dir,
      '--payload',
      payload,
      '--json',
      '--outbound',
      'lockdown',
    ]);
    expect(triggered.code, triggered.err).toBe(0);
    expect(JSON.parse(triggered.out).logs[0].message).toBe('outbound {"ok":true,"value":"from a body file"}');
  });

  it('mock add refuses a taken name unless --force, and a bad --fail names the kinds', async () => {
    const again = await run(['mock', 'add', '--dir', dir, '--url', 'https://api.example/x', '--name', 'items']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('A mock named items exists (mocks/items.yaml)');
    const bad = await run(['mock', 'add', '--dir', dir, '--url', 'https://api.example/x', '--fail', 'explode']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--fail must be one of refused, reset, timeout');
  });

  it('mock list shows each mock with its rule and its hits from the journal', async () => {
    const listed = await run(['mock', 'list', '--dir', dir, '--json']);
    expect(listed.code, listed.err).toBe(0);
    const rows = JSON.parse(listed.out) as {
      name: string;
      url: string;
      hits: number;
      sessionHits: number | null;
      lastRequest: { summary: string } | null;
    }[];
    expect(rows).toHaveLength(1);
    // No studio has the folder open: the journal's count, and no session's.
    expect(rows[0]).toMatchObject({ name: 'items', url: 'https://api.example/items/*', hits: 1, sessionHits: null });
    expect(rows[0]!.lastRequest?.summary).toContain('(mock items)');
  });

  it('mock add --url with ?* answers the path with any query, and mock list says whose hits it counts', async () => {
    const added = await run([
      'mock',
      'add',
      '--dir',
      dir,
      '--url',
      'https://api.example/projects?*',
      '--body',
      'any query',
      '--name',
      'projects',
    ]);
    expect(added.code, added.err).toBe(0);
    const payload = JSON.stringify({ revisionId: 'https://api.example/projects?membership=true' });
    const triggered = await run([
      'trigger',
      'space_content_updated',
      '--dir',
      dir,
      '--payload',
      payload,
      '--json',
      '--outbound',
      'lockdown',
    ]);
    expect(triggered.code, triggered.err).toBe(0);
    expect(JSON.parse(triggered.out).logs[0].message).toBe('outbound {"ok":true,"value":"any query"}');
    const listed = await run(['mock', 'list', '--dir', dir]);
    expect(listed.out).toContain('projects  GET https://api.example/projects?*  1 hit in the journal (no studio running)');
    await run(['mock', 'rm', 'projects', '--dir', dir]);
  });

  it('mock rm removes the file; an unknown name says how to list them', async () => {
    expect((await run(['mock', 'rm', 'items', '--dir', dir])).out).toBe('Removed mocks/items.yaml');
    const missing = await run(['mock', 'rm', 'items', '--dir', dir]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('No mock named items in mocks/');
  });
});
