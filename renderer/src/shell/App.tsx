import { memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { Workspace } from '../../../shared/api/index.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { features, type Feature } from '../features/registry.ts';
import {
  formatKeys,
  PaneContext,
  typingIn,
  useRegisteredActions,
  useShortcuts,
  type RegisteredAction,
  type Shortcut,
} from '../lib/shortcuts.ts';
import { useStudio, useTopic } from '../lib/studio.tsx';
import { useTheme } from '../lib/theme.ts';
import { forgetRecordRequest } from '../lib/navigation.ts';
import { CommandPalette } from './CommandPalette.tsx';
import { OpenFolder } from './OpenFolder.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { StatusBar } from './StatusBar.tsx';
import { TrustBanner } from './TrustBanner.tsx';
import { AddressNotices } from './AddressNotices.tsx';
import { ConnectionLost } from './ConnectionLost.tsx';

function initialFeature(): string {
  const hash = location.hash.replace('#', '');
  return features.some((f) => f.id === hash) ? hash : 'manifest';
}

/** One visited pane; memoized so the shell's own re-renders (palette, theme) do not re-render every pane. */
const PaneSlot = memo(function PaneSlot({ feature, active, workspaceId }: { feature: Feature; active: boolean; workspaceId: string }) {
  const Pane = feature.component;
  const context = useMemo(() => ({ id: feature.id, active }), [feature.id, active]);
  return (
    <div className="pane-slot" hidden={!active} data-pane={feature.id} data-workspace={workspaceId}>
      <PaneContext value={context}>
        <ErrorBoundary name={feature.label}>
          <Suspense fallback={<div className="loading">Loading {feature.label}…</div>}>
            <Pane />
          </Suspense>
        </ErrorBoundary>
      </PaneContext>
    </div>
  );
});

export function App() {
  const { client } = useStudio();
  const theme = useTheme();
  const [active, setActive] = useState(initialFeature);
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  // Panes wait for the first answer, so they do not mount once for "none" and again for the open workspace.
  const [known, setKnown] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const layout = useDefaultLayout({ id: 'studio.shell', storage: localStorage });
  // Panes stay mounted once visited (hidden when not on screen), so each keeps its state for the session.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  const [overlay, setOverlay] = useState<'palette' | 'help' | 'open' | null>(null);
  const actions = useRegisteredActions();
  // Adjusted during render (React's pattern for state derived from a change), not in an effect.
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const openPalette = useCallback(() => {
    // Every pane's actions are reachable: mount the panes not visited yet (hidden) so they register theirs.
    setVisited(new Set(features.map((f) => f.id)));
    setOverlay('palette');
  }, []);

  useEffect(() => {
    client
      .call('workspace.current')
      .then(setWorkspace)
      .catch((error: Error) => setLoadError(error.message))
      .finally(() => setKnown(true));
  }, [client]);
  useTopic('workspace.changed', (next) => {
    // A link into the Inspector made in the previous workspace names a record of its journal, not of this one.
    if (next.id !== workspace?.id) forgetRecordRequest();
    setWorkspace(next);
    setKnown(true);
  });
  useTopic('workspace.problem', ({ dir, message }) =>
    setWorkspace((open) => (open && open.dir === dir ? { ...open, databaseProblem: message } : open)),
  );

  useEffect(() => {
    history.replaceState(null, '', `#${active}`);
    const onHash = () => setActive(initialFeature());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [active]);

  const shortcuts = useMemo<Shortcut[]>(
    () => [
      ...features.map((feature, index) => ({
        keys: `mod+${index + 1}`,
        label: `Go to ${feature.label}`,
        run: () => setActive(feature.id),
        global: true,
      })),
      // Not global: inside Monaco, Ctrl+Shift+L is its "select all occurrences".
      { keys: 'mod+shift+l', label: 'Switch theme', run: theme.cycle },
      // Ctrl+K outside editors (Monaco uses it to start chords), Ctrl+Shift+P everywhere (Monaco leaves it unbound).
      { keys: 'mod+k', label: 'Command palette', run: openPalette },
      { keys: 'mod+shift+p', label: 'Command palette', run: openPalette, global: true },
      { label: 'Keyboard shortcuts', run: () => setOverlay('help') },
      { label: 'Open folder…', run: () => setOverlay('open') },
    ],
    [theme.cycle, openPalette],
  );
  useShortcuts(shortcuts);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)) {
        event.preventDefault();
        setOverlay('help');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const paneLabel = useCallback((id: string | null) => features.find((f) => f.id === id)?.label ?? 'Studio', []);
  const runAction = useCallback((action: RegisteredAction) => {
    if (action.pane) setActive(action.pane);
    // After the pane is on screen, so actions that focus or measure find it visible.
    requestAnimationFrame(() => action.run());
  }, []);

  const current = features.find((f) => f.id === active) ?? features[0]!;

  return (
    <div className="app">
      <ConnectionLost />
      {workspace?.databaseProblem && (
        <div className="app-banner" role="alert" data-testid="database-problem">
          {workspace.databaseProblem}
        </div>
      )}
      <TrustBanner workspace={workspace} onTrusted={setWorkspace} />
      <AddressNotices />
      <Group orientation="horizontal" className="app-body" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
        <Panel id="sidebar" defaultSize={200} minSize={150} maxSize={360} className="sidebar">
          <div className="sidebar-title" title={workspace?.dir}>
            <span className="logo" aria-hidden>
              ◆
            </span>{' '}
            Integration Studio
          </div>
          <nav aria-label="Features">
            {features.map((feature, index) => {
              const Icon = feature.icon;
              return (
                <button
                  key={feature.id}
                  type="button"
                  className={`nav-item${feature.id === active ? ' active' : ''}`}
                  aria-current={feature.id === active ? 'page' : undefined}
                  onClick={() => setActive(feature.id)}
                  title={`${feature.label} (${formatKeys(`mod+${index + 1}`)})`}
                >
                  <Icon size={16} aria-hidden />
                  <span>{feature.label}</span>
                  <kbd>{formatKeys(`mod+${index + 1}`)}</kbd>
                </button>
              );
            })}
          </nav>
        </Panel>
        <Separator className="resize-handle" />
        <Panel id="main" minSize={400}>
          <main className="main" aria-label={current.label}>
            {loadError && (
              <div className="error-box" role="alert">
                The studio did not answer: {loadError}
              </div>
            )}
            {/* Keyed by the open workspace: on every open each pane starts over, so no pane ever shows the data,
                notices or selections of a folder that is not open (what should outlive an open is kept per folder). */}
            {known &&
              features
                .filter((feature) => visited.has(feature.id))
                .map((feature) => (
                  <PaneSlot
                    key={`${feature.id}:${workspace?.id ?? 'none'}`}
                    feature={feature}
                    active={feature.id === current.id}
                    workspaceId={workspace?.id ?? 'none'}
                  />
                ))}
          </main>
        </Panel>
      </Group>
      <StatusBar workspace={workspace} theme={theme.choice} onCycleTheme={theme.cycle} />
      {overlay === 'palette' ? (
        <CommandPalette actions={actions} paneLabel={paneLabel} onRun={runAction} onClose={() => setOverlay(null)} />
      ) : null}
      {overlay === 'help' ? <ShortcutHelp actions={actions} paneLabel={paneLabel} onClose={() => setOverlay(null)} /> : null}
      {overlay === 'open' ? <OpenFolder current={workspace?.dir ?? null} onClose={() => setOverlay(null)} /> : null}
    </div>
  );
}
