import { isDeepStrictEqual } from 'node:util';
import type {
  EventOutcome,
  Installation,
  InstallationKind,
  OAuthOutcome,
  Preset,
  QueuedTask,
  RuntimeEventType,
} from '../../../shared/api/installations.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { PlatformCredentials } from '../platform/credentials.ts';
import type { TaskRow } from '../platform/world-store.ts';
import { InstallationsError } from './errors.ts';
import { createInstallationEvents, type InstallationsHost, type InstallationsWebhooks } from './events.ts';
import { createOAuthFlows } from './oauth-flows.ts';
import type { OAuthStates } from './oauth-state.ts';
import { updated, type InstallationRecords, type InstallationsManifest } from './records.ts';
import type { StoredInstallation } from './store.ts';

export { parseBody, type DispatchAnswer, type InstallationsHost, type InstallationsWebhooks } from './events.ts';
export { VISITOR_AUTH_CALLBACK } from './oauth-flows.ts';
export { ORGANIZATION_ID } from './records.ts';

export interface InstallationsDeps {
  /** The installations' records, opened before the platform world (whose directory reads them). */
  records: InstallationRecords;
  /** The session's credentials: the integration token every envelope carries. */
  credentials: Pick<PlatformCredentials, 'integrationToken'>;
  /** The one-way delivery port to the host, built before Installations (null: events fail with a clear error). */
  host: InstallationsHost | null;
  webhooks(): InstallationsWebhooks | null;
  /** What the integration queued through the platform world's API (oldest first). */
  queuedTasks(): TaskRow[];
  journal: Journal;
  bus: Bus;
  now?: () => number;
}

/** The workspace's installations: their lifecycle, configuration, environments, events and OAuth flows. */
export interface InstallationsService {
  /** The signed, single-use states of the OAuth flows the studio started. */
  states: OAuthStates;
  /** The integration's own API token, as every envelope carries it. */
  integrationToken: string;
  /** Every installation as the API shows it (secrets masked), newest first. */
  list(): Installation[];
  /** The installation `id` as the API shows it; not-found when there is none. */
  get(id: string): Installation;
  /** The installation `id` as stored (configuration in clear), or null. */
  stored(id: string): StoredInstallation | null;
  /** Every installation as stored. */
  all(): StoredInstallation[];
  /** Installs at a level (under the organization installation, created when missing) and runs its setup. */
  create(input: {
    kind: InstallationKind;
    spaceId?: string;
    siteId?: string;
    configuration?: Record<string, unknown>;
  }): Promise<Installation>;
  /**
   * A configuration edit from the form: button properties keep what their OAuth flow stored. With
   * `basedOn` (the configuration the form was opened on, as `get` showed it), a configuration saved
   * elsewhere since then is not overwritten: the edit is refused as a conflict.
   */
  configure(id: string, edited: Record<string, unknown>, basedOn?: Record<string, unknown>): Promise<Installation>;
  /**
   * What the integration stored through the platform API (OAuth credentials, a component's form):
   * the configuration merged, external ids replaced. Answered at once; the setup events follow,
   * as the platform queues them (`settled` waits for them).
   */
  updateFromIntegration(id: string, patch: { configuration?: Record<string, unknown>; externalIds?: string[] }): Installation;
  /** Resolves once every setup event an update scheduled has been delivered. */
  settled(): Promise<void>;
  /** External ids the integration set through the platform API (`externalIds` of an installation update): replaced. */
  setExternalIds(id: string, externalIds: string[]): Installation;
  /** Pauses the installation: it stops receiving events and traffic. */
  pause(id: string): Installation;
  /** Resumes a paused installation: active again, or pending while its configuration is invalid. */
  resume(id: string): Installation;
  /** Uninstalls the installation, and with an organization installation those under it. */
  /** Uninstalls (an organization installation with its space and site installations), after their uninstall events. */
  delete(id: string): Promise<{ deleted: string }>;
  /** Newest first, at most `limit`: an integration that queues a task per page can have thousands. */
  queuedTasks(limit?: number): { tasks: QueuedTask[]; total: number };
  /** A starting payload for firing an event of `type` at the installation. */
  template(id: string, type: RuntimeEventType): Record<string, unknown>;
  /** Delivers an event of `type` to the installation and reports what the integration did. */
  fire(id: string, type: RuntimeEventType, payload: Record<string, unknown>): Promise<EventOutcome>;
  /** The saved event presets, by name. */
  presets(): Preset[];
  /** Saves an event preset under its name. */
  savePreset(preset: Omit<Preset, 'savedAt'>): Preset;
  /** Deletes the event preset `name`. */
  deletePreset(name: string): { deleted: string };
  /** The URL a button opens: its `callback_url` on the installation's public endpoint with a signed, single-use state. */
  oauthStart(id: string, property: string): { url: string };
  /** The OAuth callbacks registered with the mock provider, as a real provider knows the app's redirect URIs. */
  oauthCallbacks(): string[];
  /** Records how an OAuth flow ended, in the journal and on the bus. */
  reportOAuth(outcome: Omit<OAuthOutcome, 'at'>): void;
  /** Which installation owns this API token (the integration's own token names none). */
  tokenOwner(token: string): StoredInstallation | 'integration' | null;
  /** The parts of the manifest installations use; throws when it cannot be read. */
  manifest(): InstallationsManifest;
  /** The installation's public endpoint. */
  publicEndpoint(id: string): string;
  /** The installation's endpoint on the content origin (the public endpoint when there is none). */
  publicContentEndpoint(id: string): string;
}

export function createInstallations(deps: InstallationsDeps): InstallationsService & { dispose(): void } {
  const { records } = deps;
  const events = createInstallationEvents({ ...deps, records });
  const oauth = createOAuthFlows({ ...deps, records });
  const { integrationToken } = deps.credentials;

  // What the integration stores through the platform API is answered at once; its setup events follow, as the platform queues them.
  const stopListening = records.onIntegrationUpdate(({ before, next, patch }) => {
    if (patch.configuration) oauth.configured(next.id);
    // A write that changes nothing updates nothing: no setup event, so a handler that stores what it
    // was handed on every setup cannot set off an endless chain of them.
    if (updated(before, next)) events.later(() => events.setup(next, before));
  });

  return {
    states: oauth.states,
    integrationToken,
    list: () => records.store.list().map(records.view),
    get: (id) => records.view(records.mustGet(id)),
    stored: (id) => records.store.get(id),
    all: () => records.store.list(),
    async create(input) {
      const parent = input.kind === 'organization' ? null : records.organization();
      let installation = records.install(input.kind, { spaceId: input.spaceId, siteId: input.siteId, parentId: parent?.id ?? null });
      if (input.configuration)
        installation = records.applyConfiguration(
          installation,
          { ...installation.configuration, ...input.configuration },
          'configured at installation',
        );
      records.changed(installation.id);
      if (parent) records.changed(parent.id);
      await events.setup(installation, null);
      return records.view(installation);
    },
    async configure(id, edited, basedOn) {
      const installation = records.mustGet(id);
      if (basedOn && !isDeepStrictEqual(records.view(installation).configuration, basedOn))
        throw new InstallationsError(
          'edited-elsewhere',
          `The configuration of installation ${id} was saved elsewhere (the integration, the Preview or another window) after this form was opened; nothing was overwritten. Load the new configuration, then edit and save again.`,
        );
      const configuration = { ...edited };
      // A secret comes back from the API masked: sent back unchanged, it keeps the stored value rather than the mask.
      const shown = records.view(installation).configuration;
      for (const [name, value] of Object.entries(configuration)) {
        if (
          name in installation.configuration &&
          !isDeepStrictEqual(shown[name], installation.configuration[name]) &&
          isDeepStrictEqual(value, shown[name])
        )
          configuration[name] = installation.configuration[name];
      }
      const section = records.section(installation);
      // Button properties keep what their OAuth flow stored (a form knows nothing of the tokens).
      if (section?.componentId === undefined) {
        for (const [name, property] of Object.entries(section?.properties ?? {})) {
          if (property.type !== 'button') continue;
          if (installation.configuration[name] === undefined) delete configuration[name];
          else configuration[name] = installation.configuration[name];
        }
      }
      const next = records.applyConfiguration(installation, configuration, 'configuration edited');
      records.changed(id);
      await events.setup(next, installation);
      return records.view(next);
    },
    updateFromIntegration: (id, patch) => records.view(records.updateFromIntegration(id, patch).next),
    settled: () => events.settled(),
    setExternalIds(id, externalIds) {
      const next = records.storeExternalIds(records.mustGet(id), externalIds);
      records.changed(id);
      return records.view(next);
    },
    pause: (id) => records.pause(id),
    resume: (id) => records.resume(id),
    async delete(id) {
      const installation = records.mustGet(id);
      // Delivered while the installation is still there, so the event carries its environment as
      // every other event does; then removed, whatever the handler answered (a failure is journaled).
      for (const item of [...records.store.list().filter((i) => i.parentId === id), installation]) await events.uninstalled(item);
      return records.delete(id);
    },
    queuedTasks: (limit) => events.queuedTasks(limit),
    template: (id, type) => events.template(id, type),
    fire: (id, type, payload) => events.fire(id, type, payload),
    presets: () => events.presets(),
    savePreset: (preset) => events.savePreset(preset),
    deletePreset: (name) => events.deletePreset(name),
    oauthStart: (id, property) => oauth.start(id, property),
    oauthCallbacks: () => oauth.callbacks(),
    reportOAuth: (outcome) => oauth.report(outcome),
    tokenOwner(token) {
      if (token === integrationToken) return 'integration';
      return records.store.list().find((i) => i.token === token) ?? null;
    },
    manifest: () => records.manifest(),
    publicEndpoint: (id) => records.publicEndpoint(id),
    publicContentEndpoint: (id) => records.publicContentEndpoint(id),
    dispose() {
      stopListening();
    },
  };
}
