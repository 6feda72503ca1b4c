import { StudioError } from '../../../shared/api/errors.ts';
import type { installationsMethods } from '../../../shared/api/installations.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { fetchCompletions } from '../../services/installations/completions.ts';
import { sendPublicRequest } from '../../services/requests/send.ts';

export interface InstallationsDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'installations' | 'host' | 'journal'>>;
}

export function handlers(deps: InstallationsDeps): FeatureHandlers<typeof installationsMethods> {
  const feature = () => {
    const installations = deps.session.require().installations;
    if (!installations) throw new StudioError('unavailable', 'Installations are not available for this workspace.');
    return installations;
  };
  const service = () => feature().service;
  return {
    'installations.manifest': async () => service().manifest(),
    'installations.list': async () => service().list(),
    'installations.get': async ({ installationId }) => service().get(installationId),
    'installations.create': async (input) => service().create(input),
    'installations.configure': async ({ installationId, configuration, basedOn }) =>
      service().configure(installationId, configuration, basedOn),
    'installations.setExternalIds': async ({ installationId, externalIds }) => service().setExternalIds(installationId, externalIds),
    'installations.pause': async ({ installationId }) => service().pause(installationId),
    'installations.resume': async ({ installationId }) => service().resume(installationId),
    'installations.delete': async ({ installationId }) => service().delete(installationId),
    'installations.completions': async ({ installationId, property }) =>
      fetchCompletions(service(), deps.session.require().host.outbound.policy, installationId, property),
    'installations.oauthStart': async ({ installationId, property }) => service().oauthStart(installationId, property),
    'installations.mockProvider': async () => feature().mockProvider.settings(),
    'installations.setMockProvider': async ({ failure }) => feature().mockProvider.setFailure(failure),
    'installations.eventTemplate': async ({ installationId, eventType }) => ({ payload: service().template(installationId, eventType) }),
    'installations.queuedTasks': async () => service().queuedTasks(),
    'installations.fire': async ({ installationId, eventType, payload }) => service().fire(installationId, eventType, payload),
    'installations.visitorSignIn': async ({ installationId, payload, logout }) =>
      feature().visitorFlows.start(installationId, payload, logout),
    'installations.sendRequest': async (input) =>
      sendPublicRequest(
        { endpoint: (installationId) => service().publicEndpoint(installationId), journal: deps.session.require().journal },
        input,
      ),
    'installations.presets': async () => service().presets(),
    'installations.savePreset': async (preset) => service().savePreset(preset),
    'installations.deletePreset': async ({ name }) => service().deletePreset(name),
  };
}
