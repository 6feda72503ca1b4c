import { randomUUID } from 'node:crypto';
import { realpath, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes through a temporary file in the same folder, flushed, then renamed over the target: a crash
 * or a full disk leaves either the old file or the new one, never half of a manifest.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  // A symlinked manifest keeps its link: the file it points to is the one replaced.
  const target = await realpath(path).catch(() => path);
  const temp = join(dirname(target), `.${basename(target)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, text, { encoding: 'utf8', flush: true });
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}
