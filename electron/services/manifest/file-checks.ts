import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { imageSize } from 'image-size';
import type { Diagnostic } from '../../../shared/api/manifest.ts';
import type { Locator } from '../../../shared/manifest/positions.ts';
import { isWithin, realPathOf } from '../../lib/folder-bounds.ts';
import { FILE_LIMITS, readRegularFile } from '../../lib/regular-file.ts';

/** Preview images are shown at 2:1 (recommended 1600×800); a small rounding slack is not worth a warning. */
const RATIO = 2;
const RATIO_SLACK = 0.01;
/** Larger files are not read to measure them: no preview image is that big, and the studio stays responsive. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

interface FileReference {
  path: string;
  value: string;
  isPreview: boolean;
}

function references(data: Record<string, unknown>): FileReference[] {
  const found: FileReference[] = [];
  const add = (path: string, value: unknown, isPreview = false) => {
    if (typeof value === 'string' && value.trim()) found.push({ path, value, isPreview });
  };
  add('/script', data.script);
  add('/icon', data.icon);
  if (Array.isArray(data.previewImages)) data.previewImages.forEach((value, index) => add(`/previewImages/${index}`, value, true));
  if (Array.isArray(data.blocks)) {
    data.blocks.forEach((block, index) => {
      if (block && typeof block === 'object') add(`/blocks/${index}/icon`, (block as Record<string, unknown>).icon);
    });
  }
  return found;
}

/**
 * The checks that need the integration folder: referenced files are inside it once symlinks are
 * followed (`file-outside-folder`; the icon is served to hosted code, the script is bundled), exist
 * (`file-not-found`), preview images are 2:1 (`preview-image-ratio`, with the measured size).
 */
export async function checkFiles(data: unknown, dir: string, locator: Locator): Promise<Diagnostic[]> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const diagnostics: Diagnostic[] = [];
  const emit = (severity: Diagnostic['severity'], code: string, path: string, message: string) =>
    diagnostics.push({ severity, code, path, ...locator.locate(path), message });
  await Promise.all(
    references(data as Record<string, unknown>).map(async ({ path, value, isPreview }) => {
      const file = resolve(dir, value);
      let real: string;
      try {
        real = realPathOf(file);
      } catch (error) {
        emit('error', 'file-not-found', path, `\`${value}\` cannot be followed: ${(error as Error).message}`);
        return;
      }
      if (!isWithin(realPathOf(dir), real)) {
        emit(
          'error',
          'file-outside-folder',
          path,
          `\`${value}\` is ${real}, outside the integration folder: the studio uses the manifest's files only inside its folder, symlinks followed. Put the file in the folder.`,
        );
        return;
      }
      const info = await stat(real).catch(() => null);
      if (!info?.isFile()) {
        emit(
          'error',
          'file-not-found',
          path,
          `\`${value}\` was not found: the manifest's files are relative to its folder (looked for ${file}).`,
        );
        return;
      }
      if (!isPreview) return;
      if (info.size > MAX_IMAGE_BYTES) {
        emit(
          'warning',
          'unreadable-image',
          path,
          `\`${value}\` is ${(info.size / 1024 / 1024).toFixed(0)} MB; preview images should be small PNG or JPEG files, 1600×800.`,
        );
        return;
      }
      try {
        const image = await readRegularFile(real, { what: `The preview image ${value}`, limit: FILE_LIMITS.previewImage });
        const { width, height } = imageSize(image);
        if (!width || !height || Math.abs(width / height - RATIO) > RATIO_SLACK) {
          emit(
            'warning',
            'preview-image-ratio',
            path,
            `\`${value}\` is ${width}×${height}; preview images are shown at 2:1 (recommended 1600×800).`,
          );
        }
      } catch (error) {
        emit(
          'warning',
          'unreadable-image',
          path,
          `\`${value}\` could not be measured as an image (${(error as Error).message}); use a PNG or JPEG, 1600×800.`,
        );
      }
    }),
  );
  return diagnostics;
}
