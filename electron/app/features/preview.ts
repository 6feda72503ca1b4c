import type { previewMethods } from '../../../shared/api/preview.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { listComponents } from '../../services/preview/components.ts';
import { fetchOptions } from '../../services/preview/options.ts';

export interface PreviewDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'manifest' | 'host'>>;
  publicServer: { readonly origin: string };
}

export function handlers(deps: PreviewDeps): FeatureHandlers<typeof previewMethods> {
  return {
    'preview.components': async () => {
      const session = deps.session.require();
      return listComponents(session.manifest.snapshot(), () => session.host.components());
    },
    'preview.options': async ({ url, installationId }) =>
      fetchOptions(deps.session.require().host.outbound.policy, deps.publicServer.origin, url, installationId),
  };
}
