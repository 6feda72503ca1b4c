import { dirname } from 'node:path';
import type { Diagnostic } from '../../../shared/api/manifest.ts';
import { validateManifestText, type SecretProblem } from '../../../shared/manifest/validate.ts';
import { resolveSecrets, type MissingSecret } from './secrets.ts';
import { describeUnresolved } from './environment.ts';
import { checkFiles } from './file-checks.ts';
import { knownIntegrationNames } from './known-names.ts';
import { manifestSnapshot } from './snapshot.ts';

export interface FolderValidation {
  valid: boolean;
  diagnostics: Diagnostic[];
}

export interface FolderValidationOptions {
  /** The `envs` entry selected (`--env NAME`), null for the top-level fields. */
  environment?: string | null;
  /** Set for a folder the user has not trusted: the only variables its secrets may read (see host/secrets.ts). */
  envAllow?: readonly string[];
}

/** Each secret with a reference that got no value, as the manifest's problems say it. */
function secretProblems(missing: readonly MissingSecret[]): Record<string, SecretProblem> {
  const problems: Record<string, SecretProblem> = {};
  for (const found of missing) {
    const name = found.secret;
    if (problems[name]) continue;
    if ('op' in found)
      problems[name] = {
        code: 'secret-not-resolved',
        message: `Secret \`${name}\` is the 1Password item \`${found.op}\`, which was not read: ${found.reason}. Until it is, the integration gets no \`${name}\`.`,
      };
    else if (found.withheld)
      problems[name] = {
        code: 'secret-not-set',
        message: `Secret \`${name}\` reads ${describeUnresolved(found)}.`,
      };
    else
      problems[name] = {
        code: 'secret-not-set',
        message: `Secret \`${name}\` reads the environment variable \`${found.variable}\`, which is not set: add \`${found.variable}=…\` to the integration's .env file or the environment.`,
      };
  }
  return problems;
}

/**
 * The full validation of a manifest in its folder: the pure validator (syntax, schema, semantic
 * rules) with the names the studio knows and the secrets the folder's variables leave without a
 * value (through the one resolver the host uses), plus the file checks.
 */
export async function validateManifestInFolder(
  text: string,
  manifestPath: string,
  { environment = null, envAllow }: FolderValidationOptions = {},
): Promise<FolderValidation> {
  const dir = dirname(manifestPath);
  const selected = manifestSnapshot(manifestPath, text, null, environment);
  const [knownNames, { missing }] = await Promise.all([
    knownIntegrationNames(dir),
    resolveSecrets(dir, selected.error ? undefined : selected.secrets, process.env, envAllow),
  ]);
  const result = validateManifestText(text, { knownNames, unresolvedSecrets: secretProblems(missing), environment });
  const fileDiagnostics = await checkFiles(result.data, dir, result.locator);
  const diagnostics = [...result.diagnostics, ...fileDiagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
  return { valid: !diagnostics.some((d) => d.severity === 'error'), diagnostics };
}
