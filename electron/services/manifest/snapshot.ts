import { parse } from 'yaml';
import type { InstallationKind } from '../../../shared/api/installations.ts';
import { configurationDefaults } from '../../../shared/manifest/configuration.ts';
import type { ConfigurationSection, ConfigurationSectionName } from '../../../shared/manifest/schema.ts';
import { FILE_LIMITS, readRegularFile, readRegularFileSync } from '../../lib/regular-file.ts';

export type ManifestTarget = 'all' | 'site' | 'space' | 'organization';

/** A component the manifest declares: a block, or a configuration section's `componentId`. */
export interface DeclaredComponent {
  id: string;
  title: string;
  description: string | null;
  kind: 'block' | 'configuration_account' | 'configuration_space' | 'configuration_site' | 'configuration_contentsource';
  /** A block's link-unfurl patterns, when it declares any. */
  urlUnfurl?: string[];
}

/** The fields an `envs.<name>` entry may override, as the platform's CLI reads them. */
export const ENVIRONMENT_FIELDS = ['organization', 'visibility', 'secrets'] as const;

/** Which `envs` entry the snapshot applies (`--env NAME`, or the environment picker). */
export interface ManifestEnvironment {
  /** The selected environment; null when none is (the top-level fields apply). */
  name: string | null;
  /** The names `envs` defines, in file order. */
  available: string[];
  /** The top-level fields the selected entry replaces (each as a whole, as the CLI's spread does). */
  overrides: (typeof ENVIRONMENT_FIELDS)[number][];
  /** Why the selection applies nothing (a name `envs` does not define); null otherwise. */
  problem: string | null;
}

/**
 * The open integration's manifest, parsed once per change with the platform's defaults applied
 * once and the selected environment's overrides on top: what the host, installations, the Preview
 * and the workspace read instead of the file.
 */
export interface ManifestSnapshot {
  path: string;
  /** The text it was parsed from; null when the file could not be read. */
  text: string | null;
  /** Why the file could not be read or parsed; the fields below then hold the defaults. */
  error: string | null;
  /** As written (null when absent); the platform's stand-in is `integrationName`. */
  name: string | null;
  /** `name`, or `integration` when the manifest has none. */
  integrationName: string;
  title: string | null;
  description: string | null;
  /** The entry file; null when absent (the host says how to fix it). */
  script: string | null;
  /** The effective secrets: the selected environment's when it defines some, else the top-level ones. */
  secrets: unknown;
  /** The effective owner organization and visibility (the selected environment's when it sets them). */
  organization: string | null;
  visibility: string;
  environment: ManifestEnvironment;
  icon: string | null;
  /** Where it installs; the platform's default when the manifest says nothing is `space`. */
  target: ManifestTarget;
  sections: Partial<Record<ConfigurationSectionName, ConfigurationSection>>;
  /** Defaults of each configuration section, for the development installation. */
  defaults: Record<ConfigurationSectionName, Record<string, unknown>>;
  components: DeclaredComponent[];
  /** The scopes as written (strings only): the published site reads `site:script:inject` and `site:script:cookies`. */
  scopes: string[];
  /** The sources the integration's site script needs (a policy string or a directive map), as written; null when absent. */
  contentSecurityPolicy: string | Record<string, string> | null;
}

export const SECTION_OF: Record<InstallationKind, ConfigurationSectionName> = { organization: 'account', space: 'space', site: 'site' };

const TARGETS = new Set<string>(['all', 'site', 'space', 'organization']);
const CONFIGURATION_KINDS = { account: 'configuration_account', space: 'configuration_space', site: 'configuration_site' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** Whether the manifest `target` lets the integration be installed at this level (an organization always). */
export function targetAllows(target: ManifestTarget, kind: InstallationKind): boolean {
  if (kind === 'organization') return true;
  return target === 'all' || target === kind;
}

function componentsOf(record: Record<string, unknown>, configurations: Record<string, unknown>): DeclaredComponent[] {
  const components: DeclaredComponent[] = [];
  for (const block of Array.isArray(record.blocks) ? record.blocks : []) {
    if (!isRecord(block) || typeof block.id !== 'string') continue;
    const urlUnfurl = Array.isArray(block.urlUnfurl) ? block.urlUnfurl.filter((p): p is string => typeof p === 'string') : [];
    components.push({
      id: block.id,
      title: str(block.title) ?? block.id,
      description: str(block.description),
      kind: 'block',
      ...(urlUnfurl.length ? { urlUnfurl } : {}),
    });
  }
  for (const [key, kind] of Object.entries(CONFIGURATION_KINDS)) {
    const configuration = configurations[key];
    if (isRecord(configuration) && typeof configuration.componentId === 'string')
      components.push({
        id: configuration.componentId,
        title: `${key} configuration`,
        description: `configurations.${key}.componentId`,
        kind,
      });
  }
  // A content source's configuration renders in its own context, `configuration_contentsource`.
  for (const source of Array.isArray(record.contentSources) ? record.contentSources : []) {
    if (!isRecord(source) || !isRecord(source.configuration) || typeof source.configuration.componentId !== 'string') continue;
    const name = typeof source.id === 'string' ? source.id : 'content source';
    components.push({
      id: source.configuration.componentId,
      title: `${str(source.title) ?? name} configuration`,
      description: `contentSources[${name}].configuration.componentId`,
      kind: 'configuration_contentsource',
    });
  }
  return components;
}

function policyOf(value: unknown): string | Record<string, string> | null {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * `envs[name]` over the top-level fields, a shallow replace as the platform's CLI does
 * (`{...manifest, ...manifest.envs[env]}`): an environment's `secrets` replace the top-level map whole.
 */
export function applyEnvironment(
  record: Record<string, unknown>,
  name: string | null,
): { effective: Record<string, unknown>; environment: ManifestEnvironment } {
  const envs = isRecord(record.envs) ? record.envs : {};
  const available = Object.keys(envs);
  const environment: ManifestEnvironment = { name, available, overrides: [], problem: null };
  if (name === null) return { effective: record, environment };
  const entry = envs[name];
  if (!isRecord(entry)) {
    environment.problem = available.length
      ? `The manifest's envs has no "${name}" (it has ${available.map((n) => `"${n}"`).join(', ')}): the top-level fields apply.`
      : `The manifest has no envs, so "${name}" overrides nothing: the top-level fields apply.`;
    return { effective: record, environment };
  }
  const effective = { ...record };
  for (const field of ENVIRONMENT_FIELDS) {
    if (entry[field] === undefined) continue;
    effective[field] = entry[field];
    environment.overrides.push(field);
  }
  return { effective, environment };
}

/**
 * Parses a manifest's text (null: unreadable, with `readError` saying why) into its snapshot, with
 * the overrides of `environment` (an `envs` name) applied.
 */
export function manifestSnapshot(
  path: string,
  text: string | null,
  readError: string | null = null,
  environmentName: string | null = null,
): ManifestSnapshot {
  let doc: unknown = null;
  let error = text === null ? `Cannot read ${path}: ${readError ?? 'no such file'}` : null;
  if (text !== null) {
    try {
      doc = parse(text);
    } catch (failure) {
      error = `${path} is not valid YAML: ${(failure as Error).message}`;
    }
  }
  const { effective: record, environment } = applyEnvironment(isRecord(doc) ? doc : {}, environmentName);
  const configurations = isRecord(record.configurations) ? record.configurations : {};
  const sections: ManifestSnapshot['sections'] = {};
  const defaults = { account: {}, space: {}, site: {} } as ManifestSnapshot['defaults'];
  for (const name of ['account', 'space', 'site'] as const) {
    const section = configurations[name];
    if (!isRecord(section)) continue;
    sections[name] = section as unknown as ConfigurationSection;
    defaults[name] = configurationDefaults(section as unknown as ConfigurationSection);
  }
  const script = str(record.script);
  return {
    path,
    text,
    error,
    name: str(record.name),
    integrationName: str(record.name) ?? 'integration',
    title: str(record.title),
    description: str(record.description),
    script: script && script.trim() !== '' ? script : null,
    secrets: record.secrets,
    organization: str(record.organization),
    visibility: str(record.visibility) ?? 'private',
    environment,
    icon: str(record.icon),
    target: TARGETS.has(record.target as string) ? (record.target as ManifestTarget) : 'space',
    sections,
    defaults,
    components: componentsOf(record, configurations),
    scopes: Array.isArray(record.scopes) ? record.scopes.filter((scope): scope is string => typeof scope === 'string') : [],
    contentSecurityPolicy: policyOf(record.contentSecurityPolicy),
  };
}

const manifestRule = (path: string) => ({ what: `The manifest ${path}`, limit: FILE_LIMITS.manifest, follow: true });

/** The manifest's text: a regular file within the manifest limit (a FIFO or a huge file in its place is refused, naming it). */
export async function readManifestText(path: string): Promise<string> {
  return (await readRegularFile(path, manifestRule(path))).toString('utf8');
}

/** `readManifestText` for the manifest service's first read at open. */
export function readManifestTextSync(path: string): string {
  return readRegularFileSync(path, manifestRule(path)).toString('utf8');
}

/** Reads and parses the file once (for one-shot readers with no manifest service: fixtures, the trust check). */
export async function readManifestSnapshot(path: string, environment: string | null = null): Promise<ManifestSnapshot> {
  try {
    return manifestSnapshot(path, await readManifestText(path), null, environment);
  } catch (error) {
    return manifestSnapshot(path, null, (error as Error).message, environment);
  }
}

/** Where the host, installations and the Preview read the manifest from. */
export interface ManifestSource {
  snapshot(): ManifestSnapshot;
  /** Called with each new snapshot (the file changed on disk or was saved); returns the unsubscribe function. */
  onDidChange(listener: (snapshot: ManifestSnapshot) => void): () => void;
}

/** A snapshot that never changes: for one-shot runs (fixtures) that read the manifest once and watch nothing. */
export function fixedManifest(snapshot: ManifestSnapshot): ManifestSource {
  return { snapshot: () => snapshot, onDidChange: () => () => {} };
}
