import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { ANSWERED_HEADER, LOGS_HEADER, TOO_LARGE_HEADER } from '../../../electron/services/host/workers/constants.ts';
import { readAnswer } from '../../../electron/services/host/runtime-answer.ts';
import { CONTAINMENT_DEFAULTS } from '../../../electron/services/host/containment/rules.ts';

const LIMITS = { bodyLimitBytes: 1024, deadlineMs: 10_000 };

/** The runtime's HTTP answer as undici hands it over: status, raw headers, a body read once. */
function answer(
  statusCode: number,
  headers: Record<string, string | string[]>,
  chunks: Uint8Array[],
): Dispatcher.ResponseData & { destroyed(): boolean } {
  const stream = Readable.from(chunks);
  const body = Object.assign(stream, { arrayBuffer: async () => new Uint8Array(Buffer.concat(chunks)).buffer });
  return { statusCode, headers, body, destroyed: () => stream.destroyed } as unknown as Dispatcher.ResponseData & { destroyed(): boolean };
}
const bytes = (text: string) => new TextEncoder().encode(text);

describe("the runtime's answer, read within the limits", () => {
  it("takes the logs the entry framed in front of the body off it, and drops the host's own headers", async () => {
    const logs = '[{"level":"info","message":"hi"}]';
    const body = '{"ok":true}';
    const read = await readAnswer(
      answer(
        200,
        {
          [LOGS_HEADER]: String(bytes(logs).byteLength),
          [ANSWERED_HEADER]: '1',
          'content-type': 'application/json',
          'content-length': String(bytes(logs + body).byteLength),
        },
        [bytes(logs + body)],
      ),
      LIMITS,
      'the "fetch" event',
    );
    expect(new TextDecoder().decode(read.body)).toBe(body);
    expect(new TextDecoder().decode(read.logs!)).toBe(logs);
    expect(read.headers).toEqual({ 'content-type': 'application/json', 'content-length': String(bytes(body).byteLength) });
    expect(read.failure).toBeNull();
  });

  it('keeps every Set-Cookie header on its own, and joins other repeated headers', async () => {
    const read = await readAnswer(
      answer(302, { [ANSWERED_HEADER]: '1', 'set-cookie': ['a=1; Path=/', 'b=2; HttpOnly'], vary: ['accept', 'origin'] }, []),
      LIMITS,
      'the dispatch',
    );
    expect(read.setCookies).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect(read.headers.vary).toBe('accept, origin');
    expect(read.status).toBe(302);
  });

  it('drops an answer whose log batch passes the limit, unread, naming the limit', async () => {
    const response = answer(200, { [LOGS_HEADER]: String(CONTAINMENT_DEFAULTS.logBatchBytes + 1), [ANSWERED_HEADER]: '1' }, [bytes('x')]);
    const read = await readAnswer(response, LIMITS, 'the dispatch');
    expect(read).toMatchObject({ status: 502, failureCode: 'too-large' });
    expect(read.failure).toMatch(/logged more than \d+ MB during one event/);
    expect(response.destroyed()).toBe(true);
  });

  it('drops a body over the limit whether its length is declared or streamed, and one the entry marked too large', async () => {
    const big = new Uint8Array(LIMITS.bodyLimitBytes + 1);
    const streamed = await readAnswer(
      answer(200, { [ANSWERED_HEADER]: '1' }, [big.subarray(0, 600), big.subarray(600)]),
      LIMITS,
      'the dispatch',
    );
    expect(streamed).toMatchObject({ status: 502, failureCode: 'too-large' });
    const declared = await readAnswer(
      answer(200, { [ANSWERED_HEADER]: '1', 'content-length': String(big.byteLength) }, [big]),
      LIMITS,
      'the dispatch',
    );
    expect(declared).toMatchObject({ status: 502, failureCode: 'too-large' });
    const marked = await readAnswer(answer(502, { [TOO_LARGE_HEADER]: '1', [ANSWERED_HEADER]: '1' }, []), LIMITS, 'the dispatch');
    expect(marked.failure).toMatch(/body larger than/);
  });

  it('names a handler workerd canceled (a 500 the entry never answered) as one that did not settle', async () => {
    const read = await readAnswer(answer(500, {}, [bytes('canceled')]), LIMITS, 'the "fetch" event (route GET /hang)');
    expect(read).toMatchObject({ status: 500, failureCode: 'deadline' });
    expect(read.failure).toContain('the "fetch" event (route GET /hang) did not settle');
    // The integration's own 500 is its answer, passed on as is.
    const own = await readAnswer(answer(500, { [ANSWERED_HEADER]: '1' }, [bytes('oops')]), LIMITS, 'the dispatch');
    expect(own).toMatchObject({ status: 500, failure: null });
  });
});
