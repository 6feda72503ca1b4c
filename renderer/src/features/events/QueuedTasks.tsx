import { ListPlus, Play, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Installation, QueuedTask } from '../../../../shared/api/installations.ts';
import { describeTaskState, summarizeTask } from '../../../../shared/platform/queued-tasks.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { firingBlockedBy, parsePayload } from './useEventRunner.ts';
import './tasks.css';

/** The payload text with `task` replaced by a queued one; the rest of what the user edited stays. */
export function withTask(text: string, task: unknown): string {
  let payload: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) payload = value as Record<string, unknown>;
  } catch {
    /* an unreadable payload is replaced by one carrying the task */
  }
  return JSON.stringify({ ...payload, task }, null, 2);
}

function taskInPayload(text: string): string | null {
  try {
    return JSON.stringify((JSON.parse(text) as { task?: unknown }).task ?? null);
  } catch {
    return null;
  }
}

function when(at: number): string {
  const date = new Date(at);
  return date.toDateString() === new Date().toDateString() ? date.toLocaleTimeString() : date.toLocaleString();
}

/** A queued task is recorded by the API call that queued it and answered by a `task` dispatch: either changes the list. */
function changesQueue(record: { kind: string; data: unknown }): boolean {
  const data = record.data as { api?: { operationId?: string | null }; eventType?: string } | null;
  if (record.kind === 'outbound.fetch') return data?.api?.operationId === 'queueIntegrationTask';
  return record.kind === 'dispatch' && data?.eventType === 'task';
}

/**
 * The `task` event's side of the Events pane: what the integration queued with `queueTask`, newest
 * first, each one to put into the payload editor or to fire at once with its payload.
 */
export function QueuedTasks(props: {
  text: string;
  onText: (text: string) => void;
  installation: Pick<Installation, 'status'> | null;
  firing: boolean;
  onFire: (payload: Record<string, unknown>) => void;
}) {
  const { client } = useStudio();
  const [queue, setQueue] = useState<{ tasks: QueuedTask[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(
    () =>
      client.call('installations.queuedTasks').then(
        (answer) => {
          setQueue(answer);
          setError(null);
          setNow(Date.now());
        },
        (failure: Error) => setError(`Could not list the queued tasks: ${failure.message}`),
      ),
    [client],
  );
  useEffect(() => {
    void load();
  }, [load]);

  // The delivered status is written once the integration has answered, just after the dispatch is journaled.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useTopic('journal.appended', (record) => {
    if (!changesQueue(record) || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void load();
    }, 250);
  });
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);

  const inPayload = taskInPayload(props.text);

  function fire(task: unknown) {
    const text = withTask(props.text, task);
    props.onText(text);
    const parsed = parsePayload('task', text);
    if (parsed.ok && firingBlockedBy(parsed, props.installation) === null) props.onFire(parsed.payload);
  }
  const blocked = firingBlockedBy({ ok: true, payload: {}, problems: [] }, props.installation);

  return (
    <section className="ev-tasks" aria-label="Queued tasks">
      <header className="ev-tasks-head">
        <strong>Queued tasks</strong>
        {queue && queue.total > queue.tasks.length ? (
          <span className="ev-muted">
            the newest {queue.tasks.length} of {queue.total}
          </span>
        ) : null}
        <button type="button" className="btn icon" onClick={() => void load()} aria-label="Refresh the queued tasks" title="Refresh">
          <RefreshCw size={14} aria-hidden />
        </button>
      </header>
      {error ? (
        <div className="error-box" role="alert">
          {error}
        </div>
      ) : null}
      {queue && queue.tasks.length === 0 ? (
        <p className="ev-tasks-empty" role="status">
          Nothing queued yet. The integration queues a task with <code>context.integration.queueTask({'{ task, schedule }'})</code> (the
          platform API's <code>queueIntegrationTask</code>, <code>POST /integrations/{'{name}'}/tasks</code>); the platform sends it back as
          a <code>task</code> event <code>schedule</code> seconds later. Each one appears here, to fire again with its payload.
        </p>
      ) : null}
      {queue && queue.tasks.length > 0 ? (
        <ul className="ev-tasks-list">
          {queue.tasks.map((queued) => {
            const summary = summarizeTask(queued.task);
            const current = inPayload === JSON.stringify(queued.task);
            return (
              <li key={queued.seq} className={current ? 'ev-task-current' : undefined} data-testid="queued-task">
                <span className="ev-task-meta">
                  <span className="ev-task-seq">#{queued.seq}</span>
                  <span title={`queued ${new Date(queued.queuedAt).toISOString()}`}>{when(queued.queuedAt)}</span>
                  <span className={`ev-task-state${queued.deliveredStatus !== null && queued.deliveredStatus >= 400 ? ' ev-error' : ''}`}>
                    {describeTaskState(queued, now)}
                  </span>
                  {current ? <span className="ev-task-used">in the payload</span> : null}
                </span>
                <code className="ev-task-payload" title={JSON.stringify(queued.task, null, 2)}>
                  {summary}
                </code>
                <span className="ev-task-actions">
                  <button
                    type="button"
                    className="btn"
                    onClick={() => props.onText(withTask(props.text, queued.task))}
                    aria-label={`Use task #${queued.seq} as the payload`}
                    aria-pressed={current}
                  >
                    <ListPlus size={14} aria-hidden /> Use
                  </button>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => fire(queued.task)}
                    disabled={blocked !== null || props.firing}
                    aria-label={`Fire task #${queued.seq}`}
                    title={blocked ?? 'Fire a task event with this payload'}
                  >
                    <Play size={14} aria-hidden /> Fire
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
