import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { parse } from 'yaml';
import { main } from '../../../electron/cli/main.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { clientOf } from '../../../electron/cli/client.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from '../containment/servers.ts';

/** The Studio API behind "Mock this response" and the Mocks panel (electron/app/features/mocks.ts). */
let studio: Studio;
let client: ReturnType<typeof clientOf>;
let service: LocalServer;
let dir: string;
beforeAll(async () => {
  service = await localServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', authorization: 'Bearer service-secret' });
    response.end('{"answer":"from the service"}');
  });
  dir = mkdtempSync(join(tmpdir(), 'studio-mocks-api-'));
  cpSync(fixture('fetch-url'), dir, { recursive: true });
  studio = await createStudio({ dir, transport: 'browser', allowOutbound: [service.origin], env: {} } as Parameters<
    typeof createStudio
  >[0]);
  client = clientOf(studio);
});
afterAll(async () => {
  await studio?.dispose();
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function fetchVia(to: string) {
  const result = await client.call('host.dispatch', {
    event: {
      type: 'fetch',
      request: {
        method: 'GET',
        url: `${(await client.call('host.endpoints', {})).publicEndpoint}/fetch?to=${encodeURIComponent(to)}`,
        headers: {},
      },
    },
  } as never);
  const page = await client.call('inspector.query', { kinds: ['outbound.fetch'], limit: 1 } as never);
  return { answer: JSON.parse(result.body) as { status?: number; text?: string; error?: string }, record: page.rows[0]! };
}

describe('mocks API', () => {
  it('mock this response: the outbound record becomes an editable mock, saved, and the next call is answered by it', async () => {
    const first = await fetchVia(`${service.origin}/thing`);
    expect(first.answer.text).toBe('{"answer":"from the service"}');
    const draft = await client.call('mocks.fromRecord', { recordId: first.record.id });
    expect(draft.name).toBe('get-127.0.0.1-thing');
    expect(draft.text).toContain('answer: from the service');
    expect(draft.text).not.toContain('service-secret');
    expect(draft.note).toContain('MOCK_HEADER_AUTHORIZATION');
    const edited = draft.text.replace('from the service', 'edited in the studio').replace(/\n\s+authorization:.*\n/, '\n');
    const { file } = await client.call('mocks.save', { name: draft.name, text: edited });
    expect(readFileSync(join(dir, file), 'utf8')).toContain('edited in the studio');

    const second = await fetchVia(`${service.origin}/thing`);
    expect(second.answer.text).toBe('{"answer":"edited in the studio"}');
    expect(second.record.summary).toContain(`(mock ${draft.name})`);
    const state = await client.call('mocks.list', {});
    expect(state.mode).toBe('mock');
    expect(state.mocks).toMatchObject([{ name: draft.name, hits: 1, disabled: false, lastRequest: { url: `${service.origin}/thing` } }]);
  });

  it('an invalid mock is refused naming the field, and nothing is written', async () => {
    await expect(client.call('mocks.save', { name: 'bad', text: 'request: { url: 1 }\nanswer: {}\n' })).rejects.toThrow(
      /mocks\/bad\.yaml: request\.url/,
    );
    expect((await client.call('mocks.list', {})).mocks.map((m) => m.name)).not.toContain('bad');
  });

  it('a disabled mock is not used, and the mode switch to lockdown refuses what no mock answers', async () => {
    const [mock] = (await client.call('mocks.list', {})).mocks;
    await client.call('mocks.setEnabled', { name: mock!.name, enabled: false });
    expect((await client.call('mocks.list', {})).mocks[0]!.disabled).toBe(true);
    expect((await fetchVia(`${service.origin}/thing`)).answer.text).toBe('{"answer":"from the service"}');
    await client.call('mocks.setMode', { mode: 'lockdown' });
    expect((await fetchVia(`${service.origin}/thing`)).answer.error).toContain('no mock answers it and the outbound mode is lockdown');
    await client.call('mocks.setMode', { mode: 'mock' });
    await client.call('mocks.remove', { name: mock!.name });
    expect((await client.call('mocks.list', {})).mocks).toEqual([]);
  });

  it('saving a fixture with its outbound answers as mocks names them, and the fixture then passes in lockdown (CI) offline', async () => {
    const { record } = await fetchVia(`${service.origin}/for-the-fixture`);
    const saved = await client.call('fixtures.save', { recordId: record.parentId!, name: 'offline', mocks: true });
    expect(saved.mocks).toEqual(['get-127.0.0.1-for-the-fixture']);
    expect(saved.references).toContain('MOCK_HEADER_AUTHORIZATION');
    const fixture = JSON.parse(readFileSync(saved.file, 'utf8')) as { mocks: string[] };
    expect(fixture.mocks).toEqual(['get-127.0.0.1-for-the-fixture']);
    const mock = parse(readFileSync(join(dir, 'mocks', 'get-127.0.0.1-for-the-fixture.yaml'), 'utf8')) as { answer: { json: unknown } };
    expect(mock.answer.json).toEqual({ answer: 'from the service' });

    const out: string[] = [];
    const ci = process.env.CI;
    process.env.CI = '1';
    try {
      // The recorded authorization header is a reference: its variable is set for the replay, as a developer would in .env.
      process.env.MOCK_HEADER_AUTHORIZATION = 'Bearer replayed';
      expect(await main(['test', dir, '--filter', 'offline'], { out: (l) => out.push(l), err: (l) => out.push(l) }), out.join('\n')).toBe(
        0,
      );
    } finally {
      delete process.env.MOCK_HEADER_AUTHORIZATION;
      if (ci === undefined) delete process.env.CI;
      else process.env.CI = ci;
    }
  });
});
