import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { OutboundAllowList } from '../../../../shared/api/host.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { isKind } from '../../../../shared/journal/record.ts';
import { useStudio } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';

/** The origin a refused outbound request went to, or null when the record is not such a refusal. */
export function refusedOrigin(record: JournalRecord): string | null {
  if (!isKind(record, 'outbound.fetch') || record.data.refused === null) return null;
  try {
    return new URL(record.data.request.url).origin;
  } catch {
    return null;
  }
}

/**
 * On a refused outbound request: let the integration reach that origin from now on (a local
 * backend), saved with the workspace. The studio's own servers stay refused whatever the list says.
 */
export function AllowOriginAction({ record, icon, onDone }: { record: JournalRecord; icon: ReactNode; onDone(message: string): void }) {
  const { client } = useStudio();
  const workspaceId = useWorkspace()?.id;
  const [busy, setBusy] = useState(false);
  const origin = refusedOrigin(record);
  if (!origin) return null;
  const allow = async () => {
    setBusy(true);
    try {
      const current = await client.call('host.outbound.get');
      await client.call('host.outbound.set', {
        origins: [...current.workspace.filter((o) => o !== origin), origin],
        ...(workspaceId ? { workspaceId } : {}),
      });
      onDone(`The integration may now reach ${origin} (saved with this workspace; remove it under Outbound in the toolbar).`);
    } catch (error) {
      onDone(`Could not allow ${origin}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn" onClick={allow} disabled={busy} title={`Let the integration reach ${origin} (a local backend)`}>
      {icon} {busy ? 'Allowing…' : `Allow ${origin}`}
    </button>
  );
}

/** The workspace's allowed outbound origins, in the inspector toolbar: add one per line, remove by editing. */
export function OutboundSettings({ onNotice }: { onNotice(notice: { kind: 'ok' | 'error'; text: string }): void }) {
  const { client } = useStudio();
  const workspaceId = useWorkspace()?.id;
  const [list, setList] = useState<OutboundAllowList | null>(null);
  const [text, setText] = useState('');

  // Read again each time the panel opens: "Allow" on a refused request changes the list too.
  const load = useCallback(() => {
    client
      .call('host.outbound.get')
      .then((answer) => {
        setList(answer);
        setText(answer.workspace.join('\n'));
      })
      .catch(() => setList(null));
  }, [client]);
  useEffect(load, [load]);

  const save = async () => {
    try {
      const origins = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const next = await client.call('host.outbound.set', { origins, ...(workspaceId ? { workspaceId } : {}) });
      setList(next);
      setText(next.workspace.join('\n'));
      onNotice({
        kind: 'ok',
        text: next.workspace.length
          ? `The integration may reach ${next.workspace.join(', ')}; every other local or private address stays refused.`
          : 'No local origin is allowed: every local or private address is refused.',
      });
    } catch (error) {
      onNotice({ kind: 'error', text: (error as Error).message });
    }
  };

  const count = list ? list.workspace.length + list.commandLine.length : 0;
  return (
    <details className="insp-settings insp-outbound" onToggle={(event) => (event.currentTarget.open ? load() : undefined)}>
      <summary title="Local or private origins the integration may reach (a local backend)">
        Outbound{count ? ` (${count} allowed)` : ''}
      </summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label>
          Allowed origins, one per line (e.g. http://localhost:3000). Everything else on this machine or a private network is refused.
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            aria-label="Allowed outbound origins"
            placeholder="http://localhost:3000"
          />
        </label>
        {list && list.commandLine.length > 0 && <p className="muted">Also allowed by --allow-outbound: {list.commandLine.join(', ')}</p>}
        <button type="submit" className="btn">
          Save
        </button>
      </form>
    </details>
  );
}
