import { realpathSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { isAbsolute, relative, sep } from 'node:path';

/** What stands for a path hosted code is not told. */
export const UNNAMED_PATH = '(a path outside the integration folder)';

/** Characters a path in a sentence is made of: not white space, quotes, brackets, nor `,` `;` `:` that end it. */
const END = `[^\\s'"\`()\\[\\]{},;:]`;
/** An absolute path not part of a URL or a word: `/x…` after a space or quote, `C:\\x…`, `\\\\server\\x…`. */
const ABSOLUTE = new RegExp(`(?<![\\w.:/\\\\~-])(?:/|[A-Za-z]:[\\\\/]|\\\\\\\\)${END}*`, 'g');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * A refusal as hosted code gets it: a path inside the integration folder relative to it (`.` for the
 * folder), any other absolute path (a symlink's real target, the studio's own files, the home or
 * temporary folder) as `UNNAMED_PATH`. Hosted code may come from anyone, and where the folder sits or
 * where its links lead tells it about the machine; the studio's journal keeps the message whole.
 */
export function forHostedCode(message: string, folder: string): string {
  // A URL is the integration's own words (what it fetched): its path is left as it is.
  return message
    .split(URL_PATTERN)
    .map((part, index) => (index % 2 ? part : withoutPaths(part, folder)))
    .join('');
}

const URL_PATTERN = /([a-z][a-z\d+.-]*:\/\/[^\s'"`]*)/i;

function withoutPaths(part: string, folder: string): string {
  let text = part;
  // The folder by every name it has, longest first (a real path may be longer than the name given).
  const names = [...new Set([folder, realOr(folder)])].sort((a, b) => b.length - a.length);
  for (const name of names) {
    text = text.replace(new RegExp(`${escaped(name)}(?:[\\\\/]${END}*|(?!${END}))`, 'g'), (found) => {
      const inside = relative(name, found);
      return inside === '' ? '.' : inside.startsWith(`..${sep}`) || isAbsolute(inside) ? UNNAMED_PATH : inside;
    });
  }
  // Folders whose names may hold spaces, which the generic pattern below would cut short.
  for (const root of [homedir(), tmpdir(), realOr(tmpdir())].filter((root) => root.length > 1))
    text = text.replace(new RegExp(`${escaped(root)}(?:[\\\\/]${END}*)?`, 'g'), UNNAMED_PATH);
  return text.replace(ABSOLUTE, (found) => (found.length > 1 ? UNNAMED_PATH : found));
}
