import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lookup } from '../../../electron/services/host/containment/outbound-policy.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';

/**
 * What hosted code is told when the studio refuses it names no absolute path: not where the folder
 * sits, not where a symlink in it leads, not the temporary or home folder. Paths inside the folder are
 * told relative to it; the studio's journal keeps the whole message. The fetch-url integration
 * fetches a URL and answers with the rejection its `fetch()` got.
 */
let t: TestHost;
let root: string;
let dir: string;
let outside: string;
const lookup: Lookup = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'refusal-paths-'));
  dir = join(root, 'integration');
  cpSync(fixture('fetch-url'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  mkdirSync(join(dir, 'mocks'));
  outside = join(root, 'elsewhere');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), 'a file of the machine');
  writeFileSync(join(outside, 'mock.json'), JSON.stringify({ request: { url: 'https://linked-mock.example/x' }, answer: { status: 200 } }));
  t = await startTestHost(dir, { host: { outboundLookup: lookup } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Everything that would tell hosted code where things are on this machine. */
function absolutePaths(): string[] {
  return [root, realpathSync(root), dir, outside, realpathSync(outside), tmpdir(), realpathSync(tmpdir()), homedir()];
}

async function rejection(to: string) {
  const result = await t.host.dispatchEvent(fetchEvent(t.host, `/fetch?${new URLSearchParams({ to })}`));
  const answer = JSON.parse(result.body) as { ok: boolean; error?: string };
  const record = t.records.findLast((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId);
  expect(answer.ok).toBe(false);
  return { told: answer.error!, journaled: JSON.stringify(record?.data) };
}

function expectNoAbsolutePath(told: string) {
  for (const path of absolutePaths()) expect(told).not.toContain(path);
}

describe('refusals handed to hosted code name no absolute path', () => {
  it("a mock's body file linked to a file outside the folder: refused, the real target unnamed to hosted code, named in the journal", async () => {
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'mocks', 'body.txt'));
    writeFileSync(
      join(dir, 'mocks', 'body.json'),
      JSON.stringify({ request: { url: 'https://body.example/x' }, answer: { file: 'body.txt' } }),
    );
    try {
      const { told, journaled } = await rejection('https://body.example/x');
      expect(told).toContain('The body file body.txt of mocks/body.json (mocks/body.txt) is (a path outside the integration folder)');
      expectNoAbsolutePath(told);
      expect(journaled).toContain(realpathSync(join(outside, 'secret.txt')));
    } finally {
      rmSync(join(dir, 'mocks', 'body.txt'));
      rmSync(join(dir, 'mocks', 'body.json'));
    }
  });

  it('a mock file that is a link leading out of the folder: refused without naming where it leads', async () => {
    symlinkSync(join(outside, 'mock.json'), join(dir, 'mocks', 'linked.json'));
    try {
      const { told, journaled } = await rejection('https://linked-mock.example/x');
      expect(told).toContain('The mock mocks/linked.json');
      expectNoAbsolutePath(told);
      expect(journaled).toContain(realpathSync(join(outside, 'mock.json')));
    } finally {
      rmSync(join(dir, 'mocks', 'linked.json'));
    }
  });

  it('the refusals hosted code meets most (a loopback address, an unanswered name) still say what and why', async () => {
    const loopback = await rejection('http://127.0.0.1:9/');
    expect(loopback.told).toContain('The studio refused');
    expectNoAbsolutePath(loopback.told);
    const unresolved = await rejection('https://unresolved.example/');
    expect(unresolved.told).toContain('could not resolve unresolved.example');
    expectNoAbsolutePath(unresolved.told);
  });
});
