// node:sqlite and type stripping work fine here but are still flagged experimental on Node 22; their
// one-time warnings would land in every command's output, including --json output that tools parse.
// Import this module before anything that loads node:sqlite.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning?.message;
  if (/SQLite is an experimental feature|Type Stripping is an experimental/.test(text ?? '')) return;
  return (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
