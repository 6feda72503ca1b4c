import { Pause, Play, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { UNINSTALL_EVENTS, type Installation } from '../../../../shared/api/installations.ts';
import { useShortcuts } from '../../lib/shortcuts.ts';
import { useStudio } from '../../lib/studio.tsx';
import { ConfigurationComponent } from './ConfigurationComponent.tsx';
import { ConfigurationForm } from './ConfigurationForm.tsx';
import { ExternalIds } from './ExternalIds.tsx';
import { History } from './History.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { describeInstallation, SECTION_OF, type InstallationsManifest } from './useInstallations.ts';

export function InstallationDetail({ installation, manifest }: { installation: Installation; manifest: InstallationsManifest | null }) {
  const { client } = useStudio();
  const [error, setError] = useState<string | null>(null);
  const sectionName = SECTION_OF[installation.kind];
  const section = manifest?.sections[sectionName];

  async function act(method: 'installations.pause' | 'installations.resume' | 'installations.delete') {
    setError(null);
    if (
      method === 'installations.delete' &&
      !window.confirm(
        `Uninstall ${describeInstallation(installation)}${installation.kind === 'organization' ? ' and its space and site installations' : ''}? ` +
          `The integration is sent ${UNINSTALL_EVENTS[installation.kind]} with the configuration, as the platform does.`,
      )
    )
      return;
    try {
      await client.call(method, { installationId: installation.id });
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  const toggle = () => void act(installation.status === 'paused' ? 'installations.resume' : 'installations.pause');
  // Palette only: Ctrl+Shift+P opens the command palette.
  useShortcuts(useMemo(() => [{ label: 'Pause or resume the installation', run: toggle }], [installation.status, installation.id])); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="in-detail">
      <header className="in-detail-head">
        <div>
          <h2>
            {describeInstallation(installation)} <StatusBadge status={installation.status} />
          </h2>
          <div className="in-muted">
            <code>{installation.id}</code> · public endpoint <code data-testid="public-endpoint">{installation.urls.publicEndpoint}</code>
          </div>
        </div>
        <div className="in-detail-actions">
          <button type="button" className="btn" onClick={toggle} title={installation.status === 'paused' ? 'Resume' : 'Pause'}>
            {installation.status === 'paused' ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
            {installation.status === 'paused' ? 'Resume' : 'Pause'}
          </button>
          <button type="button" className="btn danger" onClick={() => void act('installations.delete')}>
            <Trash2 size={14} aria-hidden /> Uninstall
          </button>
        </div>
      </header>
      {error ? (
        <div className="error-box" role="alert">
          {error}
        </div>
      ) : null}
      {installation.status === 'paused' ? (
        <div className="in-paused-note" role="status">
          Paused (a studio addition, not a platform state): runtime events and webhook deliveries do not reach this installation until you
          resume it.
        </div>
      ) : null}
      <section className="in-section">
        <h3>
          Configuration <span className="in-muted">({sectionName} section of the manifest)</span>
        </h3>
        {!manifest ? (
          <div className="loading">Reading the manifest…</div>
        ) : section?.componentId ? (
          <ConfigurationComponent installation={installation} componentId={section.componentId} context={`configuration_${sectionName}`} />
        ) : (
          <ConfigurationForm key={installation.id} installation={installation} section={section ?? {}} sectionName={sectionName} />
        )}
      </section>
      <section className="in-section">
        <h3>External ids</h3>
        <ExternalIds key={installation.id} installation={installation} />
      </section>
      <section className="in-section">
        <h3>Status</h3>
        <History installation={installation} />
      </section>
    </div>
  );
}
