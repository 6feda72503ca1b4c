import type { ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import { isWithin, realPathOf } from '../../lib/folder-bounds.ts';
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
  if (!(await sendImageFile(response, file, 'The icon'))) {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'The integration has no icon file.' }));
  }
}

/**
 * Serves an image file of the integration's folder (the icon, its published assets); false, with
 * nothing sent, when there is no such file or it is not one the studio reads: a FIFO or a device
 * put in its place is never read (it would hold the public server), nor one over the size limit.
 */
export async function sendImageFile(response: ServerResponse, file: string | null, what: string): Promise<boolean> {
  const type = file ? TYPES[extname(file).toLowerCase()] : undefined;
  const body = file && type ? await readRegularFile(file, { what, limit: FILE_LIMITS.icon }).catch(() => null) : null;
  if (!body) return false;
  // An SVG could carry script: served as an image that may not run anything.
  response
    .writeHead(200, {
      'content-type': type!,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    })
    .end(body);
  return true;
}
