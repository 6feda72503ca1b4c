import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPorts } from '../../../electron/services/host/containment/sandbox-ports.ts';
import { REFRESH_AFTER_IDLE_MS } from '../../../electron/services/host/runtime.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';
import { listeningPorts as processPorts, workerdChildren } from '../support/listening.ts';

/**
 * An edit is swapped into the running workerd (a Worker Loader isolate) instead of restarting it.
 * Code that came in that way is held to every rule the code workerd started with is held to: the
 * same outbound gate, no binding, no raw socket, no studio port; and the old isolates it leaves are
 * freed by a restart once the runtime is quiet.
 */
let t: TestHost;
let secret: LocalServer;
let sandboxPorts: number[] = [];
const dir = mkdtempSync(join(tmpdir(), 'studio-swapped-'));
const original = readFileSync(join(fixture('hostile-outbound'), 'src/index.ts'), 'utf8');

/** The fixture with two more routes: the env its module sees, and a counter kept in module state. */
function swappedSource(version: string): string {
  const routes = `
    if (url.pathname.endsWith('/env')) {
      const workers = (await import(['cloudflare', 'workers'].join(':'))) as { env: object };
      return Response.json({ env: Object.keys(workers.env), globals: ['LOADER', 'GATE', 'TOKEN'].filter((name) => name in globalThis) });
    }
    if (url.pathname.endsWith('/count')) return new Response(String(++count));
    return new Response('alive ${version}');`;
  const source = original.replace("    return new Response('alive');", routes);
  expect(source).not.toBe(original);
  return source.replace('export default createIntegration', 'let count = 0;\nexport default createIntegration');
}

/** Writes the source and reloads it as the watcher would (edits come faster here than a watcher reliably reports them). */
async function swapTo(source: string) {
  writeFileSync(join(dir, 'src/index.ts'), source);
  await t.host.rebuild();
}

const body = async (path: string) => (await t.host.dispatchEvent(fetchEvent(t.host, path))).body;
const json = async (path: string) => JSON.parse(await body(path)) as { ok: boolean; error?: string; env?: string[]; globals?: string[] };

beforeAll(async () => {
  cpSync(fixture('hostile-outbound'), dir, { recursive: true });
  writeFileSync(join(dir, 'src/index.ts'), swappedSource('v1'));
  secret = await localServer((_request, response) => response.end('secret contents'));
  const before = listeningPorts();
  t = await startTestHost(dir);
  // The first reload restarts workerd with the swap worker in it; the edits after it swap in place.
  await t.host.rebuild();
  // The ports of the process that now runs: Miniflare's loopback server in this process, and every
  // socket of workerd (the integration's, the swap worker's, its entry).
  const publicPort = Number(new URL(t.server.origin).port);
  const miniflarePorts = [...listeningPorts()].filter((port) => !before.has(port) && port !== publicPort && port !== t.server.content.port);
  sandboxPorts = [...miniflarePorts, ...processPorts(workerdChildren())];
}, 30_000);
afterAll(async () => {
  await t?.close();
  await secret?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Telling workerd's processes apart reads /proc.
describe.skipIf(process.platform !== 'linux')('code swapped in without a restart', () => {
  it('an edit is served by the same workerd process, with module state of its own', async () => {
    const [pid] = workerdChildren();
    expect(await body('/count')).toBe('1');
    await swapTo(swappedSource('v2'));
    expect(await body('/')).toBe('alive v2');
    expect(workerdChildren()).toEqual([pid]);
    expect(await body('/count')).toBe('1');
    expect(await body('/count')).toBe('2');
  });

  it('swapped-in code sees no binding, in its env or its globals', async () => {
    await swapTo(swappedSource('v3'));
    expect(await json('/env')).toEqual({ env: [], globals: [] });
  });

  it('swapped-in code goes through the outbound gate: a local server and every port of the sandbox are refused, by fetch and by raw socket', async () => {
    await swapTo(swappedSource('v4'));
    const refused = await json(`/fetch?to=${encodeURIComponent(`${secret.origin}/x`)}`);
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain('127.0.0.1 is loopback');
    expect((await json(`/socket?host=127.0.0.1&port=${secret.port}`)).ok).toBe(false);
    // The integration's socket, the swap worker's and Miniflare's loopback server at least.
    expect(sandboxPorts.length).toBeGreaterThanOrEqual(3);
    for (const port of sandboxPorts) {
      expect((await json(`/fetch?to=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`)).ok, `fetch to ${port}`).toBe(false);
      expect((await json(`/socket?host=127.0.0.1&port=${port}`)).ok, `raw socket to ${port}`).toBe(false);
    }
    expect(secret.hits).toEqual([]);
  });

  it('a swap to a module that throws while evaluated fails naming the throw, and the previous code keeps serving', async () => {
    await swapTo(swappedSource('v5'));
    await swapTo(`throw new Error('broken at load');\nexport default {};\n`);
    const status = await t.host.status();
    expect(status.state).toBe('error');
    expect(status.error).toContain('its module threw while it was evaluated: Uncaught Error: broken at load');
    // The line is the user's file, not the bundle's.
    expect(status.error).toMatch(/src\/index\.ts:1:\d+/);
    expect(await body('/')).toBe('alive v5');
  });

  it('a swap after workerd died restarts it on the new code instead of failing', async () => {
    const [pid] = workerdChildren();
    process.kill(pid!, 'SIGKILL');
    const until = Date.now() + 5_000;
    while (Date.now() < until && workerdChildren().includes(pid!)) await sleep(20);
    await swapTo(swappedSource('v5b'));
    expect((await t.host.status()).state).toBe('ready');
    expect(await body('/')).toBe('alive v5b');
    expect(workerdChildren()).toHaveLength(1);
  });

  it(`once quiet for ${REFRESH_AFTER_IDLE_MS} ms the runtime restarts on the current code, freeing the isolates swapped in before`, async () => {
    await swapTo(swappedSource('v6'));
    const before = workerdChildren();
    expect(await body('/count')).toBe('1');
    const until = Date.now() + REFRESH_AFTER_IDLE_MS + 5_000;
    while (Date.now() < until && String(workerdChildren()) === String(before)) await sleep(100);
    expect(workerdChildren()).not.toEqual(before);
    expect(workerdChildren()).toHaveLength(1);
    expect(await body('/')).toBe('alive v6');
    // Module state starts over with the process, as on a restart.
    expect(await body('/count')).toBe('1');
  });
});
