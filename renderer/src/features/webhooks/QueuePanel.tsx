import { useEffect, useState } from 'react';
import { formatTime } from '../inspector/format.ts';
import { useQueueStats } from './useQueueStats.ts';

/** "in 3.2 s", "due now" or "none", counting down between pushes. */
export function nextDueText(nextDueAt: number | null, now: number): string {
  if (nextDueAt === null) return 'nothing queued';
  const wait = nextDueAt - now;
  if (wait <= 0) return 'due now';
  return `in ${wait < 10_000 ? (wait / 1000).toFixed(1) : Math.round(wait / 1000)} s (${formatTime(nextDueAt)})`;
}

/** The delivery queue at a glance: pending, in flight (of the slots), scheduled, and when the next attempt is due. */
export function QueuePanel() {
  const stats = useQueueStats();
  const [now, setNow] = useState(() => Date.now());
  const next = stats?.nextDueAt ?? null;
  useEffect(() => {
    if (next === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [next]);
  if (!stats) return null;
  const idle = stats.pending + stats.inFlight + stats.scheduled === 0;
  return (
    <section className="wh-queue" aria-label="Delivery queue">
      <dl>
        <div>
          <dt>Pending</dt>
          <dd data-testid="queue-pending">{stats.pending}</dd>
        </div>
        <div title={`At most ${stats.concurrency} attempts are on the wire at once`}>
          <dt>In flight</dt>
          <dd data-testid="queue-in-flight">
            {stats.inFlight}
            <span className="muted"> / {stats.concurrency}</span>
          </dd>
        </div>
        <div title="Retries waiting for their planned time">
          <dt>Scheduled</dt>
          <dd data-testid="queue-scheduled">{stats.scheduled}</dd>
        </div>
        <div>
          <dt>Next due</dt>
          <dd data-testid="queue-next">{nextDueText(next, now)}</dd>
        </div>
      </dl>
      {idle ? <p className="muted">The queue is empty: send a payload, or publish an event, and its attempts show here.</p> : null}
    </section>
  );
}
