import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { EXAMPLE_DIR } from '../../lib/paths.ts';

/**
 * Workspace trust (VS Code's model). A folder the user did not write (a cloned repository) must not
 * configure the studio or read the user's environment: until the user trusts it, its `.studio/`
 * settings are ignored, a database it ships is never opened (`shipped-database.ts`), its database's queued deliveries wait, and its manifest's secrets read only
 * the folder's `.env` and the variables the user names. The choice is kept in the user's config
 * folder, never in the workspace, so a folder cannot mark itself trusted.
 */
export interface TrustStore {
  /** Where the choices are kept. */
  readonly file: string;
  /** Whether the user trusted this folder (by its real path; a folder inside a trusted one is not trusted). */
  isTrusted(dir: string): Promise<boolean>;
  /** Remembers that the user trusts this folder. */
  trust(dir: string): Promise<void>;
  /** Whether the file at `path` is the database this user's studio created there, not one that came with the folder. */
  isStudioDatabase(path: string): Promise<boolean>;
  /** Remembers `file` (by device, inode and birth time; default `path` itself) as the database the studio created at `path`. */
  rememberDatabase(path: string, file?: string): Promise<void>;
}

/** `$XDG_CONFIG_HOME/integration-studio/trusted-folders.json`, else under `~/.config`; tests point XDG_CONFIG_HOME at a temporary folder. */
export function trustFilePath(env: NodeJS.ProcessEnv = process.env): string {
  // The XDG spec says a relative value is to be ignored.
  const config = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(config, 'integration-studio', 'trusted-folders.json');
}

interface TrustFile {
  folders: Record<string, { trustedAt: string }>;
}

/** A missing or unreadable file trusts nothing: never a reason not to start, never a reason to trust. */
async function readTrustFile(file: string): Promise<TrustFile> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<TrustFile>;
    if (parsed.folders && typeof parsed.folders === 'object' && !Array.isArray(parsed.folders)) return { folders: parsed.folders };
  } catch {
    // fall through
  }
  return { folders: {} };
}

/** Written whole then renamed: a crash never leaves half a file (which would trust nothing). */
async function writeWhole(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode: 0o600 });
  await rename(temporary, file);
}

/**
 * Where the identity of the database the studio created at `key` is kept: a file of its own per
 * database (beside the trust file), so studios opening different folders at once never rewrite
 * each other's.
 */
const identityFile = (file: string, key: string) =>
  join(dirname(file), 'databases', `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.txt`);

/**
 * What tells a file apart from one put in its place: a checkout or copy makes a new inode with a new
 * birth time, and a freed inode number reused for it still gets a new birth time.
 */
async function fileIdentity(path: string): Promise<string> {
  const { dev, ino, birthtimeNs } = await stat(path, { bigint: true });
  return `${dev}:${ino}:${birthtimeNs}`;
}

/** The key of a file that may not exist yet: its folder's real path and its name. */
async function fileKey(path: string): Promise<string> {
  return join(await realpath(dirname(path)), basename(path));
}

/** The key of a folder: its real path, so a symlink or a `..` names the same folder. */
export async function folderKey(dir: string): Promise<string> {
  return realpath(dir);
}

export function createTrustStore(file: string = trustFilePath()): TrustStore {
  return {
    file,
    async isTrusted(dir) {
      const key = await folderKey(dir).catch(() => null);
      if (key === null) return false;
      return Object.hasOwn((await readTrustFile(file)).folders, key);
    },
    async trust(dir) {
      const key = await folderKey(dir);
      const saved = await readTrustFile(file);
      saved.folders[key] = { trustedAt: new Date().toISOString() };
      await writeWhole(file, `${JSON.stringify(saved, null, 2)}\n`);
    },
    async isStudioDatabase(path) {
      const [key, identity] = await Promise.all([fileKey(path), fileIdentity(path)]).catch(() => [null, null]);
      if (key === null) return false;
      const kept = await readFile(identityFile(file, key), 'utf8').catch(() => null);
      return kept === `${key}\n${identity}\n`;
    },
    async rememberDatabase(path, created = path) {
      const [key, identity] = await Promise.all([fileKey(path), fileIdentity(created)]);
      await writeWhole(identityFile(file, key), `${key}\n${identity}\n`);
    },
  };
}

/** Whether `dir` is `root` or inside it. */
function within(root: string, dir: string): boolean {
  const path = relative(root, dir);
  return path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path));
}

/** The bundled examples ship with the studio: nobody else wrote them. */
const TRUSTED_ROOTS = [dirname(EXAMPLE_DIR)];

/** Whether the user trusts the folder, or it is one of the studio's own examples. */
export async function isWorkspaceTrusted(dir: string, store: TrustStore): Promise<boolean> {
  const key = await folderKey(dir).catch(() => null);
  if (key === null) return false;
  for (const root of TRUSTED_ROOTS) {
    const real = await folderKey(root).catch(() => null);
    if (real !== null && within(real, key)) return true;
  }
  return store.isTrusted(dir);
}

/** What an untrusted folder is told in one sentence (the banner, the CLI's stderr). */
export const UNTRUSTED_MEANING =
  'This folder is not trusted: the studio ignores the settings it ships in .studio/, never opens a database it ships there, does not resume the webhook deliveries queued in its database, and gives its secrets only its .env and the environment variables you allow.';
