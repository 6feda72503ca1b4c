import type { hostMethods } from '../../../shared/api/host.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

export function hostHandlers(_context: StudioContext): FeatureHandlers<typeof hostMethods> {
  return {};
}
