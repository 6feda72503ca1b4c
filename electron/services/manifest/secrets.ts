import { describeUnresolved, folderVariables, type Unresolved } from './environment.ts';
import type { SecretReader } from './one-password.ts';

/** A reference of the secret `secret` that got no value (a variable set nowhere or withheld, a 1Password item not read). */
export type MissingSecret = { secret: string } & Unresolved;

export interface ResolvedSecrets {
  /** The manifest's `secrets`, each reference replaced. */
  values: Record<string, string>;
  /** References that got no value, with the secret that needs each. */
  missing: MissingSecret[];
}

/**
 * Resolves the manifest's `secrets` map through the folder's variables (see manifest/environment.ts):
 * `${{ env.NAME }}` and, in a trusted folder, `${{ "op://…" }}` read with the 1Password CLI. A secret
 * with any reference unresolved is left out (never empty, never the reference itself), so the
 * integration cannot mistake it for a value; `envAllow` is given for a folder the user has not trusted.
 */
export async function resolveSecrets(
  dir: string,
  secrets: unknown,
  processEnv: NodeJS.ProcessEnv = process.env,
  envAllow?: readonly string[],
  op?: SecretReader | null,
): Promise<ResolvedSecrets> {
  const values: Record<string, string> = {};
  const missing: MissingSecret[] = [];
  if (!secrets || typeof secrets !== 'object') return { values, missing };
  const variables = await folderVariables(dir, { env: processEnv, envAllow, op });
  for (const [name, raw] of Object.entries(secrets as Record<string, unknown>)) {
    if (raw === null || raw === undefined) continue;
    const { value, unresolved } = await variables.expandSecret(String(raw));
    if (unresolved.length) missing.push(...unresolved.map((found) => ({ secret: name, ...found })));
    else values[name] = value;
  }
  return { values, missing };
}

/** How the status, the journal and the CLI name a missing secret, saying how to give it a value. */
export function describeMissingSecret(missing: MissingSecret): string {
  return `${missing.secret} (${describeUnresolved(missing)})`;
}
