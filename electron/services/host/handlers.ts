import { StudioError } from '../../../shared/api/index.ts';
import type { hostMethods } from '../../../shared/api/host.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

// Placeholder until the Host issue lands: the host is not running yet.
export function hostHandlers(_context: StudioContext): FeatureHandlers<typeof hostMethods> {
  return {
    'host.status': async () => ({ state: 'stopped', error: null, lastBuildMs: null, lastBuildAt: null, lastReloadAt: null, memoryBytes: null }),
    'host.render': async () => {
      throw new StudioError('unavailable', 'The integration host is not built yet.');
    },
  };
}
