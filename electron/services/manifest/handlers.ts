import { StudioError } from '../../../shared/api/index.ts';
import type { manifestMethods } from '../../../shared/api/manifest.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

// Placeholder until the Manifest issue lands.
export function manifestHandlers(_context: StudioContext): FeatureHandlers<typeof manifestMethods> {
  const notYet = async (): Promise<never> => {
    throw new StudioError('unavailable', 'The manifest service is not built yet.');
  };
  return { 'manifest.get': notYet, 'manifest.schema': notYet, 'manifest.validate': notYet, 'manifest.save': notYet };
}
