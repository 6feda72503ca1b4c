import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { Sequencer } from '../../lib/async.ts';
import { trustFilePath } from './trust.ts';

/**
 * Where the user left off: the folders opened, newest first, kept per user next to the trust file
 * (never in a workspace). `serve`, `npm start` and the desktop app reopen the newest; Open folder
 * offers them all.
 */
export interface RecentFolders {
  readonly file: string;
  /** Newest first; folders that no longer exist are left out. */
  list(): Promise<string[]>;
  /** The folder to reopen at start: the newest that still exists, or null (the first start). */
  last(): Promise<string | null>;
  opened(dir: string): Promise<void>;
}

const KEPT = 12;

/** `$XDG_CONFIG_HOME/integration-studio/recent-folders.json` (else under `~/.config`). */
export function recentFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(dirname(trustFilePath(env)), 'recent-folders.json');
}

async function readList(file: string): Promise<string[]> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { folders?: unknown };
    return Array.isArray(parsed.folders) ? parsed.folders.filter((f): f is string => typeof f === 'string' && isAbsolute(f)) : [];
  } catch {
    return [];
  }
}

const isFolder = (dir: string) =>
  stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );

export function createRecentFolders(file: string = recentFilePath()): RecentFolders {
  // Writes one at a time: two opens in a row must not lose one.
  const writes = new Sequencer();
  const list = async () => {
    const folders = await readList(file);
    const exists = await Promise.all(folders.map(isFolder));
    return folders.filter((_, index) => exists[index]);
  };
  return {
    file,
    list,
    last: async () => (await list())[0] ?? null,
    opened(dir) {
      return writes.queue(async () => {
        const folders = [dir, ...(await readList(file)).filter((f) => f !== dir)].slice(0, KEPT);
        await mkdir(dirname(file), { recursive: true, mode: 0o700 });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify({ folders }, null, 2)}\n`, { mode: 0o600 });
        await rename(temporary, file);
      });
    },
  };
}
