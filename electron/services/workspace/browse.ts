import { lstat, opendir, readlink, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { WorkspaceError } from './errors.ts';
import type { FolderListing } from '../../../shared/api/workspace.ts';
import { MANIFEST_FILE } from '../../../shared/manifest/file-name.ts';

/** A folder with more sub-folders than this is listed in part (the dialog says so): a listing is a click, not a crawl. */
export const BROWSE_LIMIT = 500;

/**
 * Entries one listing looks at. A folder a hostile repository ships may hold millions; reading
 * 100 000 takes about a tenth of a second, in batches between which the studio answers other calls.
 */
export const SCAN_LIMIT = 200_000;

/** Entries read from the directory per trip to the thread pool (Node's default is 32). */
const BATCH = 512;

const byName = new Intl.Collator().compare;

export interface BrowseOptions {
  /** Folders offered as starting points after the home folder (the recent folders' parents). */
  places?: string[];
  home?: string;
}

interface Candidate {
  name: string;
  link: boolean;
}

/**
 * The sub-folders of one absolute path for Open folder's browser: names and whether each holds a
 * manifest (an lstat, never a read), nothing of any file's content. A symlink is reported with where
 * it points and is not followed (not into, not through to a manifest), so a hostile folder's links
 * (to a FIFO, a device, the rest of the disk) cannot make the listing wander or wait. The folder is
 * streamed in batches and only the first `BROWSE_LIMIT` names are kept, so a folder of 100 000
 * entries neither holds the event loop nor fills memory; `more` says how many matching ones were
 * left out, and `filter` narrows them.
 */
export async function browseFolder(
  input: { path?: string; hidden?: boolean; filter?: string },
  options: BrowseOptions = {},
): Promise<FolderListing> {
  const home = options.home ?? homedir();
  const places = [...new Set([home, ...(options.places ?? [])])];
  const requested = input.path ?? home;
  if (!isAbsolute(requested))
    throw new WorkspaceError('not-absolute', `${requested} is not an absolute path: name a folder from the root (/…).`);
  const path = resolve(requested);
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw failure(path, error);
  });
  if (!info.isDirectory())
    throw new WorkspaceError('not-a-folder', `${path} is not a folder: name the folder that holds it (${dirname(path)}).`);
  const filter = input.filter?.trim().toLowerCase() || null;
  const { kept, matching, complete } = await firstFolders(path, { hidden: input.hidden ?? false, filter });
  const folders = await Promise.all(
    kept.map(async ({ name, link }) => {
      const full = join(path, name);
      const hidden = name.startsWith('.');
      if (link)
        return { name, path: full, manifest: false, hidden, symlink: (await readlink(full).catch(() => null)) ?? '(unreadable link)' };
      return { name, path: full, manifest: await holdsManifest(full), hidden, symlink: null };
    }),
  );
  const parent = dirname(path);
  const more = matching - folders.length;
  return { path, parent: parent === path ? null : parent, folders, truncated: more > 0 || !complete, more, complete, places };
}

/**
 * Streams the folder's entries and keeps the first `BROWSE_LIMIT` sub-folders (and links) by name.
 * Past the limit, a name after the last one kept is dropped at once, and the kept ones are trimmed
 * when they reach twice the limit, so the work per entry stays one comparison, not a sort.
 */
async function firstFolders(path: string, options: { hidden: boolean; filter: string | null }) {
  const directory = await opendir(path, { bufferSize: BATCH }).catch((error: NodeJS.ErrnoException) => {
    throw failure(path, error);
  });
  let kept: Candidate[] = [];
  let last: string | null = null;
  let matching = 0;
  let scanned = 0;
  let complete = true;
  try {
    for await (const entry of directory) {
      if (++scanned > SCAN_LIMIT) {
        complete = false;
        break;
      }
      const link = entry.isSymbolicLink();
      if (!link && !entry.isDirectory()) continue;
      if (!options.hidden && entry.name.startsWith('.')) continue;
      if (options.filter !== null && !entry.name.toLowerCase().includes(options.filter)) continue;
      matching++;
      if (last !== null && byName(entry.name, last) >= 0) continue;
      kept.push({ name: entry.name, link });
      if (kept.length >= 2 * BROWSE_LIMIT) {
        kept = kept.sort((a, b) => byName(a.name, b.name)).slice(0, BROWSE_LIMIT);
        last = kept.at(-1)!.name;
      }
    }
  } catch (error) {
    throw failure(path, error as NodeJS.ErrnoException);
  }
  // for await closes the directory when it ends or breaks; a failed read leaves it to the catch above.
  return { kept: kept.sort((a, b) => byName(a.name, b.name)).slice(0, BROWSE_LIMIT), matching, complete };
}

/** An lstat of the manifest: a regular file, not a link to one (nothing is followed), and nothing is read. */
async function holdsManifest(folder: string): Promise<boolean> {
  const info = await lstat(join(folder, MANIFEST_FILE)).catch(() => null);
  return info?.isFile() ?? false;
}

function failure(path: string, error: NodeJS.ErrnoException): WorkspaceError {
  switch (error.code) {
    case 'ENOENT':
      return new WorkspaceError('missing', `${path} does not exist: check the path or go up to its parent.`);
    case 'ENOTDIR':
      return new WorkspaceError('not-a-folder', `${path} is not a folder: name the folder that holds it.`);
    case 'EACCES':
    case 'EPERM':
      return new WorkspaceError(
        'permission-denied',
        `${path} cannot be listed: permission denied. Pick another folder or change its permissions.`,
      );
    default:
      return new WorkspaceError('unlistable', `${path} cannot be listed (${error.code ?? error.message}).`);
  }
}
