import type { ContentKitElement } from './contentkit.ts';
import { jsx } from './jsx-runtime.ts';

export { Fragment, type JSX } from './jsx-runtime.ts';

/** Where esbuild's development JSX transform says an element was written (React's `__source`). */
interface DevSource {
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/**
 * The key the studio reads an element's source position from. The studio takes it out of the answer
 * before anything platform-shaped sees it (the platform never receives it), and keeps it for the
 * Preview's element → source.
 */
export const SOURCE_KEY = '__source';

/** esbuild's development transform calls `jsxDEV(type, props, key, isStaticChildren, source, self)`. */
export function jsxDEV(
  type: Parameters<typeof jsx>[0],
  props: Parameters<typeof jsx>[1],
  _key?: unknown,
  _isStatic?: boolean,
  source?: DevSource,
): ContentKitElement {
  const element = jsx(type, props);
  // A function component's element keeps the position of the JSX that built it, not of its call.
  if (typeof type === 'string' && source?.fileName && element && typeof element === 'object' && !Array.isArray(element))
    (element as unknown as Record<string, unknown>)[SOURCE_KEY] = {
      file: source.fileName,
      line: source.lineNumber ?? 0,
      column: source.columnNumber ?? 0,
    };
  return element;
}
