import type { Installation } from '../../../../shared/api/installations.ts';
import { describeInstallation } from './useInstallations.ts';

/** The installation a pane acts for, by id (each option names it and its status). */
export function InstallationSelect({
  installations,
  value,
  onChange,
}: {
  installations: readonly Installation[];
  value: string;
  onChange(id: string): void;
}) {
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} aria-label="Installation">
      {installations.map((installation) => (
        <option key={installation.id} value={installation.id}>
          {describeInstallation(installation)} · {installation.status}
        </option>
      ))}
    </select>
  );
}
