import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { realpath, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { StudioError } from '../../../../shared/api/errors.ts';
import { FILE_LIMITS, readRegularFile } from '../../../lib/regular-file.ts';
import type { Workspace } from './workspace-bounds.ts';

/** As the kernel's ELOOP limit: a chain of links longer than this is a loop. */
const MAX_LINKS = 40;

/**
 * Where `path` really is, every symlink on it followed: also a link that points at nothing yet and
 * folders that do not exist yet, since a write there would create them at the link's target.
 */
export function realPathOf(path: string, links = 0): string {
  try {
    return realpathSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const parent = dirname(path);
  if (parent === path) return path;
  const realParent = realPathOf(parent, links);
  const entry = join(realParent, basename(path));
  if (!lstatSync(entry, { throwIfNoEntry: false })?.isSymbolicLink()) return entry;
  if (links >= MAX_LINKS) throw new Error(`${path}: too many levels of symbolic links.`);
  return realPathOf(resolve(realParent, readlinkSync(entry)), links + 1);
}

/** Whether the real path `path` is the real folder `root` or below it. */
export function isWithin(root: string, path: string): boolean {
  const inside = relative(root, path);
  return inside === '' || (inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside));
}

/**
 * The real path of a file the studio reads or writes for the integration (icon, preview image,
 * fixture, snapshot, `.env`), refused when it is outside the integration folder: a folder may come
 * from anyone, and a symlink in it must not hand its integration (or a write) any other file.
 */
export function insideFolder(dir: string, path: string, what: string): string {
  const root = realPathOf(dir);
  const real = realPathOf(resolve(dir, path));
  if (isWithin(root, real)) return real;
  throw new StudioError(
    'forbidden',
    `${what} (${relative(dir, resolve(dir, path)) || path}) is ${real}, outside the integration folder ${root}: the studio reads and writes an integration's files only inside its folder, symlinks followed. Make it a file or folder of its own in the integration folder.`,
  );
}

/**
 * The text of the folder's `.env` ('' when there is none). A `.env` that leads out of the folder is
 * not read: a folder from elsewhere could link it to `~/.aws/credentials`, whose lines read as
 * variables its manifest's `secrets` then hand to hosted code. The refusal is told on the console.
 */
export async function readDotenv(dir: string, warn: (message: string) => void = console.warn): Promise<string> {
  let file: string;
  try {
    file = insideFolder(dir, '.env', 'The .env file');
  } catch (error) {
    warn(`${(error as Error).message} It was not read.`);
    return '';
  }
  try {
    return (await readRegularFile(file, { what: 'The .env file', limit: FILE_LIMITS.dotenv })).toString('utf8');
  } catch (error) {
    // A FIFO or a huge file in its place is said, like a link leading out; no file is no variables.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(`${(error as Error).message} It was not read.`);
    return '';
  }
}

/**
 * Writes `text` to `file` whole (a temporary file beside it, then a rename). The temporary file is
 * created new: a link left under its name (a folder may ship one) is removed, never written through.
 */
export async function writeFileWhole(file: string, text: string | Uint8Array, mode?: number): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await writeFile(temporary, text, { flag: 'wx', ...(mode !== undefined ? { mode } : {}) });
  await rename(temporary, file);
}

/** Inside the integration folder, files the build never reads: the studio's own data and the secrets' file. */
const STUDIO_OWN = /^(?:\.studio(?:[/\\]|$)|\.env(?:\.|$))/;

/**
 * The folders a build may read, as real paths: the integration folder, the studio's SDK, and the
 * `node_modules` folders Node's resolution looks in (the folder's and its parents', for a monorepo
 * whose packages are installed at its root). A `node_modules` that is a link counts where it leads
 * only when that is itself a folder named `node_modules` (a shared install), never a link to `~`.
 */
export function buildRoots(dir: string, sdkDir: string): { folder: string; roots: string[] } {
  const folder = realPathOf(dir);
  const roots = [folder, realPathOf(sdkDir)];
  for (let at = resolve(dir); ; at = dirname(at)) {
    try {
      const modules = realpathSync(join(at, 'node_modules'));
      if (basename(modules) === 'node_modules') roots.push(modules);
    } catch {
      // No node_modules here.
    }
    if (dirname(at) === at) break;
  }
  return { folder, roots };
}

export const FOLDER_BOUNDS_PLUGIN = 'studio-folder-bounds';

export const BUILD_RULE =
  "builds read only the integration's folder, its node_modules (and those of its parent folders) and the studio's SDK, symlinks followed; a workspace package or `npm link` whose real path is elsewhere is refused too";

/**
 * What a build may read beyond the folder: `trusted`, the folder's `workspace` (its monorepo, pnpm's
 * store; see workspace-bounds.ts). Untrusted, the workspace only lets the refusal say what trust lifts.
 */
export interface BuildReach {
  trusted?: boolean;
  workspace?: Workspace | null;
}

/**
 * Checks every file the build reads, on its real path: an import of an absolute path, a `../` path,
 * a glob or a symlink leading out of the folder would put that file's contents in the bundle, where
 * hosted code can send them anywhere. esbuild resolves (aliases, package exports, tsconfig paths);
 * this only says yes or no before the file is read, and a no is a build error at the import.
 * The check is at load, not at resolve: a resolve hook costs a second resolution per import (slack's
 * build went from 150 to 540 ms), a load hook 10 to 20 ms.
 */
export function folderBoundsPlugin(dir: string, sdkDir: string, reach: BuildReach = {}): Plugin {
  return {
    name: FOLDER_BOUNDS_PLUGIN,
    setup(build) {
      const { folder, roots } = buildRoots(dir, sdkDir);
      // A trusted folder reads its workspace; an untrusted one is told that trust would.
      const workspace = reach.workspace ?? null;
      const wider = workspace ? [workspace.root, ...workspace.stores] : [];
      if (reach.trusted) roots.push(...wider);
      build.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
        const real = await realpath(args.path);
        const ownData = isWithin(folder, real) && STUDIO_OWN.test(relative(folder, real));
        if (!ownData && roots.some((root) => isWithin(root, real))) return undefined;
        const why = ownData
          ? "the studio's own data (.studio/) and the .env file are never bundled: give the integration secrets through the manifest's `secrets`"
          : wider.some((root) => isWithin(root, real))
            ? `${BUILD_RULE}. It is in this folder's workspace ${workspace!.root}, which a build reads once you trust the folder (--trust, or Trust this folder in the studio)`
            : `${BUILD_RULE}${reach.trusted ? `, beyond its workspace${workspace ? ` ${workspace.root}` : ''} and pnpm's store` : ''}. Move the file into the folder`;
        return { errors: [{ text: `which is ${real}: refused, ${why}.` }] };
      });
    },
  };
}

/**
 * A refusal as the user reads it, naming the importing file and the import: esbuild places a load
 * error at the import that asked for the file, and the import is the text there.
 */
export function describeRefusal(message: Message, file: string | null): string {
  const at = message.location;
  if (!at) return `The manifest's \`script\`, ${message.text}`;
  const specifier = at.lineText.slice(at.column, at.column + at.length);
  return `${file ?? at.file} imports ${specifier || 'a file'}, ${message.text}`;
}
