import { readFile, stat } from 'node:fs/promises';

/**
 * The other processes of this user that hold a lock on the file at `path` right now, by the kernel's
 * word (Linux `/proc/locks`): an open SQLite connection in WAL mode keeps a shared lock on its
 * database file for as long as it is open. A file nobody holds, a platform without `/proc/locks`, or
 * a file system whose locks name another device (overlayfs) gives none: callers treat "none" as "no
 * evidence", never as proof of anything.
 */
export async function otherLockHolders(path: string): Promise<number[]> {
  const [file, table] = await Promise.all([
    stat(path, { bigint: true }).catch(() => null),
    readFile('/proc/locks', 'utf8').catch(() => null),
  ]);
  if (!file || table === null) return [];
  const device = `${hex(deviceMajor(file.dev))}:${hex(deviceMinor(file.dev))}:${file.ino}`;
  const pids = new Set<number>();
  for (const line of table.split('\n')) {
    // "1: POSIX  ADVISORY  READ 11757 fe:00:4244239 1073741826 1073742335"; a "->" line is a waiter, not a holder.
    const match = /^\d+:\s+(POSIX|FLOCK)\s+\S+\s+\S+\s+(\d+)\s+([0-9a-f]+:[0-9a-f]+:\d+)\s/.exec(line);
    if (match && match[3] === device && Number(match[2]) !== process.pid) pids.add(Number(match[2]));
  }
  const mine = process.getuid?.();
  const own = await Promise.all([...pids].map(async (pid) => ((await stat(`/proc/${pid}`).catch(() => null))?.uid === mine ? pid : null)));
  return own.filter((pid): pid is number => pid !== null);
}

/** glibc's encoding of a device number (what stat returns) into the major and minor the kernel prints. */
const deviceMajor = (dev: bigint) => ((dev >> 8n) & 0xfffn) | ((dev >> 32n) & ~0xfffn);
const deviceMinor = (dev: bigint) => (dev & 0xffn) | ((dev >> 12n) & ~0xffn);
const hex = (n: bigint) => n.toString(16).padStart(2, '0');
