import { z } from 'zod';
import { method } from './contract.ts';

/**
 * A component the preview can render: a manifest block, a configuration's component, or one only
 * the integration's code defines (a modal's, say).
 */
export const PreviewComponent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Where it comes from: `blocks[]`, `configurations.<kind>.componentId`, `contentSources[].configuration.componentId`, or only `createIntegration({components})`. */
  kind: z.enum(['block', 'configuration_account', 'configuration_space', 'configuration_site', 'configuration_contentsource', 'code']),
  /**
   * Whether the running code defines it: false flags a manifest entry with no component behind it
   * (a likely typo); null when the code's components are unknown (see `code`).
   */
  defined: z.boolean().nullable(),
});
export type PreviewComponent = z.infer<typeof PreviewComponent>;

/** Whether the code's components could be read, and why not. */
export const CodeComponents = z.object({ known: z.boolean(), reason: z.string().nullable() });
export type CodeComponents = z.infer<typeof CodeComponents>;

export const SelectOption = z.object({ id: z.string(), label: z.string() });

export const previewMethods = {
  'preview.components': method(
    z.object({}).strict(),
    z.object({ components: z.array(PreviewComponent), manifestError: z.string().nullable(), code: CodeComponents }),
    "The open integration's components: the manifest's blocks and configuration components merged with those its code defines.",
  ),
  'preview.options': method(
    z.object({ url: z.string().min(1).max(4096), installationId: z.string().min(1).max(200).optional() }).strict(),
    z.object({ options: z.array(SelectOption) }),
    "Fetch a select's options from the integration's public endpoint (a relative URL, or one on the studio's public server).",
  ),
};
export const previewTopics = {};
