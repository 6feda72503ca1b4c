/**
 * The platform's types, the lowest layer of the studio (it imports nothing of it): every type and
 * enum of the platform's API description, generated into `generated/client.ts` by
 * `npm run generate:api-client`, with the studio's own event and environment shapes over the
 * generated ones of the same name (see studio-shapes.ts). `shared/` reads them here; `sdk/api-client`
 * re-exports them to integrations as `@platform/api-client`.
 */
export * from './generated/client.ts';
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
