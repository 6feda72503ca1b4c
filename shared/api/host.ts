import { z } from 'zod';
import { method } from './contract.ts';

/** The integration host's state, pushed on every change. */
export const HostStatus = z.object({
  state: z.enum(['stopped', 'building', 'ready', 'error', 'restarting']),
  /** Build or runtime error, with file and line when esbuild gave them. */
  error: z.string().nullable(),
  lastBuildMs: z.number().nullable(),
  lastBuildAt: z.number().nullable(),
  lastReloadAt: z.number().nullable(),
  memoryBytes: z.number().nullable(),
  /** Manifest secrets whose `${{ env.NAME }}` is set nowhere, as `SECRET (${{ env.NAME }})`. */
  missingSecrets: z.array(z.string()).default([]),
});
export type HostStatus = z.infer<typeof HostStatus>;

export const RenderContext = z.discriminatedUnion('type', [
  z.object({ type: z.literal('document'), editable: z.boolean() }),
  z.object({ type: z.literal('configuration_account') }),
  z.object({ type: z.literal('configuration_space') }),
  z.object({ type: z.literal('configuration_site') }),
]);
export type RenderContext = z.infer<typeof RenderContext>;

export const RenderInput = z
  .object({
    componentId: z.string().min(1),
    props: z.record(z.string(), z.unknown()).default({}),
    state: z.record(z.string(), z.unknown()).optional(),
    action: z.record(z.string(), z.unknown()).optional(),
    context: RenderContext.default({ type: 'document', editable: true }),
    installationId: z.string().optional(),
  })
  .strict();

/** What the integration answered to a `ui_render`, with timing; `body` is its JSON (or text). */
export const RenderResult = z.object({
  status: z.number().int(),
  durationMs: z.number(),
  body: z.unknown(),
});
export type RenderResult = z.infer<typeof RenderResult>;

export const hostMethods = {
  'host.status': method(z.object({}).strict(), HostStatus, 'The integration host state.'),
  'host.render': method(RenderInput, RenderResult, 'Render a component (a ui_render event, with an action when given).'),
};

export const hostTopics = {
  'host.status': HostStatus,
};
