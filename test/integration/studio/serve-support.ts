import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ROOT } from '../../../electron/lib/paths.ts';

/** One `serve` process as a user starts it, with the user config folder `configHome` (a temporary one). */
export interface Served {
  origin: string;
  cookie: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export async function serve(configHome: string, ...args: string[]): Promise<Served> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'integration-studio.js'), 'serve', '--no-open', ...args], {
    cwd: ROOT,
    // Each test file its own user config (remembered ports, recent folders), never the real home.
    env: { ...process.env, XDG_CONFIG_HOME: configHome },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const printed = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
  const signedIn = await fetch(printed, { redirect: 'manual' });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  return {
    origin: new URL(printed).origin,
    cookie,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** One Studio API call over the browser-mode WebSocket, as the UI makes it. */
export async function callStudio<T>(studio: Served, method: string, input: unknown): Promise<T> {
  const socket = new WebSocket(`${studio.origin.replace('http', 'ws')}/api/ws`, {
    headers: { Cookie: studio.cookie, Origin: studio.origin },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answer = new Promise<{ ok: boolean; result?: T; error?: { message: string } }>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'result') resolve(message.result);
    }),
  );
  socket.send(JSON.stringify({ type: 'call', id: 1, method, input }));
  const result = await answer;
  socket.close();
  if (!result.ok) throw new Error(`${method}: ${result.error?.message}`);
  return result.result as T;
}
