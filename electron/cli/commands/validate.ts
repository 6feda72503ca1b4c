import { relative } from 'node:path';
import { StudioError } from '../../../shared/api/errors.ts';
import { ServiceError } from '../../lib/service-error.ts';
import { ENVIRONMENT_FLAGS, environmentArgument } from '../environment-flags.ts';
import { readManifestText } from '../../services/manifest/snapshot.ts';
import { validateManifestInFolder } from '../../services/manifest/validate-file.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import { defineCommand, EXIT, UsageError } from '../command.ts';
import { envAllowFor, TRUST_FLAGS } from '../trust-flags.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';

export const validate = defineCommand({
  name: 'validate',
  usage: 'validate [PATH | --dir DIR] {env} [--json] {trust}',
  summary: "Check a manifest: YAML, schema, the platform's rules and the files it names.",
  details: [
    'PATH is an integration folder or its platform-manifest.yaml (default: the current folder).',
    'Prints one line per finding, like a compiler: file:line:column severity code message.',
    'Exit 0 when there is no error (warnings allowed), 1 when there are errors, 2 when PATH cannot be read.',
  ].join('\n'),
  options: {
    dir: DIR_OPTION,
    json: { type: 'boolean', description: 'print {"valid": bool, "diagnostics": [...]} instead' },
  },
  groups: [ENVIRONMENT_FLAGS, TRUST_FLAGS],
  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`validate takes one PATH, got ${positionals.length}.`);
    const path = folderArgument(positionals[0], values.dir) ?? '.';
    let manifestPath: string;
    let text: string;
    try {
      ({ manifestPath } = await locateIntegration(path));
      text = await readManifestText(manifestPath);
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      throw new StudioError('not-found', `cannot read ${path}: ${(error as Error).message}`);
    }
    const { valid, diagnostics } = await validateManifestInFolder(text, manifestPath, {
      environment: environmentArgument(values.env).environment ?? null,
      // Untrusted, secrets are checked as the studio would resolve them: the .env and --env-allow names, no 1Password.
      envAllow: await envAllowFor(manifestPath, values),
    });
    if (values.json) {
      io.out(JSON.stringify({ valid, diagnostics }, null, 2));
    } else {
      const near = relative(process.cwd(), manifestPath);
      // Paths under the current folder print short, like a compiler's; others print in full.
      const shown = near && !near.startsWith('..') ? near : manifestPath;
      for (const d of diagnostics) io.out(`${shown}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
      const errors = diagnostics.filter((d) => d.severity === 'error').length;
      const warnings = diagnostics.length - errors;
      io.err(
        `${shown}: ${errors === 0 && warnings === 0 ? 'valid' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}`,
      );
    }
    return valid ? EXIT.ok : EXIT.failure;
  },
});
