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

  async function rss(candidate: number): Promise<number | null> {
    const status = await readFile(`/proc/${candidate}/status`, 'utf8').catch(() => null);
    const match = status && /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  }

  /** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux the studio runs on. */
  const TICKS_PER_SECOND = 100;

  async function cpu(candidate: number): Promise<number | null> {
    const stat = await readFile(`/proc/${candidate}/stat`, 'utf8').catch(() => null);
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
        const value = await cpu(pid);
        if (value !== null) return value;
      }
      pid = await find();
      return pid === null ? null : cpu(pid);
    },

    /** Resident bytes of the runtime's process, or null when it cannot be known. */
    async bytes(): Promise<number | null> {
      if (process.platform !== 'linux') return null;
      if (pid !== null) {
        const value = await rss(pid);
        if (value !== null) return value;
      }
      // The process was restarted (a reload or a crash gives it a new pid): look it up again.
      pid = await find();
      return pid === null ? null : rss(pid);
    },
  };
}
