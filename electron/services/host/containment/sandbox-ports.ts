import type { IncomingMessage } from 'node:http';
import { Server } from 'node:net';
import { guardLoopbackServer, isMiniflareLoopback } from './loopback-guard.ts';

/** The servers this process listens on right now. */
function listeningServers(): Server[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter((handle): handle is Server => handle instanceof Server && handle.listening);
}

const portOf = (server: Server): number | null => {
  const address = server.address();
  return address && typeof address === 'object' ? address.port : null;
};

/** Ports of the servers this process listens on right now. */
export function listeningPorts(): Set<number> {
  const ports = new Set<number>();
  for (const server of listeningServers()) {
    const port = portOf(server);
    if (port !== null) ports.add(port);
  }
  return ports;
}

/** The ports of the sandbox's own servers, which hosted code may not reach. */
export interface SandboxPorts {
  /** Runs `start` and records the servers it opened in this process. */
  around<T>(start: () => Promise<T>): Promise<T>;
  /** Records a port the sandbox serves on (workerd's own sockets). */
  add(port: number): void;
  /** Whether `port` is one of the sandbox's own. */
  has(port: number): boolean;
  /** Every port recorded so far. */
  all(): ReadonlySet<number>;
}

/**
 * Ports of the sandbox's own servers: Miniflare's loopback server (its `/core/*` routes write files
 * and start processes) is private to Miniflare, so it is found as the servers that appeared while a
 * runtime started; workerd's own sockets are added by their URLs. A server some other part of the
 * studio starts at the same moment is counted too: that errs on the side of refusing. Miniflare's
 * loopback server also gets the studio's guard in front of it (loopback-guard.ts): hosted code is
 * kept off it by this set, pages in the developer's browser by the guard.
 */
export function createSandboxPorts(onRefused: (reason: string, request: IncomingMessage) => void = () => {}): SandboxPorts {
  const ports = new Set<number>();
  return {
    /** Runs `start` and records the servers it opened in this process. */
    async around<T>(start: () => Promise<T>): Promise<T> {
      const before = listeningPorts();
      const result = await start();
      for (const server of listeningServers()) {
        const port = portOf(server);
        if (port === null || before.has(port)) continue;
        ports.add(port);
        if (isMiniflareLoopback(server)) guardLoopbackServer(server, onRefused);
      }
      return result;
    },
    add(port: number) {
      ports.add(port);
    },
    has: (port: number) => ports.has(port),
    all: (): ReadonlySet<number> => ports,
  };
}
