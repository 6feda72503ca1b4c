import type { UIRenderContext, UIRenderEvent } from '../api-client/index.ts';
import { json } from './answers.ts';
import type { ContentKitAction, ContentKitElement, DynamicBinding } from './contentkit.ts';
import type { RuntimeContext } from './context.ts';

export type State = Record<string, unknown>;
export type Props = Record<string, unknown>;

export interface ComponentContext extends RuntimeContext {
  type: UIRenderContext['type'];
  /** The render context as the platform sent it (`document` carries `editable`). */
  uiContext: UIRenderContext;
}

/** The component as its `render` and `action` see it. */
export interface ComponentInstance<P extends object = Props, S extends object = State> {
  componentId: string;
  props: P;
  state: S;
  context: ComponentContext;
  /** `{ "$state": key }`: the platform fills it from the current state when an action is sent. */
  dynamicState(key: keyof S & string): DynamicBinding;
}

export type ActionResult<P extends object, S extends object> =
  { state?: Partial<S>; props?: Partial<P> } | { type: 'complete'; returnValue?: Record<string, unknown> } | undefined | void;

export interface ComponentDefinition<P extends object, S extends object, A extends ContentKitAction> {
  componentId: string;
  /** Starting state when the platform sends none; a function receives the props. */
  initialState?: S | ((props: P, context: ComponentContext) => S);
  action?: (element: ComponentInstance<P, S>, action: A, context: ComponentContext) => ActionResult<P, S> | Promise<ActionResult<P, S>>;
  render: (element: ComponentInstance<P, S>, context: ComponentContext) => ContentKitElement | Promise<ContentKitElement>;
}

export interface IntegrationComponent {
  componentId: string;
  handle(event: UIRenderEvent, context: RuntimeContext): Promise<Response>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A ContentKit component. Its answer to a `ui_render` is `{type: 'element', state, props, element}`;
 * an action's `{state, props}` are merged into the current ones before rendering (so `{}` changes
 * nothing), and `{type: 'complete', returnValue}` ends a modal flow instead of rendering.
 */
export function createComponent<P extends object = Props, S extends object = State, A extends ContentKitAction = ContentKitAction>(
  definition: ComponentDefinition<P, S, A>,
): IntegrationComponent {
  return {
    componentId: definition.componentId,
    async handle(event, runtime) {
      const context: ComponentContext = { ...runtime, type: event.context.type, uiContext: event.context };
      let props = (isPlainObject(event.props) ? event.props : {}) as P;
      const initial = definition.initialState;
      let state = (
        isPlainObject(event.state) ? event.state : typeof initial === 'function' ? initial(props, context) : (initial ?? {})
      ) as S;
      const instance = (): ComponentInstance<P, S> => ({
        componentId: definition.componentId,
        props,
        state,
        context,
        dynamicState: (key) => ({ $state: key }),
      });

      if (event.action && definition.action) {
        const result = await definition.action(instance(), event.action as A, context);
        if (result && 'type' in result && result.type === 'complete') {
          return json({ type: 'complete', returnValue: result.returnValue ?? {} });
        }
        if (result && !('type' in result)) {
          if (isPlainObject(result.state)) state = { ...state, ...result.state } as S;
          if (isPlainObject(result.props)) props = { ...props, ...result.props } as P;
        }
      }
      const element = await definition.render(instance(), context);
      return json({ type: 'element', state, props, element });
    },
  };
}
