import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeOrigin } from './containment/outbound-policy.ts';
import { readRegularFile } from '../../lib/regular-file.ts';
import { HostError } from './errors.ts';

/** The workspace's allowed outbound origins live here, beside its database. */
const FILE = join('.studio', 'allowed-outbound.json');

/** The saved origins, or none when there is no file or it cannot be read (never a reason not to start). */
export async function readAllowedOutbound(dir: string): Promise<string[]> {
  try {
    // The folder ships this file: a FIFO in its place must not hold the open.
    const text = await readRegularFile(join(dir, FILE), { what: FILE, limit: 1024 * 1024 });
    const saved = JSON.parse(text.toString('utf8')) as { origins?: unknown };
    if (!Array.isArray(saved.origins)) return [];
    return saved.origins.flatMap((value) => {
      const origin = typeof value === 'string' ? normalizeOrigin(value) : null;
      return origin ? [origin] : [];
    });
  } catch {
    return [];
  }
}

/** Checks and saves `values`; throws naming the first value that is no http(s) origin. Returns the origins saved. */
export async function writeAllowedOutbound(dir: string, values: readonly string[]): Promise<string[]> {
  const origins: string[] = [];
  for (const value of values) {
    const origin = normalizeOrigin(value.trim());
    if (!origin) throw new InvalidOriginError(value);
    if (!origins.includes(origin)) origins.push(origin);
  }
  await mkdir(join(dir, '.studio'), { recursive: true });
  // Written whole then renamed, so a crash never leaves half a file.
  const temporary = join(dir, `${FILE}.tmp`);
  await writeFile(temporary, `${JSON.stringify({ origins }, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, join(dir, FILE));
  return origins;
}

/** A value saved as an allowed outbound origin that is no http(s) origin. */
export class InvalidOriginError extends HostError {
  constructor(value: string) {
    super('invalid-origin', `"${value.slice(0, 200)}" is not an http(s) origin such as http://localhost:3000.`);
  }
}
