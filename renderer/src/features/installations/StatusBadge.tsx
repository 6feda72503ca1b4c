import type { InstallationStatus } from '../../../../shared/api/installations.ts';

const LABEL: Record<InstallationStatus, string> = { pending: 'Pending', active: 'Active', paused: 'Paused' };

export function StatusBadge({ status }: { status: InstallationStatus }) {
  return (
    <span className={`in-badge in-badge-${status}`} data-testid="status-badge" data-status={status}>
      {LABEL[status]}
    </span>
  );
}
