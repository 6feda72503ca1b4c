import { useState } from 'react';
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

  /** `restore` puts discarded edits back when the folder does not open: nothing is lost for a typo. */
  const open = async (restore: (() => void) | null = null) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    try {
      await client.call('workspace.open', { dir: dir.trim() });
      onClose();
    } catch (failure) {
      restore?.();
      setError(`${(failure as Error).message}${restore ? ' Your unsaved edits are kept.' : ''}`);
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!dir.trim() || busy) return;
    const unsaved = unsavedWork();
    if (unsaved.length) setAsking(unsaved);
    else void open();
  };

  return (
    <div className="overlay" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="palette open-folder"
        role="dialog"
        aria-modal="true"
        aria-label="Open folder"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        {asking ? (
          <div className="open-folder-body" role="alertdialog" aria-label="Discard unsaved edits?">
            <p>
              <strong>Discard unsaved edits?</strong> You have unsaved {asking.map((work) => work.label).join(' and ')}. Opening{' '}
              <code>{dir.trim()}</code> discards them.
            </p>
            <div className="open-folder-actions">
              <button type="button" className="btn" autoFocus onClick={() => setAsking(null)}>
                Cancel
              </button>
              <button type="button" className="btn danger" onClick={() => void open(discardUnsaved())}>
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
              onChange={(e) => setDir(e.target.value)}
            />
            {error && (
              <p className="status-error" role="alert">
                {error}
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
      </div>
    </div>
  );
}
