/**
 * `@platform/api-client`: every type and enum of the platform's API description, the `PlatformAPI`
 * client and `PlatformAPIError`, generated from `openapi.json` by `npm run generate:api-client`.
 */
export * from './generated/client.ts';
export { PlatformAPI, PLATFORM_DEFAULT_ENDPOINT, type PlatformAPIOptions } from './platform-api.ts';
export { PlatformAPIError } from './platform-api-error.ts';
// The studio's own event and environment shapes win over the generated ones of the same name (see studio-shapes.ts).
export type {
  EventVisitor,
  FetchEvent,
  FetchPublishedScriptEvent,
  FetchVisitorAuthenticationEvent,
  InstallationDeletedEvent,
  InstallationRef,
  InstallationSetupEvent,
  IntegrationEnvironment,
  IntegrationEvent,
  PageFeedbackEvent,
  RuntimeEvent,
  RuntimeEventType,
  SiteInstallationDeletedEvent,
  SiteInstallationRef,
  SiteInstallationSetupEvent,
  SiteViewEvent,
  SpaceContentUpdatedEvent,
  SpaceGitSyncCompletedEvent,
  SpaceGitSyncStartedEvent,
  SpaceInstallationDeletedEvent,
  SpaceInstallationRef,
  SpaceInstallationSetupEvent,
  SpaceVisibility,
  SpaceVisibilityUpdatedEvent,
  TaskEvent,
  UIRenderContext,
  UIRenderEvent,
} from './studio-shapes.ts';
