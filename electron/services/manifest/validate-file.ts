import { dirname } from 'node:path';
import type { Diagnostic } from '../../../shared/api/manifest.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';
import { integrationEnv } from './environment.ts';
import { checkFiles } from './file-checks.ts';
import { knownIntegrationNames } from './known-names.ts';

export interface FolderValidation {
  valid: boolean;
  diagnostics: Diagnostic[];
}

/**
 * The full validation of a manifest in its folder: the pure validator (syntax, schema, semantic
 * rules) with the names the studio knows and the folder's environment, plus the file checks.
 */
export async function validateManifestInFolder(
  text: string,
  manifestPath: string,
  environment: string | null = null,
): Promise<FolderValidation> {
  const dir = dirname(manifestPath);
  const [knownNames, env] = await Promise.all([knownIntegrationNames(dir), integrationEnv(dir)]);
  const result = validateManifestText(text, { knownNames, env, environment });
  const fileDiagnostics = await checkFiles(result.data, dir, result.locator);
  const diagnostics = [...result.diagnostics, ...fileDiagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
  return { valid: !diagnostics.some((d) => d.severity === 'error'), diagnostics };
}
