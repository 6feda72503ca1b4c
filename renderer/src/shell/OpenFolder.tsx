import { useEffect, useRef, useState } from 'react';
import { StudioError } from '../../../shared/api/errors.ts';
import { Modal } from '../components/Modal.tsx';
import { useStudio } from '../lib/studio.tsx';
import { discardUnsaved, unsavedWork, type UnsavedWork } from '../lib/unsaved.ts';
import { FolderBrowser, parentOf, type FolderBrowserHandle } from './FolderBrowser.tsx';

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
  /** The folders opened before, newest first (the open one left out); ↑/↓ in the path box pick one, Enter opens it. */
  const [recent, setRecent] = useState<string[]>([]);
  const [highlighted, setHighlighted] = useState(-1);
  const pathBox = useRef<HTMLInputElement>(null);
  const browser = useRef<FolderBrowserHandle>(null);
  useEffect(() => {
    let live = true;
    client.call('workspace.recent').then(
      ({ folders }) => live && setRecent(folders.filter((folder) => folder !== current)),
      // No list (an older studio, a read error): the path box alone still opens any folder.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [client, current]);

  /** `restore` puts discarded edits back when the folder does not open: nothing is lost for a typo. */
  const [target, setTarget] = useState('');
  const open = async (restore: (() => void) | null = null, resetDb = false, folder = target) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    setDamaged(false);
    try {
      await client.call('workspace.open', { dir: folder, ...(resetDb ? { resetDb } : {}) });
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
  const submit = (resetDb = false, folder = dir.trim()) => {
    if (!folder || busy) return;
    const unsaved = unsavedWork();
    setTarget(folder);
    setResetAfterAsking(resetDb);
    if (unsaved.length) setAsking(unsaved);
    else void open(null, resetDb, folder);
  };
  const pick = (folder: string) => {
    setDir(folder);
    setDamaged(false);
    submit(false, folder);
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
            if (highlighted >= 0 && recent[highlighted]) pick(recent[highlighted]);
            else submit();
          }}
        >
          <label htmlFor="open-folder-path">Integration folder (the one holding platform-manifest.yaml)</label>
          <input
            id="open-folder-path"
            ref={pathBox}
            autoFocus
            value={dir}
            spellCheck={false}
            placeholder="/path/to/my-integration"
            role="combobox"
            aria-expanded={recent.length > 0}
            aria-controls={recent.length ? 'open-folder-recent' : undefined}
            aria-activedescendant={highlighted >= 0 ? `open-folder-recent-${highlighted}` : undefined}
            onChange={(e) => {
              setDir(e.target.value);
              setDamaged(false);
              setHighlighted(-1);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
              e.preventDefault();
              // Past the last recent folder, ↓ goes on into the folder browser.
              if (e.key === 'ArrowDown' && highlighted >= recent.length - 1) return browser.current?.focus();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setHighlighted((index) => Math.max(-1, Math.min(recent.length - 1, index + step)));
            }}
          />
          {recent.length > 0 && (
            <>
              <span className="open-folder-note muted" id="open-folder-recent-label">
                Recent folders (↑/↓, Enter)
              </span>
              <ul className="open-folder-recent" id="open-folder-recent" role="listbox" aria-labelledby="open-folder-recent-label">
                {recent.map((folder, index) => (
                  <li
                    key={folder}
                    id={`open-folder-recent-${index}`}
                    role="option"
                    aria-selected={index === highlighted}
                    className={index === highlighted ? 'selected' : undefined}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(folder)}
                    title={folder}
                  >
                    <code>{folder}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          <FolderBrowser
            ref={browser}
            start={current ? parentOf(current) : null}
            onPlace={(folder) => {
              setDir(folder);
              setDamaged(false);
              setHighlighted(-1);
            }}
            onOpen={pick}
            onLeaveTop={() => pathBox.current?.focus()}
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
