import { outlineContentAnswer } from '../../../../shared/platform/content-answer.ts';
import { parseStack } from '../../../../shared/inspector/stack.ts';
import { StackTrace } from '../../components/StackTrace.tsx';
import { SaveFixture } from '../fixtures/SaveFixture.tsx';
import { openRecord } from '../../lib/navigation.ts';
import type { Firing } from './history.ts';

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function show(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

/** What one firing gave: the integration's status, answer, duration and logs. */
export function EventResult({ firing }: { firing: Firing }) {
  if (firing.error || !firing.outcome) {
    return (
      <div className="error-box" role="alert" data-testid="event-result">
        <strong>Not delivered</strong> · {time(firing.at)}
        <pre>{firing.error}</pre>
      </div>
    );
  }
  const { outcome } = firing;
  // 406 is the platform's answer to an event with no handler: information, not a failure.
  const tone = outcome.status === 406 ? 'ev-muted' : outcome.status < 400 ? 'ev-ok' : 'ev-error';
  return (
    <article className="ev-result" data-testid="event-result">
      <header>
        <span className={`ev-status ${tone}`} data-testid="event-status">
          {outcome.status}
        </span>
        <strong>{outcome.eventType}</strong>
        <span className="ev-muted">
          {outcome.durationMs.toFixed(1)} ms · {time(firing.at)}
        </span>
        {outcome.recordId !== null ? (
          <a
            href="#inspector"
            className="ev-record-link"
            title="Open this dispatch in the Inspector"
            onClick={(event) => {
              event.preventDefault();
              openRecord(outcome.recordId!);
            }}
          >
            journal #{outcome.recordId}
          </a>
        ) : null}
      </header>
      {outcome.recordId !== null ? <SaveFixture recordId={outcome.recordId} /> : null}
      {outcome.status === 406 ? (
        <p className="ev-muted">
          The integration does not handle this event (406): add it to <code>events</code> in createIntegration.
        </p>
      ) : null}
      {outcome.webhooks ? <p className="ev-muted">Webhooks: {outcome.webhooks}.</p> : null}
      <h4>Answer</h4>
      {outcome.headers['location'] ? (
        <p className="ev-muted" data-testid="event-redirect">
          Redirects to <code>{outcome.headers['location']}</code>
        </p>
      ) : null}
      {outcome.headers['content-type'] ? (
        <p className="ev-muted" data-testid="event-content-type">
          Content-Type <code>{outcome.headers['content-type']}</code>
          {outcome.headers['cache-control'] ? (
            <>
              {' '}
              · Cache-Control <code>{outcome.headers['cache-control']}</code>
            </>
          ) : null}
        </p>
      ) : null}
      {outcome.status < 400 && (outcome.eventType === 'content_compute_revision' || outcome.eventType === 'content_compute_document') ? (
        <ContentOutlineView type={outcome.eventType} body={outcome.body} />
      ) : null}
      <pre className="ev-pre">{show(outcome.body) || '(empty)'}</pre>
      <h4>Logs ({outcome.logs.length})</h4>
      {outcome.logs.length === 0 ? (
        <p className="ev-muted">The handler logged nothing.</p>
      ) : (
        <ol className="ev-logs" data-testid="event-logs">
          {outcome.logs.map((log, index) => (
            <li key={index} className={`ev-log-${log.level}`}>
              <span className="ev-level">{log.level}</span>
              {parseStack(log.message) ? <StackTrace text={log.message} className="ev-log-stack" /> : <span>{log.message}</span>}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/** A content source's pages (revision) or document as an outline, with what does not fit the description. */
function ContentOutlineView({ type, body }: { type: 'content_compute_revision' | 'content_compute_document'; body: unknown }) {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      // not JSON: the outline says so
    }
  }
  const outline = outlineContentAnswer(type, parsed);
  return (
    <div className="ev-outline" data-testid="content-outline">
      <ul>
        {outline.lines.map((line, index) => (
          <li key={index} style={{ paddingLeft: `${line.depth * 16}px` }}>
            {line.text}
          </li>
        ))}
      </ul>
      {outline.problems.map((problem, index) => (
        <p key={index} className="ev-error-text" role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}
