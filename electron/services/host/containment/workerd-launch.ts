import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * workerd is started through this script (Miniflare runs `MINIFLARE_WORKERD_PATH` in its place) so
 * that it dies with the studio: `setpriv --pdeathsig KILL` (util-linux) asks the kernel to kill it
 * the moment its parent, the studio, is gone, even by `kill -9`, and then becomes workerd itself
 * (`exec`: the same pid, so Miniflare's own SIGKILL on dispose still reaches workerd). Without
 * setpriv, workerd starts as before and a leftover is swept at the next start of the folder
 * (leftovers.ts).
 */
const LAUNCHER = `#!/bin/sh
# Integration Studio's workerd launcher (electron/services/host/containment/workerd-launch.ts).
if command -v setpriv >/dev/null 2>&1; then
  exec setpriv --pdeathsig KILL -- "$STUDIO_WORKERD_BINARY" "$@"
fi
exec "$STUDIO_WORKERD_BINARY" "$@"
`;

/** The workerd binary Miniflare would start: its own dependency, resolved from Miniflare's folder. */
function workerdBinary(): string {
  const miniflare = createRequire(import.meta.url).resolve('miniflare');
  return (createRequire(miniflare)('workerd') as { default: string }).default;
}

/**
 * The workerd the launcher becomes. A studio started by another studio (a CLI command run from a
 * test, a child process) inherits that studio's launcher as `MINIFLARE_WORKERD_PATH`: the binary
 * behind it is `STUDIO_WORKERD_BINARY`, never the inherited launcher, or each launcher would start
 * the other for ever (setpriv exec'ing setpriv, no workerd).
 */
export function launcherTarget(env: NodeJS.ProcessEnv, resolve: () => string = workerdBinary): string {
  return env.STUDIO_WORKERD_BINARY ?? env.MINIFLARE_WORKERD_PATH ?? resolve();
}

let launcherDir: string | null = null;

/**
 * Points Miniflare at the launcher, once per process (Linux only: elsewhere there is no parent-death
 * signal and workerd starts as Miniflare starts it). The script lives in a private temporary folder
 * (mode 0700), removed when the studio exits; a workerd chosen with `MINIFLARE_WORKERD_PATH` is kept.
 */
export function tieRuntimesToStudio(): void {
  if (launcherDir !== null || process.platform !== 'linux') return;
  const binary = launcherTarget(process.env);
  launcherDir = mkdtempSync(join(tmpdir(), 'integration-studio-'));
  const launcher = join(launcherDir, 'workerd');
  writeFileSync(launcher, LAUNCHER, { mode: 0o700 });
  process.env.STUDIO_WORKERD_BINARY = binary;
  process.env.MINIFLARE_WORKERD_PATH = launcher;
  const dir = launcherDir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
