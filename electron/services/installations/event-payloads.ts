import type { RuntimeEventType } from '../../../shared/api/installations.ts';
import { generateEvent, platformId } from '../../../shared/platform/index.ts';

export interface EventScope {
  installationId: string;
  /** The organization the installation is in; the studio's development organization when absent. */
  organizationId?: string;
  /** The installation's space (its own, else one of its organization installation's); null: none, a made-up one is named. */
  spaceId: string | null;
  siteId: string | null;
  status: 'active' | 'pending';
  componentId: string | null;
  renderContext: 'document' | 'configuration_account' | 'configuration_space' | 'configuration_site';
  /** The manifest's blocks: a `ui_render` without a configuration component renders the first. */
  blocks?: string[];
  /** What the integration queued with `queueTask` (oldest first): a `task` event carries one of these, never an empty task. */
  queuedTasks?: unknown[];
}

const SETUP_TYPES = new Set<RuntimeEventType>(['installation_setup', 'space_installation_setup', 'site_installation_setup']);

/** A realistic payload for `type` aimed at this installation (without `type`, which the studio adds). */
export function templateFor(type: RuntimeEventType, scope: EventScope): Record<string, unknown> {
  if (type === 'ui_render') {
    // One of the integration's own components: the installation's configuration component, else its first block.
    const block = scope.componentId === null ? (scope.blocks?.[0] ?? null) : null;
    const componentId = scope.componentId ?? block ?? 'my-component';
    return {
      componentId,
      props: {},
      context:
        scope.componentId === null || scope.renderContext === 'document'
          ? { type: 'document', editable: true }
          : { type: scope.renderContext },
    };
  }
  // The newest task the integration queued, as the platform would hand it back.
  const queued = type === 'task' && scope.queuedTasks?.length ? { task: scope.queuedTasks.at(-1) } : {};
  const { type: _type, ...payload } = generateEvent(type, {
    scope: {
      installationId: scope.installationId,
      ...(scope.organizationId ? { organizationId: scope.organizationId } : {}),
      spaceId: scope.spaceId ?? `space_${platformId()}`,
      siteId: scope.siteId ?? `site_${platformId()}`,
    },
    overrides: SETUP_TYPES.has(type) ? { status: scope.status } : queued,
  }) as unknown as Record<string, unknown>;
  return payload;
}
