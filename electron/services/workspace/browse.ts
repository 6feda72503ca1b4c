import { readdir, readlink, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { StudioError } from '../../../shared/api/errors.ts';
import type { FolderListing } from '../../../shared/api/workspace.ts';
import { MANIFEST_FILE } from './workspace.ts';

/** A folder with more sub-folders than this is listed in part (the dialog says so): a listing is a click, not a crawl. */
export const BROWSE_LIMIT = 500;

export interface BrowseOptions {
  /** Folders offered as starting points after the home folder (the recent folders' parents). */
  places?: string[];
  home?: string;
}

/**
 * The sub-folders of one absolute path for Open folder's browser: names and whether each holds a
 * manifest (a stat, never a read), nothing of any file's content. A symlink is reported with where it
 * points and is not followed into, so a hostile folder's links cannot make the listing wander.
 */
export async function browseFolder(input: { path?: string; hidden?: boolean }, options: BrowseOptions = {}): Promise<FolderListing> {
  const home = options.home ?? homedir();
  const places = [...new Set([home, ...(options.places ?? [])])];
  const requested = input.path ?? home;
  if (!isAbsolute(requested))
    throw new StudioError('invalid-input', `${requested} is not an absolute path: name a folder from the root (/…).`);
  const path = resolve(requested);
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw failure(path, error);
  });
  if (!info.isDirectory())
    throw new StudioError('invalid-input', `${path} is not a folder: name the folder that holds it (${dirname(path)}).`);
  const names = await readdir(path, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw failure(path, error);
  });
  const candidates = names
    .filter((entry) => (entry.isDirectory() || entry.isSymbolicLink()) && (input.hidden || !entry.name.startsWith('.')))
    .sort((a, b) => a.name.localeCompare(b.name));
  const shown = candidates.slice(0, BROWSE_LIMIT);
  const folders = await Promise.all(
    shown.map(async (entry) => {
      const full = join(path, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await readlink(full).catch(() => null);
        return {
          name: entry.name,
          path: full,
          manifest: false,
          hidden: entry.name.startsWith('.'),
          symlink: target ?? '(unreadable link)',
        };
      }
      return { name: entry.name, path: full, manifest: await holdsManifest(full), hidden: entry.name.startsWith('.'), symlink: null };
    }),
  );
  const parent = dirname(path);
  return { path, parent: parent === path ? null : parent, folders, truncated: candidates.length > shown.length, places };
}

/** A stat of the manifest, as workspace.open checks it (so a marked folder opens); nothing is read. */
async function holdsManifest(folder: string): Promise<boolean> {
  const info = await stat(join(folder, MANIFEST_FILE)).catch(() => null);
  return info?.isFile() ?? false;
}

function failure(path: string, error: NodeJS.ErrnoException): StudioError {
  switch (error.code) {
    case 'ENOENT':
      return new StudioError('not-found', `${path} does not exist: check the path or go up to its parent.`);
    case 'ENOTDIR':
      return new StudioError('invalid-input', `${path} is not a folder: name the folder that holds it.`);
    case 'EACCES':
    case 'EPERM':
      return new StudioError('forbidden', `${path} cannot be listed: permission denied. Pick another folder or change its permissions.`);
    default:
      return new StudioError('unavailable', `${path} cannot be listed (${error.code ?? error.message}).`);
  }
}
