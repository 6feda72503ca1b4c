import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { isDeepStrictEqual } from 'node:util';
import { StudioError } from '../../../shared/api/errors.ts';
import type {
  EventOutcome,
  Installation,
  InstallationKind,
  InstallationStatus,
  OAuthOutcome,
  Preset,
  QueuedTask,
  RuntimeEventType,
} from '../../../shared/api/installations.ts';
import { checkPayload } from '../../../shared/api/installations.ts';
import { takeSources } from '../../../shared/contentkit/source.ts';
import { configurationDefaults, validateConfiguration } from '../../../shared/manifest/configuration.ts';
import { platformId, type IntegrationEnvironment } from '../../../shared/platform/index.ts';
import { installationEnvironment } from '../platform/environment.ts';
import { STUDIO_ORGANIZATION_ID } from '../platform/ids.ts';
import type { PlatformCredentials } from '../platform/credentials.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import { templateFor } from './event-payloads.ts';
import { checkValue } from '../../lib/values.ts';
import { maskSecrets, secretStrings } from './masking.ts';
import { SECTION_OF, targetAllows, type ManifestSnapshot } from '../manifest/snapshot.ts';
import { createOAuthStates, type OAuthStates } from './oauth-state.ts';
import { createInstallationStore, type StoredInstallation } from './store.ts';
import type { SecretSealer } from '../secrets/sealer.ts';
import type { TaskRow } from '../platform/world-store.ts';

/** What the host answers when the studio delivers an event (`body` as text or already parsed). */
export interface DispatchAnswer {
  status: number;
  body: unknown;
  durationMs: number;
  logs: EventOutcome['logs'];
  recordId: number | null;
  /** Set when the sandbox, not the integration, answered (deadline, crash). */
  error?: string | null;
  headers?: Record<string, string>;
}

/** The callback a site installation's visitor authentication returns to, under its public endpoint. */
export const VISITOR_AUTH_CALLBACK = '/visitor-auth/response';

/** The answer's headers that say what it is: a published script's type, a visitor-authentication redirect, its caching. */
function answerHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of ['content-type', 'location', 'cache-control']) if (headers?.[name] !== undefined) shown[name] = headers[name]!;
  return shown;
}

/**
 * The answer as the Events pane shows it: parsed when it is JSON, without the development build's
 * `__source` positions (the docs promise the tree as the platform would get it; the Preview has them).
 */
export function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    const parsed: unknown = JSON.parse(body);
    takeSources(parsed);
    return parsed;
  } catch {
    return body;
  }
}

/** The slice of the host installations need (the host service implements it). */
export interface InstallationsHost {
  dispatchEvent(event: Record<string, unknown>, options: { installationId?: string }): Promise<DispatchAnswer>;
  publicEndpoint(installationId: string): string;
  /** The endpoint on the content origin (webframes' pages); the public endpoint when absent. */
  publicContentEndpoint?(installationId: string): string;
  /** The platform API emulator: what the integration queued (oldest first), for `task` payloads. */
  api?: { queuedTasks(): TaskRow[] };
}

/** The slice of the webhooks service a content update goes through. */
export interface InstallationsWebhooks {
  publish(
    type: string,
    options: { spaceId?: string; siteId?: string; installationId?: string; payload?: Record<string, unknown> },
  ): Promise<unknown> | unknown;
}

export interface InstallationsDeps {
  db: DatabaseSync;
  journal: Journal;
  bus: Bus;
  /** The manifest service's current snapshot: installations never read the file. */
  manifest(): ManifestSnapshot;
  /** How secrets are kept at rest; file modes only when absent. */
  sealer?: SecretSealer;
  /** The session's credentials (platform/credentials.ts): the integration token every envelope carries, registered once. */
  credentials: Pick<PlatformCredentials, 'integrationToken'>;
  /** The one-way dispatch port to the host, built before Installations (null: events fail with a clear error). */
  host: InstallationsHost | null;
  webhooks(): InstallationsWebhooks | null;
  now?: () => number;
}

/** What the platform sends when an installation of each kind is installed or updated. */
const SETUP_EVENTS: Record<InstallationKind, RuntimeEventType[]> = {
  organization: ['installation_setup'],
  space: ['installation_setup', 'space_installation_setup'],
  site: ['installation_setup', 'site_installation_setup'],
};

/** The organization every installation of the studio belongs to. */
export const ORGANIZATION_ID = STUDIO_ORGANIZATION_ID;

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
  /** Why the installation's public endpoint refuses traffic now, or null when it serves it. */
  trafficRefusal(id: string): string | null;
  /** Pauses the installation: it stops receiving events and traffic. */
  pause(id: string): Installation;
  /** Resumes a paused installation: active again, or pending while its configuration is invalid. */
  resume(id: string): Installation;
  /** Uninstalls the installation, and with an organization installation those under it. */
  delete(id: string): { deleted: string };
  /** The `environment` of an envelope for this installation (with its organization installation around a space or site one). */
  environment(
    id: string,
    base: { apiEndpoint: string; secrets: Record<string, string>; publicEndpoint?: string; publicContentEndpoint?: string },
  ): IntegrationEnvironment | null;
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
  manifest(): Pick<ManifestSnapshot, 'target' | 'sections'> & { name: string };
  /** The installation's public endpoint. */
  publicEndpoint(id: string): string;
  /** The installation's endpoint on the content origin (the public endpoint when there is none). */
  publicContentEndpoint(id: string): string;
}

export function createInstallations(deps: InstallationsDeps): InstallationsService {
  const store = createInstallationStore(deps.db, deps.sealer);
  const states: OAuthStates = createOAuthStates();
  const now = deps.now ?? Date.now;
  const { integrationToken } = deps.credentials;
  /** Installations with an OAuth flow the studio started and not yet finished. */
  const flows = new Set<string>();
  /** Setup events scheduled after an answer and not yet delivered. */
  const pending = new Set<Promise<void>>();

  /** The parts installations use; a manifest that cannot be read or parsed refuses, as the file did. */
  const manifest = (): Pick<ManifestSnapshot, 'target' | 'sections'> & { name: string } => {
    const snapshot = deps.manifest();
    if (snapshot.error) throw new Error(`The manifest cannot be read: ${snapshot.error}`);
    return { name: snapshot.integrationName, target: snapshot.target, sections: snapshot.sections };
  };
  const sectionOf = (installation: StoredInstallation, m = manifest()) => m.sections[SECTION_OF[installation.kind]];

  for (const installation of store.list()) {
    protect(installation);
    // Said once per open, where the user looks: the Inspector, and the terminal of a command.
    for (const { message } of installation.setAside ?? []) {
      deps.journal.append({
        kind: 'log',
        status: 'error',
        summary: `warn: ${message}`,
        installationId: installation.id,
        data: { level: 'warn', message, ts: now() },
      });
      console.warn(`integration-studio: ${message}`);
    }
  }

  function protect(installation: StoredInstallation) {
    deps.journal.registerSecret(`installation-token:${installation.id}`, installation.token);
    for (const secret of secretStrings(installation.configuration)) deps.journal.registerSecret(`configuration:${installation.id}`, secret);
    const section = sectionOf(installation);
    for (const [name, property] of Object.entries(section?.properties ?? {})) {
      if (property.type === 'button')
        for (const secret of secretStrings(installation.configuration[name], true)) deps.journal.registerSecret(name, secret);
    }
  }

  function callbackOf(id: string, callbackUrl: string): string {
    return publicEndpoint(id) + (callbackUrl.startsWith('/') ? callbackUrl : `/${callbackUrl}`);
  }

  function mustGet(id: string): StoredInstallation {
    const installation = store.get(id);
    if (!installation)
      throw new StudioError(
        'not-found',
        `No installation ${id}: it was deleted or never existed (installations.list shows the current ones).`,
      );
    return installation;
  }

  function publicEndpoint(id: string): string {
    return deps.host?.publicEndpoint(id) ?? `/i/${id}`;
  }

  function publicContentEndpoint(id: string): string {
    return deps.host?.publicContentEndpoint?.(id) ?? publicEndpoint(id);
  }

  function view(installation: StoredInstallation): Installation {
    const section = sectionOf(installation);
    const buttons = new Set(
      Object.entries(section?.properties ?? {})
        .filter(([, p]) => p.type === 'button')
        .map(([name]) => name),
    );
    const configuration = Object.fromEntries(
      Object.entries(installation.configuration).map(([key, value]) => [key, maskSecrets(value, buttons.has(key))]),
    );
    const organization = installation.kind === 'organization';
    return {
      id: installation.id,
      kind: installation.kind,
      spaceId: installation.spaceId,
      siteId: installation.siteId,
      status: installation.status,
      configuration: maskSecrets(configuration) as Record<string, unknown>,
      configurationErrors: installation.configurationErrors.map((error) => ({ field: error.field, message: error.message })),
      externalIds: installation.externalIds,
      urls: { publicEndpoint: publicEndpoint(installation.id), app: `studio://installations/${installation.id}` },
      space_selection: organization ? (store.list().some((i) => i.parentId === installation.id) ? 'selected' : 'all') : null,
      target: organization ? (store.list().some((i) => i.parentId === installation.id) ? 'specific' : 'all') : null,
      createdAt: installation.createdAt,
      updatedAt: installation.updatedAt,
      history: store.history(installation.id),
    };
  }

  function changed(id: string) {
    const installation = store.get(id);
    deps.bus.publish('installations.changed', { id, installation: installation ? view(installation) : null });
  }

  function transition(installation: StoredInstallation, from: InstallationStatus | null, to: InstallationStatus | null, reason: string) {
    const at = now();
    store.addTransition(installation.id, { at, from, to, reason });
    deps.journal.append({
      kind: 'installation.transition',
      status: to === 'active' ? 'ok' : to === null ? 'info' : 'pending',
      summary: `${installation.kind} installation ${installation.id}: ${from ?? 'new'} → ${to ?? 'deleted'} (${reason})`,
      installationId: installation.id,
      data: { from, to, reason },
    });
  }

  /** The payload's `installationId` is the organization installation's, as on the platform. */
  const organizationIdOf = (installation: StoredInstallation) => installation.parentId ?? installation.id;

  async function deliver(
    installation: StoredInstallation,
    type: RuntimeEventType,
    payload: Record<string, unknown>,
  ): Promise<EventOutcome> {
    const host = deps.host;
    const event = { ...payload, type };
    if (!host) {
      const record = deps.journal.append({
        kind: 'dispatch',
        status: 'error',
        summary: `${type} → ${installation.id} not delivered: the integration is not running`,
        installationId: installation.id,
        data: { eventType: type, error: 'The host is not running.' },
      });
      return {
        eventType: type,
        installationId: installation.id,
        status: 503,
        headers: {},
        durationMs: 0,
        body: { error: 'The integration is not running: open the Host pane to see its build error.' },
        logs: [],
        recordId: record.id,
        webhooks: null,
      };
    }
    const answer = await host.dispatchEvent(event, { installationId: installation.id });
    return {
      eventType: type,
      installationId: installation.id,
      status: answer.status,
      headers: answerHeaders(answer.headers),
      durationMs: answer.durationMs,
      body: answer.error ? { error: answer.error, body: parseBody(answer.body) } : parseBody(answer.body),
      logs: answer.logs.map((entry) => ({ level: entry.level, message: entry.message, ts: entry.ts })),
      recordId: answer.recordId,
      webhooks: null,
    };
  }

  /**
   * The setup events the platform sends when the integration is "installed or updated" (the
   * description's words for each): `installation_setup` at every level, with the space's or the
   * site's own event on a space or site installation. After an update each event of the level that
   * changed carries `previous`, that level's status and configuration before it.
   */
  async function setup(installation: StoredInstallation, previous: StoredInstallation | null) {
    if (installation.status === 'paused') return;
    const status = installation.status;
    const scope = scopeOf(installation);
    for (const type of SETUP_EVENTS[installation.kind]) {
      // `installation_setup` describes the account level: its `previous` only when that level changed.
      const ownLevel = type !== 'installation_setup' || installation.kind === 'organization';
      const payload = {
        ...templateFor(type, scope),
        status,
        ...(previous && ownLevel ? { previous: { status: previous.status, configuration: previous.configuration } } : {}),
      };
      await deliver(installation, type, payload).catch((error: Error) => logFailure(installation, type, error));
    }
  }

  /** Runs after the caller's answer, as the platform queues events; `settled` waits for it. */
  function later(run: () => Promise<void>) {
    const task: Promise<void> = Promise.resolve()
      .then(run)
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  function storeExternalIds(installation: StoredInstallation, externalIds: string[]): StoredInstallation {
    const violation = checkValue(externalIds, `The external ids of installation ${installation.id}`);
    if (violation) throw new StudioError('too-large', violation.message);
    const next = { ...installation, externalIds: [...new Set(externalIds)], updatedAt: now() };
    store.save(next);
    return next;
  }

  function logFailure(installation: StoredInstallation, type: string, error: Error) {
    deps.journal.append({
      kind: 'dispatch',
      status: 'error',
      summary: `${type} → ${installation.id} failed: ${error.message}`,
      installationId: installation.id,
      data: { eventType: type, error: error.message },
    });
  }

  function scopeOf(installation: StoredInstallation) {
    const m = manifest();
    const section = sectionOf(installation, m);
    // The ids come from the installation: its own space or site, else one its organization installation is on
    // (a generated event naming a space the installation is not on reads as the integration's 403 or 404).
    const family = store.list().filter((i) => i.id === organizationIdOf(installation) || i.parentId === organizationIdOf(installation));
    return {
      installationId: organizationIdOf(installation),
      organizationId: ORGANIZATION_ID,
      spaceId: installation.spaceId ?? family.find((i) => i.spaceId)?.spaceId ?? null,
      siteId: installation.siteId ?? family.find((i) => i.siteId)?.siteId ?? null,
      status: installation.status === 'active' ? ('active' as const) : ('pending' as const),
      componentId: section?.componentId ?? null,
      renderContext: section?.componentId ? (`configuration_${SECTION_OF[installation.kind]}` as const) : ('document' as const),
      blocks: deps
        .manifest()
        .components.filter((component) => component.kind === 'block')
        .map((component) => component.id),
      queuedTasks: deps.host?.api?.queuedTasks().map((queued) => queued.task) ?? [],
    };
  }

  /** The state machine's edit rule: valid → active, invalid → pending; paused stays paused. */
  function applyConfiguration(
    installation: StoredInstallation,
    configuration: Record<string, unknown>,
    reason: string,
  ): StoredInstallation {
    // Every write passes here (the form, the Studio API, the platform API): nothing past the guards is stored.
    const violation = checkValue(configuration, `The configuration of installation ${installation.id}`);
    if (violation) throw new StudioError('too-large', violation.message);
    const errors = validateConfiguration(sectionOf(installation), configuration).map((e) => ({ field: e.path, message: e.message }));
    const from = installation.status;
    const to: InstallationStatus = from === 'paused' ? 'paused' : errors.length === 0 ? 'active' : 'pending';
    const next = { ...installation, configuration, configurationErrors: errors, status: to, updatedAt: now() };
    store.save(next);
    protect(next);
    const verdict = errors.length === 0 ? 'configuration valid' : `configuration invalid: ${errors.map((e) => e.message).join(' ')}`;
    transition(next, from, to, `${reason}; ${verdict}`);
    return next;
  }

  function install(kind: InstallationKind, options: { spaceId?: string; siteId?: string; parentId?: string | null }): StoredInstallation {
    const m = manifest();
    if (!targetAllows(m.target, kind)) {
      throw new StudioError(
        'invalid-input',
        `The manifest's target is \`${m.target}\`: the integration cannot be installed on a ${kind}. Change \`target\` to \`${kind}\` or \`all\` to allow it.`,
      );
    }
    const existing = store.list();
    if (kind === 'organization' && existing.some((i) => i.kind === 'organization')) {
      throw new StudioError('conflict', 'The integration is already installed on the organization: an organization has one installation.');
    }
    const spaceId = kind === 'space' ? (options.spaceId ?? `space_${platformId()}`) : null;
    const siteId = kind === 'site' ? (options.siteId ?? `site_${platformId()}`) : null;
    if (spaceId && existing.some((i) => i.spaceId === spaceId))
      throw new StudioError('conflict', `The space ${spaceId} already has an installation.`);
    if (siteId && existing.some((i) => i.siteId === siteId))
      throw new StudioError('conflict', `The site ${siteId} already has an installation.`);
    const at = now();
    const installation: StoredInstallation = {
      id: platformId(),
      kind,
      parentId: options.parentId ?? null,
      spaceId,
      siteId,
      status: 'pending',
      configuration: configurationDefaults(m.sections[SECTION_OF[kind]]),
      configurationErrors: [],
      externalIds: [],
      token: `pit_${randomBytes(18).toString('hex')}`,
      createdAt: at,
      updatedAt: at,
    };
    installation.configurationErrors = validateConfiguration(m.sections[SECTION_OF[kind]], installation.configuration).map((e) => ({
      field: e.path,
      message: e.message,
    }));
    // The status is computed on create as on every edit: defaults that pass the section make it active at once.
    if (installation.configurationErrors.length === 0) installation.status = 'active';
    store.save(installation);
    protect(installation);
    const verdict = installation.configurationErrors.length === 0 ? 'its defaults pass the configuration' : 'configuration incomplete';
    transition(
      installation,
      null,
      installation.status,
      `installed on the ${kind}${spaceId ? ` ${spaceId}` : siteId ? ` ${siteId}` : ''}; ${verdict}`,
    );
    return installation;
  }

  function organization(): StoredInstallation {
    const found = store.list().find((i) => i.kind === 'organization');
    if (found) return found;
    // A space or site installation belongs to the organization's: create it as the platform does, configured with the account defaults.
    const created = install('organization', {});
    return applyConfiguration(created, created.configuration, 'organization installation created for a space or site installation');
  }

  const service: InstallationsService = {
    states,
    integrationToken,
    list: () => store.list().map(view),
    get: (id: string) => view(mustGet(id)),
    stored: (id: string) => store.get(id),
    all: () => store.list(),

    async create(input: {
      kind: InstallationKind;
      spaceId?: string;
      siteId?: string;
      configuration?: Record<string, unknown>;
    }): Promise<Installation> {
      const parent = input.kind === 'organization' ? null : organization();
      let installation = install(input.kind, { spaceId: input.spaceId, siteId: input.siteId, parentId: parent?.id ?? null });
      if (input.configuration)
        installation = applyConfiguration(
          installation,
          { ...installation.configuration, ...input.configuration },
          'configured at installation',
        );
      changed(installation.id);
      if (parent) changed(parent.id);
      await setup(installation, null);
      return view(installation);
    },

    /** A configuration edit from the form: button properties keep what their OAuth flow stored. */
    async configure(id: string, edited: Record<string, unknown>, basedOn?: Record<string, unknown>): Promise<Installation> {
      const installation = mustGet(id);
      if (basedOn && !isDeepStrictEqual(view(installation).configuration, basedOn))
        throw new StudioError(
          'conflict',
          `The configuration of installation ${id} was saved elsewhere (the integration, the Preview or another window) after this form was opened; nothing was overwritten. Load the new configuration, then edit and save again.`,
        );
      const configuration = { ...edited };
      const section = sectionOf(installation);
      if (section?.componentId === undefined) {
        for (const [name, property] of Object.entries(section?.properties ?? {})) {
          if (property.type !== 'button') continue;
          if (installation.configuration[name] === undefined) delete configuration[name];
          else configuration[name] = installation.configuration[name];
        }
      }
      const next = applyConfiguration(installation, configuration, 'configuration edited');
      changed(id);
      await setup(next, installation);
      return view(next);
    },

    updateFromIntegration(id: string, patch: { configuration?: Record<string, unknown>; externalIds?: string[] }): Installation {
      const before = mustGet(id);
      let next = before;
      if (patch.externalIds) next = storeExternalIds(next, patch.externalIds);
      if (patch.configuration)
        next = applyConfiguration(next, { ...next.configuration, ...patch.configuration }, 'configuration updated by the integration');
      changed(id);
      if (patch.configuration && flows.delete(id)) service.reportOAuth({ installationId: id, ok: true, error: null });
      // A write that changes nothing updates nothing: no setup event, so a handler that stores what it
      // was handed on every setup cannot set off an endless chain of them.
      const updated =
        !isDeepStrictEqual(before.configuration, next.configuration) || !isDeepStrictEqual(before.externalIds, next.externalIds);
      if (updated) later(() => setup(next, before));
      return view(next);
    },

    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },

    /** External ids the integration set through the platform API (`externalIds` of an installation update): replaced. */
    setExternalIds(id: string, externalIds: string[]): Installation {
      const next = storeExternalIds(mustGet(id), externalIds);
      changed(id);
      return view(next);
    },

    /** Why the installation's public endpoint refuses traffic now, or null when it serves it. */
    trafficRefusal(id: string): string | null {
      // Asked on every public request: the status alone, not the whole (sealed) installation.
      return store.statusOf(id) === 'paused'
        ? `Installation ${id} is paused, so its public endpoint takes no requests; resume it in the studio's Installations pane.`
        : null;
    },

    pause(id: string): Installation {
      const installation = mustGet(id);
      if (installation.status === 'paused') throw new StudioError('conflict', `Installation ${id} is already paused.`);
      const next = { ...installation, status: 'paused' as const, updatedAt: now() };
      store.save(next);
      transition(next, installation.status, 'paused', 'paused by the user');
      changed(id);
      return view(next);
    },

    resume(id: string): Installation {
      const installation = mustGet(id);
      if (installation.status !== 'paused')
        throw new StudioError('conflict', `Installation ${id} is not paused (it is ${installation.status}).`);
      const errors = validateConfiguration(sectionOf(installation), installation.configuration).map((e) => ({
        field: e.path,
        message: e.message,
      }));
      const to = errors.length === 0 ? ('active' as const) : ('pending' as const);
      const next = { ...installation, status: to, configurationErrors: errors, updatedAt: now() };
      store.save(next);
      transition(next, 'paused', to, `resumed by the user; configuration ${errors.length === 0 ? 'valid' : 'invalid'}`);
      changed(id);
      return view(next);
    },

    delete(id: string): { deleted: string } {
      const installation = mustGet(id);
      const doomed = [...store.list().filter((i) => i.parentId === id), installation];
      for (const item of doomed) {
        store.remove(item.id);
        transition(
          item,
          item.status,
          null,
          item.id === id ? 'uninstalled by the user' : `uninstalled with its organization installation ${id}`,
        );
        changed(item.id);
      }
      return { deleted: id };
    },

    /** The `environment` of an envelope for this installation (with its organization installation around a space or site one). */
    environment(
      id: string,
      base: { apiEndpoint: string; secrets: Record<string, string>; publicEndpoint?: string; publicContentEndpoint?: string },
    ): IntegrationEnvironment | null {
      const installation = store.get(id);
      if (!installation) return null;
      const org = installation.parentId ? store.get(installation.parentId) : installation.kind === 'organization' ? installation : null;
      const endpoint = base.publicEndpoint ?? publicEndpoint(id);
      const orgView = view(org ?? installation);
      const organization = org ?? installation;
      const level = (levelId: string) => ({
        id: levelId,
        configuration: installation.configuration,
        // Only a space or site installation's own object carries its state.
        ...(installation.kind === 'organization' ? {} : { state: { status: installation.status, externalIds: installation.externalIds } }),
      });
      const environment = installationEnvironment(
        {
          integrationName: manifest().name,
          apiEndpoint: base.apiEndpoint,
          integrationToken,
          publicEndpoint: endpoint,
          // Webframes' pages: the installation's endpoint on the content origin, when the host has one.
          ...(base.publicContentEndpoint ? { publicContentEndpoint: base.publicContentEndpoint } : {}),
          secrets: base.secrets,
        },
        {
          organization: {
            id: organization.id,
            organizationId: ORGANIZATION_ID,
            configuration: org?.configuration ?? {},
            state: {
              status: organization.status,
              externalIds: organization.externalIds,
              spaceSelection: orgView.space_selection,
              targetSelection: orgView.target,
            },
          },
          token: installation.token,
          ...(installation.spaceId ? { space: level(installation.spaceId) } : {}),
          ...(installation.siteId ? { site: level(installation.siteId) } : {}),
        },
      );
      return environment;
    },

    /** Newest first, at most `limit`: an integration that queues a task per page can have thousands. */
    queuedTasks(limit = 50): { tasks: QueuedTask[]; total: number } {
      const rows = deps.host?.api?.queuedTasks() ?? [];
      const tasks = rows
        .slice(-limit)
        .reverse()
        .map(({ seq, task, queuedAt, schedule, deliveredStatus }) => ({
          seq,
          task,
          queuedAt,
          dueAt: queuedAt + schedule * 1000,
          deliveredStatus,
        }));
      return { tasks, total: rows.length };
    },

    template(id: string, type: RuntimeEventType): Record<string, unknown> {
      return templateFor(type, scopeOf(mustGet(id)));
    },

    async fire(id: string, type: RuntimeEventType, payload: Record<string, unknown>): Promise<EventOutcome> {
      const installation = mustGet(id);
      const problems = checkPayload(type, payload);
      if (problems.length)
        throw new StudioError(
          'invalid-input',
          `The ${type} payload is not valid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
          problems,
        );
      if (installation.status === 'paused') throw new StudioError('conflict', `Installation ${id} is paused: resume it to deliver events.`);
      const outcome = await deliver(installation, type, payload);
      const webhooks = deps.webhooks();
      if (type === 'space_content_updated' && webhooks) {
        try {
          // The webhooks service makes its own event id and type; the rest of the payload carries over.
          const { eventId: _eventId, type: _type, ...fields } = payload;
          await webhooks.publish(type, { spaceId: String(payload.spaceId), installationId: installation.id, payload: fields });
          outcome.webhooks = 'handed to the webhooks service';
        } catch (error) {
          outcome.webhooks = `webhooks failed: ${(error as Error).message}`;
        }
      }
      return outcome;
    },

    presets: (): Preset[] => store.presets(),
    savePreset(preset: Omit<Preset, 'savedAt'>): Preset {
      const problems = checkPayload(preset.eventType, preset.payload);
      if (problems.length)
        throw new StudioError(
          'invalid-input',
          `The preset's ${preset.eventType} payload is not valid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
          problems,
        );
      const saved = { ...preset, savedAt: now() };
      store.savePreset(saved);
      return saved;
    },
    deletePreset(name: string) {
      if (!store.removePreset(name)) throw new StudioError('not-found', `No preset named “${name}”.`);
      return { deleted: name };
    },

    /** The URL a button opens: its `callback_url` on the installation's public endpoint with a signed, single-use state. */
    oauthStart(id: string, property: string): { url: string } {
      const installation = mustGet(id);
      // The flow ends on the installation's public endpoint, which a paused installation refuses.
      if (installation.status === 'paused')
        throw new StudioError(
          'conflict',
          `Installation ${id} is paused: resume it to connect, since its public endpoint takes no requests.`,
        );
      const definition = sectionOf(installation)?.properties?.[property];
      if (!definition || definition.type !== 'button')
        throw new StudioError(
          'invalid-input',
          `\`${property}\` is not a button property of the ${SECTION_OF[installation.kind]} configuration.`,
        );
      const url = new URL(callbackOf(id, definition.callback_url), 'http://127.0.0.1');
      url.searchParams.set('state', states.issue(id));
      flows.add(id);
      return { url: url.toString() };
    },

    /**
     * The OAuth callbacks registered with the mock provider: each installation's button properties'
     * `callback_url` on its public endpoint, as a real provider knows the app's registered redirect URIs.
     */
    oauthCallbacks(): string[] {
      const callbacks: string[] = [];
      for (const installation of store.list()) {
        // The platform's visitor-authentication integrations all register this one with their provider.
        if (installation.kind === 'site')
          callbacks.push(new URL(callbackOf(installation.id, VISITOR_AUTH_CALLBACK), 'http://127.0.0.1').href);
        for (const definition of Object.values(sectionOf(installation)?.properties ?? {}))
          if (definition.type === 'button')
            callbacks.push(new URL(callbackOf(installation.id, definition.callback_url), 'http://127.0.0.1').href);
      }
      return callbacks;
    },

    reportOAuth(outcome: Omit<OAuthOutcome, 'at'>) {
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
    },

    /** Which installation owns this API token (the integration's own token names none). */
    tokenOwner(token: string): StoredInstallation | 'integration' | null {
      if (token === integrationToken) return 'integration';
      return store.list().find((i) => i.token === token) ?? null;
    },

    manifest,
    publicEndpoint,
    publicContentEndpoint,
  };
  return service;
}
