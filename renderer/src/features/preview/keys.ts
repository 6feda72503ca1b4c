import { use, useEffect, useMemo } from 'react';
import { PaneContext, typingIn, useShortcuts } from '../../lib/shortcuts.ts';

/**
 * Time travel with Ctrl/⌘+Z, Ctrl/⌘+Shift+Z (or Ctrl+Y) and Alt+←/→; R re-renders. Ignored while
 * typing, so text fields keep their own undo.
 */
export function usePreviewKeys(actions: { back(): void; forward(): void; rerender(): void }) {
  const { active } = use(PaneContext);
  // The same actions in the command palette (their keys are handled below, outside text fields).
  useShortcuts(
    useMemo(
      () => [
        { label: 'Step back in the history', run: actions.back },
        { label: 'Step forward in the history', run: actions.forward },
        { label: 'Re-render the component', run: actions.rerender },
      ],
      [actions.back, actions.forward, actions.rerender],
    ),
  );
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let run: (() => void) | null = null;
      if ((mod && key === 'z' && !event.shiftKey) || (event.altKey && event.key === 'ArrowLeft')) run = actions.back;
      else if ((mod && key === 'z' && event.shiftKey) || (mod && key === 'y') || (event.altKey && event.key === 'ArrowRight'))
        run = actions.forward;
      else if (key === 'r' && !mod && !event.altKey && !event.shiftKey) run = actions.rerender;
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions.back, actions.forward, actions.rerender, active]);
}
