import { stoppedHostStatus, type hostMethods } from '../../../shared/api/host.ts';
import type { FeatureHandlers } from '../context.ts';
import type { StudioOptions } from '../options.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';
import { readAllowedOutbound, writeAllowedOutbound } from '../../services/host/outbound-settings.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import { HostError } from '../../services/host/errors.ts';
import { DEV_INSTALLATION_ID } from '../../services/host/host.ts';

export interface HostDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'workspace' | 'host'>>;
  options: Pick<StudioOptions, 'allowOutbound'>;
}

/** Unknown installations and invalid origins reach the API through the gate's error chain (../errors.ts). */
export function handlers(deps: HostDeps): FeatureHandlers<typeof hostMethods> {
  const host = () => deps.session.require().host;
  const commandLine = () => deps.options.allowOutbound ?? [];
  return {
    'host.outbound.get': async () => ({
      workspace: await readAllowedOutbound(deps.session.require().workspace.dir),
      commandLine: commandLine(),
    }),
    'host.outbound.set': async ({ origins, workspaceId }) => {
      const session = deps.session.require();
      assertWriteTarget(session.workspace, { workspaceId });
      const workspace = await writeAllowedOutbound(session.workspace.dir, origins);
      session.host.outbound.setAllowed([...commandLine(), ...workspace]);
      return { workspace, commandLine: commandLine() };
    },
    'host.status': async () => {
      const session = deps.session.current();
      return session ? session.host.status() : stoppedHostStatus();
    },
    'host.dispatch': async ({ event, installationId, fetchBody }) => {
      // As the Events pane refuses: the platform delivers nothing to a paused installation (trigger, fire_event).
      const target = installationId ?? DEV_INSTALLATION_ID;
      if (host().world.directory.pausedRefusal(target))
        throw new HostError(
          'paused-installation',
          `Installation ${target} is paused: the platform delivers no events to it. Resume it (Installations pane, or integration-studio installation resume ${target}) to deliver events.`,
        );
      const result = await host().dispatchEvent(event as unknown as IntegrationEvent, {
        installationId,
        fetchBody: fetchBody === undefined ? undefined : new TextEncoder().encode(fetchBody),
      });
      return {
        status: result.status,
        headers: result.headers,
        body: result.body,
        durationMs: result.durationMs,
        logs: result.logs,
        error: result.error,
        errorCode: result.errorCode,
        recordId: result.recordId,
      };
    },
    'host.sourceLine': async ({ file, line }) => ({ text: deps.session.current()?.host.sourceLine(file, line) ?? null }),
    'host.components': async () => {
      const session = deps.session.current();
      return session ? session.host.components() : { known: false, ids: [], reason: 'No integration is open.' };
    },
    'host.endpoints': async ({ installationId }) => ({
      publicEndpoint: host().world.endpoints.publicEndpoint(installationId),
      apiEndpoint: host().world.endpoints.apiEndpoint,
      inspector: host().debuggerAddresses(),
    }),
    'host.debuggerReady': async () => {
      await host().debuggerReady();
      return {};
    },
    'host.debug': async ({ enabled, pauseOnExceptions }) => {
      await host().setDebug({ enabled, pauseOnExceptions });
      return host().status();
    },
    'host.rebuild': async () => {
      await host().rebuild();
      return host().status();
    },
    'host.render': async (input) => host().render(input),
  };
}
