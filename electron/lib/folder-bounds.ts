import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { FileError } from './file-errors.ts';
import { FILE_LIMITS, readRegularFile } from './regular-file.ts';

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
  throw new FileError(
    'outside-folder',
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
