import { parse } from 'dotenv';
import { readDotenv } from '../host/containment/folder-bounds.ts';

/**
 * The environment an integration's `${{ env.NAME }}` secrets read from: the studio's environment,
 * overridden by the integration folder's `.env` file (the file the developer keeps next to the code).
 * For a folder the user has not trusted, `envAllow` names the only variables of the studio's
 * environment it may read (see workspace/trust.ts).
 */
export async function integrationEnv(dir: string, envAllow?: readonly string[]): Promise<Record<string, string | undefined>> {
  const text = await readDotenv(dir);
  const env = envAllow ? Object.fromEntries(envAllow.map((name) => [name, process.env[name]])) : process.env;
  return { ...env, ...parse(text) };
}
