import { Server } from 'node:net';

/** Ports of the servers this process listens on right now. */
export function listeningPorts(): Set<number> {
  const ports = new Set<number>();
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  for (const handle of handles) {
    if (!(handle instanceof Server) || !handle.listening) continue;
    const address = handle.address();
    if (address && typeof address === 'object') ports.add(address.port);
  }
  return ports;
}

/**
 * Ports of the sandbox's own servers: Miniflare's loopback server (its `/core/*` routes write files
 * and start processes) is private to Miniflare, so it is found as the servers that appeared while a
 * runtime started; workerd's own sockets are added by their URLs. A server some other part of the
 * studio starts at the same moment is counted too: that errs on the side of refusing.
 */
export function createSandboxPorts() {
  const ports = new Set<number>();
  return {
    /** Runs `start` and records the servers it opened in this process. */
    async around<T>(start: () => Promise<T>): Promise<T> {
      const before = listeningPorts();
      const result = await start();
      for (const port of listeningPorts()) if (!before.has(port)) ports.add(port);
      return result;
    },
    add(port: number) {
      ports.add(port);
    },
    has: (port: number) => ports.has(port),
    all: (): ReadonlySet<number> => ports,
  };
}

export type SandboxPorts = ReturnType<typeof createSandboxPorts>;
