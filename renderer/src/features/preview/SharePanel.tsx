import { useState } from 'react';
import { readShareJson, shareJson, shareLink, type SharedPreview } from './share-state.ts';

/**
 * Copy link / Copy JSON of what the canvas shows, and a box to paste such a JSON back. The texts are
 * shown as well as copied: a browser may refuse the clipboard, and the user can still select them.
 */
export function SharePanel({ shared, onApply }: { shared: SharedPreview | null; onApply(shared: SharedPreview): void }) {
  const [pasted, setPasted] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const link = shared ? shareLink(shared, location) : '';
  const json = shared ? shareJson(shared) : '';
  const copy = (what: string, text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => setNote({ text: `${what} copied.`, error: false }),
      () => setNote({ text: `The browser refused the clipboard: select the ${what.toLowerCase()} below and copy it.`, error: false }),
    ) ?? setNote({ text: `No clipboard here: select the ${what.toLowerCase()} below and copy it.`, error: false });
  const apply = () => {
    const reading = readShareJson(pasted);
    if (!reading.ok) return setNote({ text: reading.error, error: true });
    setNote({ text: `Opened ${reading.shared.component} with the pasted props, state and context.`, error: false });
    onApply(reading.shared);
  };
  return (
    <section className="pv-share" aria-label="Share this render" data-testid="share-panel">
      <div className="pv-share-row">
        <button type="button" className="btn" disabled={!shared} onClick={() => void copy('Link', link)}>
          Copy link
        </button>
        <input
          className="pv-share-text"
          readOnly
          aria-label="Link to this render"
          value={link}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="pv-share-row">
        <button type="button" className="btn" disabled={!shared} onClick={() => void copy('JSON', json)}>
          Copy JSON
        </button>
        <textarea className="pv-share-text" readOnly rows={3} aria-label="This render as JSON" value={json} />
      </div>
      <div className="pv-share-row">
        <button type="button" className="btn" disabled={!pasted.trim()} onClick={apply}>
          Paste state
        </button>
        <textarea
          className="pv-share-text"
          rows={3}
          aria-label="Paste a Preview state (JSON)"
          placeholder='{"component": "…", "props": {}, "state": {}, "context": {"type": "document", "editable": true}}'
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
      </div>
      {note ? (
        <p className={note.error ? 'error-box' : 'muted'} role={note.error ? 'alert' : 'status'} data-testid="share-note">
          {note.text}
        </p>
      ) : null}
    </section>
  );
}
