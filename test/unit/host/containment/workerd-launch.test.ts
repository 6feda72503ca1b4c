import { describe, expect, it } from 'vitest';
import { launcherTarget } from '../../../../electron/services/host/containment/workerd-launch.ts';

describe('the workerd launcher becomes the real workerd', () => {
  const resolved = () => '/node_modules/workerd/bin/workerd';

  it('by default, the workerd Miniflare depends on; a workerd the user chose with MINIFLARE_WORKERD_PATH is kept', () => {
    expect(launcherTarget({}, resolved)).toBe('/node_modules/workerd/bin/workerd');
    expect(launcherTarget({ MINIFLARE_WORKERD_PATH: '/opt/workerd' }, resolved)).toBe('/opt/workerd');
  });

  it("a studio started by another studio targets the binary behind the inherited launcher, never the launcher (which would start the other's for ever)", () => {
    const inherited = { MINIFLARE_WORKERD_PATH: '/tmp/integration-studio-parent/workerd', STUDIO_WORKERD_BINARY: '/opt/workerd' };
    expect(launcherTarget(inherited, resolved)).toBe('/opt/workerd');
  });
});
