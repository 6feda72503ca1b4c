import type { inspectorMethods } from '../../../shared/api/inspector.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

export function inspectorHandlers(_context: StudioContext): FeatureHandlers<typeof inspectorMethods> {
  return {};
}
