import type { IntegrationEvent, RuntimeEventType } from '../../platform-types/index.ts';

/**
 * Every member of the platform's `Event` union an integration receives except `fetch` (the public
 * endpoint's own), in the order the studio lists them: the one list the Studio API's event types
 * and the event generator both derive from.
 */
export const RUNTIME_EVENTS = [
  'installation_setup',
  'installation_deleted',
  'space_installation_setup',
  'space_installation_deleted',
  'site_installation_setup',
  'site_installation_deleted',
  'ui_render',
  'space_content_updated',
  'space_visibility_updated',
  'space_gitsync_started',
  'space_gitsync_completed',
  'site_view',
  'page_feedback',
  'fetch_published_script',
  'fetch_visitor_authentication',
  'task',
  'content_compute_revision',
  'content_compute_document',
] as const satisfies readonly Exclude<IntegrationEvent['type'], 'fetch'>[];

/** The runtime events the platform delivers on its own, which `generateEvent` makes: all but `ui_render` (a render's, with its props and state). */
export const RUNTIME_EVENT_TYPES: readonly RuntimeEventType[] = RUNTIME_EVENTS.filter(
  (type): type is RuntimeEventType => type !== 'ui_render',
);

export function isRuntimeEventType(value: string): value is RuntimeEventType {
  return (RUNTIME_EVENT_TYPES as readonly string[]).includes(value);
}
