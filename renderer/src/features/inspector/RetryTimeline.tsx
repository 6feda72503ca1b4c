import { useEffect, useState } from 'react';
import type { RetryPolicy } from '../../../../shared/webhooks/policy.ts';
import { buildTimeline, countdown, type TimelineAttempt } from './timeline.ts';
import { formatDuration, formatTime } from './format.ts';

const WIDTH = 640;
const ROW = 34;
const LEFT = 84;
const RIGHT = 16;

/**
 * Each attempt on one time axis: the jitter window the policy allowed (band), the planned time
 * (tick), the actual send (dot, coloured by outcome) and, while retries remain, the next window
 * with a live countdown.
 */
export function RetryTimeline({ attempts, finished, policy }: { attempts: TimelineAttempt[]; finished: boolean; policy?: RetryPolicy }) {
  const [now, setNow] = useState(() => Date.now());
  const timeline = buildTimeline(attempts, { finished, now, policy });
  const due = countdown(timeline, now);
  useEffect(() => {
    if (!timeline.next) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [timeline.next]);

  const rows = attempts.length + (timeline.next ? 1 : 0);
  const height = rows * ROW + 30;
  const span = timeline.end - timeline.start;
  const x = (t: number) => LEFT + ((t - timeline.start) / span) * (WIDTH - LEFT - RIGHT);
  const ticks = Array.from({ length: 5 }, (_, i) => timeline.start + (span * i) / 4);

  return (
    <section className="insp-timeline" aria-label="Retry timeline">
      <h3>
        Retry timeline <span className="muted">· {attempts.length} attempts</span>
        {due && (
          <span className="insp-countdown" role="timer">
            {' '}
            · {due}
          </span>
        )}
      </h3>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={`Timeline of ${attempts.length} attempts`}>
        {ticks.map((t, i) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={0} y2={rows * ROW} className="insp-grid" />
            <text
              x={x(t)}
              y={rows * ROW + 16}
              textAnchor={i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle'}
              className="insp-axis"
            >
              +{formatDuration(t - timeline.start)}
            </text>
          </g>
        ))}
        {attempts.map((a, i) => (
          <AttemptRow key={a.id} attempt={a} y={i * ROW + ROW / 2} x={x} />
        ))}
        {timeline.next && (
          <g data-testid="next-retry">
            <text x={4} y={attempts.length * ROW + ROW / 2 + 4} className="insp-label">
              next: #{timeline.next.attempt}
            </text>
            <rect
              x={x(timeline.next.window[0])}
              y={attempts.length * ROW + ROW / 2 - 7}
              width={Math.max(2, x(timeline.next.window[1]) - x(timeline.next.window[0]))}
              height={14}
              className="insp-window next"
            >
              <title>next retry window</title>
            </rect>
            {now >= timeline.start && now <= timeline.end && <line x1={x(now)} x2={x(now)} y1={0} y2={rows * ROW} className="insp-now" />}
          </g>
        )}
      </svg>
      <ol className="insp-attempts">
        {attempts.map((a) => (
          <li key={a.id} className={`outcome-${a.outcome}`} data-testid="attempt">
            <strong>#{a.attempt}</strong> {a.status ?? 'no response'} · planned {formatTime(a.plannedAt)}
            {/* A Retry-After wait is one instant, not a jitter window. */}
            {a.window && a.window[1] > a.window[0] && ` (window ${formatTime(a.window[0])}–${formatTime(a.window[1])})`} · sent{' '}
            {a.sentAt === null ? '—' : formatTime(a.sentAt)}
            {a.reason && <span className="muted"> · {a.reason}</span>}
            {a.delay && (
              <div className={`insp-delay source-${a.delay.source}`} data-testid="attempt-delay">
                waited {formatDuration(a.delay.ms)}: {a.delay.why}
              </div>
            )}
          </li>
        ))}
        {timeline.next?.why && (
          <li className="outcome-pending" data-testid="next-delay">
            <strong>#{timeline.next.attempt}</strong> next · {timeline.next.why}
          </li>
        )}
      </ol>
    </section>
  );
}

function AttemptRow({ attempt, y, x }: { attempt: TimelineAttempt; y: number; x: (t: number) => number }) {
  const label = `attempt ${attempt.attempt}`;
  return (
    <g data-testid="timeline-attempt">
      <text x={4} y={y + 4} className="insp-label">
        #{attempt.attempt} {attempt.status ?? '—'}
      </text>
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={y} y2={y} className="insp-lane" />
      {attempt.window && (
        <rect
          x={x(attempt.window[0])}
          y={y - 7}
          width={Math.max(2, x(attempt.window[1]) - x(attempt.window[0]))}
          height={14}
          className="insp-window"
          data-testid="planned-window"
        >
          <title>{`${label}: jitter window ${formatTime(attempt.window[0])}–${formatTime(attempt.window[1])}`}</title>
        </rect>
      )}
      <line x1={x(attempt.plannedAt)} x2={x(attempt.plannedAt)} y1={y - 10} y2={y + 10} className="insp-planned">
        <title>{`${label}: planned ${formatTime(attempt.plannedAt)}`}</title>
      </line>
      {attempt.sentAt !== null && (
        <circle cx={x(attempt.sentAt)} cy={y} r={5} className={`insp-sent outcome-${attempt.outcome}`}>
          <title>{`${label}: sent ${formatTime(attempt.sentAt)}, ${attempt.status ?? 'no response'}`}</title>
        </circle>
      )}
    </g>
  );
}
