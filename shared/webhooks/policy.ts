/**
 * The platform's retry policy as pure functions: the schedule with its jitter windows, and which
 * outcomes are retried. The delivery queue and the CLI both plan with these, so they agree to the ms.
 *
 * Retry n (1-based) is planned `base · 2^(n-1) · (1 + u · jitter)` ms after the previous attempt
 * finished (u uniform in [0, 1)), floored to a whole millisecond: with the defaults retry 1 lands
 * 1000–1100 ms, retry 2 2000–2200 ms and retry 3 4000–4400 ms after the attempt before it.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  baseDelayMs: number;
  /** Largest extra delay as a fraction of the base delay (0.1 = up to +10 %). */
  jitter: number;
  /** Per-attempt time-out. */
  timeoutMs: number;
  /**
   * A 429 or 503 with `Retry-After` waits what the receiver asked (capped) instead of the schedule.
   * Off by default: the platform's schedule is fixed. Absent in policies stored before it existed.
   */
  honourRetryAfter?: boolean;
  /** The longest `Retry-After` honoured; a longer ask waits this long. */
  retryAfterCapMs?: number;
}

export const DEFAULT_RETRY_AFTER_CAP_MS = 60_000;

export const DEFAULT_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 1000,
  jitter: 0.1,
  timeoutMs: 10_000,
  honourRetryAfter: false,
  retryAfterCapMs: DEFAULT_RETRY_AFTER_CAP_MS,
};

/** Bounds a policy may take; the contract and the CLI validate against these. */
export const POLICY_LIMITS = {
  maxRetries: [0, 10],
  baseDelayMs: [1, 3_600_000],
  jitter: [0, 1],
  timeoutMs: [1, 120_000],
  retryAfterCapMs: [1_000, 3_600_000],
} as const satisfies Record<Exclude<keyof RetryPolicy, 'honourRetryAfter'>, readonly [number, number]>;

/**
 * The delay a `Retry-After` value asks for, in ms from `now`: delta-seconds (digits only) or an
 * HTTP date (RFC 9110; a date in the past asks for no wait). Null when it is neither.
 */
export function parseRetryAfter(value: string, now: number): number | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates name the weekday and are in GMT (asctime's form says so without a zone); Date.parse
  // alone accepts far looser text, and reads a date without a zone as local time.
  const asctime = /^[A-Za-z]{3} [A-Za-z]{3} +\d{1,2} \d{2}:\d{2}:\d{2} \d{4}$/.test(text);
  if (!asctime && !/^[A-Za-z]{3,9}, .+ GMT$/.test(text)) return null;
  const at = Date.parse(asctime ? `${text} GMT` : text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** [earliest, latest] delay in ms of retry n after the previous attempt finished. */
export function retryWindow(policy: RetryPolicy, retry: number): [number, number] {
  const min = policy.baseDelayMs * 2 ** (retry - 1);
  return [min, min * (1 + policy.jitter)];
}

/** One delay from the window; `random` returns [0, 1) like Math.random. */
export function retryDelay(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const [min, max] = retryWindow(policy, retry);
  const delay = Math.floor(min + random() * (max - min));
  // random() is < 1, but guard a bad source so the delay never leaves the window.
  return Math.min(Math.max(delay, Math.ceil(min)), Math.floor(max));
}

/** What an attempt ended with. `error` is set when no response arrived. */
export type AttemptOutcome =
  | { status: number; error?: undefined; /** The answer's Retry-After header, when it had one. */ retryAfter?: string }
  | { status?: undefined; error: 'network' | 'timeout'; message: string };

export interface Classification {
  delivered: boolean;
  retryable: boolean;
  /** Why: shown next to the attempt, e.g. "503 is a server error: retried". */
  reason: string;
}

export function classify(outcome: AttemptOutcome): Classification {
  if (outcome.status === undefined) {
    const what = outcome.error === 'timeout' ? 'time-out' : 'network error';
    return { delivered: false, retryable: true, reason: `${what}: ${outcome.message}` };
  }
  const status = outcome.status;
  if (status >= 200 && status <= 299) return { delivered: true, retryable: false, reason: `${status}: delivered` };
  if (status === 429) return { delivered: false, retryable: true, reason: '429 Too Many Requests: retried' };
  if (status >= 500 && status <= 599) return { delivered: false, retryable: true, reason: `${status} is a server error: retried` };
  if (status >= 400 && status <= 499) return { delivered: false, retryable: false, reason: `${status} is a client error: not retryable` };
  if (status >= 300 && status <= 399)
    return { delivered: false, retryable: false, reason: `${status} is a redirect, which webhooks do not follow: not retryable` };
  return { delivered: false, retryable: false, reason: `${status} is not a valid final HTTP status: not retryable` };
}

export interface NextAttempt {
  attempt: number;
  plannedAt: number;
  window: [number, number];
  /** The wait before it and why: the schedule, or the receiver's Retry-After (capped). */
  delay: PlannedDelay;
}

export interface PlannedDelay {
  ms: number;
  source: 'schedule' | 'retry-after';
  why: string;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;

/**
 * After attempt `attempt` finished at `finishedAt` with `classification`: the next attempt to plan,
 * or null with why the delivery stops. `outcome` is what the attempt ended with: a 429 or 503 whose
 * `Retry-After` the policy honours sets the wait (capped) instead of the schedule; the number of
 * retries stays the policy's either way.
 */
export function nextAttempt(
  policy: RetryPolicy,
  attempt: number,
  finishedAt: number,
  classification: Classification,
  random: () => number = Math.random,
  outcome?: AttemptOutcome,
): { next: NextAttempt } | { next: null; outcome: 'delivered' | 'failed'; why: string } {
  if (classification.delivered) return { next: null, outcome: 'delivered', why: classification.reason };
  if (!classification.retryable) return { next: null, outcome: 'failed', why: classification.reason };
  const retry = attempt; // attempt 1 failed → retry 1 is attempt 2
  if (retry > policy.maxRetries)
    return {
      next: null,
      outcome: 'failed',
      why: `gave up after ${count(attempt, 'attempt', 'attempts')} (${count(policy.maxRetries, 'retry', 'retries')}): ${classification.reason}`,
    };
  const [min, max] = retryWindow(policy, retry);
  const scheduled = retryDelay(policy, retry, random);
  const schedule = (why: string): { next: NextAttempt } => ({
    next: {
      attempt: attempt + 1,
      plannedAt: finishedAt + scheduled,
      window: [finishedAt + min, finishedAt + max],
      delay: { ms: scheduled, source: 'schedule', why },
    },
  });
  const scheduleWhy = `retry ${retry} of the schedule: ${seconds(min)}–${seconds(max)} after the attempt before`;
  const status = outcome?.status;
  const header = outcome?.status === undefined ? undefined : outcome.retryAfter;
  if ((status !== 429 && status !== 503) || header === undefined) return schedule(scheduleWhy);
  const shown = JSON.stringify(header.length > 40 ? `${header.slice(0, 40)}…` : header);
  if (!policy.honourRetryAfter) return schedule(`${scheduleWhy} (Retry-After ${shown} ignored: honour Retry-After is off)`);
  const asked = parseRetryAfter(header, finishedAt);
  if (asked === null) return schedule(`${scheduleWhy} (Retry-After ${shown} is neither seconds nor an HTTP date)`);
  const cap = policy.retryAfterCapMs ?? DEFAULT_RETRY_AFTER_CAP_MS;
  const ms = Math.min(asked, cap);
  const why =
    asked > cap
      ? `Retry-After ${shown} on a ${status} asked for ${seconds(asked)}, capped at ${seconds(cap)}`
      : `Retry-After ${shown} on a ${status}: waits ${seconds(ms)} as asked`;
  return {
    next: {
      attempt: attempt + 1,
      plannedAt: finishedAt + ms,
      window: [finishedAt + ms, finishedAt + ms],
      delay: { ms, source: 'retry-after', why },
    },
  };
}

/** `1 retry`, `2 retries`: a count with its noun in the number it takes. */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
