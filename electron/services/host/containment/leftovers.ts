import { closeSync, constants, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The runtime process a studio started for a folder, written to `.studio/runtime-process.json` at
 * each start, so the next studio on the folder can stop one left running (its studio killed where
 * no parent-death signal exists, see workerd-launch.ts). A pid alone could name any process once
 * reused: the process's start time (from /proc) and the random marker in its environment must match
 * too, and a process still the child of the studio that started it is never touched.
 */
interface RuntimeProcess {
  /** The studio that started it. */
  studio: number;
  pid: number;
  /** Field 22 of /proc/PID/stat: clock ticks after boot. */
  startTime: string;
  /** `NAME=value` only this runtime's environment holds. */
  marker: string;
}

const FILE = join('.studio', 'runtime-process.json');

/** `comm`, ppid and start time of a process, from /proc; null when it is gone (or not Linux). */
function processStat(pid: number): { comm: string; ppid: number; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields count after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ppid: Number(fields[1]), startTime: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/** Notes the folder's runtime process (one per folder: a restart replaces it). Never written through a link. */
export function recordRuntimeProcess(dir: string, pid: number, marker: string): void {
  const stat = processStat(pid);
  if (!stat) return;
  const entry: RuntimeProcess = { studio: process.pid, pid, startTime: stat.startTime, marker };
  try {
    mkdirSync(join(dir, '.studio'), { recursive: true });
    const fd = openSync(join(dir, FILE), constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o600);
    try {
      writeSync(fd, JSON.stringify(entry));
    } finally {
      closeSync(fd);
    }
  } catch {
    // A folder the studio cannot write keeps no record: the parent-death signal still holds.
  }
}

/**
 * Stops the runtime an earlier studio left running for this folder, if that process is still the one
 * recorded (same start time, same marker) and its studio is gone (it was re-parented). Returns its
 * pid when one was stopped.
 */
export function sweepLeftoverRuntime(dir: string): number | null {
  let entry: Partial<RuntimeProcess>;
  try {
    entry = JSON.parse(readFileSync(join(dir, FILE), 'utf8')) as Partial<RuntimeProcess>;
  } catch {
    return null;
  }
  const { pid, startTime, marker, studio } = entry;
  if (!Number.isSafeInteger(pid) || pid! <= 1 || typeof startTime !== 'string' || typeof marker !== 'string' || !marker.includes('='))
    return null;
  const stat = processStat(pid!);
  if (!stat || !stat.comm.startsWith('workerd') || stat.startTime !== startTime || stat.ppid === studio) return null;
  try {
    if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker)) return null;
    process.kill(pid!, 'SIGKILL');
    return pid!;
  } catch {
    return null;
  }
}
