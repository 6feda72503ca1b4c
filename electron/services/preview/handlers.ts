import type { previewMethods } from '../../../shared/api/preview.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

export function previewHandlers(_context: StudioContext): FeatureHandlers<typeof previewMethods> {
  return {};
}
