import { isAbsolute, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allGeneratedPositionsFor, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';
import { shownPath } from './shown-path.ts';
import { readFolderSource, traceOf } from './source-map.ts';
import { BUNDLE_NAME } from './workers/constants.ts';

/** Where the integration is paused, in its own source when the map covers it. */
export interface PausedAt {
  file: string;
  line: number;
}

/** The build's source map as the debugger uses it: breakpoints on the integration's files bind to the bundle, pauses read back. */
export interface SourceBinding {
  /**
   * `code` with its source map inline, for DevTools: sources relative to the folder, with their
   * content. Called for the bundle being loaded: its map is the one breakpoints on `src/…` bind through.
   */
  withSourceMap(code: string, map: string): string;
  /** `Debugger.setBreakpointByUrl` params for the bundle, for a line of one of the integration's files; null when the url is not one. */
  toBundle(params: Record<string, unknown>): Record<string, unknown> | null;
  /** Where a `Debugger.paused` event stopped, in the integration's own source; `scriptUrl` names a parsed script by id. */
  pausedAt(params: Record<string, unknown>, scriptUrl: (scriptId: string) => string | undefined): PausedAt | null;
}

const pathOf = (source: string) => (source.startsWith('file:') ? fileURLToPath(source) : source);

export function createSourceBinding(dir: string): SourceBinding {
  /** The map of the bundle the runtime runs (or is loading), to bind breakpoints set on `src/…` files. */
  let loadedMap: string | null = null;
  let loadedTrace: TraceMap | null = null;
  const mapFile = join(dir, '.studio', `${BUNDLE_NAME}.map`);
  /** The loaded map, parsed once per build when first needed (a breakpoint set, a pause). */
  const traceMap = () => (loadedMap ? (loadedTrace ??= traceOf(loadedMap, mapFile)) : null);

  return {
    withSourceMap(code, map) {
      loadedMap = map || null;
      loadedTrace = null;
      const inline = debuggerSourceMap(map, dir, mapFile);
      return inline ? `${code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(inline).toString('base64')}\n` : code;
    },

    toBundle(params) {
      const url = typeof params.url === 'string' ? params.url : null;
      if (!url || url.endsWith(BUNDLE_NAME)) return null;
      const trace = traceMap();
      if (!trace) return null;
      let path: string;
      try {
        path = url.startsWith('file:') ? fileURLToPath(url) : isAbsolute(url) ? url : join(dir, url);
      } catch {
        return null;
      }
      const index = trace.resolvedSources.findIndex((resolved) => pathOf(resolved) === path);
      if (index < 0) return null;
      const line = Number(params.lineNumber ?? 0) + 1;
      const positions = allGeneratedPositionsFor(trace, { source: trace.sources[index]!, line, column: Number(params.columnNumber ?? 0) });
      const first = positions.find((p) => p.line !== null) ?? null;
      if (!first || first.line === null) return null;
      return {
        urlRegex: `${BUNDLE_NAME.replace('.', '\\.')}$`,
        lineNumber: first.line - 1,
        columnNumber: first.column,
        ...(typeof params.condition === 'string' ? { condition: params.condition } : {}),
      };
    },

    pausedAt(params, scriptUrl) {
      const frame = (params.callFrames as { location: { scriptId: string; lineNumber: number; columnNumber: number } }[] | undefined)?.[0];
      const trace = traceMap();
      if (!frame || !trace || !scriptUrl(frame.location.scriptId)?.endsWith(BUNDLE_NAME)) return null;
      const position = originalPositionFor(trace, { line: frame.location.lineNumber + 1, column: frame.location.columnNumber });
      if (!position.source || position.line === null) return null;
      return { file: shownPath(dir, pathOf(position.source)).split(sep).join('/'), line: position.line };
    },
  };
}

/**
 * The build's map as the debugger gets it: each source inside the folder named relative to it
 * (`src/index.ts`, stable across rebuilds and machines) with its content, so DevTools shows and
 * binds the original without reading the disk; a source outside (the studio's SDK) keeps its
 * file URL and no content. A file swapped for a link out of the folder since the build is not read.
 */
export function debuggerSourceMap(map: string, dir: string, mapFile: string): string | null {
  let parsed: { sources?: string[]; sourcesContent?: (string | null)[]; sourceRoot?: string };
  try {
    parsed = JSON.parse(map);
  } catch {
    return null;
  }
  const trace = traceOf(map, mapFile);
  if (!trace) return null;
  const sources: string[] = [];
  const contents: (string | null)[] = [];
  for (const resolved of trace.resolvedSources) {
    const path = pathOf(resolved);
    const shown = shownPath(dir, path);
    if (shown === path) {
      sources.push(pathToFileURL(path).href);
      contents.push(null);
      continue;
    }
    sources.push(shown.split(sep).join('/'));
    contents.push(readFolderSource(dir, path));
  }
  delete parsed.sourceRoot;
  return JSON.stringify({ ...parsed, sources, sourcesContent: contents });
}
