import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { replay } from '../../../electron/services/inspector/replay.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type NewRecord } from '../../../electron/services/journal/journal.ts';
import { startPublicServer, type PublicServer } from '../../../electron/services/public/server.ts';
import type { JournalRecord } from '../../../shared/api/journal.ts';

let server: PublicServer;
const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = await startPublicServer();
  server.route('/i/', async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    response.writeHead(202, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
});
afterAll(() => server.close());

function recorded(url: string, over: Partial<JournalRecord> = {}): JournalRecord {
  const journal = createJournal(openDatabaseFile(':memory:'), createBus());
  return journal.append({
    kind: 'http.request',
    status: 'ok',
    summary: 'POST',
    data: {
      request: {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', host: 'elsewhere', 'x-trace': 'abc' },
        body: '{"a":1}',
        bodyEncoding: 'utf8',
        bodySize: 7,
        truncated: false,
      },
      response: { status: 200, headers: {}, body: '', bodyEncoding: 'utf8', bodySize: 0, truncated: false },
      durationMs: 1,
      error: null,
    },
    ...over,
  } as NewRecord);
}

describe('replay', () => {
  it('sends the recorded method, path, headers and body again to the public server', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    const result = await replay(journal, server.origin, recorded(`${server.origin}/i/inst_1/v1?x=1`));
    expect(result).toMatchObject({ status: 202, error: null, url: `${server.origin}/i/inst_1/v1?x=1` });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/i/inst_1/v1?x=1', body: '{"a":1}' });
    expect(last.headers['x-trace']).toBe('abc');
    // The recorded Host is not replayed: the request goes to the studio, whatever it said.
    expect(last.headers.host).toBe(`127.0.0.1:${server.port}`);
  });

  it('an edited request replaces method, path, headers and body', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    await replay(journal, server.origin, recorded('/i/inst_1/v1'), {
      method: 'PUT',
      path: '/i/inst_2/v1',
      headers: { 'x-edited': 'yes' },
      body: 'changed',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/i/inst_2/v1',
      body: 'changed',
      headers: expect.objectContaining({ 'x-edited': 'yes' }),
    });
  });

  it('refuses a request that went elsewhere; an edited path never leaves the public server', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    await expect(replay(journal, server.origin, recorded('https://api.example.test/users'))).rejects.toThrow(
      /only to the studio's public server/,
    );
    // A scheme-relative path is still a path on the studio's server, not another host.
    const result = await replay(journal, server.origin, recorded('/i/x'), { path: '//evil.test/i/steal' });
    expect(new URL(result.url).origin).toBe(server.origin);
  });

  it('refuses to replay a body the journal truncated unless it is edited', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    const record = recorded('/i/inst_1/v1');
    const data = record.data as { request: Record<string, unknown> };
    const truncated = { ...record, data: { ...data, request: { ...data.request, truncated: true, bodySize: 900_000 } } };
    await expect(replay(journal, server.origin, truncated)).rejects.toThrow(/kept only the first part of this 900000-byte body/);
  });

  it('a record with no HTTP request cannot be replayed', async () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    const log = journal.append({ kind: 'log', status: 'info', summary: 'x', data: { level: 'info', message: 'x' } });
    await expect(replay(journal, server.origin, log)).rejects.toThrow(/holds no HTTP request to replay/);
  });
});
