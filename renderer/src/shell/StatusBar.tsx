import { Moon, Monitor, Sun } from 'lucide-react';
import type { Workspace } from '../../../shared/api/index.ts';
import { useStudio } from '../lib/studio.tsx';
import type { ThemeChoice } from '../lib/theme.ts';
import { formatKeys } from '../lib/shortcuts.ts';
import { HostState } from './HostState.tsx';
import { DebugState } from './DebugState.tsx';

const themeIcon = { system: Monitor, light: Sun, dark: Moon } satisfies Record<ThemeChoice, unknown>;

export function StatusBar({ workspace, theme, onCycleTheme }: { workspace: Workspace | null; theme: ThemeChoice; onCycleTheme(): void }) {
  const { transport, connection } = useStudio();
  const ThemeIcon = themeIcon[theme];
  return (
    <footer className="status-bar" aria-label="Status">
      <span className="status-item" data-testid="status-integration">
        {workspace ? (
          <>
            <strong>{workspace.title ?? workspace.name ?? 'Untitled integration'}</strong>
            {workspace.name && <span className="muted"> · {workspace.name}</span>}
            {workspace.manifestError && <span className="status-error"> · manifest unreadable</span>}
          </>
        ) : (
          <span className="muted">No integration open</span>
        )}
      </span>
      {workspace && <HostState />}
      {workspace && <DebugState />}
      <span className="status-spacer" />
      {transport === 'browser' && (
        <span className={`status-item connection-${connection}`} title="Connection to the studio process">
          ● {connection === 'open' ? 'connected' : connection}
        </span>
      )}
      <span className="status-item muted">{transport === 'electron' ? 'desktop' : 'browser mode'}</span>
      <button
        type="button"
        className="status-button"
        onClick={onCycleTheme}
        title={`Theme: ${theme} (${formatKeys('mod+shift+l')})`}
        aria-label={`Theme: ${theme}`}
      >
        <ThemeIcon size={14} aria-hidden /> {theme}
      </button>
    </footer>
  );
}
