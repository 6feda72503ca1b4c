import { Repeat, Send } from 'lucide-react';
import type { AttemptView, DeliveryView } from '../../../../shared/api/webhooks.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useStudio } from '../../lib/studio.tsx';
import { useTicker } from './useWebhooks.ts';

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour12: false }) + `.${String(Math.floor(ms % 1000)).padStart(3, '0')}`;

function attemptResult(a: AttemptView): string {
  if (a.state === 'planned') return 'planned';
  if (a.state === 'sending') return 'on the wire…';
  if (a.state === 'interrupted') return 'interrupted';
  return a.status !== null ? String(a.status) : (a.error ?? 'error');
}

function Attempt({ attempt, previous, now }: { attempt: AttemptView; previous: AttemptView | undefined; now: number }) {
  const planned = previous?.finishedAt != null ? Math.round(attempt.plannedAt - previous.finishedAt) : 0;
  const late = attempt.sentAt !== null ? Math.round(attempt.sentAt - attempt.plannedAt) : null;
  const cls = attempt.state === 'planned' ? 'pending' : attempt.status !== null && attempt.status < 300 ? 'ok' : 'error';
  return (
    <li className={`wh-attempt ${cls}`}>
      <span className="wh-attempt-n">#{attempt.attempt}</span>
      <span className="wh-attempt-result">{attemptResult(attempt)}</span>
      {attempt.state === 'planned' ? (
        <span className="wh-countdown" aria-live="polite">
          in {Math.max(0, (attempt.plannedAt - now) / 1000).toFixed(1)} s
        </span>
      ) : (
        <span className="muted">
          +{planned} ms planned{late !== null ? `, sent ${late} ms late` : ''}
          {attempt.durationMs !== null ? `, took ${attempt.durationMs.toFixed(1)} ms` : ''}
        </span>
      )}
      {attempt.window ? (
        <span className="muted wh-window" title="The window the jitter allowed">
          window {time(attempt.window[0])}–{time(attempt.window[1])}
        </span>
      ) : null}
      {attempt.reason ? <span className="wh-reason">{attempt.reason}</span> : null}
    </li>
  );
}

export function Deliveries({ deliveries, onError }: { deliveries: DeliveryView[]; onError: (message: string) => void }) {
  const { client } = useStudio();
  const now = useTicker(deliveries.some((d) => d.state === 'pending'));
  if (deliveries.length === 0) {
    return (
      <EmptyState icon={Send} title="No deliveries yet">
        Pick a webhook, generate a payload and press Send (Ctrl+Enter). Each delivery shows its attempts, their timing and the countdown to
        the next retry.
      </EmptyState>
    );
  }
  return (
    <ul className="wh-deliveries" aria-label="Deliveries">
      {deliveries.map((d) => (
        <li key={d.id} className="wh-delivery" data-state={d.state}>
          <div className="wh-delivery-head">
            <span className={`wh-badge ${d.state}`}>{d.state}</span>
            <code>{d.eventType}</code>
            <code className="muted">{d.eventId}</code>
            <span className="wh-spacer" />
            <span className="muted">{time(d.createdAt)}</span>
            <button
              type="button"
              className="btn"
              title="Send this event again: same eventId, fresh signature"
              onClick={() =>
                client
                  .call('webhooks.resend', { eventId: d.eventId, webhookId: d.webhookId ?? undefined })
                  .catch((e: Error) => onError(e.message))
              }
            >
              <Repeat size={14} aria-hidden /> Resend
            </button>
          </div>
          <div className="muted wh-url">
            → {d.url}
            {d.reference ? <span className="wh-reference"> ({d.reference})</span> : null} ·{' '}
            <code title="X-Platform-Signature">{d.signatureHeader.slice(0, 28)}…</code>
          </div>
          <ol className="wh-attempts">
            {d.attempts.map((a, i) => (
              <Attempt key={a.attempt} attempt={a} previous={d.attempts[i - 1]} now={now} />
            ))}
          </ol>
          {/* The outcome only when it adds to the last attempt's own reason (a give-up after retries, not the same sentence twice). */}
          {d.state !== 'pending' && d.reason && d.reason !== d.attempts.at(-1)?.reason ? (
            <div className={`wh-outcome ${d.state}`}>{d.reason}</div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
