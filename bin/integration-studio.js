#!/usr/bin/env node
// The command line runs the TypeScript sources directly on Node >= 22.18 (type stripping).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `integration-studio needs Node 22.18 or newer (this is ${process.version}); run it through npm (npm run studio -- …) or npx, which use the project's Node 22.`,
  );
  process.exit(2);
}
await import('../electron/cli/quiet-warnings.ts');
const { main } = await import('../electron/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
