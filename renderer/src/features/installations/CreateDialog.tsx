import { X } from 'lucide-react';
import { useState } from 'react';
import type { Installation, InstallationKind } from '../../../../shared/api/installations.ts';
import { configurationDefaults, validateConfiguration } from '../../../../shared/manifest/configuration.ts';
import { Modal } from '../../components/Modal.tsx';
import { useStudio } from '../../lib/studio.tsx';
import type { InstallationsManifest } from './useInstallations.ts';

const KINDS: { kind: InstallationKind; label: string }[] = [
  { kind: 'space', label: 'A space' },
  { kind: 'site', label: 'A site' },
  { kind: 'organization', label: 'The organization' },
];

const SECTION_OF = { space: 'space', site: 'site', organization: 'account' } as const;

/** As the studio decides on create: defaults that pass the kind's configuration section make it active at once. */
export function startsActive(manifest: InstallationsManifest, kind: InstallationKind): boolean {
  const section = manifest.sections[SECTION_OF[kind]];
  return validateConfiguration(section, configurationDefaults(section)).length === 0;
}

function allowed(target: InstallationsManifest['target'], kind: InstallationKind): boolean {
  return kind === 'organization' || target === 'all' || target === kind;
}

/** Installs the integration where the manifest's `target` lets it go. */
export function CreateDialog({
  manifest,
  hasOrganization = false,
  onClose,
  onCreated,
}: {
  manifest: InstallationsManifest;
  /** An organization installation exists already: a space or site installation joins it. */
  hasOrganization?: boolean;
  onClose(): void;
  onCreated(installation: Installation): void;
}) {
  const { client } = useStudio();
  const [kind, setKind] = useState<InstallationKind>(() => KINDS.find((k) => allowed(manifest.target, k.kind))!.kind);
  const [where, setWhere] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    <Modal overlayClass="in-overlay" labelledBy="in-create-title" onClose={onClose}>
      <form className="in-dialog" onSubmit={(event) => (event.preventDefault(), void create())}>
        <header>
          <h2 id="in-create-title">Install {manifest.name}</h2>
          <button type="button" className="in-icon-btn" aria-label="Close" onClick={onClose}>
            <X size={16} />
          </button>
        </header>
        <fieldset>
          <legend>Where</legend>
          {KINDS.map(({ kind: option, label }) => (
            <label key={option} className={allowed(manifest.target, option) ? '' : 'in-disabled'}>
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                // The choice comes first, not the Close button: the one the manifest's target allows.
                autoFocus={kind === option}
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
          {startsActive(manifest, kind) ? (
            <>
              The installation starts <strong>active</strong>: the manifest's defaults pass its configuration;
            </>
          ) : (
            <>
              The installation starts <strong>pending</strong>, with the manifest's defaults, until its configuration is complete;
            </>
          )}{' '}
          <code>installation_setup</code>
          {kind === 'space' ? ' and space_installation_setup fire' : ' fires'} at once.
        </p>
        {kind !== 'organization' && !hasOrganization && !startsActive(manifest, 'organization') ? (
          <p className="in-muted" role="note">
            It belongs to an organization installation, created with it, which starts <strong>pending</strong> until its account
            configuration is complete: configure that one too, or the integration sees no account configuration.
          </p>
        ) : null}
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
    </Modal>
  );
}
