import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { attemptsOf, buildTimeline } from '../../../../renderer/src/features/inspector/timeline.ts';

const NOW = 1_800_000_000_000;
const WHY = 'Retry-After "20" on a 429: waits 20 s as asked';

/** An attempt record as the delivery queue writes it. */
const attempt = (
  n: number,
  ts: number,
  status: number,
  next: { at: number; ms: number; source: 'schedule' | 'retry-after'; why: string } | null,
): JournalRecord => ({
  id: n,
  ts,
  kind: 'webhook.attempt',
  status: status < 300 ? 'ok' : 'error',
  summary: `attempt ${n} → ${status}`,
  installationId: null,
  parentId: null,
  data: {
    request: { method: 'POST', url: 'http://x/', headers: {}, body: '', bodyEncoding: 'utf8', bodySize: 0, truncated: false },
    response: { status, headers: {}, body: '', bodyEncoding: 'utf8', bodySize: 0, truncated: false },
    durationMs: 5,
    error: null,
    attempt: n,
    plannedAt: ts - 5,
    window: null,
    sentAt: ts - 5,
    retryable: status >= 400,
    reason: String(status),
    nextAttemptAt: next?.at ?? null,
    nextDelay: next && { ms: next.ms, source: next.source, why: next.why },
  },
});

describe('the retry timeline shows the delay used and why', () => {
  it('an attempt planned from Retry-After carries the wait and the reason from the attempt before it', () => {
    const attempts = attemptsOf([
      attempt(1, NOW + 5, 429, { at: NOW + 20_005, ms: 20_000, source: 'retry-after', why: WHY }),
      attempt(2, NOW + 20_010, 200, null),
    ]);
    expect(attempts[0]!.delay ?? null).toBeNull();
    expect(attempts[1]!.delay).toEqual({ ms: 20_000, source: 'retry-after', why: WHY });
  });

  it('a pending retry planned from Retry-After is one instant on the timeline, with why; a scheduled one keeps the jitter window', () => {
    const pending = attemptsOf([attempt(1, NOW + 5, 429, { at: NOW + 20_005, ms: 20_000, source: 'retry-after', why: WHY })]);
    expect(buildTimeline(pending, { finished: false, now: NOW + 10 }).next).toEqual({
      attempt: 2,
      window: [NOW + 20_005, NOW + 20_005],
      why: WHY,
    });
    const scheduled = attemptsOf([
      attempt(1, NOW + 5, 500, { at: NOW + 1_055, ms: 1_050, source: 'schedule', why: 'retry 1 of the schedule' }),
    ]);
    expect(buildTimeline(scheduled, { finished: false, now: NOW + 10 }).next).toEqual({
      attempt: 2,
      window: [NOW + 1_005, NOW + 1_105],
      why: 'retry 1 of the schedule',
    });
  });
});
