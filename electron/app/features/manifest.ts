import { StudioError } from '../../../shared/api/index.ts';
import type { manifestMethods } from '../../../shared/api/manifest.ts';
import { manifestJsonSchema } from '../../../shared/manifest/json-schema.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';
import type { FeatureHandlers, StudioContext } from '../context.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';

export function manifestHandlers(context: StudioContext): FeatureHandlers<typeof manifestMethods> {
  return {
    'manifest.get': async () => context.session().manifest.get(),
    'manifest.schema': async () => manifestJsonSchema,
    'manifest.validate': async ({ text }) => {
      try {
        return await context.session().manifest.validate(text);
      } catch (error) {
        if (!(error instanceof StudioError && error.code === 'no-workspace')) throw error;
        // No folder open: the checks that need none still answer.
        const { diagnostics } = validateManifestText(text);
        return { valid: !diagnostics.some((d) => d.severity === 'error'), diagnostics };
      }
    },
    'manifest.save': async ({ workspaceId, path, text, baseVersion }) => {
      const session = context.session();
      assertWriteTarget(session.workspace, { workspaceId, path, expectedPath: session.workspace.manifestPath });
      return session.manifest.save(text, baseVersion);
    },
    'manifest.environment': async () => context.session().manifest.snapshot().environment,
    'manifest.setEnvironment': async ({ name }) => context.session().manifest.setEnvironment(name).environment,
  };
}
