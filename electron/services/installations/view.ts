import type { Installation } from '../../../shared/api/installations.ts';
import type { ConfigurationSection } from '../../../shared/manifest/schema.ts';
import { maskSecrets } from './masking.ts';
import type { InstallationStore, StoredInstallation } from './store.ts';

/** Whether an organization installation covers chosen spaces and sites (it has some below it) or all of them. */
export function selectionOf(store: Pick<InstallationStore, 'list'>, installation: StoredInstallation) {
  if (installation.kind !== 'organization') return { spaceSelection: null, target: null };
  const chosen = store.list().some((i) => i.parentId === installation.id);
  return { spaceSelection: chosen ? ('selected' as const) : ('all' as const), target: chosen ? ('specific' as const) : ('all' as const) };
}

/** An installation as the Studio API shows it: secrets masked (button properties' stored credentials too), with its history. */
export function installationView(
  store: Pick<InstallationStore, 'list' | 'history'>,
  installation: StoredInstallation,
  section: ConfigurationSection | undefined,
  publicEndpoint: string,
): Installation {
  const buttons = new Set(
    Object.entries(section?.properties ?? {})
      .filter(([, p]) => p.type === 'button')
      .map(([name]) => name),
  );
  const configuration = Object.fromEntries(
    Object.entries(installation.configuration).map(([key, value]) => [key, maskSecrets(value, buttons.has(key))]),
  );
  const selection = selectionOf(store, installation);
  return {
    id: installation.id,
    kind: installation.kind,
    spaceId: installation.spaceId,
    siteId: installation.siteId,
    status: installation.status,
    configuration: maskSecrets(configuration) as Record<string, unknown>,
    configurationErrors: installation.configurationErrors.map((error) => ({ field: error.field, message: error.message })),
    externalIds: installation.externalIds,
    urls: { publicEndpoint, app: `studio://installations/${installation.id}` },
    space_selection: selection.spaceSelection,
    target: selection.target,
    createdAt: installation.createdAt,
    updatedAt: installation.updatedAt,
    history: store.history(installation.id),
  };
}
