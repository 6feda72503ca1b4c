import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { exampleCopy } from '../fixtures/support.ts';
import { startMcp } from './support.ts';

/**
 * The MCP server speaks only on the stdio its client gave it: stdout carries JSON-RPC and nothing
 * else, it opens no socket of its own (hosted code, which reaches only loopback servers, has no way
 * to it), and it ends when its client closes stdin.
 */
let dir: string;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ dir, remove } = await exampleCopy());
});
afterAll(() => remove());

/** The TCP ports the process `pid` (not its children) listens on, from /proc (Linux). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]].filter((inode) => inode !== undefined);
      } catch {
        return [];
      }
    }),
  );
  return ['tcp', 'tcp6'].flatMap((table) =>
    readFileSync(`/proc/${pid}/net/${table}`, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // st 0A is LISTEN; column 9 the socket's inode.
      .filter((columns) => columns[3] === '0A' && inodes.has(columns[9]!))
      .map((columns) => parseInt(columns[1]!.split(':').at(-1)!, 16)),
  );
}

/** The raw process, as a client sees it: one JSON-RPC message per line on stdout. */
function spawnRaw(): { child: ChildProcess; lines: () => string[] } {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'integration-studio.js'), 'mcp', dir], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.resume();
  return { child, lines: () => stdout.split('\n').filter((line) => line !== '') };
}

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const onLinux = process.platform === 'linux';
if (!onLinux) console.warn('mcp-stdio: the listening-socket check reads /proc and runs on Linux only.');

describe('mcp: stdio only', () => {
  it.skipIf(!onLinux)(
    'listens on no socket that speaks the protocol: each port it holds is the public server, which answers no JSON-RPC',
    async () => {
      const session = await startMcp({}, dir);
      try {
        const ports = listeningPorts(session.pid);
        // The integration's public server (public endpoints, receivers) is the studio's, and it is there.
        expect(ports.length).toBeGreaterThan(0);
        for (const port of ports) {
          const answer = await fetch(`http://127.0.0.1:${port}/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
          });
          expect(await answer.text()).not.toMatch(/"jsonrpc"/);
        }
        // Still answering on stdio meanwhile.
        expect((await session.client.listTools()).tools.length).toBeGreaterThan(0);
      } finally {
        await session.close();
      }
    },
  );

  it('writes nothing but JSON-RPC messages on stdout, and exits 0 once its stdin closes', async () => {
    const { child, lines } = spawnRaw();
    const exited = once(child, 'exit');
    const send = (message: object) => child.stdin!.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    await until(() => lines().length >= 1, 'the initialize answer');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'fire_event', arguments: { type: 'space_content_updated' } } });
    await until(() => lines().length >= 2, 'the tool answer');
    child.stdin!.end();
    const [code] = (await Promise.race([
      exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error('mcp did not exit within 30 s of stdin closing')), 30_000)),
    ])) as [number | null];
    expect(code).toBe(0);
    const messages = lines().map((line) => JSON.parse(line) as { jsonrpc: string; id?: number });
    expect(messages.every((message) => message.jsonrpc === '2.0')).toBe(true);
    expect(messages.map((message) => message.id)).toEqual([1, 2]);
  });
});
