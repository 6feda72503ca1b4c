#!/usr/bin/env node
// The command line runs a bundle of its TypeScript sources built once into a cache (bin/cli-cache.js),
// or the sources themselves where that cache cannot be written, which needs a Node that strips types
// (22.18 or newer). `npm link` (or `npm install -g .`) from the checkout puts this file on the PATH,
// where `node` is whatever the system has: then it runs itself again on the Node 22 the checkout
// pinned (the `node` devDependency), so it works from any folder whatever the system's Node.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

if (!process.features.typescript) {
  const self = fileURLToPath(import.meta.url);
  const pinned = ['node', 'node.exe']
    .map((name) => fileURLToPath(new URL(`../node_modules/node/bin/${name}`, import.meta.url)))
    .find((path) => existsSync(path));
  if (!pinned || process.env.INTEGRATION_STUDIO_PINNED_NODE === pinned) {
    console.error(
      `integration-studio needs Node 22.18 or newer, with type stripping (this is ${process.version}${process.features.typescript === false ? ', started with type stripping off' : ''}), and the checkout's own Node 22 is not installed: run \`npm install\` in ${fileURLToPath(new URL('..', import.meta.url))}.`,
    );
    process.exit(2);
  }
  const child = spawn(pinned, [self, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, INTEGRATION_STUDIO_PINNED_NODE: pinned },
  });
  // Ctrl+C reaches the child from the terminal itself; signals sent to this process alone are passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`integration-studio could not start ${pinned}: ${error.message}`);
    process.exit(2);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
} else if (['--version', '-v'].includes(process.argv[2] ?? '') && process.argv.length === 3) {
  // Answered before any TypeScript loads: stripping types alone costs more than the rest of the run.
  const { default: pkg } = await import('../package.json', { with: { type: 'json' } });
  console.log(pkg.version);
} else {
  // Compiled code kept across runs: every command starts faster from the second run on.
  module.enableCompileCache?.();
  const { prebuiltCli } = await import('./cli-cache.js');
  const load = async (dir) => {
    await import(dir ? new URL('quiet-warnings.js', dir).href : '../electron/cli/quiet-warnings.ts');
    return (await import(dir ? new URL('main.js', dir).href : '../electron/cli/main.ts')).main;
  };
  const built = await prebuiltCli();
  // A build that does not load (a damaged cache the checks missed) is built again, once.
  const main = await load(built).catch(async (error) => {
    if (!built) throw error;
    return load(await prebuiltCli({ rebuild: true }));
  });
  process.exitCode = await main(process.argv.slice(2));
}
