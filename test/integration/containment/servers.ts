import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  origin: string;
  port: number;
  /** Requests it received, as `METHOD path`. */
  hits: string[];
  close(): Promise<void>;
}

/** A loopback server standing for a developer's local service; it records every request it gets. */
export async function localServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  at: { host?: string; port?: number } = {},
): Promise<LocalServer> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  const host = at.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(at.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
