import { Drama } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { StudioError } from '../../../../shared/api/errors.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { draftFromRequest, type MockDraft } from '../../../../shared/mocks/draft.ts';
import { standInOf } from '../../../../shared/mocks/stand-in.ts';
import { ConflictError } from '../../components/ConflictError.tsx';
import { useStudio } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';
import './mocks.css';

/** Fired on `window` after a mock is saved, changed or removed, so the Mocks panel lists it. */
export const MOCKS_CHANGED = 'studio:mocks-changed';

/** Whether the record is an outbound call that got an answer (something to mock). */
export function isMockable(record: JournalRecord): boolean {
  // The stand-in's authorize and sign-out steps were the browser's, not calls of the integration: no mock answers them.
  const step = standInOf(answeredBy(record) ?? '')?.step;
  if (step === 'authorize' || step === 'logout') return false;
  return record.kind === 'outbound.fetch' && (record.data as { response?: unknown } | null)?.response != null;
}

/** The mock that answered an outbound record, or null when the network (or the platform API) did. */
export function answeredBy(record: JournalRecord): string | null {
  const mock = record.kind === 'outbound.fetch' ? (record.data as { mock?: unknown } | null)?.mock : undefined;
  return typeof mock === 'string' ? mock : null;
}

/** Whether the record is an outbound call that got no answer (DNS error, refused connection, lockdown): a mock may answer it. */
export function isUnanswered(record: JournalRecord): boolean {
  if (record.kind !== 'outbound.fetch' || record.status === 'pending') return false;
  const data = record.data as { request?: { url?: unknown }; response?: unknown } | null;
  return data?.response == null && typeof data?.request?.url === 'string';
}

/**
 * "Mock this response" on an outbound call: a mock pre-filled from the recorded exchange (credential
 * headers as `${{ env.NAME }}` references), editable before it is saved to the integration's mocks/.
 */
export function MockThisResponse({ record, onDone, icon }: { record: JournalRecord; onDone(message: string): void; icon?: ReactNode }) {
  const { client } = useStudio();
  const [draft, setDraft] = useState<{ name: string; text: string; note: string | null } | null>(null);
  if (!isMockable(record)) return null;

  const open = async () => {
    try {
      setDraft(await client.call('mocks.fromRecord', { recordId: record.id }));
    } catch (failure) {
      onDone(`Could not make a mock of #${record.id}: ${(failure as Error).message}`);
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
    <MockForm
      label="Mock this response"
      draft={draft}
      note={draft.note}
      onClose={(message) => {
        setDraft(null);
        if (message) onDone(message);
      }}
    />
  );
}

/**
 * "Mock this request" on an outbound call that got no answer (the usual case offline): a mock of its
 * method and URL answering a placeholder 200 JSON body, to write the real answer into before saving.
 */
export function MockThisRequest({ record, onDone, icon }: { record: JournalRecord; onDone(message: string): void; icon?: ReactNode }) {
  const [draft, setDraft] = useState<MockDraft | null>(null);
  if (!isUnanswered(record)) return null;
  const request = (record.data as { request: { method: string; url: string } }).request;
  if (!draft)
    return (
      <button
        type="button"
        className="btn"
        data-action="mock-this-request"
        onClick={() => setDraft(draftFromRequest(request.method, request.url))}
        title="This call got no answer: write the answer a mock gives it from now on (saved in mocks/)"
      >
        {icon ?? <Drama size={14} aria-hidden />} Mock this request
      </button>
    );
  return (
    <MockForm
      label="Mock this request"
      draft={draft}
      note="The call got no answer, so the answer above is a placeholder: write the status and body the service gives."
      onClose={(message) => {
        setDraft(null);
        if (message) onDone(message);
      }}
    />
  );
}

/**
 * A mock's name and YAML, saved to mocks/NAME.yaml on Save (an invalid one is refused naming the
 * field; a taken name offers to replace it). `onClose` gets what was saved, or null on Cancel.
 */
export function MockForm({
  label,
  draft: initial,
  note,
  onClose,
}: {
  label: string;
  draft: MockDraft;
  note: string | null;
  onClose(message: string | null): void;
}) {
  const { client } = useStudio();
  const workspaceId = useWorkspace()?.id;
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The name is taken (the server's `conflict`): the error offers to replace it.
  const [conflict, setConflict] = useState(false);

  const save = async (overwrite = false) => {
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
      onClose(`Saved ${file}: the next matching call is answered by it (Mocks panel to edit, disable or switch the mode).`);
    } catch (failure) {
      setError((failure as Error).message);
      setConflict(failure instanceof StudioError && failure.code === 'conflict');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mk-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(null);
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
      {note && <p className="muted">{note}</p>}
      <div className="mk-form-actions">
        <button type="submit" className="btn primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save mock'}
        </button>
        <button type="button" className="btn" onClick={() => onClose(null)}>
          Cancel
        </button>
        <span className="muted">Ctrl+Enter saves, Esc cancels</span>
      </div>
      <ConflictError error={error} conflict={conflict} busy={busy} onReplace={() => void save(true)} />
    </form>
  );
}

/** What the stand-in answered in the provider's place, by step (the authorize step is the browser's). */
const STAND_IN_ENDPOINT = {
  token: 'token endpoint',
  userinfo: 'userinfo endpoint (OpenID Connect)',
  discovery: 'OpenID Connect discovery document',
} as const;

/** On an outbound record: who answered it, a mock (which one) or the network; nothing for other records. */
export function AnsweredBy({ record }: { record: JournalRecord }) {
  if (record.kind !== 'outbound.fetch') return null;
  const data = record.data as { mock?: unknown; stub?: unknown; response?: unknown; refused?: unknown } | null;
  const mock = answeredBy(record);
  const standIn = mock ? standInOf(mock) : null;
  const text = standIn
    ? standIn.step === 'authorize' || standIn.step === 'logout'
      ? `Answered by the studio’s mock OAuth provider in place of ${standIn.provider}’s ${standIn.step === 'logout' ? 'sign-out' : 'authorize'} page (the outbound mode is not live): the browser went to its ${standIn.step === 'logout' ? 'sign-out' : 'consent'} page`
      : `Answered by the studio’s mock OAuth provider in place of ${standIn.provider}’s ${STAND_IN_ENDPOINT[standIn.step]}, without the network; a mock of this URL in mocks/ (Mock this response) answers before it`
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
