import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import type { HostComponents } from '../../../shared/api/host.ts';
import type { PreviewComponent } from '../../../shared/api/preview.ts';

const configurationKinds = { account: 'configuration_account', space: 'configuration_space', site: 'configuration_site' } as const;

/** A manifest entry before it is checked against the code. */
export type DeclaredComponent = Omit<PreviewComponent, 'defined'>;

export interface ComponentList {
  components: PreviewComponent[];
  manifestError: string | null;
  code: { known: boolean; reason: string | null };
}

/** Lists the manifest's blocks and configuration components; a broken manifest gives its reason. */
export async function listDeclaredComponents(
  manifestPath: string,
): Promise<{ components: DeclaredComponent[]; manifestError: string | null }> {
  let doc: unknown;
  try {
    doc = parse(await readFile(manifestPath, 'utf8'));
  } catch (error) {
    return { components: [], manifestError: `cannot read the manifest's blocks: ${(error as Error).message}` };
  }
  const record = isRecord(doc) ? doc : {};
  const components: DeclaredComponent[] = [];
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

/**
 * The manifest's entries, each marked with whether the code defines it, then the components only
 * the code defines, in the code's order.
 */
export function mergeComponents(declared: DeclaredComponent[], code: HostComponents): PreviewComponent[] {
  const defined = new Set(code.ids);
  const merged: PreviewComponent[] = declared.map((component) => ({
    ...component,
    defined: code.known ? defined.has(component.id) : null,
  }));
  const inManifest = new Set(declared.map((component) => component.id));
  for (const id of code.ids) {
    if (inManifest.has(id)) continue;
    merged.push({ id, title: id, description: 'Defined in code, not declared in the manifest.', kind: 'code', defined: true });
  }
  return merged;
}

/** The manifest's components merged with the ones the running code defines. */
export async function listComponents(manifestPath: string, codeComponents: () => Promise<HostComponents>): Promise<ComponentList> {
  const [declared, code] = await Promise.all([
    listDeclaredComponents(manifestPath),
    codeComponents().catch((error: Error): HostComponents => ({
      known: false,
      ids: [],
      reason: `The host could not be asked: ${error.message}`,
    })),
  ]);
  return {
    components: mergeComponents(declared.components, code),
    manifestError: declared.manifestError,
    code: { known: code.known, reason: code.reason },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
