import { ServiceError } from './service-error.ts';

/**
 * Why the studio refused a file of an integration folder: `refused-file` (not a regular file, over
 * its size limit, swapped for a link: see regular-file.ts), `outside-folder` (its real path leads out
 * of the folder: see folder-bounds.ts). The message names the file and the rule.
 */
export type FileErrorCode = 'refused-file' | 'outside-folder';

export class FileError extends ServiceError<FileErrorCode> {}
