import { StudioError } from '../../../shared/api/index.ts';
import { stoppedHostStatus, type hostMethods } from '../../../shared/api/host.ts';
import type { FeatureHandlers, StudioContext } from '../context.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';
import { UnknownInstallationError } from '../../services/host/host.ts';
import { InvalidOriginError, readAllowedOutbound, writeAllowedOutbound } from '../../services/host/outbound-settings.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';

export function hostHandlers(context: StudioContext): FeatureHandlers<typeof hostMethods> {
  const host = () => context.session().host;
  const commandLine = () => context.options.allowOutbound ?? [];
  return {
    'host.outbound.get': async () => ({
      workspace: await readAllowedOutbound(context.session().workspace.dir),
      commandLine: commandLine(),
    }),
    'host.outbound.set': async ({ origins, workspaceId }) => {
      const session = context.session();
      assertWriteTarget(session.workspace, { workspaceId });
      let workspace: string[];
      try {
        workspace = await writeAllowedOutbound(session.workspace.dir, origins);
      } catch (error) {
        if (error instanceof InvalidOriginError) throw new StudioError('invalid-input', error.message);
        throw error;
      }
      session.host.setAllowedOutbound([...commandLine(), ...workspace]);
      return { workspace, commandLine: commandLine() };
    },
    'host.status': async () => {
      try {
        return await host().status();
      } catch (error) {
        if (error instanceof StudioError && error.code === 'no-workspace') return stoppedHostStatus();
        throw error;
      }
    },
    'host.dispatch': async ({ event, installationId, fetchBody }) => {
      try {
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
      } catch (error) {
        if (error instanceof UnknownInstallationError) throw new StudioError('not-found', error.message);
        throw error;
      }
    },
    'host.sourceLine': async ({ file, line }) => {
      try {
        return { text: host().sourceLine(file, line) };
      } catch (error) {
        if (error instanceof StudioError && error.code === 'no-workspace') return { text: null };
        throw error;
      }
    },
    'host.components': async () => {
      try {
        return await host().components();
      } catch (error) {
        if (error instanceof StudioError && error.code === 'no-workspace')
          return { known: false, ids: [], reason: 'No integration is open.' };
        throw error;
      }
    },
    'host.rebuild': async () => {
      await host().rebuild();
      return host().status();
    },
    'host.render': async (input) => {
      try {
        return await host().render(input);
      } catch (error) {
        if (error instanceof UnknownInstallationError) throw new StudioError('not-found', error.message);
        throw error;
      }
    },
  };
}
