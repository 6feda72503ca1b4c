import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { configurationDefaults } from '../../../shared/manifest/configuration.ts';
import type { ConfigurationSection } from '../../../shared/manifest/schema.ts';

/** The few manifest fields the host needs; the manifest feature validates the rest. */
export interface HostManifest {
  name: string;
  script: string;
  secrets: unknown;
  /** `target`: where the integration installs (space, site, all…). */
  /** `icon`: the image file the platform shows for the integration. */
  icon: string | null;
  target: string | null;
  /** Defaults of each configuration section, for the development installation. */
  defaults: { account: Record<string, unknown>; space: Record<string, unknown>; site: Record<string, unknown> };
}

function sectionDefaults(section: unknown): Record<string, unknown> {
  if (!section || typeof section !== 'object') return {};
  return configurationDefaults(section as ConfigurationSection);
}

/** Reads `script`, `name` and `secrets`, with an error that says what is wrong when it cannot. */
export async function readHostManifest(manifestPath: string): Promise<HostManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${manifestPath}: ${(error as Error).message}`, { cause: error });
  }
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    throw new Error(`${manifestPath} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const record = doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {};
  if (typeof record.script !== 'string' || record.script.trim() === '') {
    throw new Error(`${manifestPath} has no "script": name the integration's entry file (e.g. script: ./src/index.ts).`);
  }
  const configurations =
    record.configurations && typeof record.configurations === 'object' ? (record.configurations as Record<string, unknown>) : {};
  return {
    name: typeof record.name === 'string' ? record.name : 'integration',
    script: record.script,
    secrets: record.secrets,
    target: typeof record.target === 'string' ? record.target : null,
    icon: typeof record.icon === 'string' ? record.icon : null,
    defaults: {
      account: sectionDefaults(configurations.account),
      space: sectionDefaults(configurations.space),
      site: sectionDefaults(configurations.site),
    },
  };
}
