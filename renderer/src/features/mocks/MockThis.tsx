import { Drama } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { StudioError } from '../../../../shared/api/errors.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { standInOf } from '../../../../shared/mocks/stand-in.ts';
import { ConflictError } from '../../components/ConflictError.tsx';
import { useStudio } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';
import './mocks.css';

/** Fired on `window` after a mock is saved, changed or removed, so the Mocks panel lists it. */
export const MOCKS_CHANGED = 'studio:mocks-changed';

/** Whether the record is an outbound call that got an answer (something to mock). */
export function isMockable(record: JournalRecord): boolean {
  // The stand-in's authorize step was the browser's, not a call of the integration: no mock answers it.
  if (standInOf(answeredBy(record) ?? '')?.step === 'authorize') return false;
  return record.kind === 'outbound.fetch' && (record.data as { response?: unknown } | null)?.response != null;
}

/** The mock that answered an outbound record, or null when the network (or the platform API) did. */
export function answeredBy(record: JournalRecord): string | null {
  const mock = record.kind === 'outbound.fetch' ? (record.data as { mock?: unknown } | null)?.mock : undefined;
  return typeof mock === 'string' ? mock : null;
}

/**
 * "Mock this response" on an outbound call: a mock pre-filled from the recorded exchange (credential
 * headers as `${{ env.NAME }}` references), editable before it is saved to the integration's mocks/.
 */
export function MockThisResponse({ record, onDone, icon }: { record: JournalRecord; onDone(message: string): void; icon?: ReactNode }) {
  const { client } = useStudio();
  const workspaceId = useWorkspace()?.id;
  const [draft, setDraft] = useState<{ name: string; text: string; note: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The name is taken (the server's `conflict`): the error offers to replace it.
  const [conflict, setConflict] = useState(false);
  if (!isMockable(record)) return null;

  const open = async () => {
    setError(null);
    try {
      setDraft(await client.call('mocks.fromRecord', { recordId: record.id }));
    } catch (failure) {
      onDone(`Could not make a mock of #${record.id}: ${(failure as Error).message}`);
    }
  };
  const save = async (overwrite = false) => {
    if (!draft) return;
    setBusy(true);
    setError(null);
    setConflict(false);
    try {
      const { file } = await client.call('mocks.save', {
        name: draft.name.trim(),
        text: draft.text,
        ...(overwrite ? { overwrite } : {}),
        ...(workspaceId ? { workspaceId } : {}),
      });
      window.dispatchEvent(new CustomEvent(MOCKS_CHANGED));
      onDone(`Saved ${file}: the next matching call is answered by it (Mocks panel to edit, disable or switch the mode).`);
      setDraft(null);
    } catch (failure) {
      setError((failure as Error).message);
      setConflict(failure instanceof StudioError && failure.code === 'conflict');
    } finally {
      setBusy(false);
    }
  };

  if (!draft)
    return (
      <button
        type="button"
        className="btn"
        data-action="mock-this"
        onClick={() => void open()}
        title="Answer this call from a mock from now on (saved in mocks/)"
      >
        {icon ?? <Drama size={14} aria-hidden />} Mock this response
      </button>
    );
  return (
    <form
      className="mk-form"
      aria-label="Mock this response"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDraft(null);
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void save();
        }
      }}
    >
      <label>
        Name
        <input
          // The form opens on the user's click; the name is the first thing they may change.
          autoFocus
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          aria-label="Mock name"
          pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
          maxLength={100}
        />
      </label>
      <textarea
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        aria-label="Mock (YAML)"
        spellCheck={false}
        rows={Math.min(24, draft.text.split('\n').length + 1)}
      />
      {draft.note && <p className="muted">{draft.note}</p>}
      <div className="mk-form-actions">
        <button type="submit" className="btn primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save mock'}
        </button>
        <button type="button" className="btn" onClick={() => setDraft(null)}>
          Cancel
        </button>
        <span className="muted">Ctrl+Enter saves, Esc cancels</span>
      </div>
      <ConflictError error={error} conflict={conflict} busy={busy} onReplace={() => void save(true)} />
    </form>
  );
}

/** On an outbound record: who answered it, a mock (which one) or the network; nothing for other records. */
export function AnsweredBy({ record }: { record: JournalRecord }) {
  if (record.kind !== 'outbound.fetch') return null;
  const data = record.data as { mock?: unknown; stub?: unknown; response?: unknown; refused?: unknown } | null;
  const mock = answeredBy(record);
  const standIn = mock ? standInOf(mock) : null;
  const text = standIn
    ? standIn.step === 'authorize'
      ? `Answered by the studio’s mock OAuth provider in place of ${standIn.provider}’s authorize page (the outbound mode is not live): the browser went to its consent page`
      : `Answered by the studio’s mock OAuth provider in place of ${standIn.provider}’s token endpoint, without the network; a mock of this URL in mocks/ (Mock this response) answers before it`
    : mock
      ? `Answered by the mock ${mock} (mocks/), without the network`
      : data?.stub
        ? 'Answered by the studio’s platform API emulator'
        : data?.refused
          ? null
          : data?.response
            ? 'Answered by the network'
            : null;
  if (!text) return null;
  return (
    <p className="insp-parent muted" data-answered-by={mock ? 'mock' : data?.stub ? 'platform-api' : 'network'}>
      {text}
    </p>
  );
}
