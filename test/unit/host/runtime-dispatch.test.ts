import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pool } from 'undici';
import type { SandboxFailureCode } from '../../../electron/services/host/containment/errors.ts';
import { ANSWERED_HEADER } from '../../../electron/services/host/entry.ts';
import { answerFrom, type AnswerContext } from '../../../electron/services/host/runtime-dispatch.ts';
import type { Serving } from '../../../electron/services/host/runtime-process.ts';
import { createRuntimeWatch } from '../../../electron/services/host/runtime-watch.ts';

const MB = 1024 * 1024;
const limits = { deadlineMs: 1_000, bodyLimitBytes: MB, memoryLimitBytes: 200 * MB, memoryPollMs: 50 };
const request = { url: 'http://integration.test/hello', init: { method: 'GET', headers: {} }, what: 'the fetch event' };

function answer(text: string) {
  const body = new TextEncoder().encode(text);
  return {
    statusCode: 200,
    headers: { [ANSWERED_HEADER]: '1', 'content-length': String(body.byteLength) },
    body: { arrayBuffer: async () => body.buffer, destroy() {} },
  };
}

function setup(send: () => Promise<unknown>, memoryBytes = 50 * MB) {
  const seen: { sent: Record<string, unknown>[]; kills: { reason: string; code: SandboxFailureCode }[] } = { sent: [], kills: [] };
  const to: Serving = {
    process: {},
    generation: 3,
    client: {
      request: (options: Record<string, unknown>) => {
        seen.sent.push(options);
        return send();
      },
    } as unknown as Pool,
  };
  let serving: Serving | null = to;
  const killedGenerations = new Map<number, { message: string; code: SandboxFailureCode }>();
  const context: AnswerContext = {
    limits,
    watch: createRuntimeWatch(limits, { bytes: async () => memoryBytes, cpuMs: async () => 0 }, () => null),
    serving: () => serving,
    kill(reason, code) {
      seen.kills.push({ reason, code });
      killedGenerations.set(to.generation, { message: reason, code });
      serving = null;
    },
    killed: (generation) => killedGenerations.get(generation),
  };
  return { to, context, seen, killedGenerations };
}

describe("the worker's answer to one dispatch", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it("is the integration's answer, sent with the Host the platform would post to", async () => {
    const { to, context, seen } = setup(async () => answer('hello'));
    const result = await answerFrom(to, request, context);
    expect(new TextDecoder().decode(result.body)).toBe('hello');
    expect(result.failure).toBeNull();
    expect(seen.sent[0]).toMatchObject({ method: 'GET', path: '/hello', headers: { host: 'integration.test' } });
    expect(seen.kills).toEqual([]);
  });

  it('a handler past the deadline answers 504 naming it, and its runtime is killed', async () => {
    const { to, context, seen } = setup(() => new Promise(() => {}));
    const result = answerFrom(to, request, context);
    await vi.advanceTimersByTimeAsync(limits.deadlineMs);
    expect(await result).toMatchObject({ status: 504, failureCode: 'deadline' });
    expect((await result).failure).toMatch(/handler for the fetch event did not settle within the 1000 ms deadline/);
    expect(seen.kills.map((k) => k.code)).toEqual(['deadline']);
  });

  it('a runtime over the memory limit once it answered drops the answer with 507, and is killed', async () => {
    const { to, context, seen } = setup(async () => answer('hello'), 300 * MB);
    // The sample after an answer is skipped when one was taken in the last few milliseconds.
    vi.advanceTimersByTime(100);
    const result = await answerFrom(to, request, context);
    expect(result).toMatchObject({ status: 507, failureCode: 'memory' });
    expect(result.failure).toMatch(/used 300 MB, over the 200 MB memory limit; it was restarted and this answer dropped/);
    expect(seen.kills.map((k) => k.code)).toEqual(['memory']);
  });

  it('a connection that breaks is a crash: 502 naming it, and the runtime is killed', async () => {
    const { to, context, seen } = setup(async () => {
      throw new Error('other side closed');
    });
    const result = await answerFrom(to, request, context);
    expect(result).toMatchObject({ status: 502, failureCode: 'crashed' });
    expect(result.failure).toMatch(/runtime crashed \(other side closed\)/);
    expect(seen.kills.map((k) => k.code)).toEqual(['crashed']);
  });

  it('a dispatch its runtime was killed under answers with the reason of the kill, and kills nothing more', async () => {
    const { to, context, seen, killedGenerations } = setup(async () => {
      throw new Error('other side closed');
    });
    killedGenerations.set(to.generation, { message: 'Background work ran past its budget.', code: 'background' });
    const result = await answerFrom(to, request, context);
    expect(result).toMatchObject({ status: 503, failure: 'Background work ran past its budget.', failureCode: 'background' });
    expect(seen.kills).toEqual([]);
  });
});
