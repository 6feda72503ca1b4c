import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createPauseTracker } from '../../../electron/services/host/debugger-clock.ts';
import { createDebuggerRelay } from '../../../electron/services/host/debugger-relay.ts';
import type { SourceBinding } from '../../../electron/services/host/debugger-source-map.ts';

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown> };

const noMap: SourceBinding = { withSourceMap: (code) => code, toBundle: () => null, pausedAt: () => null };
const servers: WebSocketServer[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(onSocket: (socket: WebSocket) => void): Promise<string> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(server);
  server.on('connection', (socket) => {
    sockets.push(socket);
    onSocket(socket);
  });
  await once(server, 'listening');
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A runtime's inspector: answers every command, gives breakpoints ids of its own, and records what it got. */
async function fakeRuntime() {
  const received: Message[] = [];
  let socket: WebSocket | null = null;
  let next = 0;
  const url = await listen((ws) => {
    socket = ws;
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      received.push(message);
      const result = message.method === 'Debugger.setBreakpointByUrl' ? { breakpointId: `runtime-${++next}`, locations: [] } : {};
      ws.send(JSON.stringify({ id: message.id, result }));
    });
  });
  return { url, received, send: (message: Message) => socket!.send(JSON.stringify(message)) };
}

/** A client (DevTools) attached to the relay; returns what it receives. */
async function client(join: (socket: WebSocket) => boolean) {
  const joined: boolean[] = [];
  const url = await listen((ws) => joined.push(join(ws)));
  const ws = new WebSocket(url);
  sockets.push(ws);
  const received: Message[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(raw.toString()) as Message));
  await once(ws, 'open');
  const answer = async (message: Message) => {
    ws.send(JSON.stringify(message));
    for (let tries = 0; tries < 200 && !received.some((m) => m.id === message.id); tries++) await new Promise((r) => setTimeout(r, 5));
    return received.find((m) => m.id === message.id)!;
  };
  return { ws, received, answer, joined };
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 400 && !check(); tries++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe("the debugger's relay", () => {
  it('a breakpoint set before any runtime runs is answered at once, replayed on the runtime, and its hits carry the id the client knows', async () => {
    const relay = createDebuggerRelay(noMap, createPauseTracker());
    const devtools = await client(relay.join);
    const set = await devtools.answer({ id: 1, method: 'Debugger.setBreakpointByUrl', params: { url: 'src/index.ts', lineNumber: 3 } });
    const clientId = set.result!.breakpointId as string;
    expect(clientId).toMatch(/^studio:1:src\/index\.ts:3$/);

    const runtime = await fakeRuntime();
    await relay.connect(runtime.url);
    expect(runtime.received.map((m) => [m.method, m.params])).toEqual([
      ['Debugger.setBreakpointByUrl', { url: 'src/index.ts', lineNumber: 3 }],
    ]);

    runtime.send({ method: 'Debugger.paused', params: { callFrames: [], hitBreakpoints: ['runtime-1'] } });
    await until(() => devtools.received.some((m) => m.method === 'Debugger.paused'));
    expect(devtools.received.find((m) => m.method === 'Debugger.paused')!.params!.hitBreakpoints).toEqual([clientId]);
    relay.dispose();
  });

  it('a command that needs a running integration is refused with a reason while none runs', async () => {
    const relay = createDebuggerRelay(noMap, createPauseTracker());
    const devtools = await client(relay.join);
    const answer = await devtools.answer({ id: 5, method: 'Runtime.evaluate', params: { expression: '1' } });
    expect(answer).toMatchObject({ id: 5, error: { message: expect.stringMatching(/integration is not running/) } });
    relay.dispose();
  });

  it('only one debugger at a time: a second client is not taken', async () => {
    const relay = createDebuggerRelay(noMap, createPauseTracker());
    const first = await client(relay.join);
    const second = await client(relay.join);
    expect([...first.joined, ...second.joined]).toEqual([true, false]);
    relay.dispose();
  });

  it('a pause reported by the runtime stops the clock until resumed, and a runtime that goes away ends it', async () => {
    const pauses = createPauseTracker();
    const relay = createDebuggerRelay(noMap, pauses);
    await client(relay.join);
    const runtime = await fakeRuntime();
    await relay.connect(runtime.url);
    runtime.send({ method: 'Debugger.paused', params: { callFrames: [] } });
    await until(() => pauses.paused());
    relay.detach(true);
    expect(pauses.paused()).toBe(false);
    relay.dispose();
  });
});
