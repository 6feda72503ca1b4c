import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { INTEGRATION_ASSETS_PATH } from '../../../shared/platform/environment.ts';
import { isWithin, realPathOf } from '../../lib/folder-bounds.ts';
import { sendImageFile } from './integration-icon.ts';
import { FILE_LIMITS } from '../../lib/regular-file.ts';

/**
 * `environment.integration.urls.assets` (`<public origin>/integration-assets/<integration name>`).
 * On the platform it is the integration's folder of a static site its monorepo publishes
 * (GitbookIO/integrations scripts/build-assets.ts): the files at the top of the integration's
 * `public/` folder, by name, and only images (.png, .svg, .jpg, .jpeg, .webp).
 */
export const ASSETS_PATH = INTEGRATION_ASSETS_PATH;

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The folder whose files the platform publishes as the integration's assets. */
export const ASSETS_FOLDER = 'public';

/**
 * The real path of `public/<name>` when the platform would publish it: a file directly in the
 * folder (nested folders are skipped there too), an image type, inside the integration's folder once
 * symlinks are followed; null otherwise.
 */
export function assetFile(dir: string, name: string): string | null {
  if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.') || !TYPES[extname(name).toLowerCase()]) return null;
  try {
    const root = realPathOf(dir);
    const file = realPathOf(join(dir, ASSETS_FOLDER, name));
    return isWithin(root, file) ? file : null;
  } catch {
    return null;
  }
}

function sendJSON(response: ServerResponse, status: number, error: string) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
}

/**
 * Answers `<ASSETS_PATH><integration>/<file>` from the open integration's folder. The platform also
 * runs Cloudflare Pages Functions from `public/functions/` beside the files; the studio does not, and
 * says so instead of answering a 404 that reads like a missing file.
 */
export async function sendAsset(
  response: ServerResponse,
  rest: string,
  open: { dir: string; integrationName: string } | null,
): Promise<void> {
  if (!open) return sendJSON(response, 503, 'No integration is open in the studio, so no assets are served.');
  const [integration, ...path] = rest.split('/').map((part) => decodeURIComponent(part));
  if (integration !== open.integrationName)
    return sendJSON(response, 404, `No integration ${integration}: the assets served here are ${open.integrationName}'s.`);
  const name = path.join('/');
  if (await sendImageFile(response, assetFile(open.dir, name), `The asset ${ASSETS_FOLDER}/${name}`)) return;
  const hint =
    path.length > 1 || !TYPES[extname(name).toLowerCase()]
      ? ` The platform publishes only the images (${Object.keys(TYPES).join(', ')}) at the top of the integration's ${ASSETS_FOLDER}/ folder; its Pages Functions (${ASSETS_FOLDER}/functions/) are not run by the studio.`
      : ` Put it in the integration's ${ASSETS_FOLDER}/ folder (a regular file, at most ${FILE_LIMITS.icon / 1024 / 1024} MB).`;
  sendJSON(response, 404, `No asset ${name || '(none named)'}.${hint}`);
}
