import { createServer } from 'node:net';

/**
 * Where workerd's own inspector listens while debugging. It answers any client and lists every
 * worker of the process (the outbound gate worker included), and workerd can only put it on a TCP port of
 * 127.0.0.1 (given a Unix socket, workerd 1.2026 never finishes starting). So it gets a port no web
 * page can reach: browsers refuse every fetch, WebSocket, image or form to the Fetch standard's "bad
 * ports" (https://fetch.spec.whatwg.org/#port-blocking), whatever page asks. Only the studio's own
 * debugger proxy (debugger-proxy.ts, which checks Origin and Host and lists the integration only) connects to
 * it. These are the bad ports a user may bind (above 1023), services least likely to run on a
 * developer's machine first.
 */
export const BROWSER_BLOCKED_PORTS = [
  6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080, 6566, 3659, 4190, 1719, 1720, 1723, 5060, 5061, 4045, 2049, 6000,
];

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first free port of `BROWSER_BLOCKED_PORTS`; throws naming them when none is. */
export async function browserBlockedPort(): Promise<number> {
  for (const port of BROWSER_BLOCKED_PORTS) if (await free(port)) return port;
  throw new Error(
    `No port for the runtime's inspector is free: it listens only on a port browsers refuse (${BROWSER_BLOCKED_PORTS.join(', ')}), and every one is taken. Stop another debugging session and try again.`,
  );
}
