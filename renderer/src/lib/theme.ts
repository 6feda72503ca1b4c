import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'studio.theme';
const media = () => window.matchMedia('(prefers-color-scheme: dark)');

function readChoice(): ThemeChoice {
  const stored = localStorage.getItem(KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = media();
  query.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', listener);
  };
}

/** Light or dark, following the system unless the user picked one; applied as `data-theme` on <html>. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, readChoice);
  const systemDark = useSyncExternalStore(subscribe, () => media().matches);
  const resolved: 'light' | 'dark' = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);
  const setChoice = useCallback((next: ThemeChoice) => {
    if (next === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
    for (const listener of listeners) listener();
  }, []);
  const cycle = useCallback(() => {
    setChoice(choice === 'system' ? (resolved === 'dark' ? 'light' : 'dark') : choice === 'light' ? 'dark' : 'system');
  }, [choice, resolved, setChoice]);
  return { choice, resolved, setChoice, cycle };
}
