import type {
  FetchEvent,
  FetchPublishedScriptEvent,
  FetchVisitorAuthenticationEvent,
  IntegrationEnvironment,
  IntegrationEvent,
  RuntimeEvent,
  TaskEvent,
  UIRenderEvent,
} from '../api-client/index.ts';
import { answerError } from './answers.ts';
import type { ComponentDefinition } from './component.ts';
import { COMPONENT_IDS } from './component-ids.ts';
import { createContext, type ExecutionContextLike, type RuntimeContext } from './context.ts';
import type {
  EventCallbackMap,
  FetchEventCallback,
  FetchPublishScriptEventCallback,
  FetchVisitorAuthenticationEventCallback,
  TaskEventCallback,
} from './events.ts';
import { ExposableError } from './exposable-error.ts';

/** A content source: computes revisions and documents for the platform (`content_compute_*` events). */
export interface ContentSourceDefinition<Context extends RuntimeContext = RuntimeContext> {
  sourceId: string;
  compute(event: { type: string; sourceId: string } & Record<string, unknown>, context: Context): Promise<Response>;
}

export interface IntegrationDefinition<Context extends RuntimeContext = RuntimeContext> {
  /** Answers HTTP requests to the integration's public endpoint (`fetch` events). */
  fetch?: FetchEventCallback<Context>;
  /** The script injected into published sites; without it a 400, and when it returns nothing the no-op script. */
  fetch_published_script?: FetchPublishScriptEventCallback<Context>;
  /** Where a visitor of a protected site authenticates. */
  fetch_visitor_authentication?: FetchVisitorAuthenticationEventCallback<Context>;
  /** Runs the tasks queued with `context.integration.queueTask`; it receives the queued payload. */
  task?: TaskEventCallback<Context>;
  events?: EventCallbackMap<Context>;
  components?: ComponentDefinition<Context>[];
  contentSources?: ContentSourceDefinition<Context>[];
}

/** The module worker the platform calls: `export default createIntegration({...})`. */
export interface Integration {
  fetch(request: Request, env?: unknown, ctx?: ExecutionContextLike): Promise<Response>;
  /** The ids of `definition.components` (non-enumerable; read by the studio's host). */
  readonly [COMPONENT_IDS]?: readonly string[];
}

/** What the platform answers when a `fetch_published_script` handler returns nothing. */
export const NO_OP_SCRIPT = '/** no-op */';

async function partText(form: FormData, name: string): Promise<string | null> {
  const part = form.get(name);
  if (part === null) return null;
  return typeof part === 'string' ? part : await part.text();
}

async function partJSON(form: FormData, name: string): Promise<unknown> {
  const text = await partText(form, name);
  if (text === null) throw new ExposableError(`The envelope has no "${name}" part.`, 400);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ExposableError(`The "${name}" part is not JSON: ${(error as Error).message}`, 400);
  }
}

async function fetchBody(form: FormData, method: string): Promise<ArrayBuffer | undefined> {
  // A GET or HEAD request cannot carry a body in the Fetch standard, whatever the part holds.
  if (method === 'GET' || method === 'HEAD') return undefined;
  const part = form.get('fetch-body');
  if (part === null) return undefined;
  return typeof part === 'string' ? new TextEncoder().encode(part).buffer : await part.arrayBuffer();
}

type AnyHandler = (event: unknown, context: RuntimeContext) => unknown;

/**
 * Speaks the platform protocol as its runtime does: the request is a multipart envelope (`event`,
 * `environment`, and `fetch-body` for HTTP requests); `event.type` picks the handler. A missing
 * `fetch`, `fetch_visitor_authentication` or `task` handler is a 400, an unknown component or
 * content source a 404, an event nobody handles a 406; a handled event answers `OK`.
 */
export function createIntegration<Context extends RuntimeContext = RuntimeContext>(
  definition: IntegrationDefinition<Context>,
): Integration {
  const integration: Integration = {
    async fetch(request, _env, ctx) {
      const waitUntil = (promise: Promise<unknown>) => {
        if (ctx) ctx.waitUntil(promise);
        else promise.catch((error) => console.error('A waitUntil task failed:', error));
      };
      let eventType = 'the envelope';
      try {
        let form: FormData;
        try {
          form = await request.formData();
        } catch (error) {
          throw new ExposableError(`The request is not a multipart/form-data envelope: ${(error as Error).message}`, 400);
        }
        const event = (await partJSON(form, 'event')) as IntegrationEvent;
        const environment = (await partJSON(form, 'environment')) as IntegrationEnvironment;
        if (!event || typeof event !== 'object' || typeof event.type !== 'string') {
          throw new ExposableError('The "event" part has no "type".', 400);
        }
        eventType = `a "${event.type}" event`;
        const context = createContext(environment, waitUntil) as Context;
        return await route(definition, event, form, context);
      } catch (error) {
        return answerError(error, eventType);
      }
    },
  };
  // A getter, so the ids follow `definition.components` as `ui_render` does; plain JavaScript may
  // pass anything there, and a malformed entry simply has no id to list.
  Object.defineProperty(integration, COMPONENT_IDS, {
    enumerable: false,
    get: () =>
      (Array.isArray(definition.components) ? definition.components : []).flatMap((component: unknown) => {
        const id = (component as Partial<ComponentDefinition> | null)?.componentId;
        return typeof id === 'string' ? [id] : [];
      }),
  });
  return integration;
}

async function route<Context extends RuntimeContext>(
  definition: IntegrationDefinition<Context>,
  event: IntegrationEvent | { type: string; sourceId?: string },
  form: FormData,
  context: Context,
): Promise<Response> {
  switch (event.type) {
    case 'fetch': {
      if (!definition.fetch) throw new ExposableError('Integration does not handle HTTP requests', 400);
      const fetchEvent = event as FetchEvent;
      const method = (fetchEvent.request?.method ?? 'GET').toUpperCase();
      const request = new Request(fetchEvent.request.url, {
        method,
        headers: fetchEvent.request.headers ?? {},
        body: await fetchBody(form, method),
      });
      return await definition.fetch(request, context);
    }
    case 'fetch_published_script': {
      // The platform's runtime: no handler is a 400; a handler that returns nothing gets the no-op script.
      if (!definition.fetch_published_script) throw new ExposableError('Integration does not handle fetch_published_script', 400);
      const answer = await definition.fetch_published_script(event as FetchPublishedScriptEvent, context);
      return answer ?? new Response(NO_OP_SCRIPT, { headers: { 'Content-Type': 'application/javascript' } });
    }
    case 'fetch_visitor_authentication': {
      if (!definition.fetch_visitor_authentication) {
        throw new ExposableError('Integration does not handle fetch_visitor_authentication', 400);
      }
      return await definition.fetch_visitor_authentication(event as FetchVisitorAuthenticationEvent, context);
    }
    case 'ui_render': {
      const render = event as UIRenderEvent;
      const components = Array.isArray(definition.components) ? definition.components : [];
      const component = components.find((c) => c?.componentId === render.componentId);
      if (!component) {
        const known = components.map((c) => c?.componentId).join(', ');
        throw new ExposableError(`Component ${render.componentId} not found (this integration has: ${known || 'none'})`, 404);
      }
      return await component.render(render, context);
    }
    case 'content_compute_revision':
    case 'content_compute_document': {
      const sourceId = (event as { sourceId?: string }).sourceId;
      const source = definition.contentSources?.find((s) => s.sourceId === sourceId);
      if (!source) throw new ExposableError(`Content source ${sourceId} not found`, 404);
      return await source.compute(event as Parameters<typeof source.compute>[0], context);
    }
    case 'task': {
      // The handler gets the payload given to queueTask, not the event, as on the platform.
      if (!definition.task) throw new ExposableError('Integration does not handle tasks', 400);
      await definition.task((event as TaskEvent).task, context);
      return new Response('OK', { status: 200 });
    }
    default: {
      const handler = definition.events?.[event.type as RuntimeEvent['type']] as AnyHandler | AnyHandler[] | undefined;
      if (!handler) throw new ExposableError(`Integration does not handle "${event.type}" events`, 406);
      await runAll(handler, event, context);
      return new Response('OK', { status: 200 });
    }
  }
}

/** Several handlers for one event all run, side by side, as on the platform. */
async function runAll(handler: AnyHandler | AnyHandler[], event: unknown, context: RuntimeContext): Promise<void> {
  if (Array.isArray(handler)) await Promise.all(handler.map((h) => h(event, context)));
  else await handler(event, context);
}
