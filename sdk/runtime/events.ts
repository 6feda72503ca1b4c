import type {
  FetchPublishedScriptEvent,
  FetchVisitorAuthenticationEvent,
  RuntimeEvent,
  RuntimeEventType,
  TaskEvent,
} from '../api-client/index.ts';
import type { RuntimeCallback, RuntimeContext } from './context.ts';

/** Answers HTTP requests to the integration's public endpoint. */
export type FetchEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<
  [Request],
  Promise<Response> | Response,
  Context
>;

/** Answers the script the platform injects into published sites; nothing means the no-op script. */
export type FetchPublishScriptEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<
  [FetchPublishedScriptEvent],
  Promise<Response | undefined | void> | Response | undefined | void,
  Context
>;

/** Answers where a visitor of a protected site goes to authenticate (a redirect). */
export type FetchVisitorAuthenticationEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<
  [FetchVisitorAuthenticationEvent],
  Promise<Response> | Response,
  Context
>;

/** Runs a task the integration queued with `context.integration.queueTask`: it gets the queued payload. */
export type TaskEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<[TaskEvent['task']], unknown, Context>;

export type EventCallback<Type extends RuntimeEventType, Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<
  [Extract<RuntimeEvent, { type: Type }>],
  unknown,
  Context
>;

/** One handler, or several that all run, per event type. */
export type EventCallbackMap<Context extends RuntimeContext = RuntimeContext> = {
  [Type in RuntimeEventType]?: EventCallback<Type, Context> | EventCallback<Type, Context>[];
};
