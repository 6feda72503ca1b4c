import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROOT } from '../../../electron/lib/paths.ts';
import { WS_PATH } from '../../../shared/api/wire.ts';
import { fixture } from '../host/support.ts';
import { listeningPorts } from '../support/listening.ts';

/**
 * Every hostile integration of the containment suite, one after another, in ONE `serve` process
 * started as a user starts it (untrusted folders, the real command line): after each, the studio
 * answers its API and its public server, and the process is still the one that started.
 */

function post(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', () => resolve(0));
    outgoing.end('attacker bytes');
  });
}

const copy = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `one-process-${name}-`));
  cpSync(fixture(name), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  return dir;
};

describe('one serve process through every hostile integration', () => {
  const folders: string[] = [];
  let child: ChildProcess;
  let socket: WebSocket;
  let publicOrigin: string;
  let uiPort: number;
  let canary: Server;
  let canaryHits = 0;
  let target: string;
  let next = 0;
  const answers = new Map<number, (message: { result: { ok: boolean; result?: unknown; error?: { message: string } } }) => void>();

  beforeAll(async () => {
    canary = createServer((_request, response) => {
      canaryHits++;
      response.end('canary');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    target = mkdtempSync(join(tmpdir(), 'one-process-target-'));
    const config = mkdtempSync(join(tmpdir(), 'one-process-config-'));
    folders.push(target, config, copy('hostile-sandbox'));
    child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'integration-studio.js'), 'serve', '--no-open', '--deadline-ms', '2000', '--background-ms', '2000', folders[2]!],
      // RT_SECRET_X stands for a credential of the developer's that no untrusted folder may read.
      { cwd: ROOT, env: { ...process.env, XDG_CONFIG_HOME: config, RT_SECRET_X: 'one-process-secret' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr!.on('data', (chunk) => (output += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        const ui = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
        const pub = /on (http:\/\/127\.0\.0\.1:\d+) \(e\.g\./.exec(output);
        if (ui && pub) {
          publicOrigin = pub[1]!;
          resolve(ui[1]!);
        }
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
    });
    const parsed = new URL(url);
    uiPort = Number(parsed.port);
    socket = new WebSocket(`ws://127.0.0.1:${uiPort}${WS_PATH}?token=${parsed.searchParams.get('token')}`, {
      headers: { origin: parsed.origin },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { id?: number };
      if (message.id !== undefined) answers.get(message.id)?.(message as never);
    });
  }, 60_000);

  afterAll(async () => {
    socket?.terminate();
    child?.kill('SIGTERM');
    canary?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  function call(method: string, input: unknown) {
    const id = ++next;
    return new Promise<{ ok: boolean; result?: unknown; error?: { message: string } }>((resolve) => {
      answers.set(id, (message) => resolve(message.result));
      socket.send(JSON.stringify({ type: 'call', id, method, input }));
    });
  }
  const endpoint = async (path: string) => {
    const response = await fetch(`${publicOrigin}/i/dev${path}`);
    return { status: response.status, text: await response.text() };
  };
  async function expectServing() {
    expect(child.exitCode).toBeNull();
    expect(await call('app.info', {})).toMatchObject({ ok: true, result: { name: 'integration-studio' } });
    expect((await fetch(`${publicOrigin}/nothing-here`)).status).toBe(404);
  }
  async function open(name: string) {
    const dir = copy(name);
    folders.push(dir);
    return call('workspace.open', { dir });
  }

  it('sandbox: upgrades fail inside the integration, and a browser-like write to the sandbox server lands nowhere', async () => {
    expect(JSON.parse((await endpoint('/upgrade-fetch')).text)).toMatchObject({ ok: false });
    expect(JSON.parse((await endpoint('/websocket')).text)).toMatchObject({ ok: false });
    const prefix = encodeURIComponent(`${'../'.repeat(12)}${target.slice(1)}`);
    const { result } = (await call('app.info', {})) as { result: { publicContentOrigin: string } };
    // The studio's own listeners (the UI, the public and content origins, the published site) are not the sandbox's.
    const site = (await call('site.state', {})) as { result: { origin: string | null } };
    const own = new Set([uiPort, Number(new URL(publicOrigin).port), Number(new URL(result.publicContentOrigin).port)]);
    if (site.result.origin) own.add(Number(new URL(site.result.origin).port));
    const ports = listeningPorts([child.pid!]).filter((port) => !own.has(port));
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) {
      expect(await post(port, `/core/store-temp-file?prefix=${prefix}&extension=txt`, { origin: 'http://127.0.0.1:1' })).toBe(403);
    }
    expect(readdirSync(target)).toEqual([]);
    await expectServing();
  });

  it('host calls: forged reports and log lines are refused, the binding is out of reach', async () => {
    expect(await open('hostile-host-calls')).toMatchObject({ ok: true });
    expect(JSON.parse((await endpoint('/env')).text)).toEqual({ env: [], seesToken: false });
    const forged = JSON.parse((await endpoint('/forge-logs?victim=d1')).text) as { forged: string[] };
    expect(forged.forged.length).toBeGreaterThan(0);
    for (const outcome of forged.forged) expect(outcome).not.toMatch(/^204/);
    await expectServing();
  });

  it('values: a configuration 4 000 levels deep through the platform API is refused, and the folder opens again', async () => {
    expect(await open('hostile-deep-config')).toMatchObject({ ok: true });
    const answer = await endpoint('/patch?depth=4000');
    expect(answer.text).toMatch(/128 levels/);
    await expectServing();
    expect(await call('workspace.open', { dir: folders.at(-1) })).toMatchObject({ ok: true });
    await expectServing();
  });

  it('load: a module that never finishes evaluating fails to start naming the deadline', async () => {
    await open('hostile-load-loop');
    const status = (await call('host.status', {})) as { ok: boolean; result?: { state: string; error?: string } };
    expect(status.result?.error ?? '').toMatch(/did not finish evaluating within 2000 ms/);
    await expectServing();
  });

  it("calls to itself: a flood of the integration's own endpoint leaves the public server answering others", async () => {
    expect(await open('hostile-public')).toMatchObject({ ok: true });
    const flood = endpoint('/flood?count=300');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await endpoint('/')).status).toBe(200);
    // The flood itself outlives this run's 2 s deadline (its calls are held 5 s): the runtime restarts, as for any handler.
    expect([200, 504]).toContain((await flood).status);
    await expectServing();
  });

  it('studio-side fetches: options redirected to a loopback canary are refused and the canary is not read', async () => {
    expect(await open('hostile-redirects')).toMatchObject({ ok: true });
    const canaryUrl = `http://127.0.0.1:${(canary.address() as { port: number }).port}/`;
    const answer = await call('preview.options', { url: `${publicOrigin}/i/dev/bounce?to=${encodeURIComponent(canaryUrl)}` });
    expect(answer.ok).toBe(false);
    expect(canaryHits).toBe(0);
    await expectServing();
  });

  it("mocks and special files: an untrusted folder's mock reads no variable of the studio's, a FIFO stalls nothing, a hostile wildcard matches at once", async () => {
    const dir = copy('hostile-workspace');
    folders.push(dir);
    mkdirSync(join(dir, 'mocks'));
    writeFileSync(
      join(dir, 'mocks', 'a-leak.yaml'),
      'request: { url: "https://leak.example/*" }\nanswer: { body: "value=${{ env.RT_SECRET_X }}" }\n',
    );
    writeFileSync(
      join(dir, 'mocks', 'b-hostile.yaml'),
      `request: { url: "https://x.example/${'*a'.repeat(40)}*b" }\nanswer: { body: hostile }\n`,
    );
    writeFileSync(join(dir, 'mocks', 'c-piped.yaml'), 'request: { url: "https://piped.example/" }\nanswer: { file: body.fifo }\n');
    writeFileSync(join(dir, 'mocks', 'd-any.yaml'), 'request: { url: "https://x.example/*" }\nanswer: { body: any }\n');
    execFileSync('mkfifo', [join(dir, 'mocks', 'body.fifo')]);
    execFileSync('mkfifo', [join(dir, '.env')]);
    expect(await call('workspace.open', { dir })).toMatchObject({ ok: true });
    const via = async (to: string) =>
      JSON.parse((await endpoint(`/fetch?to=${encodeURIComponent(to)}`)).text) as { ok: boolean; text?: string; error?: string };
    const leak = await via('https://leak.example/x');
    expect(JSON.stringify(leak)).not.toContain('one-process-secret');
    expect(leak.error).toContain('RT_SECRET_X is set in your environment, but this folder is not trusted');
    // One bad mock file fails every call until it is fixed: the leaking one goes.
    rmSync(join(dir, 'mocks', 'a-leak.yaml'));
    expect((await via('https://piped.example/')).error).toContain('is a FIFO');
    expect(await via(`https://x.example/${'a'.repeat(5_000)}`)).toMatchObject({ ok: true, text: 'any' });
    await expectServing();
  });

  it('early logs: 17 MiB through a console method kept from module load drops that answer (502), and the studio serves on', async () => {
    expect(await open('hostile-early-logs')).toMatchObject({ ok: true });
    expect((await endpoint('/captured')).status).toBe(502);
    expect((await endpoint('/')).text).toBe('answered');
    await expectServing();
  });

  it('tasks: an oversized task is refused naming the limit, and the studio serves on', async () => {
    expect(await open('hostile-tasks')).toMatchObject({ ok: true });
    expect(JSON.parse((await endpoint('/big')).text)).toMatchObject({ outcome: expect.stringMatching(/TASK_PAYLOAD_TOO_LARGE/) });
    await expectServing();
  });
});
