import { describe, expect, it } from 'vitest';
import { templateFor, type EventScope } from '../../../electron/services/installations/event-payloads.ts';

const scope: EventScope = {
  installationId: 'inst_1',
  spaceId: 'space_1',
  siteId: null,
  status: 'active',
  componentId: null,
  renderContext: 'document',
  blocks: ['github-code-block', 'second'],
};

describe('generated events make sense for the integration', () => {
  it("a ui_render renders one of the integration's own components: its first block when the installation has no configuration component", () => {
    expect(templateFor('ui_render', scope)).toEqual({
      componentId: 'github-code-block',
      props: {},
      context: { type: 'document', editable: true },
    });
  });

  it('a ui_render for an installation with a configuration component renders that component in its configuration context', () => {
    expect(templateFor('ui_render', { ...scope, componentId: 'config', renderContext: 'configuration_site' })).toMatchObject({
      componentId: 'config',
      context: { type: 'configuration_site' },
    });
  });

  it('queued tasks: a task event carries the newest task the integration queued, not an empty one', () => {
    const queued = [
      { type: 'sync', page: 1 },
      { type: 'sync', page: 2 },
    ];
    expect(templateFor('task', { ...scope, queuedTasks: queued }).task).toEqual({ type: 'sync', page: 2 });
  });
});
