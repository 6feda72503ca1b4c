import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { isDeepStrictEqual } from 'node:util';
import type { Installation, InstallationKind, InstallationStatus } from '../../../shared/api/installations.ts';
import { configurationDefaults, validateConfiguration } from '../../../shared/manifest/configuration.ts';
import { platformId } from '../../../shared/platform/index.ts';
import { checkValue } from '../../lib/values.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import { SECTION_OF, targetAllows, type ManifestSnapshot } from '../manifest/snapshot.ts';
import { STUDIO_ORGANIZATION_ID } from '../platform/ids.ts';
import type { WorldEndpoints } from '../platform/world.ts';
import type { SecretSealer } from '../secrets/sealer.ts';
import { InstallationsError } from './errors.ts';
import { secretStrings } from './masking.ts';
import { createInstallationStore, type InstallationStore, type StoredInstallation } from './store.ts';
import { installationView } from './view.ts';

/** The organization every installation of the studio belongs to. */
export const ORGANIZATION_ID = STUDIO_ORGANIZATION_ID;

/** The parts of the manifest installations use. */
export type InstallationsManifest = Pick<ManifestSnapshot, 'target' | 'sections' | 'components' | 'scopes'> & { name: string };

/** A change the integration made through the platform API, as it was before and after. */
export type IntegrationUpdate = { before: StoredInstallation; next: StoredInstallation; patch: InstallationPatchInput };
export type InstallationPatchInput = { configuration?: Record<string, unknown>; externalIds?: string[] };

export interface InstallationRecordsDeps {
  db: DatabaseSync;
  journal: Journal;
  bus: Bus;
  /** The manifest service's current snapshot: installations never read the file. */
  manifest(): ManifestSnapshot;
  /** How secrets are kept at rest; file modes only when absent. */
  sealer?: SecretSealer;
  /** The platform world's endpoints: an installation's public endpoint is shown with it. */
  endpoints: Pick<WorldEndpoints, 'publicEndpoint' | 'publicContentEndpoint'>;
  now?: () => number;
}

/**
 * The workspace's installations as records and their state machine: install, configure (valid →
 * active, invalid → pending, paused stays paused), pause, resume, uninstall; each change stored,
 * journaled as a transition and pushed to the pane. Needs no host: the platform world reads these
 * records for every envelope, and the events that follow a change are Installations' to send.
 */
export interface InstallationRecords {
  readonly store: InstallationStore;
  /** The parts of the manifest installations use; throws when it cannot be read. */
  manifest(): InstallationsManifest;
  section(
    installation: StoredInstallation,
    manifest?: InstallationsManifest,
  ): InstallationsManifest['sections'][keyof InstallationsManifest['sections']];
  /** The installation `id` as stored; unknown-installation when there is none. */
  mustGet(id: string): StoredInstallation;
  /** As the API shows it (secrets masked). */
  view(installation: StoredInstallation): Installation;
  /** Pushes the installation's current state to the pane. */
  changed(id: string): void;
  publicEndpoint(id: string): string;
  publicContentEndpoint(id: string): string;
  /** Installs at a level (under `parentId`) with the manifest's defaults, or `configuration` on them; status from their validity. */
  install(kind: InstallationKind, options: { spaceId?: string; siteId?: string; parentId?: string | null }): StoredInstallation;
  /** The organization installation, created (configured with the account defaults) when missing. */
  organization(): StoredInstallation;
  /** The state machine's edit rule: valid → active, invalid → pending; paused stays paused. */
  applyConfiguration(installation: StoredInstallation, configuration: Record<string, unknown>, reason: string): StoredInstallation;
  /** Replaces the external ids. */
  storeExternalIds(installation: StoredInstallation, externalIds: string[]): StoredInstallation;
  /** What the integration stored through the platform API: configuration merged, external ids replaced; listeners hear of it. */
  updateFromIntegration(id: string, patch: InstallationPatchInput): IntegrationUpdate;
  /** Hears every update the integration makes through the platform API (Installations sends the setup events that follow). */
  onIntegrationUpdate(listener: (update: IntegrationUpdate) => void): () => void;
  pause(id: string): Installation;
  resume(id: string): Installation;
  /** Uninstalls the installation, and with an organization installation those under it. */
  delete(id: string): { deleted: string };
  /** Why the installation's public endpoint refuses traffic now (paused), or null when it serves it. */
  pausedRefusal(id: string): string | null;
}

export function createInstallationRecords(deps: InstallationRecordsDeps): InstallationRecords {
  const store = createInstallationStore(deps.db, deps.sealer);
  const now = deps.now ?? Date.now;
  const listeners = new Set<(update: IntegrationUpdate) => void>();

  /** A manifest that cannot be read or parsed refuses, as the file did. */
  const manifest = (): InstallationsManifest => {
    const snapshot = deps.manifest();
    if (snapshot.error) throw new Error(`The manifest cannot be read: ${snapshot.error}`);
    return {
      name: snapshot.integrationName,
      target: snapshot.target,
      sections: snapshot.sections,
      components: snapshot.components,
      scopes: snapshot.scopes,
    };
  };
  const section = (installation: StoredInstallation, m = manifest()) => m.sections[SECTION_OF[installation.kind]];
  const publicEndpoint = (id: string) => deps.endpoints.publicEndpoint(id);

  function protect(installation: StoredInstallation) {
    deps.journal.registerSecret(`installation-token:${installation.id}`, installation.token);
    for (const secret of secretStrings(installation.configuration)) deps.journal.registerSecret(`configuration:${installation.id}`, secret);
    for (const [name, property] of Object.entries(section(installation)?.properties ?? {})) {
      if (property.type === 'button')
        for (const secret of secretStrings(installation.configuration[name], true)) deps.journal.registerSecret(name, secret);
    }
  }

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

  function mustGet(id: string): StoredInstallation {
    const installation = store.get(id);
    if (!installation)
      throw new InstallationsError(
        'unknown-installation',
        `No installation ${id}: it was deleted or never existed (installations.list shows the current ones).`,
      );
    return installation;
  }

  const view = (installation: StoredInstallation) =>
    installationView(store, installation, section(installation), publicEndpoint(installation.id));

  function changed(id: string) {
    const installation = store.get(id);
    deps.bus.publish('installations.changed', { id, installation: installation ? view(installation) : null });
  }

  function transition(installation: StoredInstallation, from: InstallationStatus | null, to: InstallationStatus | null, reason: string) {
    store.addTransition(installation.id, { at: now(), from, to, reason });
    deps.journal.append({
      kind: 'installation.transition',
      status: to === 'active' ? 'ok' : to === null ? 'info' : 'pending',
      summary: `${installation.kind} installation ${installation.id}: ${from ?? 'new'} → ${to ?? 'deleted'} (${reason})`,
      installationId: installation.id,
      data: { from, to, reason },
    });
  }

  const errorsOf = (installation: Pick<StoredInstallation, 'kind'>, configuration: Record<string, unknown>, m?: InstallationsManifest) =>
    validateConfiguration((m ?? manifest()).sections[SECTION_OF[installation.kind]], configuration).map((e) => ({
      field: e.path,
      message: e.message,
    }));

  function applyConfiguration(installation: StoredInstallation, configuration: Record<string, unknown>, reason: string) {
    // Every write passes here (the form, the Studio API, the platform API): nothing past the guards is stored.
    const violation = checkValue(configuration, `The configuration of installation ${installation.id}`);
    if (violation) throw new InstallationsError('too-large', violation.message);
    const errors = errorsOf(installation, configuration);
    const from = installation.status;
    const to: InstallationStatus = from === 'paused' ? 'paused' : errors.length === 0 ? 'active' : 'pending';
    const next = { ...installation, configuration, configurationErrors: errors, status: to, updatedAt: now() };
    store.save(next);
    protect(next);
    const verdict = errors.length === 0 ? 'configuration valid' : `configuration invalid: ${errors.map((e) => e.message).join(' ')}`;
    transition(next, from, to, `${reason}; ${verdict}`);
    return next;
  }

  function storeExternalIds(installation: StoredInstallation, externalIds: string[]): StoredInstallation {
    const violation = checkValue(externalIds, `The external ids of installation ${installation.id}`);
    if (violation) throw new InstallationsError('too-large', violation.message);
    const next = { ...installation, externalIds: [...new Set(externalIds)], updatedAt: now() };
    store.save(next);
    return next;
  }

  function install(kind: InstallationKind, options: { spaceId?: string; siteId?: string; parentId?: string | null }): StoredInstallation {
    const m = manifest();
    if (!targetAllows(m.target, kind))
      throw new InstallationsError(
        'target-refuses',
        `The manifest's target is \`${m.target}\`: the integration cannot be installed on a ${kind}. Change \`target\` to \`${kind}\` or \`all\` to allow it.`,
      );
    const existing = store.list();
    if (kind === 'organization' && existing.some((i) => i.kind === 'organization'))
      throw new InstallationsError(
        'already-installed',
        'The integration is already installed on the organization: an organization has one installation.',
      );
    const spaceId = kind === 'space' ? (options.spaceId ?? `space_${platformId()}`) : null;
    const siteId = kind === 'site' ? (options.siteId ?? `site_${platformId()}`) : null;
    if (spaceId && existing.some((i) => i.spaceId === spaceId))
      throw new InstallationsError('already-installed', `The space ${spaceId} already has an installation.`);
    if (siteId && existing.some((i) => i.siteId === siteId))
      throw new InstallationsError('already-installed', `The site ${siteId} already has an installation.`);
    const at = now();
    const configuration = configurationDefaults(m.sections[SECTION_OF[kind]]);
    const configurationErrors = errorsOf({ kind }, configuration, m);
    const installation: StoredInstallation = {
      id: platformId(),
      kind,
      parentId: options.parentId ?? null,
      spaceId,
      siteId,
      // The status is computed on create as on every edit: defaults that pass the section make it active at once.
      status: configurationErrors.length === 0 ? 'active' : 'pending',
      configuration,
      configurationErrors,
      externalIds: [],
      token: `pit_${randomBytes(18).toString('hex')}`,
      createdAt: at,
      updatedAt: at,
    };
    store.save(installation);
    protect(installation);
    const verdict = configurationErrors.length === 0 ? 'its defaults pass the configuration' : 'configuration incomplete';
    const where = spaceId ? ` ${spaceId}` : siteId ? ` ${siteId}` : '';
    transition(installation, null, installation.status, `installed on the ${kind}${where}; ${verdict}`);
    return installation;
  }

  return {
    store,
    manifest,
    section,
    mustGet,
    view,
    changed,
    publicEndpoint,
    publicContentEndpoint: (id) => deps.endpoints.publicContentEndpoint(id),
    install,
    organization() {
      const found = store.list().find((i) => i.kind === 'organization');
      if (found) return found;
      // A space or site installation belongs to the organization's: created as the platform does, configured with the account defaults.
      const created = install('organization', {});
      return applyConfiguration(created, created.configuration, 'organization installation created for a space or site installation');
    },
    applyConfiguration,
    storeExternalIds,
    updateFromIntegration(id, patch) {
      const before = mustGet(id);
      let next = before;
      if (patch.externalIds) next = storeExternalIds(next, patch.externalIds);
      if (patch.configuration)
        next = applyConfiguration(next, { ...next.configuration, ...patch.configuration }, 'configuration updated by the integration');
      changed(id);
      const update = { before, next, patch };
      for (const listener of listeners) listener(update);
      return update;
    },
    onIntegrationUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause(id) {
      const installation = mustGet(id);
      if (installation.status === 'paused') throw new InstallationsError('paused', `Installation ${id} is already paused.`);
      const next = { ...installation, status: 'paused' as const, updatedAt: now() };
      store.save(next);
      transition(next, installation.status, 'paused', 'paused by the user');
      changed(id);
      return view(next);
    },
    resume(id) {
      const installation = mustGet(id);
      if (installation.status !== 'paused')
        throw new InstallationsError('not-paused', `Installation ${id} is not paused (it is ${installation.status}).`);
      const errors = errorsOf(installation, installation.configuration);
      const to = errors.length === 0 ? ('active' as const) : ('pending' as const);
      const next = { ...installation, status: to, configurationErrors: errors, updatedAt: now() };
      store.save(next);
      transition(next, 'paused', to, `resumed by the user; configuration ${errors.length === 0 ? 'valid' : 'invalid'}`);
      changed(id);
      return view(next);
    },
    delete(id) {
      const installation = mustGet(id);
      for (const item of [...store.list().filter((i) => i.parentId === id), installation]) {
        store.remove(item.id);
        const reason = item.id === id ? 'uninstalled by the user' : `uninstalled with its organization installation ${id}`;
        transition(item, item.status, null, reason);
        changed(item.id);
      }
      return { deleted: id };
    },
    pausedRefusal(id) {
      // Asked on every public request: the status alone, not the whole (sealed) installation.
      return store.statusOf(id) === 'paused'
        ? `Installation ${id} is paused, so its public endpoint takes no requests; resume it in the studio's Installations pane.`
        : null;
    },
  };
}

/** Whether two stored states differ in what an update of the integration may change. */
export function updated(before: StoredInstallation, next: StoredInstallation): boolean {
  return !isDeepStrictEqual(before.configuration, next.configuration) || !isDeepStrictEqual(before.externalIds, next.externalIds);
}
