import { FileCode2, FolderOpen, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ManifestDocument, ManifestDraft } from '../../../../shared/api/manifest.ts';
import { StudioError } from '../../../../shared/api/errors.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { ManifestEditor } from './ManifestEditor.tsx';
import { configureSchema } from './monaco.ts';
import './manifest.css';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; document: ManifestDocument; draft: ManifestDraft | null }
  | { state: 'failed'; error: StudioError };

export default function ManifestFeature() {
  const { client, connection } = useStudio();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lostConnection = load.state === 'failed' && load.error.code === 'unavailable';
  // A load cut off by a lost connection is tried again when it is back, not left as "could not be opened".
  if (lostConnection && connection === 'open') {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }

  useEffect(() => {
    let live = true;
    // Unsaved edits an earlier run kept on disk come with the file; without them the editor still opens.
    Promise.all([client.call('manifest.get'), client.call('manifest.draft').catch(() => null)])
      .then(([document, draft]) => live && setLoad({ state: 'ready', document, draft }))
      .catch(
        (error: Error) =>
          live && setLoad({ state: 'failed', error: error instanceof StudioError ? error : new StudioError('internal', error.message) }),
      );
    // Completion and hover need the schema; the editor works without it (plain YAML) if it fails.
    client
      .call('manifest.schema')
      .then(configureSchema)
      .catch(() => configureSchema(null));
    return () => {
      live = false;
    };
  }, [client, attempt]);

  // A manifest that appears (or a workspace that opens) after a failed load: try again.
  useTopic('manifest.changed', () => load.state === 'failed' && setAttempt((n) => n + 1));
  // Another open (another folder, or this one again): the editor closes at once, keeping its unsaved
  // text with its own file, and the new workspace's manifest loads; nothing of the previous one stays on screen.
  useTopic('workspace.changed', (workspace) => {
    if (load.state === 'ready' && load.document.workspaceId === workspace.id) return;
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  });

  if (load.state === 'loading' || lostConnection) return <div className="loading">Loading the manifest…</div>;
  if (load.state === 'ready')
    return (
      <ManifestEditor
        key={`${load.document.workspaceId}:${attempt}`}
        document={load.document}
        stored={load.draft}
        onReload={() => {
          setLoad({ state: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  const retry = (
    <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
      Try again
    </button>
  );
  const { error } = load;
  if (error.code === 'no-workspace')
    return (
      <EmptyState icon={FolderOpen} title="No integration open" action={retry}>
        Open an integration folder (one holding <code>platform-manifest.yaml</code>): start the studio in it with{' '}
        <code>integration-studio serve DIR</code>, or create one with <code>integration-studio new DIR</code>.
      </EmptyState>
    );
  if (error.code === 'not-found')
    return (
      <EmptyState icon={FileCode2} title="No manifest in this folder" action={retry}>
        {error.message} Create one with <code>integration-studio new DIR</code>, or add a <code>platform-manifest.yaml</code> to the folder.
      </EmptyState>
    );
  return (
    <EmptyState icon={TriangleAlert} title="The manifest could not be opened" action={retry}>
      <div className="error-box" role="alert">
        <pre>{error.message}</pre>
      </div>
    </EmptyState>
  );
}
