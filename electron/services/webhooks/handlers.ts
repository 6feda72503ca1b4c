import type { webhooksMethods } from '../../../shared/api/webhooks.ts';
import type { FeatureHandlers, StudioContext } from '../../context.ts';

export function webhooksHandlers(_context: StudioContext): FeatureHandlers<typeof webhooksMethods> {
  return {};
}
