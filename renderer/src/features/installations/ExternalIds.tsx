import { useState } from 'react';
import type { Installation } from '../../../../shared/api/installations.ts';
import { useStudio } from '../../lib/studio.tsx';

const parse = (text: string) => [...new Set(text.split(/[\n,]/).map((value) => value.trim()))].filter(Boolean);

/**
 * The installation's external ids: the platform API's lists filter on them
 * (`listIntegrationInstallations({externalId})`), and an integration may set them itself; edits from
 * either side show here at once.
 */
export function ExternalIds({ installation }: { installation: Installation }) {
  const { client } = useStudio();
  const stored = installation.externalIds.join('\n');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? stored;
  const dirty = draft !== null && parse(draft).join('\n') !== stored;

  async function save() {
    setError(null);
    try {
      await client.call('installations.setExternalIds', { installationId: installation.id, externalIds: parse(text) });
      setDraft(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <div className="in-external-ids">
      <label htmlFor={`external-ids-${installation.id}`} className="in-muted">
        One per line. Integrations find this installation by them through the platform API; they can set them too.
      </label>
      <textarea
        id={`external-ids-${installation.id}`}
        aria-label="External ids"
        rows={Math.min(6, Math.max(2, text.split('\n').length))}
        value={text}
        placeholder="none yet: e.g. a repository or workspace id of the connected service"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          }
        }}
      />
      <div className="in-external-ids-actions">
        <button type="button" className="btn" disabled={!dirty} onClick={() => void save()} title="Save external ids (Ctrl/⌘ + Enter)">
          Save external ids
        </button>
        {dirty ? (
          <button type="button" className="btn" onClick={() => setDraft(null)}>
            Discard
          </button>
        ) : null}
      </div>
      {error ? (
        <div className="error-box" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
