import { Suspense, useEffect, useMemo, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { Workspace } from '../../../shared/api/index.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { features } from '../features/registry.ts';
import { formatKeys, useShortcuts, type Shortcut } from '../lib/shortcuts.ts';
import { useStudio, useTopic } from '../lib/studio.tsx';
import { useTheme } from '../lib/theme.ts';
import { StatusBar } from './StatusBar.tsx';

function initialFeature(): string {
  const hash = location.hash.replace('#', '');
  return features.some((f) => f.id === hash) ? hash : 'manifest';
}

export function App() {
  const { client } = useStudio();
  const theme = useTheme();
  const [active, setActive] = useState(initialFeature);
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const layout = useDefaultLayout({ id: 'studio.shell', storage: localStorage });

  useEffect(() => {
    client
      .call('workspace.current')
      .then(setWorkspace)
      .catch((error: Error) => setLoadError(error.message));
  }, [client]);
  useTopic('workspace.changed', setWorkspace);
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
      { keys: 'mod+shift+l', label: 'Switch theme', run: theme.cycle },
    ],
    [theme.cycle],
  );
  useShortcuts(shortcuts);

  const current = features.find((f) => f.id === active) ?? features[0]!;
  const Current = current.component;

  return (
    <div className="app">
      {workspace?.databaseProblem && (
        <div className="app-banner" role="alert" data-testid="database-problem">
          {workspace.databaseProblem}
        </div>
      )}
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
            <ErrorBoundary key={current.id} name={current.label}>
              <Suspense fallback={<div className="loading">Loading {current.label}…</div>}>
                <Current />
              </Suspense>
            </ErrorBoundary>
          </main>
        </Panel>
      </Group>
      <StatusBar workspace={workspace} theme={theme.choice} onCycleTheme={theme.cycle} />
    </div>
  );
}
