import { z } from 'zod';
import { method } from './contract.ts';

/** A component the preview can render: a manifest block, or a configuration's component. */
export const PreviewComponent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Where it is declared: `blocks[]` or `configurations.<kind>.componentId`. */
  kind: z.enum(['block', 'configuration_account', 'configuration_space', 'configuration_site']),
});
export type PreviewComponent = z.infer<typeof PreviewComponent>;

export const SelectOption = z.object({ id: z.string(), label: z.string() });

export const previewMethods = {
  'preview.components': method(
    z.object({}).strict(),
    z.object({ components: z.array(PreviewComponent), manifestError: z.string().nullable() }),
    'The components the open integration declares in its manifest (blocks and configuration components).',
  ),
  'preview.options': method(
    z.object({ url: z.string().min(1).max(4096), installationId: z.string().min(1).max(200).optional() }).strict(),
    z.object({ options: z.array(SelectOption) }),
    "Fetch a select's options from the integration's public endpoint (a relative URL, or one on the studio's public server).",
  ),
};
export const previewTopics = {};
