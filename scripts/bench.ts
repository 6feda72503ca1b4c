// `npm run bench [name…]`: runs every test/bench/*.bench.ts (or those named) one after another, each
// in its own process so one cannot warm up or slow down the next.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../electron/lib/paths.ts';

const folder = join(ROOT, 'test', 'bench');
const wanted = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();
if (files.length === 0) {
  console.error(
    `No benchmark matches ${wanted.join(', ')}; available: ${readdirSync(folder)
      .filter((n) => n.endsWith('.bench.ts'))
      .join(', ')}`,
  );
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--disable-warning=ExperimentalWarning', join(folder, file)], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
