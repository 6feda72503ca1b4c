import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { WebhookAttemptTiming } from '../../../../shared/journal/records.ts';
import { isKind } from '../../../../shared/journal/record.ts';
import { DEFAULT_POLICY, retryWindow, type PlannedDelay, type RetryPolicy } from '../../../../shared/webhooks/policy.ts';

export interface TimelineAttempt {
  id: number;
  attempt: number;
  plannedAt: number;
  window: [number, number] | null;
  sentAt: number | null;
  finishedAt: number;
  status: number | null;
  outcome: 'ok' | 'error' | 'pending';
  retryable: boolean;
  reason: string | null;
  /** The wait before this attempt and why (schedule or Retry-After), when the attempt before said. */
  delay?: PlannedDelay | null;
  /** What this attempt planned next: its time and why that wait. */
  planned?: { at: number; delay: PlannedDelay } | null;
}

export interface Timeline {
  attempts: TimelineAttempt[];
  /** The retry the policy will send next, when the last attempt failed in a retryable way and retries remain. */
  next: { attempt: number; window: [number, number]; why?: string } | null;
  start: number;
  end: number;
}

/** The attempts of one delivery, read from its child records; records that are not attempts are ignored. */
export function attemptsOf(records: JournalRecord[]): TimelineAttempt[] {
  const out: TimelineAttempt[] = [];
  for (const record of records) {
    if (!isKind(record, 'webhook.attempt')) continue;
    // Attempts of older studios hold the exchange alone: no timing, no place on the timeline.
    const timing = WebhookAttemptTiming.safeParse(record.data);
    if (!timing.success) continue;
    const sentAt = timing.data.sentAt;
    out.push({
      id: record.id,
      attempt: timing.data.attempt,
      plannedAt: timing.data.plannedAt,
      window: timing.data.window,
      sentAt,
      // The attempt record is written when the attempt ends: its time is when the retry clock starts.
      finishedAt: record.ts,
      status: record.data.response?.status ?? null,
      outcome: record.status === 'ok' ? 'ok' : record.status === 'pending' ? 'pending' : 'error',
      retryable: timing.data.retryable,
      reason: timing.data.reason,
      planned:
        timing.data.nextDelay && timing.data.nextAttemptAt != null ? { at: timing.data.nextAttemptAt, delay: timing.data.nextDelay } : null,
    });
  }
  out.sort((a, b) => a.attempt - b.attempt);
  for (let i = 1; i < out.length; i++)
    out[i]!.delay = out[i - 1]!.attempt === out[i]!.attempt - 1 ? (out[i - 1]!.planned?.delay ?? null) : null;
  return out;
}

/**
 * The journal is append-only, so a delivery's own record stays `pending`; whether it ended is read
 * from its attempts: delivered, not retryable, or out of retries.
 */
export function isFinished(attempts: TimelineAttempt[], policy: RetryPolicy = DEFAULT_POLICY): boolean {
  const last = attempts.at(-1);
  if (!last) return false;
  return last.outcome === 'ok' || !last.retryable || last.attempt > policy.maxRetries;
}

/**
 * Lays the attempts on one time axis and works out the next planned retry from the platform's
 * policy (retry n waits base·2^(n-1) plus up to 10 % jitter after the attempt before it finished).
 * A delivery the service marked finished has no next retry, whatever its last attempt said.
 */
export function buildTimeline(attempts: TimelineAttempt[], options: { finished: boolean; now: number; policy?: RetryPolicy }): Timeline {
  const policy = options.policy ?? DEFAULT_POLICY;
  const last = attempts.at(-1);
  let next: Timeline['next'] = null;
  if (last && !options.finished && last.outcome === 'error' && last.retryable && last.attempt <= policy.maxRetries) {
    if (last.planned?.delay.source === 'retry-after') {
      // The receiver's Retry-After set this wait: one instant, not the schedule's window.
      next = { attempt: last.attempt + 1, window: [last.planned.at, last.planned.at], why: last.planned.delay.why };
    } else {
      const [min, max] = retryWindow(policy, last.attempt);
      next = { attempt: last.attempt + 1, window: [last.finishedAt + min, last.finishedAt + max], why: last.planned?.delay.why };
    }
  }
  const times = attempts
    .flatMap((a) => [a.plannedAt, a.window?.[0], a.window?.[1], a.sentAt, a.finishedAt])
    .filter((t): t is number => typeof t === 'number');
  if (next) times.push(...next.window);
  const start = times.length ? Math.min(...times) : options.now;
  const end = Math.max(times.length ? Math.max(...times) : options.now, start + 1000);
  return { attempts, next, start, end };
}

/** Seconds until the next retry is due, shown as a countdown; null when none is due. */
export function countdown(timeline: Timeline, now: number): string | null {
  if (!timeline.next) return null;
  const [earliest, latest] = timeline.next.window;
  if (now >= latest) return `retry ${timeline.next.attempt - 1} is due now`;
  const from = Math.max(0, (earliest - now) / 1000);
  const to = Math.max(0, (latest - now) / 1000);
  return `retry ${timeline.next.attempt - 1} in ${from.toFixed(1)}–${to.toFixed(1)} s`;
}
