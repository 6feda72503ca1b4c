import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openExchange,
  type IncomingRequest,
  type OutboundExchange,
  type OutboundRecord,
  type Reply,
  type StepDeps,
} from '../../../../electron/services/host/containment/outbound-exchange.ts';
import {
  OUTBOUND_ERROR_HEADER,
  OUTBOUND_URL_HEADER,
  SANDBOX_CALL_HEADER,
} from '../../../../electron/services/host/containment/outbound-gate.ts';
import { live } from '../../../../electron/services/host/containment/outbound-live.ts';
import type { Decision } from '../../../../electron/services/host/containment/outbound-policy.ts';
import {
  lockdown,
  mocks,
  OUTBOUND_STEPS,
  ownCalls,
  platformApi,
  policy,
  readBody,
  runSteps,
} from '../../../../electron/services/host/containment/outbound-steps.ts';
import type { ReadyAnswer } from '../../../../electron/services/mocks/store.ts';

/** A request as the outbound gate worker hands it over: its target in a header, its body a stream. */
function incoming(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): IncomingRequest {
  const chunks = init.body === undefined ? [] : [new TextEncoder().encode(init.body)];
  return {
    method: init.method ?? 'GET',
    url: '/',
    headers: { host: 'gate', [OUTBOUND_URL_HEADER]: url, 'x-dispatch': 'd-1', ...init.headers },
    async *[Symbol.asyncIterator]() {
      yield* chunks;
    },
  };
}

function harness(over: Partial<StepDeps> = {}) {
  const records: OutboundRecord[] = [];
  const deps: StepDeps = {
    policy: { check: async () => ({ allowed: true, pin: null, why: 'public' }) },
    limits: { requestBodyBytes: 1024, responseCapBytes: 4096, previewBytes: 64, connectTimeoutMs: 2_000 },
    dispatchHeader: 'x-dispatch',
    local: () => null,
    record: (_id, record) => records.push(record),
    folder: '/work/integration',
    ownCalls: { inFlight: 0, limit: 2 },
    ...over,
  };
  const open = (url: string, init?: Parameters<typeof incoming>[1]) => openExchange(incoming(url, init), deps);
  return { deps, records, open };
}

/** The message the integration's fetch() rejects with. */
const rejection = (reply: Reply | null) => decodeURIComponent(reply?.headers.get(OUTBOUND_ERROR_HEADER) ?? '');

const ready = (answer: Partial<ReadyAnswer>): ReadyAnswer => ({
  status: 200,
  headers: new Headers(),
  body: new TextEncoder().encode('{"mocked":true}'),
  delayMs: 0,
  fail: null,
  ...answer,
});

describe('opening an exchange: what leaves the machine', () => {
  it('the dispatch header, the bridge headers and a copied content-length never leave', () => {
    const { open } = harness();
    const exchange = open('https://api.example.com/v1', {
      headers: { 'mf-custom-node-service': '1', [SANDBOX_CALL_HEADER]: '1', 'content-length': '3', accept: 'application/json' },
    });
    expect(exchange.request).toEqual({ method: 'GET', url: 'https://api.example.com/v1' });
    expect(exchange.dispatchId).toBe('d-1');
    expect([...exchange.headers.keys()].sort()).toEqual(['accept', 'host']);
  });
});

describe('the body step', () => {
  it('a body past the studio limit is refused naming the limit, and journaled as failed', async () => {
    const { deps, records, open } = harness({
      limits: { requestBodyBytes: 1024 * 1024, responseCapBytes: 4096, previewBytes: 64, connectTimeoutMs: 2_000 },
    });
    const reply = await readBody(open('https://api.example.com/', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) }), deps);
    expect(reply?.status).toBe(502);
    expect(rejection(reply)).toContain("larger than 1 MB, the studio's limit for outbound calls");
    expect(records[0]?.summary).toContain('failed: the request body is larger than 1 MB');
  });

  it('a request without a body keeps none, one with a body keeps its bytes', async () => {
    const { deps, open } = harness();
    const empty = open('https://api.example.com/');
    expect(await readBody(empty, deps)).toBeNull();
    expect(empty.body).toBeNull();
    const posted = open('https://api.example.com/', { method: 'POST', body: 'hi' });
    await readBody(posted, deps);
    expect(new TextDecoder().decode(posted.body!)).toBe('hi');
  });
});

describe('the platform API step', () => {
  it('a call the studio answers in process is answered and journaled as the platform API with its operation', async () => {
    const { deps, records, open } = harness({
      local: () => Promise.resolve(new Response('{"ok":1}', { status: 201 })),
      describeLocal: () => ({ operationId: 'getSpace' }),
    });
    const reply = await platformApi(open('https://api.gitbook.com/v1/spaces/s'), deps);
    expect(reply?.status).toBe(201);
    expect(records[0]?.summary).toBe('getSpace: GET https://api.gitbook.com/v1/spaces/s → 201 (platform API)');
    expect(records[0]?.data.stub).toBe(true);
  });

  it('any other call passes on', async () => {
    const { deps, open } = harness();
    expect(await platformApi(open('https://api.example.com/'), deps)).toBeNull();
  });
});

describe('the mocks step', () => {
  const withMocks = (mode: 'live' | 'mock' | 'lockdown' | 'record', answer: () => Promise<{ name: string; answer: ReadyAnswer } | null>) =>
    harness({ mocks: { mode: () => mode, answer, record: () => {} } });

  it('in live mode no mock is asked', async () => {
    let asked = 0;
    const { deps, open } = withMocks('live', async () => (asked++, { name: 'm', answer: ready({}) }));
    expect(await mocks(open('https://api.example.com/'), deps)).toBeNull();
    expect(asked).toBe(0);
  });

  it("a matching mock answers, journaled with the mock's name", async () => {
    const { deps, records, open } = withMocks('mock', async () => ({ name: 'users.yaml', answer: ready({ status: 202 }) }));
    const reply = await mocks(open('https://api.example.com/users'), deps);
    expect(reply?.status).toBe(202);
    expect(records[0]?.summary).toBe('GET https://api.example.com/users → 202 (mock users.yaml)');
  });

  it("a mock's simulated refusal rejects the fetch naming the mock", async () => {
    const { deps, open } = withMocks('mock', async () => ({ name: 'down.yaml', answer: ready({ fail: 'refused' }) }));
    expect(rejection(await mocks(open('https://api.example.com/'), deps))).toContain('ECONNREFUSED (simulated by a mock), mocks/down.yaml');
  });

  it('a bad mock file rejects the fetch with what is wrong in it', async () => {
    const { deps, open } = withMocks('mock', async () => {
      throw new Error('mocks/bad.yaml: status must be a number');
    });
    expect(rejection(await mocks(open('https://api.example.com/'), deps))).toContain(
      'the mocks could not be read: mocks/bad.yaml: status must be a number',
    );
  });

  it('no match passes on, with the mode kept for the later steps', async () => {
    const { deps, open } = withMocks('record', async () => null);
    const exchange = open('https://api.example.com/');
    expect(await mocks(exchange, deps)).toBeNull();
    expect(exchange.mode).toBe('record');
  });
});

describe('the lockdown step', () => {
  it('in lockdown what no mock answers is refused, saying how to record or add one', async () => {
    const { deps, records, open } = harness({ mocks: { mode: () => 'lockdown', answer: async () => null, record: () => {} } });
    const exchange = open('https://api.example.com/users?page=2', { method: 'POST' });
    exchange.mode = 'lockdown';
    const message = rejection(await lockdown(exchange, deps));
    expect(message).toContain('the outbound mode is lockdown, so nothing leaves the sandbox');
    expect(message).toContain("mock add --method POST --url 'https://api.example.com/users'");
    expect(records[0]?.data.refused).toBe('no mock answers it and the outbound mode is lockdown');
  });

  it('in any other mode the request passes on', async () => {
    const { deps, open } = harness({ mocks: { mode: () => 'mock', answer: async () => null, record: () => {} } });
    const exchange = open('https://api.example.com/');
    exchange.mode = 'mock';
    expect(await lockdown(exchange, deps)).toBeNull();
  });
});

describe('the policy step', () => {
  const deciding = (decision: Decision | Error) =>
    harness({
      policy: {
        check: async () => {
          if (decision instanceof Error) throw decision;
          return decision;
        },
      },
    });

  it("a refusal rejects the fetch with the policy's message and journals its reason", async () => {
    const { deps, records, open } = deciding({
      allowed: false,
      reason: '10.0.0.1 is a private address',
      message: 'The studio refused it.',
    });
    const exchange = open('http://10.0.0.1/');
    expect(rejection(await policy(exchange, deps))).toBe('The studio refused it.');
    expect(records[0]?.data.refused).toBe('10.0.0.1 is a private address');
    expect(exchange.allowed).toBeNull();
  });

  it('a name that does not resolve rejects the fetch naming the host', async () => {
    const { deps, open } = deciding(new Error('getaddrinfo ENOTFOUND nowhere.example'));
    expect(rejection(await policy(open('https://nowhere.example/'), deps))).toContain('could not resolve nowhere.example');
  });

  it('an allowed request keeps the address it was checked at', async () => {
    const { deps, open } = deciding({ allowed: true, pin: { address: '93.184.216.34', family: 4 }, why: 'public' });
    const exchange = open('https://example.com/');
    expect(await policy(exchange, deps)).toBeNull();
    expect(exchange.allowed?.pin).toEqual({ address: '93.184.216.34', family: 4 });
  });
});

describe("the own-calls step (the studio's public server)", () => {
  const toStudio = (exchange: OutboundExchange) => {
    exchange.allowed = { allowed: true, pin: { address: '127.0.0.1', family: 4 }, why: 'studio' };
    return exchange;
  };

  it('a call to the studio is marked as the sandbox’s and holds one slot until released, once', async () => {
    const { deps, open } = harness();
    const exchange = toStudio(open('http://127.0.0.1:4000/public'));
    expect(await ownCalls(exchange, deps)).toBeNull();
    expect(exchange.headers.get(SANDBOX_CALL_HEADER)).toBe('1');
    expect(deps.ownCalls.inFlight).toBe(1);
    exchange.release();
    exchange.release();
    expect(deps.ownCalls.inFlight).toBe(0);
  });

  it('past the limit a call to the studio is refused, naming the limit', async () => {
    const { deps, records, open } = harness();
    deps.ownCalls.inFlight = 2;
    const message = rejection(await ownCalls(toStudio(open('http://127.0.0.1:4000/public')), deps));
    expect(message).toContain("2 requests to the studio's own public server are in flight");
    expect(records[0]?.data.refused).toContain('the limit for calls from the sandbox');
  });

  it('a call elsewhere is neither marked nor counted', async () => {
    const { deps, open } = harness();
    const exchange = open('https://example.com/');
    exchange.allowed = { allowed: true, pin: null, why: 'public' };
    expect(await ownCalls(exchange, deps)).toBeNull();
    expect(exchange.headers.has(SANDBOX_CALL_HEADER)).toBe(false);
    expect(deps.ownCalls.inFlight).toBe(0);
  });
});

describe('the live step', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') res.writeHead(200, { 'content-length': '999999' }).end();
      else res.end(`answered ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const allowed = (exchange: OutboundExchange) => {
    exchange.allowed = { allowed: true, pin: { address: '127.0.0.1', family: 4 }, why: 'allowed' };
    return exchange;
  };

  it('nothing is sent that the policy did not allow', async () => {
    const { deps, open } = harness();
    await expect(live(open(`${origin}/`), deps)).rejects.toThrow('the outbound policy has not decided');
  });

  it('an allowed request is sent, its answer streamed back and journaled once its body is done', async () => {
    const { deps, records, open } = harness();
    const reply = await live(allowed(open(`${origin}/hello`)), deps);
    expect(await new Response(reply!.body as ReadableStream).text()).toBe('answered /hello');
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]?.summary).toBe(`GET ${origin}/hello → 200`);
  });

  it('an answer declaring more than the cap is not read, and the fetch rejects naming the cap', async () => {
    const { deps, open } = harness();
    expect(rejection(await live(allowed(open(`${origin}/big`)), deps))).toContain('the response declares 999999 bytes, more than');
  });
});

describe('the order of the outbound decision', () => {
  it('is body, platform API, mocks, lockdown, policy, own calls, live', () => {
    expect(OUTBOUND_STEPS).toEqual([readBody, platformApi, mocks, lockdown, policy, ownCalls, live]);
  });

  it('the first step to reply ends it: a mock answers before the policy is asked', async () => {
    let checked = 0;
    const { deps, open } = harness({
      policy: { check: async () => (checked++, { allowed: false, reason: 'no', message: 'no' }) },
      mocks: { mode: () => 'mock', answer: async () => ({ name: 'a.yaml', answer: ready({ status: 203 }) }), record: () => {} },
    });
    const reply = await runSteps(OUTBOUND_STEPS, open('https://api.example.com/'), deps);
    expect(reply.status).toBe(203);
    expect(checked).toBe(0);
  });
});
