import { fileURLToPath } from 'node:url';
import { Agent, fetch as undiciFetch } from 'undici';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { startPublicServer, type PublicServer } from '../../../electron/services/public/server.ts';
import { createHost, type Host, type HostOptions } from '../../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/index.ts';
import { servePublicEndpoint } from '../../../electron/services/host/public-endpoint.ts';

export const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/integrations/${name}`, import.meta.url));

/**
 * The content origin's `content-….localhost` name is resolved to loopback by browsers themselves; the
 * system resolver need not know it. This connects to 127.0.0.1 and keeps the name in the Host header.
 */
const loopbackNames = new Agent({
  connect: { lookup: (_name, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) },
});
export const fetchLoopback = (url: string, init: Parameters<typeof undiciFetch>[1] = {}) =>
  undiciFetch(url, { ...init, dispatcher: loopbackNames });

export interface TestHost {
  host: Host;
  server: PublicServer;
  /** Every journal record written so far, oldest first. */
  records: JournalRecord[];
  close(): Promise<void>;
}

/** A host on a fixture integration with an in-memory journal and its own public server; no file watching. */
export async function startTestHost(
  name: string,
  options: { deadlineMs?: number; env?: NodeJS.ProcessEnv; watch?: boolean; host?: Partial<HostOptions>; start?: boolean } = {},
): Promise<TestHost> {
  const bus = createBus();
  const records: JournalRecord[] = [];
  bus.subscribe('journal.appended', (record) => records.push(record));
  const db = openDatabaseFile(':memory:');
  const journal = createJournal(db, bus);
  const server = await startPublicServer();
  // A fixture's name, or an absolute folder (a copy the test prepared).
  const dir = name.startsWith('/') ? name : fixture(name);
  const host = createHost({
    dir,
    manifestPath: `${dir}/platform-manifest.yaml`,
    journal,
    bus,
    world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints(server.origin, server.content.origin) }),
    deadlineMs: options.deadlineMs,
    watch: options.watch ?? false,
    env: options.env ?? {},
    ...options.host,
  });
  const unserve = servePublicEndpoint(server, host);
  // `start: false` leaves starting to the test (to dispatch while the first build runs).
  if (options.start !== false) await host.start();
  return {
    host,
    server,
    records,
    async close() {
      unserve();
      await host.dispose();
      await server.close();
      journal.close();
      db.close();
    },
  };
}

/** A `fetch` event for `path` below the development installation's public endpoint. */
export function fetchEvent(host: Host, path: string, method = 'GET') {
  return { type: 'fetch' as const, request: { method, url: `${host.world.endpoints.publicEndpoint()}${path}`, headers: {} } };
}
