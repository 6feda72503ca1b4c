import type { OAuthOutcome } from '../../../shared/api/installations.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import { SECTION_OF } from '../manifest/snapshot.ts';
import { InstallationsError } from './errors.ts';
import { createOAuthStates, type OAuthStates } from './oauth-state.ts';
import type { InstallationRecords } from './records.ts';

/** The callback a site installation's visitor authentication returns to, under its public endpoint. */
export const VISITOR_AUTH_CALLBACK = '/visitor-auth/response';

export interface OAuthFlowsDeps {
  records: InstallationRecords;
  journal: Journal;
  bus: Bus;
  now?: () => number;
}

/** The OAuth flows of button properties: started by the studio, ended by the integration's callback or its failure report. */
export interface OAuthFlows {
  /** The signed, single-use states of the flows the studio started. */
  readonly states: OAuthStates;
  /** The URL a button opens: its `callback_url` on the installation's public endpoint with a signed, single-use state. */
  start(id: string, property: string): { url: string };
  /** The OAuth callbacks registered with the mock provider, as a real provider knows the app's redirect URIs. */
  callbacks(): string[];
  /** Records how a flow ended, in the journal and on the bus. */
  report(outcome: Omit<OAuthOutcome, 'at'>): void;
  /** The integration stored a configuration: a flow of that installation under way ended well. */
  configured(id: string): void;
}

export function createOAuthFlows(deps: OAuthFlowsDeps): OAuthFlows {
  const { records } = deps;
  const states = createOAuthStates();
  const now = deps.now ?? Date.now;
  /** Installations with an OAuth flow the studio started and not yet finished. */
  const flows = new Set<string>();
  const callbackOf = (id: string, callbackUrl: string) =>
    new URL(records.publicEndpoint(id) + (callbackUrl.startsWith('/') ? callbackUrl : `/${callbackUrl}`), 'http://127.0.0.1');

  const report = (outcome: Omit<OAuthOutcome, 'at'>) => {
    flows.delete(outcome.installationId);
    deps.journal.append({
      kind: 'oauth.result',
      status: outcome.ok ? 'ok' : 'error',
      summary: outcome.ok
        ? `OAuth connected for ${outcome.installationId}`
        : `OAuth failed for ${outcome.installationId}: ${outcome.error}`,
      installationId: outcome.installationId,
      data: outcome,
    });
    deps.bus.publish('installations.oauth', { ...outcome, at: now() });
  };

  return {
    states,
    start(id, property) {
      const installation = records.mustGet(id);
      // The flow ends on the installation's public endpoint, which a paused installation refuses.
      if (installation.status === 'paused')
        throw new InstallationsError(
          'paused',
          `Installation ${id} is paused: resume it to connect, since its public endpoint takes no requests.`,
        );
      const definition = records.section(installation)?.properties?.[property];
      if (!definition || definition.type !== 'button')
        throw new InstallationsError(
          'wrong-property',
          `\`${property}\` is not a button property of the ${SECTION_OF[installation.kind]} configuration.`,
        );
      const url = callbackOf(id, definition.callback_url);
      url.searchParams.set('state', states.issue(id));
      flows.add(id);
      return { url: url.toString() };
    },
    callbacks() {
      const callbacks: string[] = [];
      for (const installation of records.store.list()) {
        // The platform's visitor-authentication integrations all register this one with their provider.
        if (installation.kind === 'site') callbacks.push(callbackOf(installation.id, VISITOR_AUTH_CALLBACK).href);
        for (const definition of Object.values(records.section(installation)?.properties ?? {}))
          if (definition.type === 'button') callbacks.push(callbackOf(installation.id, definition.callback_url).href);
      }
      return callbacks;
    },
    report,
    configured(id) {
      if (flows.has(id)) report({ installationId: id, ok: true, error: null });
    },
  };
}
