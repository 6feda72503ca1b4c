import { describe, expect, it } from 'vitest';
import { FORWARD_LIMITS, forwardPageRequest, type SiteOutbound } from '../../../electron/services/site/forward.ts';
import type { ReadyAnswer } from '../../../electron/services/mocks/store.ts';

const request = { method: 'GET', url: 'https://analytics.example/collect', headers: new Headers(), body: null };

function outboundAnswering(answer: Partial<ReadyAnswer>): SiteOutbound {
  const ready: ReadyAnswer = { status: 200, headers: new Headers(), body: new Uint8Array(), delayMs: 0, fail: null, ...answer };
  return {
    mode: () => 'mock',
    mocks: { answer: async () => ({ name: 'analytics.yaml', answer: ready }) },
    policy: { check: async () => ({ allowed: false, reason: 'not used', message: 'not used' }) } as unknown as SiteOutbound['policy'],
  };
}

describe("a site page's request answered by a mock", () => {
  it("waits the mock's delay before answering, as hosted code's requests do", async () => {
    const waited: number[] = [];
    const answer = await forwardPageRequest(outboundAnswering({ delayMs: 1500 }), request, async (ms) => void waited.push(ms));
    expect(waited).toEqual([1500]);
    expect(answer).toMatchObject({ outcome: 'mocked', status: 200, mock: 'analytics.yaml' });
  });

  it('a simulated timeout waits its delay, or the site timeout when it gives none, and never longer', async () => {
    const waited: number[] = [];
    const sleep = async (ms: number) => void waited.push(ms);
    await forwardPageRequest(outboundAnswering({ fail: 'timeout', delayMs: 0 }), request, sleep);
    await forwardPageRequest(outboundAnswering({ fail: 'timeout', delayMs: 10 * FORWARD_LIMITS.timeoutMs }), request, sleep);
    const answer = await forwardPageRequest(outboundAnswering({ fail: 'timeout', delayMs: 200 }), request, sleep);
    expect(waited).toEqual([FORWARD_LIMITS.timeoutMs, FORWARD_LIMITS.timeoutMs, 200]);
    expect(answer.error).toMatch(/simulates timeout/);
  });

  it('answers at once when the mock has no delay', async () => {
    const waited: number[] = [];
    await forwardPageRequest(outboundAnswering({}), request, async (ms) => void waited.push(ms));
    expect(waited).toEqual([]);
  });
});
