import type { Journal } from '../services/journal/journal.ts';
/**
 * The last line of containment for a long-running studio process (`serve`, `dev`, the desktop app):
 * an error that escapes every handler, most likely from a library reacting to hosted traffic in a
 * way the studio did not foresee (Miniflare's loopback handler failed an assertion outside any
 * handler on a WebSocket upgrade, and Node ended the process), is reported and the studio keeps
 * serving. Each known path is closed where it starts; this catches the next one.
 */
export function keepServing(report: (message: string, error: unknown) => void): () => void {
  const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
  const onRejection = (reason: unknown) =>
    report(`A promise rejection escaped every handler; the studio caught it and keeps serving: ${describe(reason)}`, reason);
  const onException = (error: unknown) =>
    report(`An exception escaped every handler; the studio caught it and keeps serving: ${describe(error)}`, error);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** `keepServing` for a studio: each escaped error goes to stderr and, when a folder is open, into its journal as an error. */
export function keepStudioServing(
  studio: {
    session(): { journal: Pick<Journal, 'append'> };
  },
  err: (line: string) => void,
): () => void {
  return keepServing((message) => {
    err(`integration-studio: ${message}`);
    try {
      const summary = `error: ${message.split('\n')[0]!.slice(0, 200)}`;
      studio.session().journal.append({
        kind: 'log',
        status: 'error',
        summary,
        parentId: null,
        data: { level: 'error', ts: Date.now(), message, source: 'runtime' },
      });
    } catch {
      // No folder open (or its journal closed): stderr has it.
    }
  });
}
