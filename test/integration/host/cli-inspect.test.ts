import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { dev } from '../../../electron/cli/commands/dev.ts';
import { parseCommandArgs, UsageError } from '../../../electron/cli/command.ts';
import { hostLimitsArgument } from '../../../electron/cli/host-options.ts';
import { ROOT } from '../../../electron/lib/paths.ts';
import { fixture } from './support.ts';
import { listeningPorts, processFamily as family } from '../support/listening.ts';

/** The listening ports that answer the inspector's discovery (`/json/list`), the studio's or workerd's own. */
async function inspectorPorts(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const port of listeningPorts(family(pid))) {
    const answer = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    const list = answer?.ok ? await answer.json().catch(() => null) : null;
    if (Array.isArray(list)) found.push(port);
  }
  return found;
}

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
});

async function startDev(extra: string[]): Promise<{ pid: number; ready: Record<string, unknown> }> {
  child = spawn(process.execPath, [join(ROOT, 'bin', 'integration-studio.js'), 'dev', '--json', ...extra, fixture('debug-target')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const spawned = child;
  let output = '';
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    spawned.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.includes('"event":"ready"'));
      if (line) resolve(JSON.parse(line));
    });
    spawned.stderr!.on('data', (chunk) => (output += chunk));
    spawned.once('exit', (code) => reject(new Error(`dev exited with ${code}:\n${output}`)));
  });
  return { pid: spawned.pid!, ready };
}

describe('dev --inspect', () => {
  it('prints the WebSocket and DevTools addresses of an inspector that answers', async () => {
    const { pid, ready } = await startDev(['--inspect=0']);
    const inspector = ready.inspector as { webSocket: string; devtools: string };
    const port = Number(new URL(inspector.webSocket).port);
    expect(inspector.webSocket).toBe(`ws://127.0.0.1:${port}/integration`);
    expect(inspector.devtools).toBe(`devtools://devtools/bundled/js_app.html?ws=127.0.0.1:${port}/integration`);
    expect(await inspectorPorts(pid)).toContain(port);
  }, 60_000);

  it('without it, no inspector port is open', async () => {
    const { pid, ready } = await startDev([]);
    expect(ready.inspector).toBeUndefined();
    expect(await inspectorPorts(pid)).toEqual([]);
  }, 60_000);
});

describe('--inspect[=PORT]', () => {
  const parse = (argv: string[]) => hostLimitsArgument(parseCommandArgs(dev, argv).values);

  it("alone, takes Node's port 9229; with a value, that port", () => {
    expect(parse(['--inspect']).inspectPort).toBe(9229);
    expect(parse(['--inspect=0']).inspectPort).toBe(0);
    expect(parse(['--inspect', 'some-dir']).inspectPort).toBe(9229);
    expect(parse([]).inspectPort).toBeUndefined();
  });

  it('a port that is no number is a usage error naming the flag', () => {
    expect(() => parse(['--inspect=abc'])).toThrow(UsageError);
    expect(() => parse(['--inspect=abc'])).toThrow(/--inspect must be a whole number from 0 to 65535/);
  });
});

describe('trigger --inspect', () => {
  it('prints the addresses and waits for a debugger, whose breakpoint in src/ the event then hits', async () => {
    const { main } = await import('../../../electron/cli/main.ts');
    const err: string[] = [];
    const out: string[] = [];
    let announced: (url: string) => void = () => {};
    const address = new Promise<string>((resolve) => (announced = resolve));
    const io = {
      out: (line: string) => out.push(line),
      err: (line: string) => {
        err.push(line);
        const match = /Debugger listening on (ws:\S+)/.exec(line);
        if (match) announced(match[1]!);
      },
    };
    const run = main(
      [
        'trigger',
        'space_content_updated',
        '--dir',
        fixture('debug-target'),
        '--payload',
        '{"revisionId":"r-42"}',
        '--json',
        '--inspect=0',
        // Starting workerd with its inspector on evaluates the module within the deadline: 500 ms was
        // too little on a busy two-core machine.
        '--deadline-ms',
        '2000',
      ],
      io,
    );
    const socket = new WebSocket(await address);
    await new Promise((resolve) => socket.once('open', resolve));
    const messages: { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown> }[] = [];
    const next = (match: (m: (typeof messages)[number]) => boolean) =>
      new Promise<(typeof messages)[number]>((resolve) => {
        const found = messages.find(match);
        if (found) return resolve(found);
        const listen = () => {
          const hit = messages.find(match);
          if (hit) {
            socket.off('message', listen);
            resolve(hit);
          }
        };
        socket.on('message', listen);
      });
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    socket.send(JSON.stringify({ id: 1, method: 'Debugger.enable', params: {} }));
    socket.send(JSON.stringify({ id: 2, method: 'Debugger.setBreakpointByUrl', params: { url: 'src/index.ts', lineNumber: 21 } }));
    await next((m) => m.id === 2);
    // Nothing ran yet: trigger waits for the debugger to say it is ready.
    expect(out).toEqual([]);
    socket.send(JSON.stringify({ id: 3, method: 'Runtime.runIfWaitingForDebugger', params: {} }));
    const paused = await next((m) => m.method === 'Debugger.paused');
    const frame = (paused.params!.callFrames as { callFrameId: string }[])[0]!;
    socket.send(
      JSON.stringify({ id: 4, method: 'Debugger.evaluateOnCallFrame', params: { callFrameId: frame.callFrameId, expression: 'revision' } }),
    );
    expect((await next((m) => m.id === 4)).result).toMatchObject({ result: { value: 'revision r-42' } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    socket.send(JSON.stringify({ id: 5, method: 'Debugger.resume', params: {} }));
    expect(await run).toBe(0);
    socket.close();
    expect(JSON.parse(out[0]!)).toMatchObject({ status: 200 });
    expect(err.join('\n')).toContain('devtools://devtools/bundled/js_app.html?ws=127.0.0.1:');
  }, 60_000);
});

describe('test --inspect', () => {
  it('prints the addresses and runs no fixture before a debugger is ready', async () => {
    const { startFixtureEngine } = await import('../../../electron/services/fixtures/engine.ts');
    const told: { webSocket?: string } = {};
    const started = startFixtureEngine(fixture('debug-target'), {
      inspectPort: 0,
      onDebugger: (addresses) => (told.webSocket = addresses.webSocket),
    });
    let ready = false;
    void started.then(() => (ready = true));
    while (!told.webSocket) await new Promise((resolve) => setTimeout(resolve, 20));
    const socket = new WebSocket(told.webSocket);
    await new Promise((resolve) => socket.once('open', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ready).toBe(false);
    const answered = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.runIfWaitingForDebugger', params: {} }));
    await answered;
    const engine = await started;
    socket.close();
    await engine.dispose();
  }, 60_000);
});
