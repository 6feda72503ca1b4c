import { Boxes, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { BuildProblem } from '../../components/BuildProblem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Unavailable } from '../../components/Unavailable.tsx';
import { useShortcuts } from '../../lib/shortcuts.ts';
import { CreateDialog } from './CreateDialog.tsx';
import { InstallationDetail } from './InstallationDetail.tsx';
import { MockProviderPanel } from './MockProviderPanel.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { describeInstallation, useInstallations } from './useInstallations.ts';
import './installations.css';

export default function InstallationsFeature() {
  const { list, manifest, reload } = useInstallations();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const layout = useDefaultLayout({ id: 'studio.installations', storage: localStorage });
  const installations = list.state === 'ready' ? list.value : [];
  const current = installations.find((installation) => installation.id === selected) ?? installations[0] ?? null;
  const canCreate = manifest !== null && list.state === 'ready';
  useShortcuts(useMemo(() => (canCreate ? [{ label: 'New installation', run: () => setCreating(true) }] : []), [canCreate]));

  if (list.state === 'loading') return <div className="loading">Loading installations…</div>;
  if (list.state === 'failed') {
    return <Unavailable icon={Boxes} title="Installations are not available" message={list.error.message} onRetry={reload} />;
  }

  const newButton = (
    <button type="button" className="btn primary" onClick={() => setCreating(true)} disabled={!manifest}>
      <Plus size={14} aria-hidden /> New installation
    </button>
  );
  return (
    <div className="in-shell">
      <BuildProblem />
      {installations.length === 0 ? (
        <div className="in-empty">
          <EmptyState icon={Boxes} title="No installations yet" action={newButton}>
            Install the integration on a space, a site or the organization (as its manifest <code>target</code> allows), then fill its
            configuration until it turns active. Connect OAuth accounts through the built-in mock provider below.
          </EmptyState>
          <div className="in-empty-mock">
            <MockProviderPanel />
          </div>
        </div>
      ) : (
        <Group orientation="horizontal" className="in-root" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
          <Panel id="in-list" defaultSize="30%" minSize="18%" className="in-pane">
            <div className="toolbar">{newButton}</div>
            <ul className="in-list" aria-label="Installations">
              {installations.map((installation) => (
                <li key={installation.id}>
                  <button
                    type="button"
                    className={`in-list-item${current?.id === installation.id ? ' selected' : ''}`}
                    aria-current={current?.id === installation.id}
                    onClick={() => setSelected(installation.id)}
                  >
                    <span className="in-list-title">{describeInstallation(installation)}</span>
                    <StatusBadge status={installation.status} />
                    <code className="in-list-id">{installation.id}</code>
                  </button>
                </li>
              ))}
            </ul>
            <MockProviderPanel />
          </Panel>
          <Separator className="resize-handle" />
          <Panel id="in-detail" minSize="40%" className="in-pane">
            {current ? <InstallationDetail key={current.id} installation={current} manifest={manifest} /> : null}
          </Panel>
        </Group>
      )}
      {creating && manifest ? (
        <CreateDialog
          manifest={manifest}
          hasOrganization={installations.some((installation) => installation.kind === 'organization')}
          onClose={() => setCreating(false)}
          onCreated={(installation) => {
            setCreating(false);
            setSelected(installation.id);
          }}
        />
      ) : null}
    </div>
  );
}
