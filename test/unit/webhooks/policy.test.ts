import { describe, expect, it } from 'vitest';
import { classify, DEFAULT_POLICY, nextAttempt, retryDelay, retryWindow } from '../../../shared/webhooks/policy.ts';

describe('retry schedule', () => {
  it('the default windows are 1.0–1.1 s, 2.0–2.2 s and 4.0–4.4 s', () => {
    expect(retryWindow(DEFAULT_POLICY, 1)).toEqual([1000, 1100]);
    expect(retryWindow(DEFAULT_POLICY, 2)).toEqual([2000, 2200]);
    expect(retryWindow(DEFAULT_POLICY, 3)).toEqual([4000, 4400]);
  });

  it('jitter stays within 0 to +10 % over 10 000 draws and covers the window', () => {
    for (const retry of [1, 2, 3]) {
      const [min, max] = retryWindow(DEFAULT_POLICY, retry);
      let low = Infinity;
      let high = -Infinity;
      for (let i = 0; i < 10_000; i++) {
        const delay = retryDelay(DEFAULT_POLICY, retry);
        expect(Number.isInteger(delay)).toBe(true);
        low = Math.min(low, delay);
        high = Math.max(high, delay);
      }
      expect(low).toBeGreaterThanOrEqual(min);
      expect(high).toBeLessThanOrEqual(max);
      // 10 000 uniform draws reach within 1 % of both ends.
      expect(low).toBeLessThan(min + (max - min) * 0.01);
      expect(high).toBeGreaterThanOrEqual(Math.floor(max - (max - min) * 0.01));
    }
  });

  it('a random source at its extremes still lands inside the window', () => {
    expect(retryDelay(DEFAULT_POLICY, 2, () => 0)).toBe(2000);
    expect(retryDelay(DEFAULT_POLICY, 2, () => 0.999999999)).toBe(2199);
    expect(retryDelay(DEFAULT_POLICY, 2, () => 5)).toBe(2200);
  });

  it('at most 3 retries: attempt 4 failing gives up', () => {
    const failed = classify({ status: 503 });
    expect(nextAttempt(DEFAULT_POLICY, 3, 0, failed).next).toMatchObject({ attempt: 4 });
    const last = nextAttempt(DEFAULT_POLICY, 4, 0, failed);
    expect(last.next).toBeNull();
    expect(last).toMatchObject({ outcome: 'failed' });
  });

  it('a per-webhook policy changes retries and base delay', () => {
    const policy = { ...DEFAULT_POLICY, maxRetries: 1, baseDelayMs: 50, jitter: 0 };
    expect(nextAttempt(policy, 1, 1000, classify({ status: 500 }), () => 0.5)).toMatchObject({
      next: { attempt: 2, plannedAt: 1050, window: [1050, 1050], delay: { ms: 50, source: 'schedule' } },
    });
    expect(nextAttempt(policy, 2, 1000, classify({ status: 500 })).next).toBeNull();
  });
});

describe('retry classification', () => {
  it.each([200, 201, 202, 204, 299])('%i is delivered', (status) => {
    expect(classify({ status })).toMatchObject({ delivered: true, retryable: false });
  });
  it.each([500, 501, 502, 503, 504, 599, 429])('%i is retried', (status) => {
    expect(classify({ status })).toMatchObject({ delivered: false, retryable: true });
  });
  it.each([400, 401, 403, 404, 405, 408, 409, 410, 413, 422, 499])('%i is not retryable and says it is a client error', (status) => {
    const result = classify({ status });
    expect(result).toMatchObject({ delivered: false, retryable: false });
    expect(result.reason).toContain('not retryable');
  });
  it.each([301, 302, 304, 307, 308, 100, 600])('%i is not retryable and says why', (status) => {
    expect(classify({ status })).toMatchObject({ delivered: false, retryable: false });
  });
  it('every status from 100 to 599 falls in exactly one class', () => {
    for (let status = 100; status <= 599; status++) {
      const { delivered, retryable } = classify({ status });
      const expected = status >= 200 && status <= 299 ? 'delivered' : status >= 500 || status === 429 ? 'retry' : 'stop';
      expect(delivered ? 'delivered' : retryable ? 'retry' : 'stop').toBe(expected);
    }
  });
  it('network errors and time-outs are retried, naming the cause', () => {
    expect(classify({ error: 'network', message: 'ECONNREFUSED' })).toEqual({
      delivered: false,
      retryable: true,
      reason: 'network error: ECONNREFUSED',
    });
    expect(classify({ error: 'timeout', message: 'no answer within 10000 ms' })).toEqual({
      delivered: false,
      retryable: true,
      reason: 'time-out: no answer within 10000 ms',
    });
  });
});
