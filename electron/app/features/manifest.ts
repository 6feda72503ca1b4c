import type { manifestMethods } from '../../../shared/api/manifest.ts';
import { manifestJsonSchema } from '../../../shared/manifest/json-schema.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';

export interface ManifestDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'workspace' | 'manifest'>>;
}

export function handlers(deps: ManifestDeps): FeatureHandlers<typeof manifestMethods> {
  return {
    'manifest.get': async () => deps.session.require().manifest.get(),
    'manifest.schema': async () => manifestJsonSchema,
    'manifest.validate': async ({ text }) => {
      const session = deps.session.current();
      if (session) return session.manifest.validate(text);
      // No folder open: the checks that need none still answer.
      const { diagnostics } = validateManifestText(text);
      return { valid: !diagnostics.some((d) => d.severity === 'error'), diagnostics };
    },
    'manifest.save': async ({ workspaceId, path, text, baseVersion }) => {
      const session = deps.session.require();
      assertWriteTarget(session.workspace, { workspaceId, path, expectedPath: session.workspace.manifestPath });
      return session.manifest.save(text, baseVersion);
    },
    'manifest.environment': async () => deps.session.require().manifest.snapshot().environment,
    'manifest.setEnvironment': async ({ name }) => deps.session.require().manifest.setEnvironment(name).environment,
  };
}
