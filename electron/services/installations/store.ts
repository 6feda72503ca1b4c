import type { DatabaseSync } from 'node:sqlite';
import { checkValue, setAsideFields, VALUE_LIMITS } from '../../lib/values.ts';
import { FILE_MODE_SEALER, type SecretSealer } from '../secrets/sealer.ts';
import type {
  FieldError,
  InstallationKind,
  InstallationStatus,
  Preset,
  RuntimeEventType,
  Transition,
} from '../../../shared/api/installations.ts';

/** An installation as stored: the configuration in clear (only API answers mask it). */
export interface StoredInstallation {
  id: string;
  kind: InstallationKind;
  /** A space or site installation belongs to the organization installation (created with it when missing). */
  parentId: string | null;
  spaceId: string | null;
  siteId: string | null;
  status: InstallationStatus;
  configuration: Record<string, unknown>;
  configurationErrors: FieldError[];
  externalIds: string[];
  /** The API token the integration gets in `environment.apiTokens.installation`. */
  token: string;
  createdAt: number;
  updatedAt: number;
  /** Stored configuration fields past the value guards, left out of `configuration` (see fromRow). */
  setAside?: FieldError[];
}

interface Row {
  id: string;
  kind: InstallationKind;
  parent_id: string | null;
  space_id: string | null;
  site_id: string | null;
  status: InstallationStatus;
  configuration: string;
  errors: string;
  external_ids: string;
  token: string;
  created_at: number;
  updated_at: number;
}

const IDS_SET_ASIDE = 'the studio set them aside (they stay in .studio/studio.db until the integration sets its external ids again)';

/**
 * A row as the studio can use it. A configuration field past the value guards (stored before they
 * existed, or put in the file by hand) would overflow every walk of it on each open; it is set
 * aside here and named among the installation's configuration errors, and the row is left as it is
 * until the configuration is saved again.
 */
function fromRow(row: Row, sealer: SecretSealer): StoredInstallation {
  const { kept, setAside } = setAsideFields(
    JSON.parse(sealer.open(row.configuration)) as Record<string, unknown>,
    (field) => `The stored value of \`${field}\` in installation ${row.id}`,
    'the studio set it aside (it stays in .studio/studio.db until the configuration is saved): set the field again in Installations, or delete the installation',
  );
  let externalIds = JSON.parse(row.external_ids) as string[];
  const idsViolation = checkValue(externalIds, `The stored list of external ids of installation ${row.id}`, VALUE_LIMITS, IDS_SET_ASIDE);
  if (idsViolation) {
    externalIds = [];
    setAside.push({ field: 'externalIds', message: idsViolation.message });
  }
  const errors = JSON.parse(row.errors) as FieldError[];
  return {
    id: row.id,
    kind: row.kind,
    parentId: row.parent_id,
    spaceId: row.space_id,
    siteId: row.site_id,
    status: row.status,
    configuration: kept,
    configurationErrors: setAside.length ? [...setAside, ...errors.filter((e) => !setAside.some((s) => s.field === e.field))] : errors,
    externalIds,
    token: sealer.open(row.token),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(setAside.length ? { setAside } : {}),
  };
}

/** The installations, their status history and the saved event presets of one workspace. */
export interface InstallationStore {
  /** Creates the installation, or updates the stored one with its id. */
  save(installation: StoredInstallation): void;
  /** The installation `id`, or null when there is none. */
  get(id: string): StoredInstallation | null;
  /** The status of installation `id` alone (nothing unsealed or parsed), or null when there is none. */
  statusOf(id: string): InstallationStatus | null;
  /** Every installation, newest first. */
  list(): StoredInstallation[];
  /** Deletes the installation `id`; false when there was none. */
  remove(id: string): boolean;
  /** Records a status change of the installation `id`. */
  addTransition(id: string, transition: Transition): void;
  /** The status changes of the installation `id`, oldest first. */
  history(id: string): Transition[];
  /** Saves an event preset, replacing the one with its name. */
  savePreset(preset: Preset): void;
  /** Every saved event preset, by name. */
  presets(): Preset[];
  /** Deletes the event preset `name`; false when there was none. */
  removePreset(name: string): boolean;
}

/** The installations tables of one workspace's database (`.studio/studio.db`). */
/** The configuration (OAuth tokens live in it) and the API token are sealed at rest (see `SecretSealer`). */
export function createInstallationStore(db: DatabaseSync, sealer: SecretSealer = FILE_MODE_SEALER): InstallationStore {
  db.exec(`CREATE TABLE IF NOT EXISTS installations (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    parent_id TEXT,
    space_id TEXT,
    site_id TEXT,
    status TEXT NOT NULL,
    configuration TEXT NOT NULL,
    errors TEXT NOT NULL,
    external_ids TEXT NOT NULL,
    token TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
  );
  CREATE TABLE IF NOT EXISTS installation_transitions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    installation_id TEXT NOT NULL,
    at REAL NOT NULL,
    from_status TEXT,
    to_status TEXT,
    reason TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS installation_transitions_by_id ON installation_transitions(installation_id, seq);
  CREATE TABLE IF NOT EXISTS installation_event_presets (
    name TEXT PRIMARY KEY,
    event_type TEXT NOT NULL,
    payload TEXT NOT NULL,
    saved_at REAL NOT NULL
  );`);

  const upsert =
    db.prepare(`INSERT INTO installations (id, kind, parent_id, space_id, site_id, status, configuration, errors, external_ids, token, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET status = excluded.status, configuration = excluded.configuration, errors = excluded.errors,
      external_ids = excluded.external_ids, updated_at = excluded.updated_at`);
  const byId = db.prepare('SELECT * FROM installations WHERE id = ?');
  const statusById = db.prepare('SELECT status FROM installations WHERE id = ?');
  // Newest first; one created in the same millisecond (an organization and the space installed with it)
  // by creation order (rowid, kept by the upsert), not by its random id, so a reload lists what the pane showed.
  const all = db.prepare('SELECT * FROM installations ORDER BY created_at DESC, rowid DESC');
  const remove = db.prepare('DELETE FROM installations WHERE id = ?');
  const addTransition = db.prepare(
    'INSERT INTO installation_transitions (installation_id, at, from_status, to_status, reason) VALUES (?, ?, ?, ?, ?)',
  );
  const transitionsOf = db.prepare(
    'SELECT at, from_status, to_status, reason FROM installation_transitions WHERE installation_id = ? ORDER BY seq',
  );
  const savePreset = db.prepare(
    'INSERT INTO installation_event_presets (name, event_type, payload, saved_at) VALUES (?, ?, ?, ?) ON CONFLICT(name) DO UPDATE SET event_type = excluded.event_type, payload = excluded.payload, saved_at = excluded.saved_at',
  );
  const presets = db.prepare('SELECT * FROM installation_event_presets ORDER BY name');
  const removePreset = db.prepare('DELETE FROM installation_event_presets WHERE name = ?');

  return {
    save(installation: StoredInstallation) {
      const i = installation;
      upsert.run(
        i.id,
        i.kind,
        i.parentId,
        i.spaceId,
        i.siteId,
        i.status,
        sealer.seal(JSON.stringify(i.configuration)),
        JSON.stringify(i.configurationErrors),
        JSON.stringify(i.externalIds),
        sealer.seal(i.token),
        i.createdAt,
        i.updatedAt,
      );
    },
    get(id: string): StoredInstallation | null {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row, sealer) : null;
    },
    statusOf(id: string): InstallationStatus | null {
      return (statusById.get(id) as { status: InstallationStatus } | undefined)?.status ?? null;
    },
    list(): StoredInstallation[] {
      return (all.all() as unknown as Row[]).map((row) => fromRow(row, sealer));
    },
    remove(id: string): boolean {
      return Number(remove.run(id).changes) > 0;
    },
    addTransition(id: string, transition: Transition) {
      addTransition.run(id, transition.at, transition.from, transition.to, transition.reason);
    },
    history(id: string): Transition[] {
      return (
        transitionsOf.all(id) as {
          at: number;
          from_status: InstallationStatus | null;
          to_status: InstallationStatus | null;
          reason: string;
        }[]
      ).map((row) => ({ at: row.at, from: row.from_status, to: row.to_status, reason: row.reason }));
    },
    savePreset(preset: Preset) {
      savePreset.run(preset.name, preset.eventType, JSON.stringify(preset.payload), preset.savedAt);
    },
    presets(): Preset[] {
      return (presets.all() as { name: string; event_type: RuntimeEventType; payload: string; saved_at: number }[]).map((row) => ({
        name: row.name,
        eventType: row.event_type,
        payload: JSON.parse(row.payload),
        savedAt: row.saved_at,
      }));
    },
    removePreset(name: string): boolean {
      return Number(removePreset.run(name).changes) > 0;
    },
  };
}
