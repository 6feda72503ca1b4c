/** `@platform/runtime`: what an integration's script imports. */
export { createIntegration, type Integration, type IntegrationDefinition } from './integration.ts';
export {
  createComponent,
  type ActionResult,
  type ComponentContext,
  type ComponentDefinition,
  type ComponentInstance,
  type IntegrationComponent,
} from './component.ts';
export { ExposableError } from './exposable-error.ts';
export { createOAuthHandler, type OAuthConfig, type OAuthCredentials, type OAuthResponse } from './oauth.ts';
export type { RuntimeContext } from './context.ts';
export type { ContentKitAction, ContentKitElement, ContentKitNode, DynamicBinding } from './contentkit.ts';
export type * from '../api-client/index.ts';
