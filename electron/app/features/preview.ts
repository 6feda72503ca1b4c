import type { previewMethods } from '../../../shared/api/preview.ts';
import type { FeatureHandlers, StudioContext } from '../context.ts';
import { listComponents } from '../../services/preview/components.ts';
import { fetchOptions } from '../../services/preview/options.ts';

export function previewHandlers(context: StudioContext): FeatureHandlers<typeof previewMethods> {
  return {
    'preview.components': async () => {
      const session = context.session();
      return listComponents(session.manifest.snapshot(), () => session.host.components());
    },
    'preview.options': async ({ url, installationId }) =>
      fetchOptions(context.session().host.outboundPolicy, context.publicServer.origin, url, installationId),
  };
}
