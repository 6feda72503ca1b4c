import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { InstallationKind } from '../../../shared/api/installations.ts';
import type { ConfigurationSection, ConfigurationSectionName } from '../../../shared/manifest/schema.ts';

/** The parts of the manifest installations need; read on every use so edits apply at once. */
export interface InstallationManifest {
  name: string;
  target: 'all' | 'site' | 'space' | 'organization';
  sections: Partial<Record<ConfigurationSectionName, ConfigurationSection>>;
}

export const SECTION_OF: Record<InstallationKind, ConfigurationSectionName> = { organization: 'account', space: 'space', site: 'site' };

export function readInstallationManifest(path: string): InstallationManifest {
  let document: unknown;
  try {
    document = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`The manifest ${path} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const manifest = (document ?? {}) as Record<string, unknown>;
  const target = manifest.target;
  const configurations = (manifest.configurations ?? {}) as Record<string, unknown>;
  const sections: InstallationManifest['sections'] = {};
  for (const name of ['account', 'space', 'site'] as const) {
    const section = configurations[name];
    if (section && typeof section === 'object') sections[name] = section as ConfigurationSection;
  }
  return {
    name: typeof manifest.name === 'string' ? manifest.name : 'integration',
    // The platform's default when the manifest says nothing: installable on spaces.
    target: target === 'all' || target === 'site' || target === 'space' || target === 'organization' ? target : 'space',
    sections,
  };
}

/** Whether the manifest `target` lets the integration be installed at this level. */
export function targetAllows(target: InstallationManifest['target'], kind: InstallationKind): boolean {
  if (kind === 'organization') return true;
  return target === 'all' || target === kind;
}
