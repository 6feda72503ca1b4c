import { createServer } from 'node:net';

/** A loopback port another program holds (a plain TCP listener): where a remembered port finds itself taken. */
export async function holdLoopbackPort(): Promise<{ port: number; release(): Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return {
    port: (blocker.address() as { port: number }).port,
    release: () => new Promise<void>((resolve) => blocker.close(() => resolve())),
  };
}
