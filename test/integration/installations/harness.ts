import { BUSY_TIMEOUT_MS } from '../../../electron/services/journal/busy-timeout.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openInstallations, startInstallations } from '../../../electron/services/installations/index.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import type { InstallationsHost } from '../../../electron/services/installations/service.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { startPublicServer } from '../../../electron/services/public/server.ts';
import { createPlatformWorld, mintCredentials, worldEndpoints, type PlatformWorld } from '../../../electron/services/platform/index.ts';
import { createContext } from '../../../sdk/runtime/context.ts';
import { createOAuthHandler } from '../../../sdk/runtime/oauth.ts';

export const OAUTH_DEMO = join(import.meta.dirname, '../../fixtures/integrations/oauth-demo/platform-manifest.yaml');

/**
 * The installations feature wired to a real public server, mock provider and platform API emulator,
 * with the integration's public endpoint played in-process by `createOAuthHandler` (what the host's
 * sandbox would run), so the OAuth flow crosses real HTTP at every hop.
 */
export async function startHarness(options: { manifestText?: string; editManifest?: (text: string) => string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'installations-'));
  const manifestPath = join(dir, 'platform-manifest.yaml');
  const text = options.manifestText ?? readFileSync(OAUTH_DEMO, 'utf8');
  writeFileSync(manifestPath, options.editManifest ? options.editManifest(text) : text);
  const bus = createBus();
  // Through getBuiltinModule so the renderer tests (whose bundler refuses `node:sqlite`) can use this harness too.
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  const db = new DatabaseSync(join(dir, 'studio.db'));
  // As the studio opens it (journal/database.ts): WAL, and a writer waits for the search index worker's lock.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const journal = createJournal(db, bus);
  const publicServer = await startPublicServer();
  const dispatched: { event: Record<string, unknown>; installationId?: string }[] = [];
  const published: { type: string; options: unknown }[] = [];
  const host: InstallationsHost = {
    async dispatchEvent(event, { installationId }) {
      dispatched.push({ event, installationId });
      return {
        status: 200,
        body: { handled: event.type },
        durationMs: 1,
        logs: [{ level: 'log', message: `saw ${String(event.type)}`, ts: Date.now() }],
        recordId: 1000 + dispatched.length,
      };
    },
  };
  // The platform API emulator the host would serve, over plain HTTP, with the feature's own routes in front.
  let world: PlatformWorld | null = null;
  const api: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://x');
    const answer = await world!.api.handle({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
      body: Buffer.concat(chunks),
    });
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiEndpoint = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  // The world as the session builds it: the Installations store as its directory, then the feature delivering through the host.
  const credentials = mintCredentials(journal);
  const endpoints = { ...worldEndpoints(publicServer.origin, publicServer.content.origin), apiEndpoint };
  const opened = openInstallations({
    db,
    journal,
    bus,
    // Read on every use, so a test's edit of the file applies at once (the studio's manifest service watches it instead).
    manifest: () => manifestSnapshot(manifestPath, readFileSync(manifestPath, 'utf8')),
    credentials,
    endpoints,
  });
  world = createPlatformWorld({ registry: journal, credentials, endpoints, db, workspace: opened.directory });
  // What the host's build would write: no host runs here.
  world.loaded.integrationName = manifestSnapshot(manifestPath, readFileSync(manifestPath, 'utf8')).integrationName;
  const feature = startInstallations({
    opened,
    world,
    host,
    journal,
    bus,
    publicServer,
    webhooks: () => ({ publish: (type, opts) => void published.push({ type, options: opts }) }),
  });
  const { service, mockProvider } = feature;

  let extractCredentials: Parameters<typeof createOAuthHandler>[0]['extractCredentials'];
  publicServer.route('/i/', async (request, response, rest) => {
    const [id, ...path] = rest.split('/');
    const endpoint = world!.endpoints.publicEndpoint(id!);
    const environment = world!.environmentFor(id!);
    if (!environment) {
      response.writeHead(404).end('no installation');
      return;
    }
    const url = new URL(request.url ?? '/', publicServer.origin);
    const settings = mockProvider.settings();
    let answer: Response;
    if (path.join('/') === 'oauth') {
      const handler = createOAuthHandler({ ...settings, scopes: ['channels:read', 'chat:write'], prompt: 'consent', extractCredentials });
      answer = await handler(
        new Request(`${endpoint}/oauth${url.search}`),
        createContext(environment, () => undefined),
      );
    } else if (path.join('/') === 'channels') {
      answer = Response.json([{ label: '#general', value: 'C001' }, 'C002']);
    } else if (path.join('/') === 'broken') {
      answer = new Response('boom', { status: 500 });
    } else {
      answer = new Response('not found', { status: 404 });
    }
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });

  return {
    dir,
    manifestPath,
    bus,
    journal,
    feature,
    world,
    service,
    mockProvider,
    publicServer,
    apiEndpoint,
    dispatched,
    published,
    setExtractCredentials(fn: typeof extractCredentials) {
      extractCredentials = fn;
    },
    async close() {
      await feature.dispose();
      world!.dispose();
      api.closeAllConnections();
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await publicServer.close();
      journal.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
