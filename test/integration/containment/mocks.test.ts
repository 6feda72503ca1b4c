import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Lookup } from '../../../electron/services/host/containment/outbound-policy.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/**
 * Outbound mocks in the outbound gate worker's steps (services/mocks, containment/outbound-steps.ts), each rule with the fetch-url
 * integration fetching a URL: modes, matching, sequences, failures, file errors, recording.
 * No name resolves (the lookup refuses all), so an answer for a public URL can only come from a mock.
 */
let t: TestHost;
let dir: string;
let service: LocalServer;
let serviceHits = 0;
const lookup: Lookup = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  service = await localServer((request, response) => {
    serviceHits++;
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=abc123; Path=/' });
    response.end(JSON.stringify({ from: 'the service', path: request.url?.split('?')[0] }));
  });
  dir = mkdtempSync(join(tmpdir(), 'studio-mocks-'));
  cpSync(fixture('fetch-url'), dir, { recursive: true });
  mkdirSync(join(dir, 'mocks'));
  // The variable a recorded credential header becomes, set as the developer would to replay it.
  t = await startTestHost(dir, {
    env: { MOCK_HEADER_SET_COOKIE: 'session=abc123; Path=/' },
    host: { allowOutbound: [service.origin], outboundLookup: lookup },
  });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

const writeMock = (name: string, text: string) => writeFileSync(join(dir, 'mocks', name), text);
type Answer = { ok: boolean; status?: number; text?: string; contentType?: string | null; error?: string };
async function fetchVia(to: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ to, ...extra });
  const result = await t.host.dispatchEvent(fetchEvent(t.host, `/fetch?${query}`));
  const record = t.records.findLast((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId);
  return { answer: JSON.parse(result.body) as Answer, record, data: record?.data as { mock?: string; refused: string | null } | undefined };
}

describe('outbound modes', () => {
  it('mock (the default): a matching mock answers without any network, and the record names it', async () => {
    writeMock(
      'issue.yaml',
      'request: { method: GET, url: "https://sentry.example/api/0/issues/*" }\nanswer: { status: 201, json: { id: 42 } }\n',
    );
    const { answer, record, data } = await fetchVia('https://sentry.example/api/0/issues/42');
    expect(answer).toEqual({ ok: true, status: 201, contentType: 'application/json', text: '{"id":42}' });
    expect(data?.mock).toBe('issue');
    expect(record?.summary).toContain('→ 201 (mock issue)');
    expect(t.host.outbound.mocks.list().find((m) => m.name === 'issue')?.hits).toBe(1);
  });

  it('mocks may answer loopback URLs, since nothing leaves the sandbox', async () => {
    writeMock('loop.yaml', 'request: { url: "http://127.0.0.1:9/local" }\nanswer: { body: local mock }\n');
    expect((await fetchVia('http://127.0.0.1:9/local')).answer).toMatchObject({ ok: true, status: 200, text: 'local mock' });
  });

  it('mock: an unmatched request goes out under the containment policy (loopback still refused)', async () => {
    const { answer, data } = await fetchVia('http://127.0.0.1:9/other');
    expect(answer.error).toContain('127.0.0.1 is loopback');
    expect(data?.mock).toBeUndefined();
  });

  it('live: mocks are not consulted', async () => {
    t.host.outbound.setMode('live');
    try {
      const { answer } = await fetchVia('http://127.0.0.1:9/local');
      expect(answer.ok).toBe(false);
      expect(answer.error).toContain('127.0.0.1 is loopback');
    } finally {
      t.host.outbound.setMode('mock');
    }
  });

  it('lockdown: an unmatched request fails inside the integration naming the method, the URL and how to record it', async () => {
    t.host.outbound.setMode('lockdown');
    try {
      const before = serviceHits;
      const { answer, data } = await fetchVia(`${service.origin}/not-mocked`, { method: 'DELETE' });
      expect(answer.ok).toBe(false);
      expect(answer.error).toContain(`TypeError: The studio refused fetch("${service.origin}/not-mocked") (DELETE)`);
      expect(answer.error).toContain('--outbound record');
      expect(answer.error).toContain(`mock add --method DELETE --url '${service.origin}/not-mocked'`);
      expect(data?.refused).toMatch(/lockdown/);
      expect(serviceHits).toBe(before);
      // A mocked one still answers in lockdown.
      expect((await fetchVia('http://127.0.0.1:9/local')).answer.text).toBe('local mock');
    } finally {
      t.host.outbound.setMode('mock');
    }
  });
});

describe('mock matching through the gate', () => {
  it('header and JSON-body subsets decide which mock answers', async () => {
    writeMock(
      'a-admin.yaml',
      'request: { method: POST, url: "https://api.example/users", headers: { authorization: "Bearer admin*" }, json: { role: admin } }\nanswer: { body: admin }\n',
    );
    writeMock('b-any.yaml', 'request: { method: POST, url: "https://api.example/users" }\nanswer: { status: 403, body: anyone }\n');
    const post = (auth: string, role: string) =>
      fetchVia('https://api.example/users', { method: 'POST', auth, body: JSON.stringify({ role, name: 'n' }) });
    expect((await post('admin-1', 'admin')).answer.text).toBe('admin');
    expect((await post('user-1', 'admin')).answer).toMatchObject({ status: 403, text: 'anyone' });
    expect((await post('admin-1', 'viewer')).answer).toMatchObject({ status: 403, text: 'anyone' });
  });

  it('a sequence answers in turn (pagination) and `times` stops the mock after that many answers', async () => {
    writeMock(
      'pages.yaml',
      'request: { url: "https://api.example/items?page=*" }\nanswers: [{ json: [1, 2] }, { json: [3] }, { json: [] }]\ntimes: 3\n',
    );
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push((await fetchVia(`https://api.example/items?page=${i + 1}`)).answer.text);
    expect(texts).toEqual(['[1,2]', '[3]', '[]']);
    const fourth = await fetchVia('https://api.example/items?page=4');
    expect(fourth.answer.error).toContain('could not resolve api.example');
  });

  it('a body file answers from the mocks folder', async () => {
    writeFileSync(join(dir, 'mocks', 'body.txt'), 'from a file');
    writeMock('file.json', JSON.stringify({ request: { url: 'https://files.example/x' }, answer: { file: 'body.txt' } }));
    expect((await fetchVia('https://files.example/x')).answer.text).toBe('from a file');
  });
});

describe('failure simulation', () => {
  it.each([
    ['refused', /ECONNREFUSED \(simulated by a mock\)/],
    ['reset', /ECONNRESET.*simulated by a mock/],
    ['timeout', /no answer after 50 ms/],
  ])('fail: %s rejects the integration’s fetch as that network failure would', async (kind, message) => {
    writeMock(`fail-${kind}.yaml`, `request: { url: "https://fail.example/${kind}" }\nanswer: { fail: ${kind}, delayMs: 50 }\n`);
    const { answer, data } = await fetchVia(`https://fail.example/${kind}`);
    expect(answer.ok).toBe(false);
    expect(answer.error).toMatch(message);
    expect(answer.error).toContain(`mocks/fail-${kind}`);
    expect(data?.mock).toBe(`fail-${kind}`);
  });
});

describe('mock files', () => {
  it('a bad mock file fails the request with an error naming the file and the field', async () => {
    writeMock('zz-bad.yaml', 'request: { url: "https://bad.example/x" }\nanswer: { status: "two hundred" }\n');
    try {
      const { answer } = await fetchVia('https://anything.example/');
      expect(answer.error).toContain('mocks/zz-bad.yaml: answer.status');
    } finally {
      rmSync(join(dir, 'mocks', 'zz-bad.yaml'));
    }
  });

  it('${{ env.NAME }} in a mock is resolved from the environment; an unset one is named', async () => {
    writeMock('zz-env.yaml', 'request: { url: "https://env.example/x" }\nanswer: { body: "${{ env.MOCK_TOKEN_VALUE }}" }\n');
    try {
      const { answer } = await fetchVia('https://env.example/x');
      expect(answer.error).toContain('mocks/zz-env.yaml: references ${{ env.MOCK_TOKEN_VALUE }}, not set');
    } finally {
      rmSync(join(dir, 'mocks', 'zz-env.yaml'));
    }
  });
});

describe('record and replay', () => {
  it('record saves each answer as a mock (credentials as env references); with the service stopped, lockdown replays it', async () => {
    t.host.outbound.setMode('record');
    const url = `${service.origin}/api/projects?api_key=sekrit&limit=2`;
    const live = await fetchVia(url);
    await t.host.outbound.settled();
    expect(live.answer).toMatchObject({ ok: true, status: 200 });
    const files = readdirSync(join(dir, 'mocks')).filter((f) => f.startsWith('get-127.0.0.1-api-projects'));
    expect(files).toHaveLength(1);
    const text = readFileSync(join(dir, 'mocks', files[0]!), 'utf8');
    expect(text).not.toContain('sekrit');
    expect(text).not.toContain('abc123');
    const saved = parse(text) as { request: { url: string }; answer: { headers: Record<string, string>; json: unknown } };
    expect(saved.request.url).toBe(`${service.origin}/api/projects?api_key=*&limit=2`);
    expect(saved.answer.headers['set-cookie']).toBe('${{ env.MOCK_HEADER_SET_COOKIE }}');
    expect(saved.answer.json).toEqual({ from: 'the service', path: '/api/projects' });

    await service.close();
    t.host.outbound.setMode('lockdown');
    try {
      const replayed = await fetchVia(url);
      expect(replayed.answer).toEqual(live.answer);
      expect(replayed.data?.mock).toBe(files[0]!.replace(/\.yaml$/, ''));
    } finally {
      t.host.outbound.setMode('mock');
    }
  });
});
