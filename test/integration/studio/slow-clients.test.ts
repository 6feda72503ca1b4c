import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_SERVER_LIMITS, UI_SERVER_LIMITS } from '../../../electron/lib/http-limits.ts';
import { ROOT } from '../../../electron/lib/paths.ts';
import { fixture } from '../host/support.ts';

const sockets: Socket[] = [];
let child: ChildProcess | null = null;
let dir: string | null = null;
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  child = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Opens `count` connections that send half a request line and then nothing (slowloris). */
async function slowConnections(port: number, count: number): Promise<Socket[]> {
  const opened: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    sockets.push(socket);
    opened.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  }
  return opened;
}

/** One more connection past the cap: what the server answers (bounded wait). */
function refusedAnswer(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    sockets.push(socket);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
    setTimeout(() => resolve(text), 5_000).unref();
  });
}

describe('slow and many clients', () => {
  it('a real studio: slow connections past each server’s cap get 503 with a reason, and the other server and the API stay responsive', async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-slow-'));
    cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'serve', '--no-open', dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const until = Date.now() + 30_000;
    while (!/on (http:\/\/127\.0\.0\.1:\d+) \(e\.g\./.test(output) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const ui = new URL(/(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output)![1]!);
    const publicOrigin = /on (http:\/\/127\.0\.0\.1:\d+) \(e\.g\./.exec(output)![1]!;
    const publicPort = Number(new URL(publicOrigin).port);

    // The public server filled up with slow clients: the next is refused with why; the UI server still answers.
    await slowConnections(publicPort, PUBLIC_SERVER_LIMITS.maxConnections);
    expect(await refusedAnswer(publicPort)).toMatch(/^HTTP\/1\.1 503 [\s\S]*public server has 256 connections open, its limit/);
    const page = await fetch(ui.href, { redirect: 'manual' });
    expect(page.status).toBe(303); // the token is traded for the cookie: the UI server is responsive
    for (const socket of sockets.splice(0)) socket.destroy();

    // The UI server filled up: refused with why; the public server answers its integration.
    await slowConnections(Number(ui.port), UI_SERVER_LIMITS.maxConnections);
    expect(await refusedAnswer(Number(ui.port))).toMatch(/^HTTP\/1\.1 503 [\s\S]*UI server has 64 connections open, its limit/);
    const status = await fetch(`${publicOrigin}/i/dev/status`);
    expect(status.status).toBe(418);
    for (const socket of sockets.splice(0)) socket.destroy();
    expect(child.exitCode).toBeNull();
  }, 60_000);
});
