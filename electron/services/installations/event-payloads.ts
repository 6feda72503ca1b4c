import type { RuntimeEventType } from '../../../shared/api/installations.ts';
import { generateEvent, platformId } from '../../../shared/platform/index.ts';

export interface EventScope {
  installationId: string;
  spaceId: string | null;
  siteId: string | null;
  status: 'active' | 'pending';
  componentId: string | null;
  renderContext: 'document' | 'configuration_account' | 'configuration_space' | 'configuration_site';
}

/** A realistic payload for `type` aimed at this installation (without `type`, which the studio adds). */
export function templateFor(type: RuntimeEventType, scope: EventScope): Record<string, unknown> {
  if (type === 'ui_render') {
    return {
      componentId: scope.componentId ?? 'my-component',
      props: {},
      context: scope.renderContext === 'document' ? { type: 'document', editable: true } : { type: scope.renderContext },
    };
  }
  const { type: _type, ...payload } = generateEvent(type, {
    scope: {
      installationId: scope.installationId,
      spaceId: scope.spaceId ?? `space_${platformId()}`,
      siteId: scope.siteId ?? `site_${platformId()}`,
    },
    overrides: type === 'installation_setup' || type === 'space_installation_setup' ? { status: scope.status } : {},
  }) as unknown as Record<string, unknown>;
  return payload;
}
