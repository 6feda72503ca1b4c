import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { generateEvent } from '../../../shared/platform/index.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from './support.ts';

/** A plain Chrome DevTools Protocol client over `ws`: commands answered by id, events kept in order. */
async function cdp(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const answers = new Map<number, (message: { result?: Record<string, unknown>; error?: unknown }) => void>();
  const events: { method: string; params: Record<string, unknown> }[] = [];
  const waiting: { method: string; resolve: (params: Record<string, unknown>) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: Record<string, unknown>;
      error?: unknown;
    };
    if (message.id !== undefined) return answers.get(message.id)?.(message);
    const event = { method: message.method!, params: message.params ?? {} };
    const waiter = waiting.findIndex((w) => w.method === event.method);
    if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(event.params);
    else events.push(event);
  });
  return {
    socket,
    call(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
      const mine = ++id;
      return new Promise((resolve, reject) => {
        answers.set(mine, (message) => (message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result ?? {})));
        socket.send(JSON.stringify({ id: mine, method, params }));
      });
    },
    /** The next event named `method` (one that already came and was not taken, else the next to come). */
    next(method: string): Promise<Record<string, unknown>> {
      const index = events.findIndex((e) => e.method === method);
      if (index >= 0) return Promise.resolve(events.splice(index, 1)[0]!.params);
      return new Promise((resolve) => waiting.push({ method, resolve }));
    },
    close: () => new Promise((resolve) => socket.once('close', resolve).close()),
    drop(method: string) {
      for (let i = events.length - 1; i >= 0; i--) if (events[i]!.method === method) events.splice(i, 1);
    },
  };
}

type Frame = { callFrameId: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEADLINE_MS = 2_000;
/** The handler's `return` line in the fixture (CDP lines count from 0). */
const RETURN_LINE = 17;
/** The line inside the fixture's `waitUntil` work. */
const BACKGROUND_LINE = 13;

describe('the debugger', () => {
  let dir: string;
  let t: TestHost;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-debugger-'));
    cpSync(fixture('debug-target'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    // A deadline that starting workerd with its inspector fits within on a busy two-core machine (the
    // module's first evaluation counts against it); the pauses below outlast it.
    t = await startTestHost(dir, { deadlineMs: DEADLINE_MS, host: { inspectPort: 0, backgroundBudgetMs: 500 } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists only the integration's worker, on 127.0.0.1", async () => {
    const { port } = t.host.debuggerAddresses()!;
    const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    expect(list.map((target) => target.webSocketDebuggerUrl)).toEqual([`ws://127.0.0.1:${port}/integration`]);
    // The outbound gate is never a target, by any path.
    const gate = new WebSocket(`ws://127.0.0.1:${port}/core:user:studio-outbound-gate`);
    await expect(new Promise((resolve, reject) => gate.once('open', resolve).once('error', reject))).rejects.toThrow(/403/);
  });

  it('refuses a web page (an http origin), so a page the studio serves cannot drive it', async () => {
    const { webSocket } = t.host.debuggerAddresses()!;
    const page = new WebSocket(webSocket, { headers: { origin: 'http://127.0.0.1:1234' } });
    await expect(new Promise((resolve, reject) => page.once('open', resolve).once('error', reject))).rejects.toThrow(/403/);
  });

  it('a breakpoint in src/index.ts pauses there with a readable local; paused past the deadline, the event still answers 200', async () => {
    const client = await cdp(t.host.debuggerAddresses()!.webSocket);
    try {
      await client.call('Debugger.enable');
      let script = await client.next('Debugger.scriptParsed');
      while (!String(script.url).endsWith('integration.js')) script = await client.next('Debugger.scriptParsed');
      // DevTools gets the original source with the script: named relative to the folder, content included.
      const inline = String(script.sourceMapURL).replace(/^data:application\/json;base64,/, '');
      const map = JSON.parse(Buffer.from(inline, 'base64').toString('utf8')) as { sources: string[]; sourcesContent: string[] };
      const index = map.sources.indexOf('src/index.ts');
      expect(index).toBeGreaterThanOrEqual(0);
      expect(map.sourcesContent[index]).toContain('const greeting =');
      const { breakpointId } = await client.call('Debugger.setBreakpointByUrl', { url: 'src/index.ts', lineNumber: RETURN_LINE - 1 });
      expect(breakpointId).toEqual(expect.any(String));
      const answer = t.host.dispatchEvent(fetchEvent(t.host, '/hi?name=ada'));
      const paused = await client.next('Debugger.paused');
      expect(paused.hitBreakpoints).toEqual([breakpointId]);
      expect(t.host.debuggerAddresses()!.paused).toEqual({ file: 'src/index.ts', line: RETURN_LINE });
      const [frame] = paused.callFrames as Frame[];
      const local = await client.call('Debugger.evaluateOnCallFrame', { callFrameId: frame!.callFrameId, expression: 'greeting' });
      expect(local.result).toMatchObject({ type: 'string', value: 'hello ada' });
      // Twice the deadline: paused is not hung.
      await sleep(2 * DEADLINE_MS);
      await client.call('Debugger.resume');
      const result = await answer;
      expect(result.error).toBeNull();
      expect(result.status).toBe(200);
      expect(result.body).toBe('hello ada');
      // The proxy hears Debugger.resumed on its own socket, which may come after the answer on a loaded machine.
      await vi.waitFor(() => expect(t.host.debuggerAddresses()!.paused).toBeNull(), { timeout: 10_000 });

      // Hot reload keeps the session: the same socket, the same breakpoint, the new code.
      const source = join(dir, 'src', 'index.ts');
      writeFileSync(source, readFileSync(source, 'utf8').replace('`hello ', '`hi again '));
      client.drop('Debugger.paused');
      await t.host.rebuild();
      const again = t.host.dispatchEvent(fetchEvent(t.host, '/hi?name=ada'));
      const pausedAgain = await client.next('Debugger.paused');
      expect(pausedAgain.hitBreakpoints).toEqual([breakpointId]);
      const [frameAgain] = pausedAgain.callFrames as Frame[];
      const localAgain = await client.call('Debugger.evaluateOnCallFrame', {
        callFrameId: frameAgain!.callFrameId,
        expression: 'greeting',
      });
      expect(localAgain.result).toMatchObject({ value: 'hi again ada' });
      await client.call('Debugger.resume');
      expect((await again).body).toBe('hi again ada');
    } finally {
      await client.close();
    }
  }, 60_000);

  it('paused in waitUntil work past the background budget, the work still finishes (not expired)', async () => {
    const client = await cdp(t.host.debuggerAddresses()!.webSocket);
    try {
      await client.call('Debugger.enable');
      await client.call('Debugger.setBreakpointByUrl', { url: 'src/index.ts', lineNumber: BACKGROUND_LINE - 1 });
      const result = await t.host.dispatchEvent(fetchEvent(t.host, '/later?name=cy'));
      expect(result.status).toBe(200);
      await client.next('Debugger.paused');
      expect(t.host.debuggerAddresses()!.paused).toEqual({ file: 'src/index.ts', line: BACKGROUND_LINE });
      await sleep(1_500);
      await client.call('Debugger.resume');
      const find = () => t.records.find((r) => r.kind === 'background.work' && r.parentId === result.recordId);
      while (!find()) await sleep(20);
      expect((find()!.data as { outcome: string }).outcome).toBe('ok');
    } finally {
      await client.close();
    }
  }, 30_000);

  it('a runtime restarted past the deadline keeps the session: the same breakpoint is hit in the new process', async () => {
    const client = await cdp(t.host.debuggerAddresses()!.webSocket);
    try {
      await client.call('Debugger.enable');
      const { breakpointId } = await client.call('Debugger.setBreakpointByUrl', { url: 'src/index.ts', lineNumber: RETURN_LINE - 1 });
      const spun = await t.host.dispatchEvent(generateEvent('space_visibility_updated'));
      expect(spun.errorCode).toBe('deadline');
      const answer = t.host.dispatchEvent(fetchEvent(t.host, '/hi?name=ro'));
      const paused = await client.next('Debugger.paused');
      expect(paused.hitBreakpoints).toEqual([breakpointId]);
      await client.call('Debugger.resume');
      expect((await answer).status).toBe(200);
    } finally {
      await client.close();
    }
  }, 30_000);

  it('a debugger that leaves does not leave its breakpoints behind', async () => {
    const client = await cdp(t.host.debuggerAddresses()!.webSocket);
    await client.call('Debugger.enable');
    await client.call('Debugger.setBreakpointByUrl', { url: 'src/index.ts', lineNumber: RETURN_LINE - 1 });
    await client.close();
    await sleep(100);
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/hi?name=bo'));
    expect(result.status).toBe(200);
  });
});

describe('the inspector port is a sandbox port', () => {
  let t: TestHost;
  beforeAll(async () => {
    t = await startTestHost('hostile-outbound', { host: { inspectPort: 0 } });
  }, 60_000);
  afterAll(() => t?.close());

  const attempt = async (url: string) =>
    JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, `/fetch?to=${encodeURIComponent(url)}`))).body);

  it('hosted code cannot reach it, without --allow-outbound', async () => {
    const { port } = t.host.debuggerAddresses()!;
    expect(await attempt(`http://127.0.0.1:${port}/json/list`)).toMatchObject({ ok: false });
  });

  it('hosted code cannot reach it, with --allow-outbound naming it', async () => {
    const { port } = t.host.debuggerAddresses()!;
    t.host.outbound.setAllowed([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
    const outcome = await attempt(`http://127.0.0.1:${port}/json/list`);
    expect(outcome).toMatchObject({ ok: false });
    expect(outcome.error).toMatch(/sandbox/i);
  });
});

describe('the Debug toggle (host.debug)', () => {
  let t: TestHost;
  beforeAll(async () => {
    t = await startTestHost('debug-target', { deadlineMs: DEADLINE_MS });
  }, 60_000);
  afterAll(() => t?.close());

  it('turns the inspector on with pause on exceptions, says where it is paused, and off again', async () => {
    expect((await t.host.status()).debug).toBeNull();
    await t.host.setDebug({ enabled: true, pauseOnExceptions: true });
    const debug = (await t.host.status()).debug!;
    expect(debug).toMatchObject({ paused: null, pauseOnExceptions: true });
    const client = await cdp(debug.webSocket);
    await client.call('Debugger.enable');
    const answer = t.host.dispatchEvent(fetchEvent(t.host, '/throw?name=di'));
    const paused = await client.next('Debugger.paused');
    expect(['exception', 'promiseRejection']).toContain(paused.reason);
    expect((await t.host.status()).debug!.paused).toBe('src/index.ts:7');
    await sleep(1.5 * DEADLINE_MS);
    await client.call('Debugger.resume');
    const result = await answer;
    expect(result.errorCode).not.toBe('deadline');
    expect(result.logs.map((entry) => entry.message).join('\n')).toContain('thrown for hello di');
    expect((await t.host.status()).debug!.paused).toBeNull();
    await client.close();

    const { port } = t.host.debuggerAddresses()!;
    await t.host.setDebug({ enabled: false });
    expect((await t.host.status()).debug).toBeNull();
    await expect(fetch(`http://127.0.0.1:${port}/json/list`)).rejects.toThrow();
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/hi?name=ed'))).body).toBe('hello ed');
  }, 60_000);
});

describe('a debugger port in use', () => {
  it('fails the start naming the port and what to pass instead', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const t = await startTestHost('debug-target', { host: { inspectPort: port }, start: false });
    try {
      await expect(t.host.start()).rejects.toThrow(`The debugger's port ${port} on 127.0.0.1 is in use`);
    } finally {
      await t.close();
      taken.close();
    }
  });
});

describe('a debugger attached before the code builds', () => {
  it('gets answers at once, and its breakpoint binds once the fixed code runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-debugger-broken-'));
    cpSync(fixture('debug-target'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    const source = join(dir, 'src', 'index.ts');
    const good = readFileSync(source, 'utf8');
    writeFileSync(source, `${good}\nthis is not TypeScript(`);
    const t = await startTestHost(dir, { host: { inspectPort: 0 } });
    try {
      expect((await t.host.status()).state).toBe('error');
      const client = await cdp(t.host.debuggerAddresses()!.webSocket);
      await client.call('Debugger.enable');
      const { breakpointId } = await client.call('Debugger.setBreakpointByUrl', { url: 'src/index.ts', lineNumber: RETURN_LINE - 1 });
      await expect(client.call('Runtime.evaluate', { expression: '1' })).rejects.toThrow(/not running/);
      writeFileSync(source, good);
      await t.host.rebuild();
      const answer = t.host.dispatchEvent(fetchEvent(t.host, '/hi?name=fy'));
      const paused = await client.next('Debugger.paused');
      expect(paused.hitBreakpoints).toEqual([breakpointId]);
      await client.call('Debugger.resume');
      expect((await answer).body).toBe('hello fy');
      await client.close();
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
