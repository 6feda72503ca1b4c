import type { installationsMethods } from '../../../shared/api/installations.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

export function installationsHandlers(_context: StudioContext): FeatureHandlers<typeof installationsMethods> {
  return {};
}
