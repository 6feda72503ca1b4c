import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import { targetAllows } from '../manifest/snapshot.ts';

/** What the host takes from the manifest for one build. */
export interface HostConfig {
  name: string;
  script: string;
  secrets: unknown;
  /** The image file the platform shows for the integration. */
  icon: string | null;
  /** Defaults of each configuration section, for the development installation. */
  defaults: ManifestSnapshot['defaults'];
  /** Whether the development installation has a site installation (the manifest's `target` allows sites). */
  devHasSite: boolean;
}

/** The host's config from the manifest snapshot, or the reason the integration cannot be built from it. */
export function hostConfig(snapshot: ManifestSnapshot): { ok: true; config: HostConfig } | { ok: false; error: string } {
  if (snapshot.error) return { ok: false, error: snapshot.error };
  if (snapshot.script === null)
    return { ok: false, error: `${snapshot.path} has no "script": name the integration's entry file (e.g. script: ./src/index.ts).` };
  return {
    ok: true,
    config: {
      name: snapshot.integrationName,
      script: snapshot.script,
      secrets: snapshot.secrets,
      icon: snapshot.icon,
      defaults: snapshot.defaults,
      devHasSite: targetAllows(snapshot.target, 'site'),
    },
  };
}
