import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { formatKeys, type RegisteredAction } from '../lib/shortcuts.ts';

/**
 * How well the typed text matches: every word found as is (in any order) ranks first; otherwise its
 * letters in order (`gtinsp` → "Go to Inspector", `new inst` → "New installation"), ranked by the
 * letters that start a word or follow the previous one. `null`: no match.
 */
export function fuzzyScore(text: string, query: string): number | null {
  const haystack = text.toLowerCase();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  if (words.every((word) => haystack.includes(word))) return 1_000 - haystack.length;
  const letters = words.join('');
  let score = 0;
  let at = -1;
  for (const letter of letters) {
    const next = haystack.indexOf(letter, at + 1);
    if (next === -1) return null;
    if (next === at + 1) score += 3;
    if (next === 0 || /[\s:/(.-]/.test(haystack[next - 1]!)) score += 5;
    at = next;
  }
  return score - haystack.length / 100;
}

/** The actions matching the typed text, best first (ties keep the registration order). */
export function filterActions(actions: readonly RegisteredAction[], query: string, paneLabel: (id: string | null) => string) {
  return actions
    .map((action, order) => ({ action, order, score: fuzzyScore(`${paneLabel(action.pane)} ${action.label}`, query) }))
    .filter((entry): entry is { action: RegisteredAction; order: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.action);
}

/** Ctrl+K / Ctrl+Shift+P: type to find any action of any pane, Enter runs it (switching to its pane first). */
export function CommandPalette({
  actions,
  paneLabel,
  onRun,
  onClose,
}: {
  actions: readonly RegisteredAction[];
  paneLabel(id: string | null): string;
  onRun(action: RegisteredAction): void;
  onClose(): void;
}) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [index, setIndex] = useState(0);
  // The palette does not list itself; one entry per action even when it has two bindings.
  const found = useMemo(() => {
    const seen = new Set<string>();
    return filterActions(actions, query, paneLabel).filter((action) => {
      const id = `${action.pane}:${action.label}`;
      if (action.label === 'Command palette' || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }, [actions, query, paneLabel]);
  const current = Math.min(index, Math.max(0, found.length - 1));
  const run = (action: RegisteredAction | undefined) => {
    if (!action) return;
    onClose();
    onRun(action);
  };
  // The palette is modal for the keyboard: its keys are taken on the way down (capture), wherever the
  // focus is. Opening it mounts the panes not visited yet, and an editor initialising there can take
  // the focus for a moment: a key typed then must neither be lost nor edit that editor.
  const latest = useRef({ found, current, run, onClose });
  useLayoutEffect(() => {
    latest.current = { found, current, run, onClose };
  });
  // Enter typed before anything matched: the panes the palette just mounted may still be registering
  // their actions (a lazily loaded pane). The first match within a second runs, as if Enter came now.
  const pendingEnter = useRef(0);
  useEffect(() => {
    if (pendingEnter.current && found.length > 0 && performance.now() - pendingEnter.current < 1_000) {
      pendingEnter.current = 0;
      run(found[current]);
    }
  });
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const { found, current, run, onClose } = latest.current;
      const inInput = e.target === input.current;
      if (e.key === 'ArrowDown') setIndex((current + 1) % Math.max(1, found.length));
      else if (e.key === 'ArrowUp') setIndex((current - 1 + found.length) % Math.max(1, found.length));
      else if (e.key === 'Enter') {
        if (found.length > 0) run(found[current]);
        else pendingEnter.current = performance.now();
      } else if (e.key === 'Escape') onClose();
      else if (!inInput && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        setQuery((q) => q + e.key);
        setIndex(0);
        pendingEnter.current = 0;
        input.current?.focus();
      } else return;
      e.preventDefault();
      e.stopPropagation();
    }
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <Modal label="Command palette" className="palette" onClose={onClose}>
      <input
        ref={input}
        autoFocus
        // A modal keeps the focus: opening the palette mounts the panes not visited yet, and an
        // editor initialising in one of them could otherwise take the keys typed next (Enter).
        onBlur={(e) => {
          if (e.relatedTarget && e.currentTarget.closest('.palette')?.contains(e.relatedTarget as Node)) return;
          requestAnimationFrame(() => input.current?.focus());
        }}
        role="combobox"
        aria-expanded="true"
        aria-controls="palette-list"
        aria-activedescendant={found.length ? `palette-${current}` : undefined}
        aria-label="Type a command"
        placeholder="Type a command or a pane name…"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setIndex(0);
          pendingEnter.current = 0;
        }}
      />
      <ul id="palette-list" role="listbox" aria-label="Commands">
        {found.map((action, i) => (
          <li
            key={`${action.pane}:${action.label}:${i}`}
            id={`palette-${i}`}
            role="option"
            aria-selected={i === current}
            className={i === current ? 'selected' : undefined}
            onMouseMove={() => setIndex(i)}
            onClick={() => run(action)}
          >
            <span className="muted">{paneLabel(action.pane)}:</span> {action.label}
            {action.keys ? <kbd>{formatKeys(action.keys)}</kbd> : null}
          </li>
        ))}
        {found.length === 0 ? <li className="muted">No command matches “{query}”.</li> : null}
      </ul>
    </Modal>
  );
}
