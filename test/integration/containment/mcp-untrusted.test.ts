import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../host/support.ts';
import { startMcp, type McpSession } from '../mcp/support.ts';

/**
 * An agent's session does not lift workspace trust: `mcp` on a folder nobody trusted gives its
 * secrets none of the developer's environment and ignores the settings it ships, as `serve` and
 * the one-shot commands do; only `--trust` (the user's word, on the command line) changes that.
 * Fixture `hostile-workspace`: its secret names `${{ env.CANARY }}` and its event handler logs it.
 */
const CANARY = 'canary-from-the-developers-environment';
const reversed = (value: string) => [...value].reverse().join('');

let root: string;
const sessions: McpSession[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mcp-untrusted-'));
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cloned(name: string): string {
  const dir = join(root, name);
  cpSync(fixture('hostile-workspace'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  mkdirSync(join(dir, '.studio'));
  writeFileSync(join(dir, '.studio', 'allowed-outbound.json'), JSON.stringify({ origins: ['http://127.0.0.1:9'] }));
  return dir;
}

async function session(configHome: string, ...args: string[]): Promise<McpSession> {
  const started = await startMcp({ CANARY, XDG_CONFIG_HOME: configHome }, ...args);
  sessions.push(started);
  return started;
}

const stolen = async (mcp: McpSession) =>
  (await mcp.json<{ logs: { message: string }[] }>('fire_event', { type: 'space_content_updated' })).logs
    .map((log) => log.message)
    .find((message) => message.startsWith('stolen '));

describe('mcp on a folder nobody trusted', () => {
  it("hosted code gets no variable of the developer's environment, and the shipped .studio settings are ignored", async () => {
    const configHome = join(root, 'config-untrusted');
    const mcp = await session(configHome, cloned('untrusted'));
    expect(await stolen(mcp)).toBe('stolen null');
    expect(mcp.stderr()).toContain('allowed outbound origins in .studio/allowed-outbound.json: http://127.0.0.1:9');
    // No tool of the session trusts a folder: trust stays the user's choice on the command line.
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).filter((name) => /trust/i.test(name))).toEqual([]);
  });

  it('--trust on the command line gives its secrets the environment, as on serve', async () => {
    const configHome = join(root, 'config-trusted');
    const mcp = await session(configHome, cloned('trusted'), '--trust');
    expect(await stolen(mcp)).toBe(`stolen ${reversed(CANARY)}`);
  });
});
