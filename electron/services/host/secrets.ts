import { parse as parseDotenv } from 'dotenv';
import { readDotenv } from './containment/folder-bounds.ts';

const REFERENCE = /\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export interface MissingSecret {
  secret: string;
  variable: string;
  /** The variable is set in the environment, but the folder is not trusted and the user did not allow it. */
  withheld?: boolean;
}

export interface ResolvedSecrets {
  /** The manifest's `secrets`, each `${{ env.NAME }}` replaced. */
  values: Record<string, string>;
  /** Environment variable names referenced but set nowhere (or withheld), with the secret that needs each. */
  missing: MissingSecret[];
}

/**
 * Resolves the manifest's `secrets` map: `${{ env.NAME }}` comes from the process environment,
 * else from the integration folder's `.env`. A missing variable is reported, never replaced by
 * an empty string, and the secret is left out so the integration cannot mistake it for a value.
 *
 * `envAllow` is given for a folder the user has not trusted: a manifest can name any variable
 * (`${{ env.AWS_SECRET_ACCESS_KEY }}`), so only the folder's `.env` and the variables listed here
 * are read; another variable set in the environment is reported as withheld, saying how to allow it.
 */
export async function resolveSecrets(
  dir: string,
  secrets: unknown,
  processEnv: NodeJS.ProcessEnv = process.env,
  envAllow?: readonly string[],
): Promise<ResolvedSecrets> {
  const dotenvText = await readDotenv(dir);
  const fileEnv = parseDotenv(dotenvText);
  const values: Record<string, string> = {};
  const missing: ResolvedSecrets['missing'] = [];
  if (!secrets || typeof secrets !== 'object') return { values, missing };
  const readable = (variable: string) => !envAllow || envAllow.includes(variable);
  for (const [name, raw] of Object.entries(secrets as Record<string, unknown>)) {
    if (raw === null || raw === undefined) continue;
    const template = String(raw);
    let absent = false;
    const value = template.replace(REFERENCE, (_match, variable: string) => {
      const fromEnv = processEnv[variable];
      const found = (readable(variable) ? fromEnv : undefined) ?? fileEnv[variable];
      if (found === undefined || found === '') {
        const withheld = !readable(variable) && fromEnv !== undefined && fromEnv !== '';
        missing.push(withheld ? { secret: name, variable, withheld } : { secret: name, variable });
        absent = true;
        return '';
      }
      return found;
    });
    if (!absent) values[name] = value;
  }
  return { values, missing };
}

/** How the status, the journal and the CLI name a missing secret; a withheld one says how to allow it. */
export function describeMissingSecret({ secret, variable, withheld }: MissingSecret): string {
  const reference = `\${{ env.${variable} }}`;
  if (!withheld) return `${secret} (${reference})`;
  return `${secret} (${reference}: ${variable} is set in your environment, but this folder is not trusted; trust it (Trust this folder in the studio, --trust) or allow the variable with --env-allow ${variable})`;
}
