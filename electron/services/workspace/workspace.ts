import { stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import type { Workspace } from '../../../shared/api/index.ts';
import { WorkspaceChangedError, WorkspaceError } from './errors.ts';
import { MANIFEST_FILE } from '../../../shared/manifest/file-name.ts';

/**
 * Resolves what the user named (an integration folder or its manifest file) to the folder and
 * manifest path, refusing anything that is not an integration with a message that says so.
 */
export async function locateIntegration(path: string): Promise<{ dir: string; manifestPath: string }> {
  const target = resolve(path);
  const info = await stat(target).catch(() => null);
  if (!info) throw new WorkspaceError('missing', `${target} does not exist.`);
  const manifestPath = info.isDirectory() ? join(target, MANIFEST_FILE) : target;
  if (info.isFile() && !/\.ya?ml$/.test(basename(target))) {
    throw new WorkspaceError('not-a-manifest', `${target} is not a YAML manifest: name an integration folder or its ${MANIFEST_FILE}.`);
  }
  const manifest = await stat(manifestPath).catch(() => null);
  if (!manifest?.isFile()) {
    throw new WorkspaceError(
      'no-manifest',
      `${target} has no ${MANIFEST_FILE}: open an integration folder, or create one with \`integration-studio new DIR\`.`,
    );
  }
  return { dir: dirname(manifestPath), manifestPath };
}

/**
 * The identity of the integration, from the manifest's snapshot; a broken manifest still opens, with
 * the reason kept. `id` is the open's own (new on every open, also of the same folder).
 */
export function describeIntegration(dir: string, manifest: ManifestSnapshot, id: string): Workspace {
  return {
    id,
    dir,
    manifestPath: manifest.path,
    name: manifest.name,
    title: manifest.title,
    description: manifest.description,
    manifestError: manifest.error,
    databaseProblem: null,
    // The session says otherwise once it knows the user's choice.
    trusted: false,
    ignored: [],
  };
}

/**
 * Refuses a write whose workspace id (and file, when it names one) is not the open workspace's.
 * `readFrom` is the file the text was read from: it also names the folder the write came from.
 */
export function assertWriteTarget(
  open: Pick<Workspace, 'id' | 'dir'>,
  target: { workspaceId?: string; path?: string; expectedPath?: string },
): void {
  const readIn = target.path === undefined ? null : dirname(target.path);
  if (target.workspaceId !== undefined && target.workspaceId !== open.id) throw new WorkspaceChangedError(readIn, open.dir);
  if (target.path !== undefined && target.expectedPath !== undefined && resolve(target.path) !== resolve(target.expectedPath))
    throw new WorkspaceChangedError(readIn, open.dir);
}
