import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { BUNDLE_NAME } from './build.ts';
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
  let trace: TraceMap | null = null;
  try {
    trace = map ? new TraceMap(map, mapFile) : null;
  } catch {
    trace = null;
  }
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
