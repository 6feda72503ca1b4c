import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Every server the studio opens listens here: 127.0.0.1 only, so nothing on the network can reach
 * it, on `port` or a free one when none is given. Resolves with the port it got; a port already in
 * use rejects with the listen error (EADDRINUSE names it).
 */
export async function listenOnLoopback(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/**
 * Listens on `preferred` (a port remembered from an earlier run) when it is free, else on a free
 * one; `taken` is the preferred port when it was in use, so the caller can say where it moved.
 */
export async function listenPreferred(server: Server, preferred: number | undefined): Promise<{ port: number; taken: number | null }> {
  if (preferred === undefined) return { port: await listenOnLoopback(server, 0), taken: null };
  try {
    return { port: await listenOnLoopback(server, preferred), taken: null };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    return { port: await listenOnLoopback(server, 0), taken: preferred };
  }
}
