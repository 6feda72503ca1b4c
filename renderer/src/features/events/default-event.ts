import type { Installation, RuntimeEventType } from '../../../../shared/api/installations.ts';

/**
 * The event the pane opens on for an installation, until one is picked: what the platform sends an
 * installation of that kind first of all (a site's script or visitor sign-in when the scopes say it
 * takes part in them).
 */
export function defaultEvent(kind: Installation['kind'] | undefined, scopes: readonly string[]): RuntimeEventType {
  if (kind === 'site') {
    if (scopes.includes('site:visitor:auth')) return 'fetch_visitor_authentication';
    if (scopes.includes('site:script:inject')) return 'fetch_published_script';
    return 'site_view';
  }
  if (kind === 'organization') return 'installation_setup';
  return 'space_content_updated';
}
