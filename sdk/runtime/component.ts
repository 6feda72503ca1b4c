import type { UIRenderContext, UIRenderEvent } from '../api-client/index.ts';
import type { ContentKitAction, ContentKitElement, DynamicBinding } from './contentkit.ts';
import type { RuntimeContext } from './context.ts';

export type State = Record<string, unknown>;
export type Props = Record<string, unknown>;

export interface ComponentRenderCache {
  /** Seconds the platform may reuse this output; answered as `Cache-Control: max-age=<maxAge>`. */
  maxAge: number;
}

/** The component as its `render` and `action` see it. */
export interface ComponentInstance<P extends object = Props, S extends object = State> {
  props: P;
  state: S;
  /** The ContentKit context the platform sent (`document` with `editable`, or a configuration). */
  context: UIRenderContext;
  setCache(cache: ComponentRenderCache): void;
  /** `{ "$state": key }`: the platform fills it from the current state when an action is sent. */
  dynamicState(key: keyof S & string): DynamicBinding;
}

/** An action's outcome: new props and/or state (each replaces the current one), or the end of a modal flow. */
export type ActionResult<P extends object, S extends object> =
  { state?: S; props?: P } | { type: 'complete'; returnValue?: Record<string, unknown> } | undefined | void;

export interface ComponentSpec<P extends object, S extends object, A extends ContentKitAction, Context extends RuntimeContext> {
  componentId: string;
  /** Starting state when the platform sends none; a function receives the props and the ContentKit context. */
  initialState?: S | ((props: P, renderContext: UIRenderContext, context: Context) => S);
  action?: (instance: ComponentInstance<P, S>, action: A, context: Context) => ActionResult<P, S> | Promise<ActionResult<P, S>>;
  render: (instance: ComponentInstance<P, S>, context: Context) => ContentKitElement | Promise<ContentKitElement>;
}

/** What `createIntegration({components})` takes: an id and the `ui_render` handler. */
export interface ComponentDefinition<Context extends RuntimeContext = RuntimeContext> {
  componentId: string;
  render(event: UIRenderEvent, context: Context): Promise<Response>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A ContentKit component, answering `ui_render` as the platform's runtime does:
 * `{type: 'element', state, props, element}`, with `Cache-Control` when `setCache` was called. An
 * action's `{state, props}` replace the current ones before rendering; `{type: 'complete',
 * returnValue}` ends a modal flow instead.
 */
export function createComponent<
  P extends object = Props,
  S extends object = State,
  A extends ContentKitAction = ContentKitAction,
  Context extends RuntimeContext = RuntimeContext,
>(spec: ComponentSpec<P, S, A, Context>): ComponentDefinition<Context> {
  return {
    componentId: spec.componentId,
    async render(event, context) {
      const props = (isPlainObject(event.props) ? event.props : {}) as P;
      const initial = spec.initialState;
      const state = (
        isPlainObject(event.state) ? event.state : typeof initial === 'function' ? initial(props, event.context, context) : (initial ?? {})
      ) as S;
      let cache: ComponentRenderCache | null = null;
      let instance: ComponentInstance<P, S> = {
        props,
        state,
        context: event.context,
        setCache: (next) => {
          cache = next;
        },
        dynamicState: (key) => ({ $state: key }),
      };

      if (event.action && spec.action) {
        const result = await spec.action(instance, event.action as A, context);
        if (result && 'type' in result && result.type === 'complete') {
          return Response.json({ type: 'complete', returnValue: result.returnValue ?? {} });
        }
        if (isPlainObject(result)) instance = { ...instance, ...(result as { state?: S; props?: P }) };
      }
      const element = await spec.render(instance, context);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const chosen = cache as ComponentRenderCache | null;
      if (chosen) headers['Cache-Control'] = `max-age=${chosen.maxAge}`;
      return new Response(JSON.stringify({ type: 'element', state: instance.state, props: instance.props, element }), { headers });
    },
  };
}
