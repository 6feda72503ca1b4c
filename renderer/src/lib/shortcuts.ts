import { createContext, use, useEffect, useRef, useSyncExternalStore } from 'react';

/** `mod` is Cmd on macOS and Ctrl elsewhere. */
export interface Shortcut {
  /** The key combination; absent for an action reached only from the command palette. */
  keys?: string;
  label: string;
  run(): void;
  /**
   * Runs before the focused widget sees the key (capture phase), so it works even inside editors
   * that swallow keys, such as Monaco. For app-wide navigation only, on keys no editor binds.
   */
  global?: boolean;
  /**
   * Also runs while a code editor (Monaco) has focus. Only for keys Monaco leaves unbound (Ctrl+S):
   * any other studio shortcut gives way to the editor's own binding (Ctrl+Shift+L selects all occurrences).
   */
  inEditor?: boolean;
}

/** The pane a component lives in: its id, and whether it is the one on screen (hidden panes keep their state but take no keys). */
export const PaneContext = createContext<{ id: string | null; active: boolean }>({ id: null, active: true });

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

export function formatKeys(keys: string): string {
  return keys
    .split('+')
    .map((part) =>
      part === 'mod'
        ? isMac
          ? '⌘'
          : 'Ctrl'
        : part === 'shift'
          ? isMac
            ? '⇧'
            : 'Shift'
          : part.length > 1
            ? part[0]!.toUpperCase() + part.slice(1)
            : part.toUpperCase(),
    )
    .join(isMac ? '' : '+');
}

export function matches(event: KeyboardEvent, keys: string): boolean {
  const parts = keys.toLowerCase().split('+');
  const key = parts[parts.length - 1];
  const mod = parts.includes('mod');
  const shift = parts.includes('shift');
  return (
    (isMac ? event.metaKey : event.ctrlKey) === mod &&
    event.shiftKey === shift &&
    !event.altKey &&
    (event.key.toLowerCase() === key || event.code.toLowerCase() === `digit${key}`)
  );
}

/** Whether the key went to a code editor, whose own bindings come first. */
export function inCodeEditor(target: EventTarget | null): boolean {
  return typeof Element !== 'undefined' && target instanceof Element && target.closest('.monaco-editor') !== null;
}

/** Whether the key went to a text field (single-key shortcuts such as `?` or `R` stay out of its way). */
export function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || inCodeEditor(element));
}

/** Every action registered by a mounted pane or the shell, for the command palette and the `?` overlay. */
export interface RegisteredAction extends Shortcut {
  pane: string | null;
}
const registry = new Map<symbol, RegisteredAction[]>();
const listeners = new Set<() => void>();
let snapshot: RegisteredAction[] = [];
function publish() {
  snapshot = [...registry.values()].flat();
  for (const listener of listeners) listener();
}

export function useRegisteredActions(): RegisteredAction[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => snapshot,
  );
}

/**
 * Binds a pane's shortcuts while the pane is on screen, and lists them (keys or not) in the
 * command palette for the whole session.
 */
export function useShortcuts(shortcuts: Shortcut[]) {
  const pane = use(PaneContext);
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  // The palette's list changes only when the set of actions does, not when a closure is renewed:
  // publishing on every render would re-render the shell, which re-renders the pane, and so on.
  const signature = shortcuts.map((s) => `${s.keys ?? ''}|${s.label}|${s.global ? 'g' : ''}${s.inEditor ? 'e' : ''}`).join('\n');
  useEffect(() => {
    const key = Symbol('shortcuts');
    registry.set(
      key,
      latest.current.map((s, index) => ({ ...s, pane: pane.id, run: () => latest.current[index]?.run() })),
    );
    publish();
    return () => {
      registry.delete(key);
      publish();
    };
  }, [signature, pane.id]);
  useEffect(() => {
    if (!pane.active) return;
    const handler = (global: boolean) => (event: KeyboardEvent) => {
      const editor = inCodeEditor(event.target);
      const hit = shortcuts.find(
        (shortcut) =>
          shortcut.keys !== undefined &&
          Boolean(shortcut.global) === global &&
          (!editor || global || shortcut.inEditor) &&
          matches(event, shortcut.keys),
      );
      if (!hit) return;
      event.preventDefault();
      if (global) event.stopPropagation();
      hit.run();
    };
    const onCapture = handler(true);
    const onBubble = handler(false);
    window.addEventListener('keydown', onCapture, true);
    window.addEventListener('keydown', onBubble);
    return () => {
      window.removeEventListener('keydown', onCapture, true);
      window.removeEventListener('keydown', onBubble);
    };
  }, [shortcuts, pane.active]);
}
