import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import type { PreviewComponent } from '../../../shared/api/preview.ts';

const configurationKinds = { account: 'configuration_account', space: 'configuration_space', site: 'configuration_site' } as const;

/** Lists the manifest's blocks and configuration components; a broken manifest gives its reason. */
export async function listComponents(manifestPath: string): Promise<{ components: PreviewComponent[]; manifestError: string | null }> {
  let doc: unknown;
  try {
    doc = parse(await readFile(manifestPath, 'utf8'));
  } catch (error) {
    return { components: [], manifestError: `cannot read the manifest's blocks: ${(error as Error).message}` };
  }
  const record = isRecord(doc) ? doc : {};
  const components: PreviewComponent[] = [];
  for (const block of Array.isArray(record.blocks) ? record.blocks : []) {
    if (!isRecord(block) || typeof block.id !== 'string') continue;
    components.push({
      id: block.id,
      title: typeof block.title === 'string' ? block.title : block.id,
      description: typeof block.description === 'string' ? block.description : null,
      kind: 'block',
    });
  }
  const configurations = isRecord(record.configurations) ? record.configurations : {};
  for (const [key, kind] of Object.entries(configurationKinds)) {
    const configuration = configurations[key];
    if (isRecord(configuration) && typeof configuration.componentId === 'string') {
      components.push({
        id: configuration.componentId,
        title: `${key} configuration`,
        description: `configurations.${key}.componentId`,
        kind,
      });
    }
  }
  return { components, manifestError: null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
