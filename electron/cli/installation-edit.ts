import type { StudioClient } from '../../shared/api/client.ts';
import type { FieldError, Installation, InstallationKind } from '../../shared/api/installations.ts';
import { configurationDefaults, validateConfiguration } from '../../shared/manifest/configuration.ts';
import type { ConfigurationProperty, ConfigurationSection } from '../../shared/manifest/schema.ts';
import { SECTION_OF } from '../services/manifest/snapshot.ts';

/**
 * Installations from the command line and the MCP server: the same Studio API calls the
 * Installations pane makes (`installations.list/get/create/configure`), and the same check its form
 * runs before a save (`validateConfiguration` against the manifest section of the installation's level).
 */

/** An installation as `installation list` and `list_installations` show it: secrets masked, as the API answers. */
export interface InstallationRow {
  id: string;
  target: InstallationKind;
  spaceId: string | null;
  siteId: string | null;
  status: Installation['status'];
  /** Its configuration passes its manifest section. */
  configured: boolean;
  /** What keeps it from passing, per field (the `required` ones missing among them). */
  configurationErrors: FieldError[];
  configuration: Record<string, unknown>;
}

export function installationRow(installation: Installation): InstallationRow {
  return {
    id: installation.id,
    target: installation.kind,
    spaceId: installation.spaceId,
    siteId: installation.siteId,
    status: installation.status,
    configured: installation.configurationErrors.length === 0,
    configurationErrors: installation.configurationErrors,
    configuration: installation.configuration,
  };
}

/** `site site_…`, `space space_…` or `organization`. */
export function targetLabel(row: Pick<InstallationRow, 'target' | 'spaceId' | 'siteId'>): string {
  return row.target === 'space' ? `space ${row.spaceId}` : row.target === 'site' ? `site ${row.siteId}` : 'organization';
}

/** `configured`, or the fields to fix (a missing required one says `is required`). */
export function configurationVerdict(row: Pick<InstallationRow, 'configurationErrors'>): string {
  if (row.configurationErrors.length === 0) return 'configured';
  return `to fix: ${row.configurationErrors.map((error) => error.field || '(configuration)').join(', ')}`;
}

/** The name of the manifest section an installation's configuration follows (`account`, `space`, `site`). */
export const sectionNameOf = (kind: InstallationKind) => SECTION_OF[kind];

/** An edit that cannot be made at all (not a value the section refuses): a usage error on the command line, a tool error for an agent. */
export class ConfigurationEditError extends Error {}

/**
 * What to change: `replace` is a whole configuration (as the form's Save sends one), `set` fields
 * on top of it or of the current one. A `set` value given as text is typed as the property's type
 * is, as the form reads its inputs (a number that does not parse stays text, so the check names
 * it); `null` or empty text leaves the field out, as an emptied input does.
 */
export interface ConfigurationEdit {
  replace?: Record<string, unknown>;
  set?: Record<string, unknown>;
}

function typedValue(property: ConfigurationProperty | undefined, text: string): unknown {
  if (property?.type === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (property?.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

const propertiesOf = (section: ConfigurationSection | undefined): Record<string, ConfigurationProperty> =>
  section && 'properties' in section && section.properties && typeof section.properties === 'object' ? section.properties : {};

/** The configuration an edit makes of `current`, and the names it sets that the section does not define. */
export function editedConfiguration(
  current: Record<string, unknown>,
  section: ConfigurationSection | undefined,
  edit: ConfigurationEdit,
): { configuration: Record<string, unknown>; undefinedFields: string[] } {
  const properties = propertiesOf(section);
  const configuration: Record<string, unknown> = { ...(edit.replace ?? current) };
  for (const [name, value] of Object.entries(edit.set ?? {})) {
    const property = properties[name];
    if (property?.type === 'button')
      throw new ConfigurationEditError(
        `\`${name}\` is an OAuth button: its value is what the provider answers when the button is pressed in the studio's Installations pane, not a value to set.`,
      );
    if (value === null || value === '') delete configuration[name];
    else configuration[name] = typeof value === 'string' ? typedValue(property, value) : value;
  }
  const component = section !== undefined && 'componentId' in section && section.componentId !== undefined;
  const given = [...Object.keys(edit.replace ?? {}), ...Object.keys(edit.set ?? {})];
  const undefinedFields = component ? [] : [...new Set(given.filter((name) => !(name in properties)))];
  return { configuration, undefinedFields };
}

async function sectionFor(client: StudioClient, kind: InstallationKind): Promise<ConfigurationSection | undefined> {
  const manifest = await client.call('installations.manifest');
  return manifest.sections[sectionNameOf(kind)] as ConfigurationSection | undefined;
}

/** What an edit came to: saved (the installation as the API answers it), or refused with the form's errors per field, nothing saved. */
export type EditOutcome =
  | { saved: true; installation: Installation; warnings: string[]; setupEvents: SetupEvent[] }
  | { saved: false; section: string; errors: FieldError[]; warnings: string[] };

/** A setup event the save sent, as the Inspector lists it (`site_installation_setup → 200`). */
export interface SetupEvent {
  summary: string;
  recordId: number;
}

/** The setup events sent to the installation since `from`, oldest first: a save awaits them, so they are journaled when it answers. */
async function setupEventsSince(client: StudioClient, installationId: string, from: number): Promise<SetupEvent[]> {
  return eventsSince(client, { installationId, from }, 'installation_setup');
}

async function eventsSince(
  client: StudioClient,
  query: { installationId?: string; from: number },
  typeSuffix: 'installation_setup' | 'installation_deleted',
): Promise<SetupEvent[]> {
  const { rows } = await client.call('inspector.query', { kinds: ['dispatch'], ...query, limit: 50 });
  return rows
    .filter((row) => row.eventType?.endsWith(typeSuffix))
    .reverse()
    .map((row) => ({ summary: row.summary, recordId: row.id }));
}

/**
 * Uninstalls as the pane's Uninstall does; the answer waits for the uninstall events (an organization
 * installation's own and those of its space and site installations), returned oldest first.
 */
export async function deleteInstallation(client: StudioClient, installationId: string): Promise<{ deleted: string; events: SetupEvent[] }> {
  const from = Date.now();
  const { deleted } = await client.call('installations.delete', { installationId });
  return { deleted, events: await eventsSince(client, { from }, 'installation_deleted') };
}

/** A warning for names the section does not define (a typo keeps the field the integration reads unset). */
function undefinedFieldsWarning(names: string[], section: ConfigurationSection | undefined): string[] {
  if (names.length === 0) return [];
  const known = Object.keys(propertiesOf(section));
  const list = names.map((name) => `\`${name}\``).join(', ');
  const defines = known.length ? ` (it defines ${known.join(', ')})` : '';
  return [`${list} ${names.length === 1 ? 'is' : 'are'} not defined by the manifest's configuration section${defines}; kept as given.`];
}

/** The edited configuration, and the form's errors for it (empty when it passes). */
function checkedEdit(current: Record<string, unknown>, section: ConfigurationSection | undefined, edit: ConfigurationEdit) {
  const { configuration, undefinedFields } = editedConfiguration(current, section, edit);
  const errors = validateConfiguration(section, configuration).map((error) => ({ field: error.path, message: error.message }));
  return { configuration, errors, warnings: undefinedFieldsWarning(undefinedFields, section) };
}

/**
 * Configures an installation as the form's Save does: the whole configuration to
 * `installations.configure`, based on the one read (a configuration saved elsewhere meanwhile is a
 * conflict, nothing overwritten), so the status follows and the setup events fire as after a Save.
 * Unlike the form, a configuration its section refuses is not saved: the errors come back instead.
 */
export async function configureInstallation(client: StudioClient, installationId: string, edit: ConfigurationEdit): Promise<EditOutcome> {
  const installation = await client.call('installations.get', { installationId });
  const section = await sectionFor(client, installation.kind);
  const { configuration, errors, warnings } = checkedEdit(installation.configuration, section, edit);
  if (errors.length) return { saved: false, section: sectionNameOf(installation.kind), errors, warnings };
  const from = Date.now();
  const saved = await client.call('installations.configure', { installationId, configuration, basedOn: installation.configuration });
  return { saved: true, installation: saved, warnings, setupEvents: await setupEventsSince(client, installationId, from) };
}

/** Installs on a level as the pane's Create does; a configuration given is checked first, on top of the section's defaults. */
export async function createInstallation(
  client: StudioClient,
  input: { kind: InstallationKind; spaceId?: string; siteId?: string; edit?: ConfigurationEdit },
): Promise<EditOutcome> {
  const { edit, ...where } = input;
  const section = await sectionFor(client, input.kind);
  const { configuration, errors, warnings } = edit
    ? checkedEdit(configurationDefaults(section), section, edit)
    : { configuration: undefined, errors: [], warnings: [] };
  if (errors.length) return { saved: false, section: sectionNameOf(input.kind), errors, warnings };
  const from = Date.now();
  const installation = await client.call('installations.create', { ...where, ...(configuration && { configuration }) });
  return { saved: true, installation, warnings, setupEvents: await setupEventsSince(client, installation.id, from) };
}

/** The refusal in words: the section, each field with the form's message, and that nothing was saved. */
export function refusalText(outcome: Extract<EditOutcome, { saved: false }>, what: string): string {
  return [
    `${what} does not pass the manifest's \`configurations.${outcome.section}\`; nothing was saved:`,
    ...outcome.errors.map((error) => `  ${error.field || '(configuration)'}: ${error.message}`),
  ].join('\n');
}
