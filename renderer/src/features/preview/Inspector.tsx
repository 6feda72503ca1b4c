import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { validateTree } from '../../../../shared/contentkit/index.ts';
import { formatKeys } from '../../lib/shortcuts.ts';
import type { PreviewSession } from './usePreview.ts';
import type { NodeSources } from './timeline.ts';
import { openWithSystem, sourceUrl } from './Canvas.tsx';
import { parseJsonObject } from './json-object.ts';

type Tab = 'state' | 'json' | 'issues';

/** History of steps (click one to travel there), and the current step's state, ContentKit and issues. */
export function Inspector({ session }: { session: PreviewSession }) {
  const [tab, setTab] = useState<Tab>('state');
  const { timeline, step } = session;
  const top = step?.frames[step.frames.length - 1];
  // An error answer (4xx/5xx, or no answer) is the issue itself: no tree came back to check.
  const failed = step?.error ?? null;
  const issues = top && !failed ? validateTree(top.element) : [];
  const issueCount = issues.length + (failed ? 1 : 0);
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
            {id === 'state' ? 'State' : id === 'json' ? 'ContentKit' : `Issues (${issueCount})`}
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
              <StateEditor
                // A new step (an action, time travel) replaces the text with the state it holds.
                key={`${step.id}:${index}`}
                title={index === 0 ? `${frame.componentId} state` : `modal ${frame.componentId} state`}
                level={index}
                state={frame.state}
                busy={session.busy}
                onApply={(state) => session.applyState(index, state)}
              />
            ))}
          </>
        ) : tab === 'json' ? (
          <ContentKitJson element={top?.element ?? null} sources={top?.sources} />
        ) : failed ? (
          <div className="error-box" role="alert" data-testid="render-error-issue">
            {failed.status ? `The component answered ${failed.status}` : 'The render got no answer'}: {failed.message}
            <p className="muted">
              No ContentKit tree came back, so none was checked; the canvas shows the error and the integration's log.
            </p>
          </div>
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

/** One frame's state as JSON the user may edit; applying re-renders that frame with it (Ctrl+Enter applies). */
function StateEditor({
  title,
  level,
  state,
  busy,
  onApply,
}: {
  title: string;
  level: number;
  state: Record<string, unknown>;
  busy: boolean;
  onApply(state: Record<string, unknown>): void;
}) {
  const [text, setText] = useState(() => JSON.stringify(state, null, 2));
  const [error, setError] = useState<string | null>(null);
  const id = `pv-state-${level}`;
  const apply = () => {
    const parsed = parseJsonObject(text, 'State', '{ "count": 1 }');
    setError(parsed.ok ? null : parsed.error);
    if (parsed.ok) onApply(parsed.value);
  };
  return (
    <div className="pv-state">
      <label htmlFor={id}>
        <h5>{title}</h5>
      </label>
      <textarea
        id={id}
        className="pv-json pv-state-text"
        data-testid={`state-${level}`}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            apply();
          }
        }}
      />
      {error ? (
        <div className="pv-props-error" role="alert">
          {error}
        </div>
      ) : null}
      <button
        type="button"
        className="btn"
        disabled={busy}
        title={`Re-render with this state (${formatKeys('mod+enter')})`}
        onClick={apply}
      >
        Apply state
      </button>
    </div>
  );
}

/** The current tree as JSON, with a button copying it (to paste into a fixture, an issue, a test). */
function ContentKitJson({ element, sources }: { element: unknown; sources?: NodeSources }) {
  const [copied, setCopied] = useState<string | null>(null);
  const json = JSON.stringify(element, null, 2);
  const copy = () =>
    navigator.clipboard.writeText(json).then(
      () => setCopied('Copied the ContentKit JSON.'),
      (error: Error) => setCopied(`Could not copy: ${error.message}`),
    );
  return (
    <>
      <div className="pv-json-actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          <Copy size={14} aria-hidden /> Copy JSON
        </button>
        {copied ? (
          <span className="muted" role="status">
            {copied}
          </span>
        ) : null}
      </div>
      <pre className="pv-json" data-testid="raw-contentkit">
        {json}
      </pre>
      {sources && Object.keys(sources).length ? (
        <table className="pv-sources" aria-label="Where each node was written">
          <tbody>
            {Object.entries(sources).map(([path, source]) => (
              <tr key={path}>
                <td>
                  <code>{path || '(root)'}</code>
                </td>
                <td>
                  <a
                    href={sourceUrl(source)}
                    title={source.path}
                    onClick={(event) => {
                      event.preventDefault();
                      openWithSystem(sourceUrl(source));
                    }}
                  >
                    {source.file}:{source.line}:{source.column}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No source positions: the answer came from a build without them (another runtime package).</p>
      )}
    </>
  );
}
