import { useEffect } from 'react';

/** `mod` is Cmd on macOS and Ctrl elsewhere. */
export interface Shortcut {
  keys: string;
  label: string;
  run(): void;
  /**
   * Runs before the focused widget sees the key (capture phase), so it works even inside editors
   * that swallow keys, such as Monaco. For app-wide navigation only.
   */
  global?: boolean;
}

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

export function formatKeys(keys: string): string {
  return keys
    .split('+')
    .map((part) => (part === 'mod' ? (isMac ? '⌘' : 'Ctrl') : part === 'shift' ? (isMac ? '⇧' : 'Shift') : part.toUpperCase()))
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

export function useShortcuts(shortcuts: Shortcut[]) {
  useEffect(() => {
    const handler = (global: boolean) => (event: KeyboardEvent) => {
      const hit = shortcuts.find((shortcut) => Boolean(shortcut.global) === global && matches(event, shortcut.keys));
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
  }, [shortcuts]);
}
