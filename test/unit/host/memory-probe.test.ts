import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readlinkSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeMemoryProbe } from '../../../electron/services/host/memory.ts';

const onLinux = process.platform === 'linux';
if (!onLinux) console.log('memory-probe.test.ts: skipped, the probe reads /proc (Linux only; elsewhere memory is reported as unknown)');

/** The /proc files of `pid` this process holds open. */
function openProcFiles(pid: number): string[] {
  const held: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(`/proc/${pid}/`)) held.push(target);
    } catch {
      // closed while listed (the listing's own descriptor)
    }
  }
  return held;
}

const children: ChildProcess[] = [];
function runtimeStandIn(marker: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    env: { ...process.env, [marker.split('=')[0]!]: marker.split('=')[1]! },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
});

describe.runIf(onLinux)("the runtime's memory, sampled after answers", () => {
  it('is read again from the files kept open, follows the runtime to its new process after a restart, and leaves nothing open once closed', async () => {
    const marker = `STUDIO_PROBE_TEST=${process.pid}-${Date.now()}`;
    const probe = runtimeMemoryProbe(marker);
    const first = runtimeStandIn(marker);
    await once(first, 'spawn');

    const bytes = await probe.bytes();
    expect(bytes).toBeGreaterThan(1024 * 1024);
    expect(await probe.cpuMs()).toBeGreaterThanOrEqual(0);
    await probe.bytes();
    // One descriptor per file, kept between samples rather than opened for each.
    expect(openProcFiles(first.pid!).sort()).toEqual([`/proc/${first.pid}/stat`, `/proc/${first.pid}/status`]);

    // A restart: the old process is gone and a new one carries the marker.
    first.kill('SIGKILL');
    await once(first, 'exit');
    const second = runtimeStandIn(marker);
    await once(second, 'spawn');
    expect(await probe.bytes()).toBeGreaterThan(1024 * 1024);
    expect(openProcFiles(first.pid!)).toEqual([]);
    expect(openProcFiles(second.pid!)).toEqual([`/proc/${second.pid}/status`]);

    probe.close();
    expect(openProcFiles(second.pid!)).toEqual([]);
  });

  it('reports unknown, not a guess, when no process carries the marker', async () => {
    const probe = runtimeMemoryProbe(`STUDIO_PROBE_TEST=nobody-${Date.now()}`);
    expect(await probe.bytes()).toBeNull();
    expect(await probe.cpuMs()).toBeNull();
    probe.close();
  });
});
