import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { FileError } from './file-errors.ts';

const MB = 1024 * 1024;

/**
 * The most the studio reads of each file an integration folder gives it. A folder may come from
 * anyone: a 10 GB sparse file costs nothing to ship and would fill the studio's memory.
 */
export const FILE_LIMITS = {
  manifest: 1 * MB,
  dotenv: 1 * MB,
  mock: 5 * MB,
  /** A mock's `file` body: the size of the largest answer record mode saves (see mocks/store.ts). */
  mockBody: 10 * MB,
  fixture: 5 * MB,
  snapshot: 10 * MB,
  icon: 5 * MB,
  previewImage: 10 * MB,
} as const;

/** A file the studio will not read: not a regular file, or over its limit. The message names the file and the rule. */
export class FileRuleError extends FileError {
  constructor(message: string) {
    super('refused-file', message);
  }
}

const RULE =
  'the studio reads only regular files of an integration folder, within a size limit, so a FIFO, a device or a huge file cannot stall it';

// Never blocks: a FIFO opened without a writer returns at once (O_NONBLOCK), and a link put in place of
// a checked real path is refused (O_NOFOLLOW). Windows has neither flag, nor FIFOs to open this way.
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

export interface FileRule {
  /** How the message names the file: "The mock mocks/a.yaml". */
  what: string;
  limit: number;
  /** Follow a symlink at the path itself (default false: callers pass a real path they checked). */
  follow?: boolean;
}

const mb = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${bytes} bytes`);

function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  if (stat.isDirectory()) return 'a folder';
  return 'not a regular file';
}

function check(stat: Stats, rule: FileRule): void {
  if (!stat.isFile()) throw new FileRuleError(`${rule.what} is ${kindOf(stat)}: refused, ${RULE}. Replace it with a regular file.`);
  if (stat.size > rule.limit)
    throw new FileRuleError(`${rule.what} is ${mb(stat.size)}, more than ${mb(rule.limit)}: refused, ${RULE}. Make it smaller.`);
}

/**
 * The buffer with room after `length`: the file is read to its end, which is one byte past its
 * size unless it grows while read; growing past the limit is refused.
 */
function roomIn(buffer: Buffer, length: number, rule: FileRule): Buffer {
  if (length < buffer.length) return buffer;
  if (length > rule.limit) throw new FileRuleError(`${rule.what} grew past ${mb(rule.limit)} while it was read: refused, ${RULE}.`);
  return Buffer.concat([buffer, Buffer.alloc(Math.min(buffer.length, rule.limit + 1 - length))]);
}

function openError(error: NodeJS.ErrnoException, rule: FileRule): Error {
  if (error.code === 'ELOOP') return new FileRuleError(`${rule.what} was replaced by a symbolic link after it was checked: refused.`);
  return error;
}

/**
 * The bytes of a file the studio reads for an integration, only when it is a regular file within
 * `rule.limit`: opened without blocking, checked on the open handle (fstat), then read.
 * Missing files reject with the system's error (ENOENT) for callers that treat absence as empty.
 */
export async function readRegularFile(path: string, rule: FileRule): Promise<Buffer> {
  const handle = await open(path, FLAGS | (rule.follow ? 0 : NO_FOLLOW)).catch((error: NodeJS.ErrnoException) => {
    throw openError(error, rule);
  });
  try {
    const stat = await handle.stat();
    check(stat, rule);
    let buffer: Buffer = Buffer.alloc(Math.min(stat.size, rule.limit) + 1);
    let length = 0;
    for (;;) {
      buffer = roomIn(buffer, length, rule);
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) return buffer.subarray(0, length);
      length += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/** `readRegularFile` for the few synchronous readers (a FIFO still never blocks: it is refused before any read). */
export function readRegularFileSync(path: string, rule: FileRule): Buffer {
  let fd: number;
  try {
    fd = openSync(path, FLAGS | (rule.follow ? 0 : NO_FOLLOW));
  } catch (error) {
    throw openError(error as NodeJS.ErrnoException, rule);
  }
  try {
    const stat = fstatSync(fd);
    check(stat, rule);
    let buffer: Buffer = Buffer.alloc(Math.min(stat.size, rule.limit) + 1);
    let length = 0;
    for (;;) {
      buffer = roomIn(buffer, length, rule);
      const bytesRead = readSync(fd, buffer, length, buffer.length - length, length);
      if (bytesRead === 0) return buffer.subarray(0, length);
      length += bytesRead;
    }
  } finally {
    closeSync(fd);
  }
}
