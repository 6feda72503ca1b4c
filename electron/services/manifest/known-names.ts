import { readdir } from 'node:fs/promises';
import { FILE_LIMITS, readRegularFile } from '../../lib/regular-file.ts';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { MANIFEST_FILE } from '../../../shared/manifest/file-name.ts';

/** A parent folder with more entries than this is not an integrations folder; the scan stops there. */
const MAX_SIBLINGS = 200;

async function folderNames(parent: string): Promise<string[]> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .slice(0, MAX_SIBLINGS)
    .map((entry) => join(parent, entry.name));
}

async function nameOf(dir: string): Promise<string | null> {
  try {
    const file = join(dir, MANIFEST_FILE);
    const data: unknown = parse((await readRegularFile(file, { what: file, limit: FILE_LIMITS.manifest, follow: true })).toString('utf8'));
    const name = data && typeof data === 'object' ? (data as Record<string, unknown>).name : null;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * The integrations "the studio knows", whose names a manifest must not reuse: the sibling folders of
 * the integration being validated that hold a platform-manifest.yaml (the usual `integrations/<name>/`
 * monorepo layout). The integration itself is left out, and so are the bundled examples: they are
 * templates people copy to start, never published, so a fresh copy must open clean. Returns name →
 * the folder's absolute path, for the message (a path relative to the open folder would climb out of it).
 */
export async function knownIntegrationNames(dir: string): Promise<Map<string, string>> {
  const self = resolve(dir);
  const candidates = new Set(await folderNames(dirname(self)));
  candidates.delete(self);
  const known = new Map<string, string>();
  await Promise.all(
    [...candidates].map(async (candidate) => {
      const name = await nameOf(candidate);
      if (name && !known.has(name)) known.set(name, candidate);
    }),
  );
  return known;
}
