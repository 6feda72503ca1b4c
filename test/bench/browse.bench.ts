// Open folder's browser on a folder of 100 000 entries (50 000 sub-folders, 50 000 files), as a
// hostile repository could ship: the time one `workspace.browse` listing takes and the longest the
// event loop waits meanwhile (a studio answering other calls), next to what the listing did before:
// `readdir` of every entry at once, then sorting every sub-folder's name on the main thread.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { browseFolder } from '../../electron/services/workspace/browse.ts';
import { percentile, report } from './report.ts';

const ENTRIES = 100_000;
const root = mkdtempSync(join(tmpdir(), 'bench-browse-'));
try {
  for (let i = 0; i < ENTRIES / 2; i++) {
    mkdirSync(join(root, `folder-${i}`));
    writeFileSync(join(root, `file-${i}.txt`), '');
  }

  /** Runs `task` while watching the event loop: its duration and the longest delay the loop saw. */
  async function watched(task: () => Promise<unknown>) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const start = performance.now();
    await task();
    const took = performance.now() - start;
    // The loop's timer records a block only when it next fires: let it, or a block at the very end goes unseen.
    await new Promise((resolve) => setTimeout(resolve, 5));
    delay.disable();
    return { took, longest: delay.max / 1e6 };
  }

  // The machine is shared: the tasks run interleaved so a busy moment slows both alike.
  const RUNS = 15;
  const browse = { took: [] as number[], longest: [] as number[] };
  const bare = { took: [] as number[], longest: [] as number[] };
  for (let i = 0; i < RUNS + 2; i++) {
    const listed = await watched(() => browseFolder({ path: root }, { home: root }));
    const read = await watched(async () =>
      (await readdir(root, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    if (i < 2) continue;
    browse.took.push(listed.took);
    browse.longest.push(listed.longest);
    bare.took.push(read.took);
    bare.longest.push(read.longest);
  }
  let ok = report({
    name: 'browse 100 000 entries: one listing, p50',
    value: percentile(browse.took, 50),
    unit: 'ms',
    baselineName: 'readdir + sort all',
    baseline: percentile(bare.took, 50),
    better: 'lower',
    target: { absolute: 1_000 },
  });
  ok =
    report({
      name: 'browse 100 000 entries: longest loop delay, p50',
      value: percentile(browse.longest, 50),
      unit: 'ms',
      baselineName: 'readdir + sort all',
      baseline: percentile(bare.longest, 50),
      better: 'lower',
      target: { absolute: 50 },
    }) && ok;
  if (!ok) process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
