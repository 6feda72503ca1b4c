import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileWhole } from '../../lib/folder-bounds.ts';
import { trustFilePath } from './trust.ts';

/**
 * Which running studio serves which folder, so a one-shot command (`trigger`, `render`)
 * can use its host, installations and journal, as Stripe's `trigger` uses a running `listen`.
 *
 * The record is kept in the user's config folder, one file per folder keyed by the folder's real
 * path, readable by the user only (0600 in a 0700 folder): it holds the UI server's session secret,
 * and the address a command will send the integration's inputs to. Never in the folder's `.studio/`,
 * which a cloned repository can ship: a folder must not point the CLI at a server of its choosing.
 * A record is believed only when it is a plain file of this user's, not readable by others, names
 * the folder it is filed under, a loopback origin, and a process that is alive.
 */
export const RunningStudio = z
  .object({
    /** The folder's real path. */
    dir: z.string(),
    /** The UI server, e.g. http://127.0.0.1:5173. */
    uiOrigin: z.string().regex(/^http:\/\/127\.0\.0\.1:\d{1,5}$/),
    /** The UI server's session cookie value (what a signed-in browser holds). */
    session: z.string().min(16),
    pid: z.number().int().positive(),
  })
  .strict();
export type RunningStudio = z.infer<typeof RunningStudio>;

/** `$XDG_CONFIG_HOME/integration-studio/running/` (else under `~/.config`), beside trusted-folders.json. */
export function runningStudiosDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(trustFilePath(env), '..', 'running');
}

const fileOf = (folder: string, key: string) => join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // ESRCH: gone. EPERM: a process of another user holds the pid now, not the studio that wrote the record.
    return false;
  }
}

/** Reads one record, or null when it is not to be believed (see above). */
async function readRecord(file: string): Promise<RunningStudio | null> {
  const info = await lstat(file).catch(() => null);
  if (!info?.isFile()) return null;
  if (typeof process.getuid === 'function' && info.uid !== process.getuid()) return null;
  if ((info.mode & 0o077) !== 0) return null;
  try {
    const record = RunningStudio.parse(JSON.parse(await readFile(file, 'utf8')));
    return alive(record.pid) ? record : null;
  } catch {
    return null;
  }
}

export interface RunningStudios {
  /** Files `record` under its folder; returns what removes it (only while it is still this record). */
  announce(record: Omit<RunningStudio, 'dir'> & { dir: string }): Promise<() => Promise<void>>;
  /** The running studio serving `dir` (by real path), or null. */
  find(dir: string): Promise<RunningStudio | null>;
  /** The running studio listening at `uiOrigin`, whatever its folder, or null. */
  atOrigin(uiOrigin: string): Promise<RunningStudio | null>;
}

export function createRunningStudios(folder: string = runningStudiosDir()): RunningStudios {
  return {
    async announce(input) {
      const record: RunningStudio = { ...input, dir: await realpath(input.dir) };
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = fileOf(folder, record.dir);
      await writeFileWhole(file, `${JSON.stringify(record)}\n`, 0o600);
      return async () => {
        const now = await readRecord(file);
        // Another studio may have opened the folder since: its record stays.
        if (now && now.pid === record.pid && now.uiOrigin === record.uiOrigin) await rm(file, { force: true });
      };
    },
    async find(dir) {
      const key = await realpath(dir).catch(() => null);
      if (key === null) return null;
      const record = await readRecord(fileOf(folder, key));
      return record?.dir === key ? record : null;
    },
    async atOrigin(uiOrigin) {
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((entry) => entry.endsWith('.json'))) {
        const record = await readRecord(join(folder, name));
        if (record?.uiOrigin === uiOrigin && fileOf(folder, record.dir) === join(folder, name)) return record;
      }
      return null;
    },
  };
}
