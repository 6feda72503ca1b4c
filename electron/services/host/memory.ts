import { closeSync, openSync, readSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

/**
 * How often the runtime's memory is read while nothing runs in it, as far as the host knows: memory
 * held since an earlier event, or taken by work the host was not told of, still meets the limit.
 * One read is a few small /proc files; once a second costs nothing measurable.
 */
export const IDLE_MEMORY_POLL_MS = 1_000;

/**
 * Finds the workerd process of one runtime, marked by an environment variable only that runtime's
 * process carries (several runtimes may run in one studio), and reads its resident memory. Linux
 * only (/proc); elsewhere memory is reported as unknown rather than guessed.
 */
export function runtimeMemoryProbe(marker: string) {
  let pid: number | null = null;

  async function children(): Promise<number[]> {
    const tasks = await readdir(`/proc/${process.pid}/task`).catch(() => [] as string[]);
    const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${process.pid}/task/${t}/children`, 'utf8').catch(() => '')));
    return lists.flatMap((list) => list.trim().split(/\s+/).filter(Boolean).map(Number));
  }

  async function find(): Promise<number | null> {
    for (const child of await children()) {
      const environ = await readFile(`/proc/${child}/environ`, 'utf8').catch(() => '');
      if (environ.split('\0').includes(marker)) return child;
    }
    return null;
  }

  // The process's status and stat files stay open and are read again from offset 0: procfs makes
  // their text afresh on every read, in memory, so one pread takes microseconds. Read through the
  // thread pool (open, stat, read, close, each a hop), a sample took 0.5–2 ms under load, and the
  // answer that waits for the sample after a dispatch (runtime.ts) waited as long.
  const open = new Map<string, number>();
  const buffer = Buffer.alloc(4096);
  function readProc(candidate: number, file: 'status' | 'stat'): string | null {
    const path = `/proc/${candidate}/${file}`;
    let fd = open.get(path);
    try {
      if (fd === undefined) {
        fd = openSync(path, 'r');
        open.set(path, fd);
      }
      const length = readSync(fd, buffer, 0, buffer.length, 0);
      return buffer.toString('latin1', 0, length);
    } catch {
      // The process is gone (restarted under a new pid): its files are dropped and looked up again.
      forget();
      return null;
    }
  }
  function forget() {
    for (const fd of open.values()) {
      try {
        closeSync(fd);
      } catch {
        /* already closed */
      }
    }
    open.clear();
  }

  function rss(candidate: number): number | null {
    const status = readProc(candidate, 'status');
    const match = status && /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  }

  /** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux the studio runs on. */
  const TICKS_PER_SECOND = 100;

  function cpu(candidate: number): number | null {
    const stat = readProc(candidate, 'stat');
    // The process name, in parentheses, may hold spaces: fields are counted after its closing one.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!fields || fields.length < 13) return null;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  }

  return {
    /** CPU time (user and system) the runtime's process has used, in ms, or null when it cannot be known. */
    async cpuMs(): Promise<number | null> {
      if (process.platform !== 'linux') return null;
      if (pid !== null) {
        const value = cpu(pid);
        if (value !== null) return value;
      }
      forget();
      pid = await find();
      return pid === null ? null : cpu(pid);
    },

    /** Resident bytes of the runtime's process, or null when it cannot be known. */
    async bytes(): Promise<number | null> {
      if (process.platform !== 'linux') return null;
      if (pid !== null) {
        const value = rss(pid);
        if (value !== null) return value;
      }
      // The process was restarted (a reload or a crash gives it a new pid): look it up again.
      forget();
      pid = await find();
      return pid === null ? null : rss(pid);
    },

    /** The runtime's process id, looked up again when the process changed; null when it cannot be known. */
    async pid(): Promise<number | null> {
      if (process.platform !== 'linux') return null;
      if (pid === null || rss(pid) === null) {
        forget();
        pid = await find();
      }
      return pid;
    },

    /** Closes the files it keeps open (the runtime is disposed). */
    close: forget,
  };
}
