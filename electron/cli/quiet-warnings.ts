// node:sqlite and type stripping work fine here but are still flagged experimental on Node 22; their
// one-time warnings would land in every command's output, including --json output that tools parse.
// Built-in modules load while imports are linked, before any module runs: import this first, then
// load the rest with a dynamic import() (as bin/integration-studio.js and scripts/start.ts do).
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning?.message;
  if (/SQLite is an experimental feature|Type Stripping is an experimental/.test(text ?? '')) return;
  return (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
