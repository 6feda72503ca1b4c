import type { HostComponents } from '../../../shared/api/host.ts';
import type { PreviewComponent } from '../../../shared/api/preview.ts';
import { readManifestSnapshot, type ManifestSnapshot } from '../manifest/snapshot.ts';

/** A manifest entry before it is checked against the code. */
export type DeclaredComponent = Omit<PreviewComponent, 'defined'>;

export interface ComponentList {
  components: PreviewComponent[];
  manifestError: string | null;
  code: { known: boolean; reason: string | null };
}

/** The manifest's blocks and configuration components; a broken manifest gives its reason. */
function declaredComponents(snapshot: ManifestSnapshot): { components: ManifestSnapshot['components']; manifestError: string | null } {
  if (snapshot.error) return { components: [], manifestError: `cannot read the manifest's blocks: ${snapshot.error}` };
  return { components: snapshot.components, manifestError: null };
}

/** The manifest's declared components, read once from the file (one-shot callers such as `render --unfurl`). */
export async function listDeclaredComponents(manifestPath: string) {
  return declaredComponents(await readManifestSnapshot(manifestPath));
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
export async function listComponents(
  manifest: ManifestSnapshot | string,
  codeComponents: () => Promise<HostComponents>,
): Promise<ComponentList> {
  const [declared, code] = await Promise.all([
    // The session passes the manifest service's snapshot; a path (a one-off caller) is read once.
    (typeof manifest === 'string' ? readManifestSnapshot(manifest) : Promise.resolve(manifest)).then(declaredComponents),
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
