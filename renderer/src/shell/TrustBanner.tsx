import { useState } from 'react';
import type { Workspace } from '../../../shared/api/index.ts';
import { useStudio } from '../lib/studio.tsx';

/**
 * Workspace trust: a folder opened for the first time (a cloned repository) runs in restricted mode
 * until the user trusts it. The banner says what that means, lists what the studio ignored, and
 * offers the one way out; the studio then opens the folder again with its own settings.
 */
export function TrustBanner({ workspace, onTrusted }: { workspace: Workspace | null; onTrusted(workspace: Workspace): void }) {
  const { client } = useStudio();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Older studios do not say: only an explicit `false` is restricted.
  if (!workspace || workspace.trusted !== false) return null;

  const trust = async () => {
    setBusy(true);
    setError(null);
    try {
      onTrusted(await client.call('workspace.trust', {}));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="app-banner trust-banner" role="status" aria-label="Workspace trust" data-testid="trust-banner">
      <p>
        <strong>Restricted mode.</strong> You have not trusted this folder, so the studio ignores the settings it ships in .studio/, never
        opens a database it ships there, does not resume the webhook deliveries queued in its database, and gives its secrets only its .env,
        not your environment.
      </p>
      {workspace.ignored.length > 0 && (
        <ul aria-label="Ignored">
          {workspace.ignored.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <button type="button" className="btn primary" onClick={() => void trust()} disabled={busy}>
        {busy ? 'Trusting…' : 'Trust this folder'}
      </button>
      {error && (
        <p className="status-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
