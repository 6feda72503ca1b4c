import { fork } from 'node:child_process';

/**
 * A receiver in its own process answering after `latencyMs`, as a real one does (see
 * webhooks-receiver.ts): in the sender's process it would share the sender's event loop, and the
 * sender's bookkeeping would delay its answers too, which no real receiver suffers.
 */
export async function remoteReceiver(latencyMs: number): Promise<{ url: string; close: () => void }> {
  const child = fork(new URL('./webhooks-receiver.ts', import.meta.url).pathname, [String(latencyMs)], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(message as number));
    child.once('exit', (code) => reject(new Error(`the bench receiver exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/hook`, close: () => child.disconnect() };
}
