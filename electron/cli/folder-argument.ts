import { resolve } from 'node:path';
import { UsageError } from './command.ts';

/**
 * `-d, --dir DIR`: every command that works on an integration folder takes it, so a user never has to
 * remember which one wants the folder how. The commands whose first argument is the folder (serve, dev,
 * mcp, site, test, validate, new) take it that way too.
 */
export const DIR_OPTION = {
  type: 'string',
  short: 'd',
  valueName: 'DIR',
  description: 'integration folder (default: the current folder)',
} as const;

/**
 * The folder given as the first argument or with --dir, or undefined when neither names one. Both may
 * be given only when they name the same folder: two different ones would leave the command to guess.
 */
export function folderArgument(positional: string | undefined, flag: unknown): string | undefined {
  const dir = typeof flag === 'string' ? flag : undefined;
  if (positional !== undefined && dir !== undefined && resolve(positional) !== resolve(dir))
    throw new UsageError(`give the folder once: ${positional} and --dir ${dir} name two folders; keep one of them.`);
  return positional ?? dir;
}
