import type { HostStatus } from '../../../shared/api/host.ts';
import { useHostStatus } from '../lib/useHostStatus.ts';

const label: Record<HostStatus['state'], string> = {
  stopped: 'host stopped',
  building: 'building…',
  ready: 'host ready',
  error: 'host error',
  restarting: 'restarting…',
};

/** The integration host's state in the status bar; its error in the tooltip, where the user looks first. */
export function HostState() {
  const status = useHostStatus();
  if (!status) return null;
  const details = [
    status.error,
    status.lastBuildMs !== null ? `last build ${Math.round(status.lastBuildMs)} ms` : null,
    status.memoryBytes !== null ? `memory ${(status.memoryBytes / 1024 / 1024).toFixed(0)} MB` : null,
    status.missingSecrets.length ? `missing secrets: ${status.missingSecrets.join(', ')}` : null,
  ].filter(Boolean);
  return (
    <span className={`status-item host-${status.state}`} data-testid="status-host" title={details.join('\n')}>
      ● {label[status.state]}
      {status.missingSecrets.length > 0 && <span className="status-warn"> · {status.missingSecrets.length} missing secret(s)</span>}
    </span>
  );
}
