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
