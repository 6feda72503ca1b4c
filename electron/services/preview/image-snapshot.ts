import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SnapshotPage } from './snapshot.ts';

export interface ImageSnapshotCheck {
  /** The PNG kept next to the fixture's tree snapshot. */
  file: string;
  componentId: string;
  props: Record<string, unknown>;
  state: Record<string, unknown>;
  element: unknown;
  theme: 'light' | 'dark';
  /** Write the image instead of comparing (`--update-snapshots`). */
  update: boolean;
  /** A missing image fails rather than being written. */
  ci: boolean;
}

/** `test --png`: image snapshots of render fixtures, drawn by the Preview's renderer. */
export interface ImageSnapshots {
  check(input: ImageSnapshotCheck): Promise<{ failures: string[]; written: boolean }>;
  close(): Promise<void>;
}

export interface ImageSnapshotOptions {
  /** CSS pixels (the PNG's width). */
  width: number;
  /** The share of pixels that may differ (0.001 = 0.1 %) before the snapshot fails. */
  tolerance: number;
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`cannot read the image snapshot ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** Written aside and renamed: an interrupted run never leaves half an image. */
async function writeWhole(file: string, bytes: Buffer) {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Chromium starts on the first image a run needs, once for the whole run. */
export function imageSnapshots(options: ImageSnapshotOptions): ImageSnapshots {
  let page: Promise<SnapshotPage> | null = null;
  const open = () => (page ??= import('./snapshot.ts').then((module) => module.openSnapshotPage(options.width)));
  return {
    async check(input) {
      const stored = await readOrNull(input.file);
      if (stored === null && input.ci && !input.update)
        return { failures: [`image snapshot: none stored at ${input.file}; run with --update-snapshots and commit it`], written: false };
      const drawn = await (await open()).capture(input);
      if (stored === null || input.update) {
        if (stored !== null && stored.equals(drawn)) return { failures: [], written: false };
        await writeWhole(input.file, drawn);
        return { failures: [], written: true };
      }
      if (stored.equals(drawn)) return { failures: [], written: false };
      const compared = await (await open()).compare(stored, drawn);
      const share = compared.differing / compared.total;
      if (compared.sameSize && share <= options.tolerance) return { failures: [], written: false };
      const diffFile = input.file.replace(/\.png$/, '.diff.png');
      await writeWhole(diffFile, compared.diff);
      const percent = (n: number) => `${(n * 100).toFixed(2)} %`;
      return {
        failures: [
          compared.sameSize
            ? `image snapshot: ${compared.differing} pixels (${percent(share)}) differ from ${input.file}, more than the tolerance of ${percent(options.tolerance)}; diff image: ${diffFile} (--update-snapshots accepts it)`
            : `image snapshot: the drawing's size changed from ${input.file}; diff image: ${diffFile} (--update-snapshots accepts it)`,
        ],
        written: false,
      };
    },
    async close() {
      if (page) await (await page.catch(() => null))?.close();
    },
  };
}
