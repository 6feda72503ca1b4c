import { joinPath } from './validate.ts';

/** Where an element was written, as a development build records it (paths relative to the integration's folder). */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}
/** Source positions by node path (the Preview's paths: `children[0].children[1]`, the root at ""). */
export type SourceMapByPath = Record<string, SourcePosition>;

/** The key the SDK's development JSX runtime records an element's position under. */
export const SOURCE_KEY = '__source';

function isPosition(value: unknown): value is SourcePosition {
  const v = value as Partial<SourcePosition> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.file === 'string' &&
    Number.isInteger(v.line) &&
    Number.isInteger(v.column) &&
    v.file.length < 4096
  );
}

/**
 * Takes the development source positions out of a `ui_render` answer (in place: the answer was just
 * parsed) so nothing platform-shaped ever sees them, and returns them by the path of the node inside
 * `element`. Answers without them come back unchanged with no sources.
 */
export function takeSources(body: unknown): SourceMapByPath {
  const sources: SourceMapByPath = {};
  const walk = (value: unknown, path: string | null, depth: number) => {
    if (depth > 200 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, path === null ? null : joinPath(path, index), depth + 1));
      return;
    }
    const record = value as Record<string, unknown>;
    if (SOURCE_KEY in record && typeof record.type === 'string') {
      if (path !== null && isPosition(record[SOURCE_KEY])) {
        const { file, line, column } = record[SOURCE_KEY];
        sources[path] = { file, line, column };
      }
      delete record[SOURCE_KEY];
    }
    for (const [key, child] of Object.entries(record)) walk(child, path === null ? null : joinPath(path, key), depth + 1);
  };
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, child] of Object.entries(body as Record<string, unknown>)) walk(child, key === 'element' ? '' : null, 0);
  }
  return sources;
}
