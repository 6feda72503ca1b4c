import { readFileSync, realpathSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { BUNDLE_NAME } from './workers/constants.ts';
import { shownPath } from './shown-path.ts';

// A frame starts where a word does (after whitespace or a parenthesis, or at the start): without that
// anchor every position inside a long run of other characters (a log line of one 3 MB word) was tried
// and scanned to the run's end, quadratic time that held the studio for minutes.
const FRAME = new RegExp(`(?<![^\\s()])(?:file://)?[^\\s()]*${BUNDLE_NAME.replace('.', '\\.')}:(\\d+):(\\d+)`, 'g');

/**
 * Rewrites `integration.js:LINE:COL` positions in a stack trace to the user's own files, using the
 * bundle's source map; positions the map does not cover are left as they are.
 */
export function stackMapper(map: string, dir: string, mapFile: string) {
  const trace = traceOf(map, mapFile);
  return (stack: string): string => {
    if (!trace) return stack;
    return stack.replace(FRAME, (whole, line: string, column: string) => {
      const position = originalPositionFor(trace!, { line: Number(line), column: Number(column) - 1 });
      if (!position.source || position.line === null) return whole;
      const source = position.source.startsWith('file://') ? new URL(position.source).pathname : position.source;
      return `${shownPath(dir, source)}:${position.line}:${(position.column ?? 0) + 1}`;
    });
  };
}

/** The bundle's map, parsed; null for no map or one that does not parse. */
export function traceOf(map: string, mapFile: string): TraceMap | null {
  try {
    return map ? new TraceMap(map, mapFile) : null;
  } catch {
    return null;
  }
}

/** The longest source line handed out: a minified file is one line of megabytes. */
const SOURCE_LINE_LIMIT = 400;
/** Larger sources are not read for an excerpt (the studio builds without sourcesContent, for speed). */
const SOURCE_FILE_LIMIT = 4 * 1024 * 1024;

/**
 * The text of a source file of the folder, or null: larger than SOURCE_FILE_LIMIT, unreadable, or
 * outside the folder once links are followed (a source swapped for a link out of the folder since
 * the build is not read).
 */
export function readFolderSource(dir: string, path: string): string | null {
  try {
    const real = realpathSync(path);
    if (shownPath(realpathSync(dir), real) === real) return null;
    if (statSync(real).size > SOURCE_FILE_LIMIT) return null;
    return readFileSync(real, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Reads one line of a file of the folder that the bundle was built from, named as a mapped stack
 * names it (relative to the folder). Only the map's own sources inside the folder can be read (files
 * the build already took in, through its folder bounds), so no other file of the disk or the folder
 * is ever answered; null when the file is not one of them or has no such line.
 */
export function sourceLineReader(map: string, dir: string, mapFile: string) {
  const trace = traceOf(map, mapFile);
  const readable = new Map<string, string>();
  for (const resolved of trace?.resolvedSources ?? []) {
    const path = resolved.startsWith('file://') ? fileURLToPath(resolved) : resolved;
    const shown = shownPath(dir, path);
    if (shown !== path) readable.set(shown, path); // inside the folder: shown relative
  }
  const lines = new Map<string, string[] | null>();
  const linesOf = (path: string): string[] | null => readFolderSource(dir, path)?.split(/\r?\n/) ?? null;
  return (file: string, line: number): string | null => {
    const path = readable.get(file);
    if (path === undefined) return null;
    if (!lines.has(file)) lines.set(file, linesOf(path));
    const text = lines.get(file)?.[line - 1];
    if (text === undefined) return null;
    return text.length > SOURCE_LINE_LIMIT ? `${text.slice(0, SOURCE_LINE_LIMIT)}…` : text;
  };
}
