import { FileWarning } from 'lucide-react';

/** Shown when the file changed on disk while the editor holds unsaved changes. */
export function ConflictPrompt({ onReload, onKeep }: { onReload(): void; onKeep(): void }) {
  return (
    <div className="mf-conflict" role="alertdialog" aria-label="The manifest changed on disk">
      <FileWarning size={16} aria-hidden />
      <span>
        <strong>platform-manifest.yaml changed on disk</strong> while you have unsaved changes.
      </span>
      <button type="button" className="btn" onClick={onReload}>
        Reload theirs
      </button>
      <button type="button" className="btn primary" onClick={onKeep} autoFocus>
        Keep mine
      </button>
    </div>
  );
}
