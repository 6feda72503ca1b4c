import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Installation, InstallationKind } from '../../../../shared/api/installations.ts';
import { useStudio } from '../../lib/studio.tsx';
import type { InstallationsManifest } from './useInstallations.ts';

const KINDS: { kind: InstallationKind; label: string }[] = [
  { kind: 'space', label: 'A space' },
  { kind: 'site', label: 'A site' },
  { kind: 'organization', label: 'The organization' },
];

function allowed(target: InstallationsManifest['target'], kind: InstallationKind): boolean {
  return kind === 'organization' || target === 'all' || target === kind;
}

/** Installs the integration where the manifest's `target` lets it go. */
export function CreateDialog({
  manifest,
  onClose,
  onCreated,
}: {
  manifest: InstallationsManifest;
  onClose(): void;
  onCreated(installation: Installation): void;
}) {
  const { client } = useStudio();
  const [kind, setKind] = useState<InstallationKind>(() => KINDS.find((k) => allowed(manifest.target, k.kind))!.kind);
  const [where, setWhere] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  async function create() {
    setBusy(true);
    setError(null);
    try {
      const id = where.trim() || undefined;
      const installation = await client.call('installations.create', {
        kind,
        ...(kind === 'space' ? { spaceId: id } : kind === 'site' ? { siteId: id } : {}),
      });
      onCreated(installation);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="in-overlay" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="in-create-title"
        className="in-dialog"
        onSubmit={(event) => (event.preventDefault(), void create())}
      >
        <header>
          <h2 id="in-create-title">Install {manifest.name}</h2>
          <button type="button" className="in-icon-btn" aria-label="Close" onClick={onClose}>
            <X size={16} />
          </button>
        </header>
        <fieldset>
          <legend>Where</legend>
          {KINDS.map(({ kind: option, label }, index) => (
            <label key={option} className={allowed(manifest.target, option) ? '' : 'in-disabled'}>
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                disabled={!allowed(manifest.target, option)}
                onChange={() => setKind(option)}
              />
              {label}
              {!allowed(manifest.target, option) ? <span className="in-muted"> (the manifest's target is {manifest.target})</span> : null}
            </label>
          ))}
        </fieldset>
        {kind !== 'organization' ? (
          <label className="in-field">
            <span className="in-label">{kind === 'space' ? 'Space id' : 'Site id'}</span>
            <input
              value={where}
              onChange={(event) => setWhere(event.target.value)}
              placeholder="leave empty for a generated one"
              maxLength={100}
            />
          </label>
        ) : null}
        <p className="in-muted">
          The installation starts <strong>pending</strong>, with the manifest's defaults; <code>installation_setup</code>
          {kind === 'space' ? ' and space_installation_setup fire' : ' fires'} at once.
        </p>
        {error ? (
          <div className="error-box" role="alert">
            {error}
          </div>
        ) : null}
        <footer>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn primary" disabled={busy}>
            {busy ? 'Installing…' : 'Install'}
          </button>
        </footer>
      </form>
    </div>
  );
}
