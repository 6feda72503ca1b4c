import type {
  FetchEvent,
  IntegrationEnvironment,
  IntegrationEvent,
  RuntimeEvent,
  RuntimeEventType,
  UIRenderEvent,
} from '../api-client/index.ts';
import { answerError, json } from './answers.ts';
import type { IntegrationComponent } from './component.ts';
import { COMPONENT_IDS } from './component-ids.ts';
import type { ExecutionContextLike, RuntimeContext } from './context.ts';
import { ExposableError } from './exposable-error.ts';

type EventHandlers = {
  [T in RuntimeEventType]?: (event: Extract<RuntimeEvent, { type: T }>, context: RuntimeContext) => unknown | Promise<unknown>;
};

export interface IntegrationDefinition {
  /** Answers HTTP requests to the integration's public endpoint (`fetch` events). */
  fetch?: (request: Request, context: RuntimeContext) => Response | Promise<Response>;
  components?: IntegrationComponent[];
  events?: EventHandlers;
}

/** The module worker the platform calls: `export default createIntegration({...})`. */
export interface Integration {
  fetch(request: Request, env?: unknown, ctx?: ExecutionContextLike): Promise<Response>;
  /** The ids of `definition.components` (non-enumerable; read by the studio's host). */
  readonly [COMPONENT_IDS]?: readonly string[];
}

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

function unhandled(type: string): Response {
  return json({ error: `This integration does not handle "${type}" events.` }, 406);
}

async function handleFetch(definition: IntegrationDefinition, event: FetchEvent, form: FormData, context: RuntimeContext) {
  if (!definition.fetch) return unhandled('fetch');
  const method = (event.request?.method ?? 'GET').toUpperCase();
  const request = new Request(event.request.url, { method, headers: event.request.headers ?? {}, body: await fetchBody(form, method) });
  return await definition.fetch(request, context);
}

async function handleRender(definition: IntegrationDefinition, event: UIRenderEvent, context: RuntimeContext) {
  if (!definition.components?.length) return unhandled('ui_render');
  const component = definition.components.find((c) => c.componentId === event.componentId);
  if (!component) {
    const known = definition.components.map((c) => c.componentId).join(', ');
    throw new ExposableError(`No component "${event.componentId}" in this integration (it has: ${known}).`, 404);
  }
  return await component.handle(event, context);
}

/**
 * Speaks the platform protocol: the request is a multipart envelope (`event`, `environment`, and
 * `fetch-body` for HTTP requests); `event.type` picks the handler; an event nobody handles answers 406.
 */
export function createIntegration(definition: IntegrationDefinition): Integration {
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
        const context: RuntimeContext = { environment, waitUntil };
        if (event.type === 'fetch') return await handleFetch(definition, event, form, context);
        if (event.type === 'ui_render') return await handleRender(definition, event, context);
        const handler = definition.events?.[event.type] as ((event: RuntimeEvent, context: RuntimeContext) => unknown) | undefined;
        if (!handler) return unhandled(event.type);
        await handler(event, context);
        return json({});
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
        const id = (component as Partial<IntegrationComponent> | null)?.componentId;
        return typeof id === 'string' ? [id] : [];
      }),
  });
  return integration;
}
