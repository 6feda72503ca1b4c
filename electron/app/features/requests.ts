import type { requestsMethods } from '../../../shared/api/requests.ts';
import { StudioError } from '../../../shared/api/errors.ts';
import type { FeatureHandlers } from '../context.ts';
import type { StudioOptions } from '../options.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';
import { listSavedRequests, resolveSavedRequest, saveRequest } from '../../services/requests/saved.ts';

export interface RequestsDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'workspace' | 'installations'>>;
  options: Pick<StudioOptions, 'envAllow'>;
}

export function handlers(deps: RequestsDeps): FeatureHandlers<typeof requestsMethods> {
  return {
    'requests.list': async () => listSavedRequests(deps.session.require().workspace.dir),
    'requests.resolve': async ({ installationId, file, name, environment }) => {
      const session = deps.session.require();
      const installations = session.installations;
      if (!installations) throw new StudioError('unavailable', 'Installations are not available for this workspace.');
      const resolved = await resolveSavedRequest(session.workspace.dir, {
        file,
        name,
        environment,
        endpoint: installations.service.publicEndpoint(installationId),
        // An untrusted folder reads only its .env and the variables of --env-allow (the one resolver decides).
        envAllow: session.workspace.trusted ? undefined : (deps.options.envAllow ?? []),
      });
      return { installationId, ...resolved };
    },
    'requests.save': async ({ file, name, method, path, headers, body, workspaceId }) => {
      const session = deps.session.require();
      // A tab still showing the folder opened before must not write its request into this one.
      assertWriteTarget(session.workspace, { workspaceId });
      const target = file.endsWith('.http') ? file : `${file}.http`;
      const url = `{{endpoint}}${path.startsWith('/') ? path : `/${path}`}`;
      await saveRequest(session.workspace.dir, target, { name, method, url, headers, body });
      return { file: target };
    },
  };
}
