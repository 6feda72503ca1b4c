import { isAbsolute, relative, sep } from 'node:path';

/**
 * A source as messages show it: relative to the open folder when it is inside it, absolute when it
 * is not (the studio's SDK, a package linked from elsewhere), never a path climbing out with `../`.
 */
export function shownPath(dir: string, source: string): string {
  const inside = relative(dir, source);
  if (inside && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside)) return inside;
  return source;
}
