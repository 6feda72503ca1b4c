import type { manifestMethods } from '../../../shared/api/manifest.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

export function manifestHandlers(_context: StudioContext): FeatureHandlers<typeof manifestMethods> {
  return {};
}
