import type { manifestMethods } from '../../../shared/api/manifest.ts';
import { manifestJsonSchema } from '../../../shared/manifest/json-schema.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';
import type { DraftStore } from '../../services/workspace/drafts.ts';

export interface ManifestDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'workspace' | 'manifest'>>;
  drafts: DraftStore;
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
      const saved = await session.manifest.save(text, baseVersion);
      // What was unsaved is now the file: a restart must not offer the old draft back.
      await deps.drafts.put(session.workspace.manifestPath, null).catch(() => {});
      return saved;
    },
    'manifest.draft': async () => deps.drafts.get(deps.session.require().workspace.manifestPath),
    'manifest.keepDraft': async ({ workspaceId, path, draft }) => {
      const { workspace } = deps.session.require();
      assertWriteTarget(workspace, { workspaceId, path, expectedPath: workspace.manifestPath });
      await deps.drafts.put(workspace.manifestPath, draft);
      return {};
    },
    'manifest.environment': async () => deps.session.require().manifest.snapshot().environment,
    'manifest.setEnvironment': async ({ name }) => deps.session.require().manifest.setEnvironment(name).environment,
  };
}
