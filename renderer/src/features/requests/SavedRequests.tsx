import { FileText, Save } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { PublicRequest } from '../../../../shared/api/installations.ts';
import type { SavedRequests as Saved } from '../../../../shared/api/requests.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';

type Composed = Omit<PublicRequest, 'installationId'>;

/**
 * The folder's saved requests (requests/*.http, the format VS Code's REST Client and JetBrains read):
 * open one into the composer, with the variables of the chosen environment, or save the composer's
 * request under a name. The files are the folder's, so they are reviewed in git and run by `request`.
 */
export function SavedRequests({
  installationId,
  current,
  onOpen,
}: {
  installationId: string;
  current: Composed | null;
  onOpen(request: Composed): void;
}) {
  const { client } = useStudio();
  const workspaceId = useWorkspace()?.id;
  const [saved, setSaved] = useState<Saved | null>(null);
  const [environment, setEnvironment] = useState('');
  const [name, setName] = useState('');
  const [file, setFile] = useState('requests.http');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const load = useCallback(() => {
    client.call('requests.list').then(setSaved, (error: Error) => setMessage({ error: true, text: error.message }));
  }, [client]);
  useEffect(load, [load]);
  useTopic('workspace.changed', load);

  const open = async (requestFile: string, requestName: string) => {
    setMessage(null);
    try {
      const {
        name: opened,
        installationId: _,
        ...request
      } = await client.call('requests.resolve', {
        installationId,
        file: requestFile,
        name: requestName,
        ...(environment && { environment }),
      });
      onOpen(request);
      setName(opened);
      setFile(requestFile);
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    }
  };

  const save = async () => {
    if (!current) return;
    setMessage(null);
    try {
      const written = await client.call('requests.save', { file, name, ...current, ...(workspaceId ? { workspaceId } : {}) });
      setMessage({ error: false, text: `Saved "${name.trim()}" in requests/${written.file}.` });
      load();
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    }
  };

  const files = saved?.files ?? [];
  return (
    <section className="rq-saved" aria-label="Saved requests">
      <header>
        <h3>
          <FileText size={14} aria-hidden /> Saved requests <span className="muted">requests/*.http</span>
        </h3>
        {saved && saved.environments.length > 0 && (
          <label>
            Environment{' '}
            <select value={environment} onChange={(event) => setEnvironment(event.target.value)} aria-label="Environment">
              <option value="">(none)</option>
              {saved.environments.map((env) => (
                <option key={env}>{env}</option>
              ))}
            </select>
          </label>
        )}
      </header>
      <form
        className="rq-save"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-label="Request name"
          placeholder="Name, e.g. Say hello"
        />
        <input value={file} onChange={(event) => setFile(event.target.value)} aria-label="Request file" placeholder="requests.http" />
        <button
          type="submit"
          className="btn mf-small"
          disabled={!current || name.trim() === ''}
          title="Save the composer's request in the folder"
        >
          <Save size={12} aria-hidden /> Save
        </button>
      </form>
      {message && (
        <p className={message.error ? 'rq-blocked' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {saved && files.length === 0 && (
        <p className="muted">
          None yet. Saved requests are files in the folder&apos;s <code>requests/</code>, in the <code>.http</code> format of VS Code&apos;s
          REST Client and JetBrains; run one with <code>integration-studio request FILE#NAME</code>.
        </p>
      )}
      <ul>
        {files.map((entry) => (
          <li key={entry.file}>
            <span className="rq-saved-file">{entry.file}</span>
            {entry.problem && <span className="rq-blocked">{entry.problem}</span>}
            <ul>
              {entry.requests.map((request) => (
                <li key={request.name}>
                  <button
                    type="button"
                    className="rq-history-item"
                    onClick={() => void open(entry.file, request.name)}
                    title={`${request.method} ${request.url}`}
                  >
                    <span className="rq-method">{request.method}</span>
                    <span className="rq-history-path">{request.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
