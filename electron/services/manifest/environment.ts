import { parse } from 'dotenv';
import { readDotenv } from '../host/containment/folder-bounds.ts';

/**
 * The environment an integration's `${{ env.NAME }}` secrets read from: the studio's environment,
 * overridden by the integration folder's `.env` file (the file the developer keeps next to the code).
 */
export async function integrationEnv(dir: string): Promise<Record<string, string | undefined>> {
  const text = await readDotenv(dir);
  return { ...process.env, ...parse(text) };
}
