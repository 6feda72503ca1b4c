import { Drama, Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MockSummary, MocksState } from '../../../../shared/api/mocks.ts';
import { emptyDraft } from '../../../../shared/mocks/draft.ts';
import { hitsLabel } from '../../../../shared/mocks/hits-label.ts';
import { OUTBOUND_MODES, type OutboundMode } from '../../../../shared/mocks/schema.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useShortcuts } from '../../lib/shortcuts.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';
import { MockForm, MOCKS_CHANGED } from './MockThis.tsx';
import './mocks.css';

const MODE_HELP: Record<OutboundMode, string> = {
  live: 'every call goes to the network (mocks aside), under the containment policy',
  mock: 'a matching mock answers; anything else goes to the network under the containment policy',
  record: 'unmatched calls go to the network and each answer is saved as a new mock',
  lockdown: 'only mocks answer; any other call fails inside the integration, naming it',
};

/**
 * The integration's outbound mocks (mocks/*.yaml|json): each rule with its hits (this session's and
 * the journal's, as `mock list` counts them) and last request, to edit, disable or delete; a new one
 * written here; and the outbound mode for the running integration.
 */
export default function MocksFeature() {
  const { client } = useStudio();
  const workspaceId = useWorkspace()?.id;
  const [state, setState] = useState<MocksState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ name: string; text: string; error: string | null } | null>(null);
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const load = useCallback(() => {
    client
      .call('mocks.list', {})
      .then((next) => {
        setState(next);
        setFailure(null);
      })
      .catch((error: Error) => setFailure(error.message));
  }, [client]);
  useEffect(load, [load]);
  useEffect(() => {
    window.addEventListener(MOCKS_CHANGED, load);
    return () => window.removeEventListener(MOCKS_CHANGED, load);
  }, [load]);
  // Hits and recordings change with each outbound call.
  useTopic('journal.appended', (record) => {
    if (record.kind === 'outbound.fetch') load();
  });

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setFailure(null);
    } catch (error) {
      setFailure((error as Error).message);
    }
    load();
  };
  const setMode = (mode: OutboundMode) => act(() => client.call('mocks.setMode', { mode }));
  const scope = workspaceId ? { workspaceId } : {};

  useShortcuts(
    useMemo(
      () => OUTBOUND_MODES.map((mode) => ({ label: `Outbound mode: ${mode}`, run: () => void setMode(mode) })),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- setMode reads the current client only
      [client],
    ),
  );

  const saveEdit = async () => {
    if (!editing) return;
    try {
      await client.call('mocks.save', { name: editing.name, text: editing.text, overwrite: true, ...scope });
      setEditing(null);
      load();
    } catch (error) {
      setEditing({ ...editing, error: (error as Error).message });
    }
  };

  const mode = state?.mode ?? 'mock';
  return (
    <div className="mk-pane">
      <div className="mk-modes" role="group" aria-label="Outbound mode">
        <strong>Outbound</strong>
        {OUTBOUND_MODES.map((one) => (
          <button
            key={one}
            type="button"
            className="btn"
            aria-pressed={mode === one}
            title={MODE_HELP[one]}
            onClick={() => void setMode(one)}
          >
            {one}
          </button>
        ))}
        <span className="muted">{MODE_HELP[mode]}</span>
        <button
          type="button"
          className="btn mk-new"
          aria-expanded={creating}
          onClick={() => {
            setSaved(null);
            setCreating(true);
          }}
          title="Write a mock by hand: the request it answers and its answer (saved in mocks/)"
        >
          <Plus size={14} aria-hidden /> New mock
        </button>
      </div>
      {creating && (
        <MockForm
          label="New mock"
          draft={emptyDraft()}
          note="Give the URL the integration calls (* for any run of characters) and the answer it should get."
          onClose={(message) => {
            setCreating(false);
            setSaved(message);
          }}
        />
      )}
      {saved && (
        <p className="muted" role="status">
          {saved}
        </p>
      )}
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      {state?.error && (
        <div className="error-box" role="alert">
          {state.error}
        </div>
      )}
      {state && !state.error && state.mocks.length === 0 ? (
        <EmptyState icon={Drama} title="No mocks yet">
          A mock answers one of the integration’s outbound calls without the network. Choose <strong>New mock</strong> above, open an
          outbound call in the Inspector and choose <strong>Mock this response</strong> (or <strong>Mock this request</strong> when it
          failed), switch to <strong>record</strong> above and run the integration, or run <code>integration-studio mock add --url …</code>.
          Mocks are files in the integration’s <code>mocks/</code> folder, for git.
        </EmptyState>
      ) : (
        <ul className="mk-list" aria-label="Mocks">
          {state?.mocks.map((mock) => (
            <MockItem
              key={mock.name}
              mock={mock}
              editing={editing?.name === mock.name ? editing : null}
              onEdit={() => setEditing({ name: mock.name, text: mock.text, error: null })}
              onChange={(text) => editing && setEditing({ ...editing, text })}
              onSave={() => void saveEdit()}
              onCancel={() => setEditing(null)}
              onToggle={() => void act(() => client.call('mocks.setEnabled', { name: mock.name, enabled: mock.disabled, ...scope }))}
              onDelete={() => {
                if (window.confirm(`Delete ${mock.file}?`)) void act(() => client.call('mocks.remove', { name: mock.name, ...scope }));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function MockItem(props: {
  mock: MockSummary;
  editing: { text: string; error: string | null } | null;
  onEdit(): void;
  onChange(text: string): void;
  onSave(): void;
  onCancel(): void;
  onToggle(): void;
  onDelete(): void;
}) {
  const { mock, editing } = props;
  return (
    <li className="mk-item" data-disabled={mock.disabled} aria-label={`Mock ${mock.name}`}>
      <div className="mk-item-head">
        <strong>{mock.name}</strong>
        <code>
          {mock.method ?? '*'} {mock.url}
        </code>
        <span
          className="mk-hits"
          title="This session: answers since this studio started. In the journal: every answer the folder's journal keeps, as `integration-studio mock list` counts"
        >
          {hitsLabel(mock.hits, mock.journalHits)}
        </span>
        {mock.disabled && <span className="muted">disabled</span>}
        <button type="button" className="btn" onClick={props.onEdit} aria-label={`Edit ${mock.name}`}>
          <Pencil size={14} aria-hidden /> Edit
        </button>
        <button type="button" className="btn" onClick={props.onToggle} aria-label={`${mock.disabled ? 'Enable' : 'Disable'} ${mock.name}`}>
          <Power size={14} aria-hidden /> {mock.disabled ? 'Enable' : 'Disable'}
        </button>
        <button type="button" className="btn danger" onClick={props.onDelete} aria-label={`Delete ${mock.name}`}>
          <Trash2 size={14} aria-hidden />
        </button>
      </div>
      <span className="muted">
        {mock.lastRequest
          ? `Last request: ${mock.lastRequest.method} ${mock.lastRequest.url} at ${new Date(mock.lastRequest.at).toLocaleTimeString()}`
          : 'Not used yet'}{' '}
        · {mock.file}
      </span>
      {editing && (
        <form
          className="mk-edit"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onCancel();
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              props.onSave();
            }
          }}
        >
          <textarea
            autoFocus
            value={editing.text}
            onChange={(event) => props.onChange(event.target.value)}
            aria-label={`${mock.name} (YAML)`}
            spellCheck={false}
            rows={Math.min(24, editing.text.split('\n').length + 1)}
          />
          {editing.error && (
            <div className="error-box" role="alert">
              {editing.error}
            </div>
          )}
          <div className="mk-form-actions">
            <button type="submit" className="btn primary">
              Save
            </button>
            <button type="button" className="btn" onClick={props.onCancel}>
              Cancel
            </button>
            <span className="muted">Ctrl+Enter saves, Esc cancels</span>
          </div>
        </form>
      )}
    </li>
  );
}
