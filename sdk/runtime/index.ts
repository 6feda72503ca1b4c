/** `@platform/runtime`: what an integration's script imports; the platform runtime's surface. */
export {
  createIntegration,
  NO_OP_SCRIPT,
  type ContentSourceDefinition,
  type Integration,
  type IntegrationDefinition,
} from './integration.ts';
export {
  createComponent,
  type ActionResult,
  type ComponentDefinition,
  type ComponentInstance,
  type ComponentRenderCache,
  type ComponentSpec,
} from './component.ts';
export type {
  EventCallback,
  EventCallbackMap,
  FetchEventCallback,
  FetchPublishScriptEventCallback,
  FetchVisitorAuthenticationEventCallback,
  TaskEventCallback,
} from './events.ts';
export { createContentSource, type ContentSourceInput } from './content-source.ts';
export { ExposableError } from './exposable-error.ts';
export { Logger } from './logger.ts';
export {
  createOAuthHandler,
  defaultOAuthExtractCredentials,
  getOAuthToken,
  type OAuthConfig,
  type OAuthConfiguration,
  type OAuthCredentials,
  type OAuthResponse,
} from './oauth.ts';
export { createContext, type QueuedTask, type RuntimeCallback, type RuntimeContext, type RuntimeEnvironment } from './context.ts';
export type { ContentKitAction, ContentKitElement, ContentKitNode, DynamicBinding } from './contentkit.ts';
export type * from '../api-client/index.ts';
