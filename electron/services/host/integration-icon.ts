import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, isAbsolute, relative, resolve } from 'node:path';

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
 * The file the manifest's `icon` names, only when it is an image inside the integration's folder:
 * the public server must not become a way to read other files of the machine.
 */
export function iconFile(dir: string, icon: string | null): string | null {
  if (!icon) return null;
  const file = resolve(dir, icon);
  const inside = relative(dir, file);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
  return TYPES[extname(file).toLowerCase()] ? file : null;
}

export async function sendIcon(response: ServerResponse, file: string | null): Promise<void> {
  const body = file ? await readFile(file).catch(() => null) : null;
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
