/**
 * The event and environment shapes the studio builds and delivers, as it typed them before the
 * client was generated. `index.ts` re-exports them over the generated names of the same name so
 * the studio's generators keep compiling; they move to the generated shapes with "Platform fidelity 1".
 */

export interface InstallationRef {
  id: string;
  /** Configuration the user saved for the organization-wide installation. */
  configuration: Record<string, unknown>;
}

export interface SpaceInstallationRef {
  space: string;
  configuration: Record<string, unknown>;
}

export interface SiteInstallationRef {
  site: string;
  configuration: Record<string, unknown>;
}

/** What the platform tells the integration about where it runs; the `environment` part of every envelope. */
export interface IntegrationEnvironment {
  /** Base URL of the platform API (the studio points it at its local stub). */
  apiEndpoint: string;
  apiTokens: {
    /** Acts as the integration itself (e.g. to update its installations). */
    integration: string;
    /** Acts within the installation, when the event belongs to one. */
    installation?: string;
  };
  integration: {
    name: string;
    urls: {
      /** Where the platform routes HTTP requests for this integration (`fetch` events). */
      publicEndpoint: string;
    };
  };
  installation?: InstallationRef & {
    urls: { publicEndpoint: string };
    /** The organization that installed the integration. */
    target: { organization: string };
  };
  spaceInstallation?: SpaceInstallationRef;
  siteInstallation?: SiteInstallationRef;
  /** The manifest's `secrets`, with every `${{ env.NAME }}` resolved. */
  secrets: Record<string, string>;
}

export interface FetchEvent {
  type: 'fetch';
  eventId?: string;
  request: { method: string; url: string; headers: Record<string, string> };
}

export type UIRenderContext =
  | { type: 'document'; editable: boolean }
  | { type: 'configuration_account' }
  | { type: 'configuration_space'; spaceId?: string }
  | { type: 'configuration_site'; siteId?: string };

export interface UIRenderEvent {
  type: 'ui_render';
  eventId?: string;
  componentId: string;
  props: Record<string, unknown>;
  state?: Record<string, unknown>;
  action?: { action: string } & Record<string, unknown>;
  context: UIRenderContext;
}

interface RuntimeEventBase {
  eventId: string;
  installationId: string;
}

export interface InstallationSetupEvent extends RuntimeEventBase {
  type: 'installation_setup';
  status: 'active' | 'pending';
  previous?: { status: string };
}
export interface SpaceInstallationSetupEvent extends RuntimeEventBase {
  type: 'space_installation_setup';
  spaceId: string;
  status: 'active' | 'pending';
}
export interface SpaceViewEvent extends RuntimeEventBase {
  type: 'space_view';
  spaceId: string;
  pageId?: string;
  visitor: { anonymousId: string; cookies: Record<string, string>; userAgent: string; ip: string; language?: string };
  url: string;
  referrer?: string;
}
export interface SpaceContentUpdatedEvent extends RuntimeEventBase {
  type: 'space_content_updated';
  spaceId: string;
  revisionId: string;
}
export interface SpaceVisibilityUpdatedEvent extends RuntimeEventBase {
  type: 'space_visibility_updated';
  spaceId: string;
  previousVisibility: SpaceVisibility;
  visibility: SpaceVisibility;
}
export type SpaceVisibility = 'public' | 'unlisted' | 'share-link' | 'visitor-auth' | 'in-collection' | 'private';
export interface SpaceGitSyncStartedEvent extends RuntimeEventBase {
  type: 'space_gitsync_started';
  spaceId: string;
  revisionId: string;
  commitId: string;
  isImport: boolean;
}
export interface SpaceGitSyncCompletedEvent extends RuntimeEventBase {
  type: 'space_gitsync_completed';
  spaceId: string;
  revisionId: string;
  commitId: string;
  isImport: boolean;
  state: 'success' | 'failure';
}
export interface SiteViewEvent extends RuntimeEventBase {
  type: 'site_view';
  siteId: string;
  spaceId: string;
  pageId?: string;
  visitor: SpaceViewEvent['visitor'];
  url: string;
  referrer?: string;
}
export interface PageFeedbackEvent extends RuntimeEventBase {
  type: 'page_feedback';
  siteId: string;
  spaceId: string;
  pageId: string;
  feedback: { rating: 'good' | 'ok' | 'bad'; comment?: string };
  visitor: SpaceViewEvent['visitor'];
  url: string;
}

export type RuntimeEvent =
  | InstallationSetupEvent
  | SpaceInstallationSetupEvent
  | SpaceViewEvent
  | SpaceContentUpdatedEvent
  | SpaceVisibilityUpdatedEvent
  | SpaceGitSyncStartedEvent
  | SpaceGitSyncCompletedEvent
  | SiteViewEvent
  | PageFeedbackEvent;

export type RuntimeEventType = RuntimeEvent['type'];

/** Every event the platform may deliver to an integration. */
export type IntegrationEvent = FetchEvent | UIRenderEvent | RuntimeEvent;
