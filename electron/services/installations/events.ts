import type { EventOutcome, InstallationKind, Preset, QueuedTask, RuntimeEventType } from '../../../shared/api/installations.ts';
import { checkPayload, UNINSTALL_EVENTS } from '../../../shared/api/installations.ts';
import { takeSources } from '../../../shared/contentkit/source.ts';
import type { Journal } from '../journal/journal.ts';
import { SECTION_OF } from '../manifest/snapshot.ts';
import type { TaskRow } from '../platform/world-store.ts';
import { InstallationsError } from './errors.ts';
import { templateFor } from './event-payloads.ts';
import { ORGANIZATION_ID, type InstallationRecords } from './records.ts';
import type { StoredInstallation } from './store.ts';

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

/**
 * The one-way delivery port to the host: Installations asks it to deliver, and the host takes the
 * envelope's environment from the platform world, never from Installations.
 */
export interface InstallationsHost {
  dispatchEvent(event: Record<string, unknown>, options: { installationId?: string }): Promise<DispatchAnswer>;
  /**
   * Where a browser the integration redirects goes instead of `location`: the OAuth stand-in's consent
   * page for a provider's authorize URL while the outbound mode is not live (journaled under
   * `parentId`), else null.
   */
  standInRedirect?(location: string, parentId: number, options?: { signOut?: boolean }): string | null;
}

/** The slice of the webhooks service a content update goes through. */
export interface InstallationsWebhooks {
  publish(
    type: string,
    options: { spaceId?: string; siteId?: string; installationId?: string; payload?: Record<string, unknown> },
  ): Promise<unknown> | unknown;
}

/** What the platform sends when an installation of each kind is installed or updated. */
const SETUP_EVENTS: Record<InstallationKind, RuntimeEventType[]> = {
  organization: ['installation_setup'],
  space: ['installation_setup', 'space_installation_setup'],
  site: ['installation_setup', 'site_installation_setup'],
};

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

export interface InstallationEventsDeps {
  records: InstallationRecords;
  journal: Journal;
  /** The host's delivery (null: events are journaled as not delivered, the integration not running). */
  host: InstallationsHost | null;
  webhooks(): InstallationsWebhooks | null;
  /** What the integration queued through the platform API (oldest first), for `task` payloads. */
  queuedTasks(): TaskRow[];
  now?: () => number;
}

/** The runtime events Installations sends: fired from the Events pane, the setup events the platform sends, saved presets. */
export interface InstallationEvents {
  /** The setup events of an install or update (`previous`: the state before an update). */
  setup(installation: StoredInstallation, previous: StoredInstallation | null): Promise<void>;
  /** The event of an uninstall, `previous` holding the configuration the integration may need to clean up with. */
  uninstalled(installation: StoredInstallation): Promise<void>;
  /** Runs after the caller's answer, as the platform queues events; `settled` waits for it. */
  later(run: () => Promise<void>): void;
  /** Resolves once every setup event scheduled with `later` has been delivered. */
  settled(): Promise<void>;
  template(id: string, type: RuntimeEventType): Record<string, unknown>;
  fire(id: string, type: RuntimeEventType, payload: Record<string, unknown>): Promise<EventOutcome>;
  /** Newest first, at most `limit`. */
  queuedTasks(limit?: number): { tasks: QueuedTask[]; total: number };
  presets(): Preset[];
  savePreset(preset: Omit<Preset, 'savedAt'>): Preset;
  deletePreset(name: string): { deleted: string };
}

export function createInstallationEvents(deps: InstallationEventsDeps): InstallationEvents {
  const { records, journal } = deps;
  const { store } = records;
  const now = deps.now ?? Date.now;
  /** Setup events scheduled after an answer and not yet delivered. */
  const pending = new Set<Promise<void>>();

  /** The payload's `installationId` is the organization installation's, as on the platform. */
  const organizationIdOf = (installation: StoredInstallation) => installation.parentId ?? installation.id;

  function scopeOf(installation: StoredInstallation) {
    const m = records.manifest();
    const section = records.section(installation, m);
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
      blocks: m.components.filter((component) => component.kind === 'block').map((component) => component.id),
      queuedTasks: deps.queuedTasks().map((queued) => queued.task),
    };
  }

  async function deliver(
    installation: StoredInstallation,
    type: RuntimeEventType,
    payload: Record<string, unknown>,
  ): Promise<EventOutcome> {
    const event = { ...payload, type };
    if (!deps.host) {
      const record = journal.append({
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
    const answer = await deps.host.dispatchEvent(event, { installationId: installation.id });
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

  function logFailure(installation: StoredInstallation, type: string, error: Error) {
    journal.append({
      kind: 'dispatch',
      status: 'error',
      summary: `${type} → ${installation.id} failed: ${error.message}`,
      installationId: installation.id,
      data: { eventType: type, error: error.message },
    });
  }

  const invalidPayload = (what: string, problems: { path: string; message: string }[]) =>
    new InstallationsError('invalid-payload', `${what} is not valid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, {
      issues: problems,
    });

  return {
    /**
     * The setup events the platform sends when the integration is "installed or updated" (the
     * description's words for each): `installation_setup` at every level, with the space's or the
     * site's own event on a space or site installation. After an update each event of the level that
     * changed carries `previous`, that level's status and configuration before it.
     */
    async setup(installation, previous) {
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
    },
    /**
     * `installation_deleted`, `space_installation_deleted` or `site_installation_deleted`, carrying
     * the configuration the installation had (`previous.configuration`): an integration removes what
     * it set up elsewhere with it (a webhook at a git host, say). A paused installation gets nothing,
     * as with every other event.
     */
    async uninstalled(installation) {
      if (installation.status === 'paused') return;
      const type = UNINSTALL_EVENTS[installation.kind];
      const payload = { ...templateFor(type, scopeOf(installation)), previous: { configuration: installation.configuration } };
      await deliver(installation, type, payload).catch((error: Error) => logFailure(installation, type, error));
    },
    later(run) {
      const task: Promise<void> = Promise.resolve()
        .then(run)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
    template: (id, type) => templateFor(type, scopeOf(records.mustGet(id))),
    async fire(id, type, payload) {
      const installation = records.mustGet(id);
      const problems = checkPayload(type, payload);
      if (problems.length) throw invalidPayload(`The ${type} payload`, problems);
      if (installation.status === 'paused')
        throw new InstallationsError('paused', `Installation ${id} is paused: resume it to deliver events.`);
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
    queuedTasks(limit = 50) {
      // An integration that queues a task per page can have thousands.
      const rows = deps.queuedTasks();
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
    presets: () => store.presets(),
    savePreset(preset) {
      const problems = checkPayload(preset.eventType, preset.payload);
      if (problems.length) throw invalidPayload(`The preset's ${preset.eventType} payload`, problems);
      const saved = { ...preset, savedAt: now() };
      store.savePreset(saved);
      return saved;
    },
    deletePreset(name) {
      if (!store.removePreset(name)) throw new InstallationsError('unknown-preset', `No preset named “${name}”.`);
      return { deleted: name };
    },
  };
}
