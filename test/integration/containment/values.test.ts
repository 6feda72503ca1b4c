import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROOT } from '../../../electron/lib/paths.ts';
import { WS_PATH } from '../../../shared/api/wire.ts';
import { renderComponent } from '../../../electron/services/host/render.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';

/**
 * Hostile answers and hostile calls never take the studio down (test/fixtures/integrations/hostile-values):
 * past a limit the caller gets a typed error naming it, and the next call is answered.
 */
const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
};

describe('hostile answers in the host', () => {
  let t: TestHost;
  beforeAll(async () => {
    t = await startTestHost('hostile-values', { deadlineMs: 1_000 });
  });
  afterAll(() => t?.close());

  it('a 10,000-deep ContentKit tree answers a typed too-large error naming the depth limit (shown in the preview error box)', async () => {
    const result = await renderComponent(t.host, { componentId: 'deep', props: {} });
    expect(result.status).toBe(502);
    expect(result.body).toEqual({
      code: 'too-large',
      error:
        'The answer of component "deep" is nested more than 128 levels deep (objects and arrays), past the studio\'s limit; it was not shown or stored.',
    });
    expect(() => JSON.stringify(result)).not.toThrow();
    expect((await renderComponent(t.host, { componentId: 'deep', props: { depth: 10 } })).status).toBe(200);
  });

  it('a 10,000-deep event payload is refused by name before it is serialized', async () => {
    const event = {
      ...fetchEvent(t.host, '/'),
      request: { method: 'GET', url: `${t.host.world.endpoints.publicEndpoint()}/`, headers: {}, extra: deep(10_000) },
    };
    await expect(t.host.dispatchEvent(event as never)).rejects.toMatchObject({
      code: 'too-large',
      message: expect.stringMatching(/^The fetch event is nested more than 128 levels deep/),
    });
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });

  it('a component that never settles answers an error naming the deadline, the event type and the component', async () => {
    const result = await renderComponent(t.host, { componentId: 'stuck', props: {} });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      code: 'deadline',
      error: `The integration's handler for the "ui_render" event of component "stuck" did not settle: it waits on a promise nothing can resolve, so the runtime canceled it before the 1000 ms deadline.`,
    });
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });

  it('a handler still waiting at the deadline answers 504 naming the deadline and the route, and the runtime restarts', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/slow'));
    expect(result.status).toBe(504);
    expect(result.errorCode).toBe('deadline');
    expect(result.error).toBe(
      `The integration's handler for the "fetch" event (route GET /i/dev/slow) did not settle within the 1000 ms deadline; its runtime was restarted.`,
    );
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });

  it('an answer with 100 KB of headers is dropped as too-large naming the 64 KiB limit; the runtime, which did nothing wrong, is not restarted', async () => {
    const before = (await t.host.status()).lastReloadAt;
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/big-headers'));
    expect(result.status).toBe(502);
    expect(result.errorCode).toBe('too-large');
    expect(result.error).toBe("The integration answered with more than 64 KiB of headers, the studio's limit; the answer was dropped.");
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
    expect((await t.host.status()).lastReloadAt).toBe(before);
  });

  it('a fetch handler that never settles names the route; an event handler names the event type', async () => {
    const route = await t.host.dispatchEvent(fetchEvent(t.host, '/stuck'));
    expect(route.errorCode).toBe('deadline');
    expect(route.error).toMatch(/^The integration's handler for the "fetch" event \(route GET \/i\/dev\/stuck\) did not settle/);
    const event = await t.host.dispatchEvent({ type: 'space_content_updated', spaceId: 'space_dev', revisionId: 'r1' } as never);
    expect(event.errorCode).toBe('deadline');
    expect(event.error).toMatch(/^The integration's handler for the "space_content_updated" event did not settle/);
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });
});

describe('hostile calls to a studio process (browser mode WebSocket)', () => {
  const token = 'containment-test-token-0123456789';
  let child: ChildProcess;
  let socket: WebSocket;
  let dir: string;
  const answers = new Map<number, (message: unknown) => void>();
  const stray: unknown[] = [];
  let next = 0;

  beforeAll(async () => {
    // A copy, so the studio's .studio/ database never lands in the repository.
    dir = mkdtempSync(join(tmpdir(), 'hostile-values-'));
    cpSync(fixture('hostile-values'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    const script = fileURLToPath(new URL('./studio-process.ts', import.meta.url));
    child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', script, dir, token, '1500'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const first = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the studio exited with ${code}`)));
    });
    const { port } = JSON.parse(first) as { port: number };
    socket = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}?token=${token}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; id?: number };
      const waiter = message.id === undefined ? undefined : answers.get(message.id);
      if (waiter) waiter(message);
      else stray.push(message);
    });
  }, 60_000);
  afterAll(() => {
    socket?.terminate();
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  type Answer = { result: { ok: boolean; result?: unknown; error?: { code: string; message: string } } };
  /** Sends a call whose input is JSON text written by hand (JSON.stringify cannot write 10,000 levels), and waits for its answer. */
  function callRaw(method: string, input: string): Promise<Answer> {
    const id = ++next;
    return new Promise((resolve) => {
      answers.set(id, resolve as (message: unknown) => void);
      socket.send(`{"type":"call","id":${id},"method":${JSON.stringify(method)},"input":${input}}`);
    });
  }
  const call = (method: string, input: unknown) => callRaw(method, serialize(input));

  async function expectAlive() {
    expect(child.exitCode).toBeNull();
    const answer = await call('app.info', {});
    expect(answer.result).toMatchObject({ ok: true, result: { name: 'integration-studio' } });
  }

  it('the ContentKit tree that used to crash the studio (3,000 levels) comes back as a too-large error, and the studio answers the next call', async () => {
    const answer = await call('host.render', { componentId: 'deep', props: { depth: 3_000 } });
    expect(answer.result).toMatchObject({ ok: true, result: { status: 502, body: { code: 'too-large' } } });
    await expectAlive();
  });

  it('a 10,000-deep tree from the integration: typed error, studio alive', async () => {
    const answer = await call('host.render', { componentId: 'deep', props: {} });
    expect(answer.result).toMatchObject({ ok: true, result: { status: 502, body: { code: 'too-large' } } });
    await expectAlive();
  });

  it.each([
    ['render props', 'host.render', () => ({ componentId: 'echo', props: deep(10_000) })],
    ['render state', 'host.render', () => ({ componentId: 'echo', props: {}, state: deep(10_000) })],
    ['an event payload', 'host.dispatch', () => ({ event: { type: 'space_content_updated', payload: deep(10_000) } })],
    ['a long string', 'host.render', () => ({ componentId: 'x'.repeat(11 * 1024 * 1024) })],
  ])('10,000-deep or oversized %s: the call answers too-large naming the limit, studio alive', async (_what, method, input) => {
    const answer = await call(method, input());
    expect(answer.result.ok).toBe(false);
    expect(answer.result.error!.code).toBe('too-large');
    expect(answer.result.error!.message).toMatch(
      new RegExp(`^The input of ${method.replace('.', '\\.')} (is nested more than 128 levels deep|holds a string of)`),
    );
    await expectAlive();
  });

  it('unreadable, oddly shaped and deeply nested messages are answered with an error, studio alive', async () => {
    const before = stray.length;
    const hostile = [
      '{not json',
      '[]',
      'null',
      '{"type":"call"}',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      '{"type":"subscribe","topic":{"a":1}}',
      `{"type":"call","id":1,"method":${serialize(deep(10_000))},"input":{}}`,
    ];
    for (const raw of hostile) socket.send(raw);
    socket.send(Buffer.from([0xff, 0xfe, 0x00, 0x01]));
    await expect.poll(() => stray.length - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(hostile.length + 1);
    for (const message of stray.slice(before)) expect(message).toMatchObject({ type: 'error', error: { code: 'invalid-input' } });
    await expectAlive();
  });

  it('a call to an unknown method answers unknown-method, studio alive', async () => {
    const answer = await call('constructor', {});
    expect(answer.result).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
    await expectAlive();
  });
});

/** JSON text of a value of any depth (JSON.stringify overflows its stack on deep values). */
function serialize(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  const CLOSE = Symbol('close');
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'symbol') {
      out.push((item as symbol).description!);
      continue;
    }
    if (item === CLOSE) continue;
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const entries = Object.entries(item);
      out.push('{');
      stack.push(Symbol('}'));
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push(child);
        stack.push(Symbol(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`));
      }
      continue;
    }
    out.push(JSON.stringify(item));
  }
  return out.join('');
}
