import type { WebhookService } from '../../services/webhooks/service.ts';
import type { DeliveryRow } from '../../services/webhooks/types.ts';
import { maskSecret } from '../../../shared/webhooks/secret.ts';
import { EXIT, type IO } from '../command.ts';

/** The largest burst `webhook send --count` takes: enough to load a receiver, bounded so it ends. */
export const MAX_BURST = 10_000;
export const MAX_BURST_CONCURRENCY = 256;

/** What a burst ended with: counts per outcome, latencies, the rate. */
export interface BurstSummary {
  summary: true;
  count: number;
  concurrency: number;
  delivered: number;
  failed: number;
  attempts: number;
  elapsedMs: number;
  perSecond: number;
  /** Each attempt's request time (send to complete answer), ms. */
  attemptLatencyMs: { p50: number; p99: number; max: number };
  /** Each delivery from queued to delivered or given up, retries included, ms. */
  deliveryMs: { p50: number; p99: number };
  /** Attempts per result: the status (`200`, `503`), or `network error` / `time-out`. */
  outcomes: Record<string, number>;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentile (p in 0..100); 0 for no values. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function outcomeKey(attempt: DeliveryRow['attempts'][number]): string {
  if (attempt.status !== null) return String(attempt.status);
  if (attempt.state === 'interrupted') return 'interrupted';
  return attempt.reason?.startsWith('time-out') ? 'time-out' : 'network error';
}

export function summarize(deliveries: DeliveryRow[], concurrency: number, elapsedMs: number): BurstSummary {
  const attempts = deliveries.flatMap((d) => d.attempts).filter((a) => a.state === 'done' || a.state === 'interrupted');
  const latencies = attempts.map((a) => a.durationMs).filter((ms): ms is number => ms !== null);
  const outcomes: Record<string, number> = {};
  for (const attempt of attempts) outcomes[outcomeKey(attempt)] = (outcomes[outcomeKey(attempt)] ?? 0) + 1;
  const spans = deliveries.map((d) => (d.finishedAt ?? d.createdAt) - d.createdAt);
  return {
    summary: true,
    count: deliveries.length,
    concurrency,
    delivered: deliveries.filter((d) => d.state === 'delivered').length,
    failed: deliveries.filter((d) => d.state === 'failed').length,
    attempts: attempts.length,
    elapsedMs: Math.round(elapsedMs),
    perSecond: Math.round(deliveries.length / Math.max(elapsedMs / 1000, 0.001)),
    attemptLatencyMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.length ? Math.max(...latencies) : 0),
    },
    deliveryMs: { p50: round(percentile(spans, 50)), p99: round(percentile(spans, 99)) },
    outcomes,
  };
}

/**
 * Queues `count` deliveries (each its own event: a fresh eventId, unless the payload fixes one) and
 * waits for every one to be delivered or given up, with a progress line a second (text mode), then
 * prints the summary. Exit 0 when all were delivered, 1 otherwise.
 */
export async function burst(input: {
  service: WebhookService;
  count: number;
  concurrency: number;
  url: string;
  secret: string;
  body: () => Promise<string>;
  policy: Parameters<WebhookService['sendTo']>[0]['policy'];
  json: boolean;
  io: IO;
}): Promise<number> {
  const { service, count, concurrency, io, json } = input;
  if (!json) io.out(`${count} deliveries → ${input.url} (secret ${maskSecret(input.secret)}, ${concurrency} in flight at most)`);
  const started = performance.now();
  const ids: number[] = [];
  const progress = json
    ? null
    : setInterval(() => {
        const stats = service.queueStats();
        io.out(`  … ${stats.inFlight} in flight, ${stats.pending} pending, ${stats.scheduled} scheduled for retry`);
      }, 1000);
  try {
    // Queued in slices so signing and storing them never holds the loop for long.
    for (let i = 0; i < count; i += concurrency) {
      const slice = await Promise.all(
        Array.from({ length: Math.min(concurrency, count - i) }, async () =>
          service.sendTo({ url: input.url, secret: input.secret, bodyText: await input.body(), policy: input.policy }),
        ),
      );
      ids.push(...slice.map((d) => d.id));
    }
    await service.idle();
  } finally {
    if (progress) clearInterval(progress);
  }
  const summary = summarize(
    ids.map((id) => service.delivery(id)),
    concurrency,
    performance.now() - started,
  );
  if (json) io.out(JSON.stringify(summary));
  else {
    const outcomes = Object.entries(summary.outcomes)
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key} ×${n}`)
      .join(', ');
    io.out(
      `${summary.delivered} delivered, ${summary.failed} failed in ${summary.elapsedMs} ms (${summary.perSecond}/s), ${summary.attempts} attempts`,
    );
    io.out(
      `latency per attempt: p50 ${summary.attemptLatencyMs.p50} ms, p99 ${summary.attemptLatencyMs.p99} ms, max ${summary.attemptLatencyMs.max} ms; per delivery (retries included): p50 ${summary.deliveryMs.p50} ms, p99 ${summary.deliveryMs.p99} ms`,
    );
    io.out(`outcomes: ${outcomes || 'none'}`);
  }
  return summary.failed === 0 ? EXIT.ok : EXIT.failure;
}
