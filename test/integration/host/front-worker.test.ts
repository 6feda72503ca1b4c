// The public endpoint's front worker (workers/front.worker.ts) against what the host's node path does
// today for the same request: the envelope it hands the integration is the one node builds (the
// multipart boundary aside), its limits and paused refusal are node's, the state the host pushes is
// applied before the push returns, and every answer it gives is journaled afterwards, in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Miniflare } from 'miniflare';
import { request } from 'undici';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createLedger } from '../../../electron/services/host/ledger.ts';
import { createFrontJournal, frontWorkerOptions, pushInstallation } from '../../../electron/services/host/front.ts';
import { FRONT_WORKER, type FrontInstallation } from '../../../electron/services/host/workers/constants.ts';
import { frontWorkerSource } from '../../../electron/services/host/workers/sources.ts';
import { createDeliver } from '../../../electron/services/host/deliver.ts';
import { journalPublicRequest } from '../../../electron/services/host/http-message.ts';
import { servePublicEndpoint } from '../../../electron/services/host/public-endpoint.ts';
import type { Host } from '../../../electron/services/host/types.ts';
import { startPublicServer, type PublicServer } from '../../../electron/services/public/server.ts';
import { createPlatformWorld, worldEndpoints, type PlatformWorld } from '../../../electron/services/platform/index.ts';

const TOKEN = 'front-test-token';
// Stands in for the integration: answers with the envelope it was handed, and logs a line the entry's way.
const ECHO = `export default { async fetch(request) {
  const logs = new TextEncoder().encode(JSON.stringify([{ level: 'info', ts: 1, message: 'echoed' }]));
  const body = new Uint8Array(await request.arrayBuffer());
  const framed = new Uint8Array(logs.byteLength + body.byteLength);
  framed.set(logs, 0);
  framed.set(body, logs.byteLength);
  return new Response(framed, { headers: { 'x-envelope-type': request.headers.get('content-type'), 'x-studio-logs': String(logs.byteLength), 'x-studio-answered': '1' } });
} };`;

/** The host's node path for public requests, as it is (public-endpoint.ts, deliver.ts), with the runtime replaced by a recorder of what it is sent. */
interface NodePath {
  server: PublicServer;
  world: PlatformWorld;
  records: JournalRecord[];
  sent: { contentType: string; bytes: Uint8Array } | null;
  close(): Promise<void>;
}

async function startNodePath(): Promise<NodePath> {
  const bus = createBus();
  const records: JournalRecord[] = [];
  bus.subscribe('journal.appended', (record) => records.push(record));
  const journal = createJournal(openDatabaseFile(':memory:'), bus);
  const server = await startPublicServer();
  const world = createPlatformWorld({ registry: journal, endpoints: worldEndpoints(server.origin, server.content.origin) });
  const path: NodePath = { server, world, records, sent: null, close: () => server.close() };
  const ledger = createLedger(journal);
  const deliver = createDeliver({
    firstBuild: () => null,
    environmentFor: (id) => world.environmentFor(id),
    publicEndpoint: world.endpoints.publicEndpoint,
    observe: () => {},
    ledger,
    issueToken: () => 'token',
    runtime: {
      async dispatch(_url, init) {
        path.sent = { contentType: init.headers['content-type']!, bytes: new Uint8Array(init.body) };
        return { status: 200, headers: {}, setCookies: [], body: new Uint8Array(), logs: null, failure: null, failureCode: null };
      },
    },
    acceptLogs: () => {},
    mapStack: (stack) => stack,
  });
  const host = {
    world,
    publicTraffic: {
      async dispatch(event, options, parent) {
        const { result, commit } = await deliver(event, options);
        return commit(parent(result));
      },
      journal: (exchange, installationId) => journalPublicRequest(journal, exchange, installationId),
      standInRedirect: () => null,
    },
  } as Pick<Host, 'world' | 'publicTraffic'> as Host;
  servePublicEndpoint(server, host);
  return path;
}

let node: NodePath;
let miniflare: Miniflare;
let front: string;
const records: JournalRecord[] = [];

function state(patch: Partial<FrontInstallation> = {}): FrontInstallation {
  return {
    installationId: 'dev',
    version: 1,
    environment: JSON.stringify(node.world.environmentFor(undefined)),
    publicOrigin: node.server.origin,
    refusal: null,
    ...patch,
  };
}

beforeAll(async () => {
  node = await startNodePath();
  const bus = createBus();
  bus.subscribe('journal.appended', (record) => records.push(record));
  const journal = createJournal(openDatabaseFile(':memory:'), bus);
  const frontJournal = createFrontJournal({
    journal,
    ledger: createLedger(journal),
    publicEndpoint: (id) => node.world.endpoints.publicEndpoint(id),
    mapStack: (stack) => stack,
  });
  miniflare = new Miniflare({
    workers: [
      frontWorkerOptions(await frontWorkerSource(), TOKEN, 'integration', frontJournal),
      { name: 'integration', modules: true, script: ECHO, compatibilityDate: '2025-05-25' },
    ],
  });
  await miniflare.ready;
  front = (await miniflare.unsafeGetDirectURL(FRONT_WORKER)).origin;
  await pushInstallation(front, TOKEN, state());
}, 120_000);

afterAll(async () => {
  await miniflare?.dispose();
  await node?.close();
});

/** The envelope's bytes as text with its boundary named the same on both sides. */
function normalised(bytes: Uint8Array, contentType: string): string {
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
  return Buffer.from(bytes).toString('latin1').split(boundary).join('BOUNDARY');
}

/** What node's path hands the runtime for this request. */
async function nodeEnvelope(path: string, init: { method: string; headers: Record<string, string>; body?: Uint8Array }) {
  node.sent = null;
  const answer = await request(`${node.server.origin}${path}`, init);
  await answer.body.dump();
  return normalised(node.sent!.bytes, node.sent!.contentType);
}

async function frontEnvelope(path: string, init: { method: string; headers: Record<string, string>; body?: Uint8Array }) {
  const answer = await request(`${front}${path}`, init);
  const bytes = new Uint8Array(await answer.body.arrayBuffer());
  return normalised(bytes, String(answer.headers['x-envelope-type']));
}

describe("the front worker's envelope is the one the host's node path builds", () => {
  const host = () => new URL(node.server.origin).host;
  const cases: [string, string, () => { method: string; headers: Record<string, string>; body?: Uint8Array }][] = [
    ['a GET', '/i/dev/hello', () => ({ method: 'GET', headers: { host: host() } })],
    ['a query string', '/i/dev/search?q=a%20b&x=1&x=2', () => ({ method: 'GET', headers: { host: host() } })],
    [
      'a POST with JSON',
      '/i/dev/items',
      () => ({
        method: 'POST',
        headers: { host: host(), 'content-type': 'application/json' },
        body: new TextEncoder().encode('{"name":"é"}'),
      }),
    ],
    [
      'a binary body',
      '/i/dev/upload',
      () => ({
        method: 'PUT',
        headers: { host: host(), 'content-type': 'application/octet-stream' },
        body: Uint8Array.from({ length: 256 }, (_, i) => i),
      }),
    ],
    [
      'headers of its own',
      '/i/dev/hello',
      () => ({
        method: 'GET',
        headers: { host: host(), 'x-zeta': '1', accept: 'text/html', 'x-alpha': 'two words', authorization: 'Bearer abc' },
      }),
    ],
  ];
  for (const [name, path, init] of cases)
    it(`${name}: byte-equal, the boundary aside`, async () => {
      expect(await frontEnvelope(path, init())).toBe(await nodeEnvelope(path, init()));
    });
});

describe('the front worker keeps the rules of the public endpoint', () => {
  it('a body over 10 MB is refused with 413 naming the limit, before the integration is called', async () => {
    const answer = await fetch(`${front}/i/dev/big`, { method: 'POST', body: new Uint8Array(10 * 1024 * 1024 + 1) });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error: string }).error).toMatch(/larger than 10 MB/);
  });

  it('a paused installation is refused with the directory’s words; a push that resumes it is served at once', async () => {
    await pushInstallation(front, TOKEN, state({ version: 2, refusal: 'The installation is paused.' }));
    const paused = await request(`${front}/i/dev/hello`);
    expect(paused.statusCode).toBe(503);
    expect(await paused.body.json()).toEqual({ error: 'The installation is paused.' });
    const [refused] = await journaled('/i/dev/hello', 1, (record) => record.summary.endsWith('→ 503'));
    expect(refused!.status).toBe('error');
    expect(records.some((record) => record.kind === 'dispatch' && record.parentId === refused!.id)).toBe(false);
    await pushInstallation(front, TOKEN, state({ version: 3 }));
    const served = await request(`${front}/i/dev/hello`);
    await served.body.dump();
    expect(served.statusCode).toBe(200);
  });

  it('a configuration pushed before a request is the one its envelope carries; an older push never replaces it', async () => {
    const changed = { ...node.world.environmentFor(undefined), marker: 'configured-later' };
    await pushInstallation(front, TOKEN, state({ version: 10, environment: JSON.stringify(changed) }));
    expect(await frontEnvelope('/i/dev/hello', { method: 'GET', headers: {} })).toContain('configured-later');
    await pushInstallation(front, TOKEN, state({ version: 9 }));
    expect(await frontEnvelope('/i/dev/hello', { method: 'GET', headers: {} })).toContain('configured-later');
  });

  it('a push without the runtime’s token is refused', async () => {
    await expect(pushInstallation(front, 'wrong', state({ version: 99, refusal: 'hijacked' }))).rejects.toThrow(/refused/);
    const answer = await request(`${front}/i/dev/hello`);
    await answer.body.dump();
    expect(answer.statusCode).toBe(200);
  });

  it('an unknown installation answers 404', async () => {
    const answer = await request(`${front}/i/nobody/hello`);
    expect(answer.statusCode).toBe(404);
    await answer.body.dump();
  });
});

/** Waits (bounded) until the front's journal holds `count` http.request records for paths starting `prefix`. */
async function journaled(prefix: string, count: number, which: (record: JournalRecord) => boolean = () => true): Promise<JournalRecord[]> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = records.filter(
      (record) =>
        record.kind === 'http.request' && (record.data as { request: { url: string } }).request.url.includes(prefix) && which(record),
    );
    if (found.length >= count || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('every answer the front worker gives is journaled after it, in order', () => {
  it('one after another: each request, in the order answered, with its dispatch and its logs under it, shaped as node journals them', async () => {
    for (let n = 0; n < 40; n++) {
      const answer = await request(`${front}/i/dev/seq?n=${n}`);
      await answer.body.dump();
    }
    const found = await journaled('/i/dev/seq', 40);
    expect(found.map((record) => new URL((record.data as { request: { url: string } }).request.url).searchParams.get('n'))).toEqual(
      Array.from({ length: 40 }, (_, n) => String(n)),
    );
    const last = found.at(-1)!;
    const dispatch = records.find((record) => record.kind === 'dispatch' && record.parentId === last.id)!;
    expect(dispatch.summary).toBe('fetch → 200');
    expect(records.some((record) => record.kind === 'log' && record.parentId === dispatch.id && record.summary === 'info: echoed')).toBe(
      true,
    );
    const nodeRequest = node.records.find((record) => record.kind === 'http.request')!;
    const nodeDispatch = node.records.find((record) => record.kind === 'dispatch' && record.parentId === nodeRequest.id)!;
    expect(Object.keys(last.data as object).sort()).toEqual(Object.keys(nodeRequest.data as object).sort());
    expect(Object.keys(dispatch.data as object).sort()).toEqual(Object.keys(nodeDispatch.data as object).sort());
  });

  it('a burst of 500 at 16 in flight: every request recorded, none twice', async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < 500) {
          const answer = await request(`${front}/i/dev/burst?n=${next++}`);
          await answer.body.dump();
        }
      }),
    );
    const found = await journaled('/i/dev/burst', 500);
    const numbers = found.map((record) => Number(new URL((record.data as { request: { url: string } }).request.url).searchParams.get('n')));
    expect(numbers.length).toBe(500);
    expect(new Set(numbers).size).toBe(500);
  });
});
