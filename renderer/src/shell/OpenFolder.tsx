import { useState } from 'react';
import { StudioError } from '../../../shared/api/errors.ts';
import { Modal } from '../components/Modal.tsx';
import { useStudio } from '../lib/studio.tsx';
import { discardUnsaved, unsavedWork, type UnsavedWork } from '../lib/unsaved.ts';

/**
 * "Open folder…": the path of another integration folder (browser mode has no folder picker, so it
 * is typed). With unsaved work in a pane it asks first — Discard or Cancel — before anything opens;
 * an open started elsewhere (the CLI, another window) still gets the Manifest pane's recovery offer.
 */
export function OpenFolder({ current, onClose }: { current: string | null; onClose(): void }) {
  const { client } = useStudio();
  const [dir, setDir] = useState(current ?? '');
  const [asking, setAsking] = useState<UnsavedWork[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The folder's database cannot be read: the dialog offers to move it aside and open with a new one. */
  const [damaged, setDamaged] = useState(false);

  /** `restore` puts discarded edits back when the folder does not open: nothing is lost for a typo. */
  const open = async (restore: (() => void) | null = null, resetDb = false) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    setDamaged(false);
    try {
      await client.call('workspace.open', { dir: dir.trim(), ...(resetDb ? { resetDb } : {}) });
      onClose();
    } catch (failure) {
      restore?.();
      // A damaged database: the message says what happened, the button below is what to do.
      setDamaged(failure instanceof StudioError && failure.code === 'damaged-database');
      setError(`${(failure as Error).message}${restore ? ' Your unsaved edits are kept.' : ''}`);
    } finally {
      setBusy(false);
    }
  };
  /** Whether the open waiting behind the unsaved-edits question moves a damaged database aside. */
  const [resetAfterAsking, setResetAfterAsking] = useState(false);
  const submit = (resetDb = false) => {
    if (!dir.trim() || busy) return;
    const unsaved = unsavedWork();
    setResetAfterAsking(resetDb);
    if (unsaved.length) setAsking(unsaved);
    else void open(null, resetDb);
  };

  return (
    <Modal label="Open folder" className="palette open-folder" onClose={onClose}>
      {asking ? (
        <div className="open-folder-body" role="alertdialog" aria-label="Discard unsaved edits?">
          <p>
            <strong>Discard unsaved edits?</strong> You have unsaved {asking.map((work) => work.label).join(' and ')}
            {current ? (
              <>
                {' '}
                in <code>{current}</code>
              </>
            ) : null}
            . Keep them and they stay with that folder (never shown in another): they come back when you open it again.
          </p>
          <div className="open-folder-actions">
            <button type="button" className="btn" autoFocus onClick={() => setAsking(null)}>
              Cancel
            </button>
            <button type="button" className="btn primary" onClick={() => void open(null, resetAfterAsking)}>
              Keep them and open
            </button>
            <button type="button" className="btn danger" onClick={() => void open(discardUnsaved(), resetAfterAsking)}>
              Discard and open
            </button>
          </div>
        </div>
      ) : (
        <form
          className="open-folder-body"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor="open-folder-path">Integration folder (the one holding platform-manifest.yaml)</label>
          <input
            id="open-folder-path"
            autoFocus
            value={dir}
            spellCheck={false}
            placeholder="/path/to/my-integration"
            onChange={(e) => {
              setDir(e.target.value);
              setDamaged(false);
            }}
          />
          {error && (
            <p className="status-error" role="alert">
              {error}
            </p>
          )}
          {damaged && (
            <p className="open-folder-note">
              <button type="button" className="btn danger" disabled={busy} onClick={() => submit(true)}>
                Move it aside and open
              </button>{' '}
              keeps the damaged file as <code>.studio/studio.db.corrupt-&lt;time&gt;</code> and starts a new, empty database (installations,
              webhook installations and the journal start over).
            </p>
          )}
          <div className="open-folder-actions">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn primary" disabled={!dir.trim() || busy}>
              {busy ? 'Opening…' : 'Open'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
