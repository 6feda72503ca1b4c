// `pree2e` (before `npm run e2e`, so before `npm test` and `npm run test:e2e` reach Playwright): the e2e suite drives Debian's Chromium (never a downloaded browser). On a fresh machine it
// installs it when it can do so without asking (root with apt); otherwise it stops with the one command to run,
// so `npm test` never fails deep inside Playwright nor skips the suite silently.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';
// Same default as test/e2e/support/studio.ts (not imported: that file belongs to the e2e project).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ChromiumProbe {
  path: string;
  /** Whether the file is there and executable. */
  executable(path: string): boolean;
  isRoot: boolean;
  hasApt: boolean;
  /** Runs a command with inherited output; answers its exit code. */
  run(command: string, args: string[], env: NodeJS.ProcessEnv): number;
  say(line: string): void;
}

export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** 0 when Chromium is (now) there; 1 with one line saying what to run otherwise. */
export function ensureChromium(probe: ChromiumProbe): number {
  if (probe.executable(probe.path)) return 0;
  if (probe.path !== '/usr/bin/chromium') {
    probe.say(`e2e: CHROMIUM_PATH=${probe.path} is not an executable file; point it at Chromium, or unset it and run: ${INSTALL_COMMAND}`);
    return 1;
  }
  if (!probe.isRoot || !probe.hasApt) {
    probe.say(`e2e: Debian's Chromium is missing (${probe.path}); install it with: ${INSTALL_COMMAND}`);
    return 1;
  }
  probe.say(`e2e: installing Debian's Chromium (${probe.path} is missing)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = probe.run('apt-get', ['update', '-qq'], env) === 0 && probe.run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0;
  if (ok && probe.executable(probe.path)) return 0;
  probe.say(`e2e: installing Chromium with apt-get failed; run it yourself: ${INSTALL_COMMAND}`);
  return 1;
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = ensureChromium({
    path: CHROMIUM_PATH,
    executable,
    isRoot: process.getuid?.() === 0,
    hasApt: process.platform === 'linux' && executable('/usr/bin/apt-get'),
    run: (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1,
    say: (line) => console.error(line),
  });
}
