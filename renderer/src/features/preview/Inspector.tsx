import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { validateTree } from '../../../../shared/contentkit/index.ts';
import { formatKeys } from '../../lib/shortcuts.ts';
import type { PreviewSession } from './usePreview.ts';

type Tab = 'state' | 'json' | 'issues';

/** History of steps (click one to travel there), and the current step's state, ContentKit and issues. */
export function Inspector({ session }: { session: PreviewSession }) {
  const [tab, setTab] = useState<Tab>('state');
  const { timeline, step } = session;
  const top = step?.frames[step.frames.length - 1];
  const issues = top ? validateTree(top.element) : [];
  return (
    <div className="pv-inspector">
      <div className="toolbar pv-section-title">
        <strong>History</strong>
        <span className="muted">{timeline.steps.length ? `step ${timeline.cursor + 1} of ${timeline.steps.length}` : ''}</span>
        <span className="status-spacer" />
        <button
          type="button"
          className="btn pv-icon"
          aria-label="Step back"
          title={`Step back (${formatKeys('mod+z')}, Alt+←)`}
          disabled={timeline.cursor <= 0}
          onClick={session.back}
        >
          <ArrowLeft size={14} aria-hidden />
        </button>
        <button
          type="button"
          className="btn pv-icon"
          aria-label="Step forward"
          title={`Step forward (${formatKeys('mod+shift+z')}, Alt+→)`}
          disabled={timeline.cursor >= timeline.steps.length - 1}
          onClick={session.forward}
        >
          <ArrowRight size={14} aria-hidden />
        </button>
      </div>
      <ol className="pv-history" aria-label="History of states and actions">
        {timeline.steps.length === 0 ? (
          <li className="muted pv-history-empty">Each render and action appears here; click one to go back to it.</li>
        ) : null}
        {timeline.steps.map((s, index) => (
          <li key={s.id}>
            <button
              type="button"
              className={`pv-history-item${index === timeline.cursor ? ' current' : ''}${index > timeline.cursor ? ' future' : ''}`}
              aria-current={index === timeline.cursor ? 'step' : undefined}
              onClick={() => session.travelTo(index)}
            >
              <span className="pv-history-index">{index + 1}</span>
              <span className={`pv-history-label${s.error ? ' status-error' : ''}`}>{s.label}</span>
              <span className="muted pv-history-time">
                {s.status !== null ? `${s.status} · ` : ''}
                {s.durationMs !== null ? `${s.durationMs.toFixed(0)} ms` : '—'}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <div className="pv-tabs" role="tablist">
        {(['state', 'json', 'issues'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`pv-tab${tab === id ? ' active' : ''}`}
            onClick={() => setTab(id)}
          >
            {id === 'state' ? 'State' : id === 'json' ? 'ContentKit' : `Issues (${issues.length})`}
          </button>
        ))}
      </div>
      <div className="pv-tab-body" role="tabpanel">
        {!step ? (
          <p className="muted">Nothing rendered yet.</p>
        ) : tab === 'state' ? (
          <>
            {step.action ? (
              <>
                <h5>Action</h5>
                <pre className="pv-json">{JSON.stringify(step.action, null, 2)}</pre>
              </>
            ) : null}
            {step.frames.map((frame, index) => (
              <div key={index}>
                <h5>{index === 0 ? `${frame.componentId} state` : `modal ${frame.componentId} state`}</h5>
                <pre className="pv-json" data-testid={`state-${index}`}>
                  {JSON.stringify(frame.state, null, 2)}
                </pre>
              </div>
            ))}
          </>
        ) : tab === 'json' ? (
          <pre className="pv-json" data-testid="raw-contentkit">
            {JSON.stringify(top?.element ?? null, null, 2)}
          </pre>
        ) : issues.length === 0 ? (
          <p className="muted">The ContentKit tree is valid.</p>
        ) : (
          <ul className="pv-issues">
            {issues.map((issue, index) => (
              <li key={index}>
                <code>{issue.path || '(root)'}</code> {issue.element ?? 'node'}
                {issue.attribute ? `.${issue.attribute}` : ''}: {issue.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
