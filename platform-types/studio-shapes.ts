/**
 * The event and environment shapes the studio builds and delivers, typed after the platform's
 * runtime (what it reads of them). `index.ts` re-exports them over the generated names of the same
 * name, so integrations and the studio's generators see these precise shapes.
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
  /** Base URL of the platform API (the studio points it at its local emulator). */
  apiEndpoint: string;
  apiTokens: {
    /** Acts as the integration itself (e.g. to update its installations). */
    integration: string;
    /** Acts within the installation, when the event belongs to one. */
    installation?: string;
  };
  /** Deprecated on the platform but still read by its runtime: the installation's token, else the integration's. */
  authToken?: string;
  integration: {
    object?: 'integration';
    name: string;
    version?: number;
    title?: string;
    /** The organization that owns the integration (the description's `Organization`). */
    owner?: { object: 'organization'; id: string; title: string } & Record<string, unknown>;
    urls: {
      /** Where the platform routes HTTP requests for this integration (`fetch` events). */
      publicEndpoint: string;
      icon?: string;
      location?: string;
      app?: string;
    };
  } & Record<string, unknown>;
  installation?: InstallationRef & {
    urls: { publicEndpoint: string; publicContentEndpoint?: string; location?: string; app?: string };
    /** The organization that installed the integration. */
    target: { organization: string };
  } & Record<string, unknown>;
  spaceInstallation?: SpaceInstallationRef & { urls?: { publicEndpoint: string } } & Record<string, unknown>;
  siteInstallation?: SiteInstallationRef & { urls?: { publicEndpoint: string } } & Record<string, unknown>;
  /** The manifest's `secrets`, with every `${{ env.NAME }}` resolved. */
  secrets: Record<string, string>;
  /** Secrets the integration verifies incoming requests with (HMAC of the body). */
  signingSecrets?: { integration: string; installation?: string; spaceInstallation?: string; siteInstallation?: string };
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
  | { type: 'configuration_site'; siteId?: string }
  | { type: 'configuration_contentsource'; organizationId?: string; spaceId?: string };

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
/** Who looked at a page or left feedback. */
export interface EventVisitor {
  anonymousId: string;
  cookies: Record<string, string>;
  userAgent: string;
  ip: string;
  language?: string;
}
export interface SpaceContentUpdatedEvent extends RuntimeEventBase {
  type: 'space_content_updated';
  spaceId: string;
  revisionId: string;
  updatedBy?: { object: 'user'; id: string; displayName: string; urls: { location: string } }[];
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
  visitor: EventVisitor;
  url: string;
  referrer?: string;
}
export interface PageFeedbackEvent extends RuntimeEventBase {
  type: 'page_feedback';
  siteId: string;
  spaceId: string;
  pageId: string;
  feedback: { rating: 'good' | 'ok' | 'bad'; comment?: string };
  visitor: EventVisitor;
  url: string;
  referrer?: string;
}

export interface InstallationDeletedEvent extends RuntimeEventBase {
  type: 'installation_deleted';
  previous: { configuration?: Record<string, unknown> };
}
export interface SpaceInstallationDeletedEvent extends RuntimeEventBase {
  type: 'space_installation_deleted';
  spaceId: string;
  previous: { configuration?: Record<string, unknown> };
}
export interface SiteInstallationSetupEvent extends RuntimeEventBase {
  type: 'site_installation_setup';
  siteId: string;
  status: 'active' | 'pending';
}
export interface SiteInstallationDeletedEvent extends RuntimeEventBase {
  type: 'site_installation_deleted';
  siteId: string;
  previous: { configuration?: Record<string, unknown> };
}
export interface TaskEvent {
  type: 'task';
  eventId: string;
  /** Not in the platform's shape; the studio keeps the installation that queued the task. */
  installationId?: string;
  task: Record<string, unknown>;
}
export interface FetchPublishedScriptEvent extends RuntimeEventBase {
  type: 'fetch_published_script';
  siteId: string;
}
export interface FetchVisitorAuthenticationEvent extends RuntimeEventBase {
  type: 'fetch_visitor_authentication';
  siteId: string;
  location?: string;
  searchParams?: Record<string, string>;
  cookies?: Record<string, string>;
  action?: 'logout';
}
/** The platform asks a content source for the pages (revision) or one page's document of a space. */
interface ContentComputeEventBase extends RuntimeEventBase {
  spaceId: string;
  sourceId: string;
  props: Record<string, unknown>;
  dependencies: Record<string, unknown>;
}
export interface ContentComputeRevisionEvent extends ContentComputeEventBase {
  type: 'content_compute_revision';
}
export interface ContentComputeDocumentEvent extends ContentComputeEventBase {
  type: 'content_compute_document';
}

export type RuntimeEvent =
  | InstallationSetupEvent
  | InstallationDeletedEvent
  | SpaceInstallationSetupEvent
  | SpaceInstallationDeletedEvent
  | SiteInstallationSetupEvent
  | SiteInstallationDeletedEvent
  | SpaceContentUpdatedEvent
  | SpaceVisibilityUpdatedEvent
  | SpaceGitSyncStartedEvent
  | SpaceGitSyncCompletedEvent
  | SiteViewEvent
  | PageFeedbackEvent
  | TaskEvent
  | FetchPublishedScriptEvent
  | FetchVisitorAuthenticationEvent
  | ContentComputeRevisionEvent
  | ContentComputeDocumentEvent;

export type RuntimeEventType = RuntimeEvent['type'];

/** Every event the platform may deliver to an integration. */
export type IntegrationEvent = FetchEvent | UIRenderEvent | RuntimeEvent;
