import { Modal } from '../components/Modal.tsx';
import { formatKeys, type RegisteredAction } from '../lib/shortcuts.ts';

/** Keys handled by the panes themselves (not through useShortcuts), listed so the overlay is complete. */
const PANE_KEYS: { pane: string; keys: string; label: string }[] = [
  { pane: 'Preview', keys: 'Ctrl/⌘+Z · Alt+←', label: 'step back in the history (outside text fields)' },
  { pane: 'Preview', keys: 'Ctrl/⌘+Shift+Z · Ctrl+Y · Alt+→', label: 'step forward' },
  { pane: 'Preview', keys: 'R', label: 're-render' },
  { pane: 'Manifest', keys: 'F8 · Shift+F8', label: 'next / previous problem (in the editor too)' },
  { pane: 'Inspector', keys: '↑ ↓ · J K', label: 'move the selection' },
  { pane: 'Inspector', keys: 'Enter · Esc', label: 'open / close the record' },
  { pane: 'Inspector', keys: '← →', label: 'collapse / expand a dispatch' },
  { pane: 'Inspector', keys: '/', label: 'focus the filter' },
  { pane: 'Site', keys: 'G · D · U', label: 'consent granted / denied / unset (reloads the page)' },
  { pane: 'Site', keys: 'R · F · C', label: 'reload the page / fetch the scripts again / with and without consent' },
];

/** `?`: every shortcut of the studio, grouped by pane; the editor's own keys always win inside it. */
export function ShortcutHelp({
  actions,
  paneLabel,
  onClose,
}: {
  actions: readonly RegisteredAction[];
  paneLabel(id: string | null): string;
  onClose(): void;
}) {
  const bound = actions.filter((a) => a.keys);
  const rows = [...bound.map((a) => ({ pane: paneLabel(a.pane), keys: formatKeys(a.keys!), label: a.label })), ...PANE_KEYS];
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const key = `${r.pane}|${r.keys}|${r.label}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return (
    <Modal label="Keyboard shortcuts" onClose={onClose}>
      <div className="palette help" onKeyDown={(e) => e.key === '?' && (e.preventDefault(), onClose())}>
        <h2>Keyboard shortcuts</h2>
        <p className="muted">Inside a code editor its own keys come first; Ctrl+S and the pane keys (Ctrl+1…9) still work there.</p>
        <table>
          <tbody>
            {unique.map((row) => (
              <tr key={`${row.pane}|${row.keys}|${row.label}`}>
                <td className="muted">{row.pane}</td>
                <td>
                  <kbd>{row.keys}</kbd>
                </td>
                <td>{row.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
