import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'dotenv';

/**
 * The environment an integration's `${{ env.NAME }}` secrets read from: the studio's environment,
 * overridden by the integration folder's `.env` file (the file the developer keeps next to the code).
 */
export async function integrationEnv(dir: string): Promise<Record<string, string | undefined>> {
  const text = await readFile(join(dir, '.env'), 'utf8').catch(() => '');
  return { ...process.env, ...parse(text) };
}
