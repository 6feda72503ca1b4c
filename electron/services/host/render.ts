import type { z } from 'zod';
import type { RenderInput, RenderResult } from '../../../shared/api/host.ts';
import type { UIRenderEvent } from '../../../shared/platform/index.ts';
import type { Host } from './types.ts';
import { checkValue } from '../../lib/values.ts';
import { takeSources } from '../../../shared/contentkit/source.ts';
import { isAbsolute, join, relative } from 'node:path';
import { configurationProps, fullRenderContext } from './render-context.ts';

/** A `ui_render` (with the action when given); the answer's JSON is parsed, or kept as text when it is not JSON. */
/** `dir`: the folder the running build was made from, which source positions are relative to. */
export async function renderComponent(host: Host, input: z.input<typeof RenderInput>, dir?: string): Promise<RenderResult> {
  const environment = host.world.environmentFor(input.installationId);
  const context = fullRenderContext(input.context ?? { type: 'document', editable: true }, environment);
  const event: UIRenderEvent = {
    type: 'ui_render',
    componentId: input.componentId,
    props: configurationProps(context, environment, input.props ?? {}),
    context: context as UIRenderEvent['context'],
  };
  if (input.state) event.state = input.state;
  if (input.action) event.action = input.action as UIRenderEvent['action'];
  const result = await host.dispatchEvent(event, { installationId: input.installationId });
  let body: unknown = result.body;
  try {
    body = JSON.parse(result.body);
  } catch {
    /* not JSON: the text is the answer */
  }
  // Development positions leave the answer first: what follows (checks, the Preview, the CLI, fixtures) sees the platform's shape.
  const taken = takeSources(body);
  const sources = dir ? withPaths(taken, dir) : {};
  // Checked before anything serializes it again (the Preview's transport, the CLI's output).
  const violation = checkValue(body, `The answer of component "${input.componentId}"`);
  if (violation)
    return {
      status: 502,
      durationMs: result.durationMs,
      body: { error: violation.message, code: 'too-large' },
      logs: result.logs,
      error: null,
    };
  return {
    status: result.status,
    durationMs: result.durationMs,
    body,
    logs: result.logs,
    error: result.error,
    ...(Object.keys(sources).length ? { sources } : {}),
  };
}

/** Each position with its file's absolute path; positions outside the folder (hostile or odd file names) are dropped. */
export function withPaths(sources: ReturnType<typeof takeSources>, dir: string): NonNullable<RenderResult['sources']> {
  const out: NonNullable<RenderResult['sources']> = {};
  for (const [path, position] of Object.entries(sources)) {
    const absolute = join(dir, position.file);
    const inside = relative(dir, absolute);
    if (isAbsolute(position.file) || inside.startsWith('..') || isAbsolute(inside)) continue;
    out[path] = { ...position, path: absolute };
  }
  return out;
}
