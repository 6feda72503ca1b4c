import { parse as parseDotenv } from 'dotenv';
import { readDotenv } from './containment/folder-bounds.ts';

const REFERENCE = /\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export interface ResolvedSecrets {
  /** The manifest's `secrets`, each `${{ env.NAME }}` replaced. */
  values: Record<string, string>;
  /** Environment variable names referenced but set nowhere, with the secret that needs each. */
  missing: { secret: string; variable: string }[];
}

/**
 * Resolves the manifest's `secrets` map: `${{ env.NAME }}` comes from the process environment,
 * else from the integration folder's `.env`. A missing variable is reported, never replaced by
 * an empty string, and the secret is left out so the integration cannot mistake it for a value.
 */
export async function resolveSecrets(dir: string, secrets: unknown, processEnv: NodeJS.ProcessEnv = process.env): Promise<ResolvedSecrets> {
  const dotenvText = await readDotenv(dir);
  const fileEnv = parseDotenv(dotenvText);
  const values: Record<string, string> = {};
  const missing: ResolvedSecrets['missing'] = [];
  if (!secrets || typeof secrets !== 'object') return { values, missing };
  for (const [name, raw] of Object.entries(secrets as Record<string, unknown>)) {
    if (raw === null || raw === undefined) continue;
    const template = String(raw);
    let absent = false;
    const value = template.replace(REFERENCE, (_match, variable: string) => {
      const found = processEnv[variable] ?? fileEnv[variable];
      if (found === undefined || found === '') {
        missing.push({ secret: name, variable });
        absent = true;
        return '';
      }
      return found;
    });
    if (!absent) values[name] = value;
  }
  return { values, missing };
}
