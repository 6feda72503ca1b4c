import type { ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import { isWithin, realPathOf } from './containment/folder-bounds.ts';
import { FILE_LIMITS, readRegularFile } from '../../lib/regular-file.ts';

/** Where the open integration's icon is served on the public server (`environment.integration.urls.icon`). */
export const ICON_PATH = '/assets/icon';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/**
 * The real path of the file the manifest's `icon` names, only when it is an image inside the
 * integration's folder once symlinks are followed: hosted code may fetch the icon's URL, so the
 * public server must not become a way to read other files of the machine. The manifest's checks say
 * why an icon is refused (`file-outside-folder`).
 */
export function iconFile(dir: string, icon: string | null): string | null {
  if (!icon) return null;
  let file: string;
  try {
    file = realPathOf(resolve(dir, icon));
    if (file === realPathOf(dir) || !isWithin(realPathOf(dir), file)) return null;
  } catch {
    return null;
  }
  return TYPES[extname(file).toLowerCase()] ? file : null;
}

export async function sendIcon(response: ServerResponse, file: string | null): Promise<void> {
  // A FIFO or a device put in the icon's place is not read (it would hold the public server).
  const body = file ? await readRegularFile(file, { what: 'The icon', limit: FILE_LIMITS.icon }).catch(() => null) : null;
  if (!file || !body) {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'The integration has no icon file.' }));
    return;
  }
  // An SVG could carry script: served as an image that may not run anything.
  response
    .writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()]!,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    })
    .end(body);
}
