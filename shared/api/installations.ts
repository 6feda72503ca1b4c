import { z } from 'zod';
import { method } from './contract.ts';
import { RUNTIME_EVENTS } from '../platform/event-types.ts';

/** Where an installation lives; its configuration is the manifest section of the same level. */
export const InstallationKind = z.enum(['organization', 'space', 'site']);
export type InstallationKind = z.infer<typeof InstallationKind>;

/** `paused` is the studio's own addition: the platform only knows pending and active. */
export const InstallationStatus = z.enum(['pending', 'active', 'paused']);
export type InstallationStatus = z.infer<typeof InstallationStatus>;

export { RUNTIME_EVENTS };
export const RuntimeEventType = z.enum(RUNTIME_EVENTS);
export type RuntimeEventType = z.infer<typeof RuntimeEventType>;

/** What the platform sends when an installation of each kind is uninstalled ("uninstalled from a space", …). */
export const UNINSTALL_EVENTS: Record<InstallationKind, RuntimeEventType> = {
  organization: 'installation_deleted',
  space: 'space_installation_deleted',
  site: 'site_installation_deleted',
};

/** One step of the status state machine; `from` is null for the creation, `to` null for the deletion. */
export const Transition = z.object({
  at: z.number(),
  from: InstallationStatus.nullable(),
  to: InstallationStatus.nullable(),
  reason: z.string(),
});
export type Transition = z.infer<typeof Transition>;

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const Installation = z.object({
  id: z.string(),
  kind: InstallationKind,
  /** The space or site it is installed on (null on the organization). */
  spaceId: z.string().nullable(),
  siteId: z.string().nullable(),
  status: InstallationStatus,
  /** Secrets inside it (OAuth tokens) are masked in every answer of the Studio API. */
  configuration: z.record(z.string(), z.unknown()),
  /** Why the configuration does not pass its manifest section, per field (empty when it does). */
  configurationErrors: z.array(FieldError),
  externalIds: z.array(z.string()),
  urls: z.object({ publicEndpoint: z.string(), app: z.string() }),
  /** Organization installations only, as the spec's environment table lists them. */
  space_selection: z.enum(['all', 'selected']).nullable(),
  target: z.enum(['all', 'specific']).nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  history: z.array(Transition),
});
export type Installation = z.infer<typeof Installation>;

const id = z.string().min(1, 'installationId is required').max(100);
const Configuration = z.record(z.string(), z.unknown());

export const EventOutcome = z.object({
  eventType: z.string(),
  installationId: z.string(),
  /** HTTP status the integration answered (406 when it does not handle the event). */
  status: z.number().int(),
  /** `content-type`, `location` and `cache-control` of the answer when it had them. */
  headers: z.record(z.string(), z.string()).default({}),
  durationMs: z.number(),
  body: z.unknown(),
  logs: z.array(z.object({ level: z.string(), message: z.string(), ts: z.number() })),
  /** The journal record of this firing. */
  recordId: z.number().int().nullable(),
  /** Set when the event was also handed to the webhooks service. */
  webhooks: z.string().nullable(),
});
export type EventOutcome = z.infer<typeof EventOutcome>;

export const Preset = z.object({
  name: z.string(),
  eventType: RuntimeEventType,
  payload: z.record(z.string(), z.unknown()),
  savedAt: z.number(),
});
export type Preset = z.infer<typeof Preset>;

/** A task the integration queued with `queueTask` (the platform API's `queueIntegrationTask`): what a `task` event hands back. */
export const QueuedTask = z.object({
  /** The queue's own number, oldest first: `trigger task --task N` names it. */
  seq: z.number().int(),
  task: z.unknown(),
  queuedAt: z.number(),
  /** When the platform sends it back: `queuedAt` plus the `schedule` it was queued with. */
  dueAt: z.number(),
  /** What the integration answered its `task` event with; null until it was delivered. */
  deliveredStatus: z.number().int().nullable(),
});
export type QueuedTask = z.infer<typeof QueuedTask>;

export const MockProviderSettings = z.object({
  /** What the token endpoint answers: a normal token, or one of the OAuth errors a real provider sends. */
  failure: z.enum(['none', 'invalid_grant', 'invalid_client', 'server_error']),
  clientId: z.string(),
  clientSecret: z.string(),
  authorizeURL: z.string(),
  accessTokenURL: z.string(),
});
export type MockProviderSettings = z.infer<typeof MockProviderSettings>;

/** The end of an OAuth flow the studio started, pushed when the integration reports it. */
export const OAuthOutcome = z.object({ installationId: z.string(), ok: z.boolean(), error: z.string().nullable(), at: z.number() });
export type OAuthOutcome = z.infer<typeof OAuthOutcome>;

/** One hop of a visitor's sign-in or sign-out, as the studio saw it. */
export const VisitorHop = z.object({
  /** event: the integration's answer to fetch_visitor_authentication; provider: the identity provider's page; decision: its redirect back; callback: the integration's callback; landing: the published site. */
  step: z.enum(['event', 'provider', 'decision', 'callback', 'landing']),
  at: z.number(),
  ok: z.boolean(),
  summary: z.string(),
  /** Where this hop sent the browser (a redirect's Location), or the address it showed. */
  url: z.string().nullable(),
  status: z.number().int().nullable(),
  /** The journal record of this hop. */
  recordId: z.number().int().nullable(),
});
export type VisitorHop = z.infer<typeof VisitorHop>;

/** What the integration decided, read off the URL it sent the visitor to on the published site. */
export const VisitorLanding = z.object({
  /** The path on the site (after the site's published root), with its query minus jwt_token. */
  path: z.string(),
  jwt: z
    .object({
      token: z.string(),
      header: z.record(z.string(), z.unknown()).nullable(),
      claims: z.record(z.string(), z.unknown()).nullable(),
      /** valid: signed with the site installation's signing secret; else why it would be refused. */
      signature: z.string(),
      expiresAt: z.number().nullable(),
    })
    .nullable(),
});
export type VisitorLanding = z.infer<typeof VisitorLanding>;

export const VisitorFlow = z.object({
  id: z.string(),
  installationId: z.string(),
  action: z.enum(['sign-in', 'logout']),
  state: z.enum(['running', 'done', 'failed']),
  /** Where the studio opens the browser (the integration's redirect), null when it did not redirect. */
  open: z.string().nullable(),
  hops: z.array(VisitorHop),
  landing: VisitorLanding.nullable(),
});
export type VisitorFlow = z.infer<typeof VisitorFlow>;

export const CompletionOption = z.object({ label: z.string(), value: z.string() });

const nonEmpty = z.string().min(1);
const base = { eventId: nonEmpty, installationId: nonEmpty };
const visitor = z.object({
  anonymousId: z.string(),
  cookies: z.record(z.string(), z.string()),
  userAgent: z.string(),
  ip: z.string(),
  language: z.string().optional(),
});
const visibility = z.enum(['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private']);
/** The description's ContentComputeEvent: `props` a plain object, `dependencies` resolved ones by name. */
const contentCompute = {
  ...base,
  spaceId: nonEmpty,
  sourceId: nonEmpty,
  props: z.record(z.string(), z.unknown()),
  dependencies: z.record(z.string(), z.looseObject({})),
};
const gitsync = { ...base, spaceId: nonEmpty, revisionId: nonEmpty, commitId: nonEmpty, isImport: z.boolean() };

/** The shape each runtime event must keep after the user edited it (extra keys are allowed, as the platform may add some). */
export const EVENT_SCHEMAS: Record<RuntimeEventType, z.ZodType> = {
  installation_setup: z.looseObject({ ...base, status: z.enum(['active', 'pending']) }),
  space_installation_setup: z.looseObject({ ...base, spaceId: nonEmpty, status: z.enum(['active', 'pending']) }),
  installation_deleted: z.looseObject(base),
  space_installation_deleted: z.looseObject({ ...base, spaceId: nonEmpty, previous: z.looseObject({}) }),
  site_installation_setup: z.looseObject({ ...base, siteId: nonEmpty, status: z.enum(['active', 'pending']) }),
  site_installation_deleted: z.looseObject({ ...base, siteId: nonEmpty, previous: z.looseObject({}) }),
  site_view: z.looseObject({ ...base, siteId: nonEmpty, spaceId: nonEmpty, pageId: z.string().optional(), visitor, url: z.string() }),
  page_feedback: z.looseObject({
    ...base,
    siteId: nonEmpty,
    spaceId: nonEmpty,
    pageId: nonEmpty,
    feedback: z.looseObject({ rating: z.enum(['good', 'ok', 'bad']) }),
    visitor,
    url: z.string(),
  }),
  fetch_published_script: z.looseObject({ ...base, siteId: nonEmpty }),
  fetch_visitor_authentication: z.looseObject({
    ...base,
    siteId: nonEmpty,
    location: z.string().optional(),
    searchParams: z.record(z.string(), z.string()).optional(),
    cookies: z.record(z.string(), z.string()).optional(),
    action: z.enum(['logout']).optional(),
  }),
  task: z.looseObject({ eventId: nonEmpty, task: z.record(z.string(), z.unknown()) }),
  ui_render: z.looseObject({
    componentId: nonEmpty,
    props: z.record(z.string(), z.unknown()),
    state: z.record(z.string(), z.unknown()).optional(),
    action: z.looseObject({ action: z.string() }).optional(),
    context: z.looseObject({
      type: z.enum(['document', 'configuration_account', 'configuration_space', 'configuration_site', 'configuration_contentsource']),
    }),
  }),
  space_content_updated: z.looseObject({ ...base, spaceId: nonEmpty, revisionId: nonEmpty }),
  space_visibility_updated: z.looseObject({ ...base, spaceId: nonEmpty, previousVisibility: visibility, visibility }),
  space_gitsync_started: z.looseObject(gitsync),
  space_gitsync_completed: z.looseObject({ ...gitsync, state: z.enum(['success', 'failure']) }),
  content_compute_revision: z.looseObject(contentCompute),
  content_compute_document: z.looseObject(contentCompute),
};

/** Paths and messages of what is wrong with an edited payload; empty when it may be sent. */
export function checkPayload(type: RuntimeEventType, payload: Record<string, unknown>): { path: string; message: string }[] {
  const result = EVENT_SCHEMAS[type].safeParse(payload);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(payload)', message: issue.message }));
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const Header = z.object({ name: z.string().min(1).max(200), value: z.string().max(8192) });

/** A request the composer sends to an installation's public endpoint. */
export const PublicRequest = z
  .object({
    installationId: id,
    method: z.enum(HTTP_METHODS),
    /** Under the endpoint, with its query: `/hello?name=Ada`. */
    path: z.string().max(2048).default('/'),
    headers: z.array(Header).max(100).default([]),
    body: z
      .string()
      .max(1024 * 1024, 'the body is larger than 1 MB')
      .default(''),
  })
  .strict();
export type PublicRequest = z.output<typeof PublicRequest>;

export const PublicRequestAnswer = z.object({
  url: z.string(),
  status: z.number().int(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The body as text, cut at 1 MB (`truncated`); `bodySize` is the whole size in bytes. */
  body: z.string(),
  bodySize: z.number().int(),
  truncated: z.boolean(),
  durationMs: z.number(),
  /** The journal record of the exchange (the public server's, as for any outside caller). */
  recordId: z.number().int().nullable(),
  logs: z.array(z.object({ level: z.string(), message: z.string(), ts: z.number() })),
});
export type PublicRequestAnswer = z.infer<typeof PublicRequestAnswer>;

export const installationsMethods = {
  'installations.manifest': method(
    z.object({}).strict(),
    z.object({
      name: z.string(),
      target: z.enum(['all', 'site', 'space', 'organization']),
      sections: z.record(z.string(), z.unknown()),
      /** The scopes as written: which site events the integration takes part in. */
      scopes: z.array(z.string()).default([]),
    }),
    'The manifest parts installations use: the name, `target`, the `configurations` sections and the scopes.',
  ),
  'installations.list': method(z.object({}).strict(), z.array(Installation), 'Installations of the open integration, newest first.'),
  'installations.get': method(z.object({ installationId: id }).strict(), Installation, 'One installation with its transition history.'),
  'installations.create': method(
    z
      .object({
        kind: InstallationKind,
        spaceId: z.string().min(1).max(100).optional(),
        siteId: z.string().min(1).max(100).optional(),
        configuration: Configuration.optional(),
      })
      .strict(),
    Installation,
    'Install the integration on the organization, a space or a site (as the manifest `target` allows).',
  ),
  'installations.configure': method(
    z
      .object({
        installationId: id,
        configuration: Configuration,
        /** The configuration the edit started from, as the API showed it: a newer one saved elsewhere refuses the edit (conflict). */
        basedOn: Configuration.optional(),
      })
      .strict(),
    Installation,
    'Replace the configuration (button properties keep their stored value); fires the setup events and re-validates. With `basedOn`, refused as a conflict when the configuration changed since.',
  ),
  'installations.setExternalIds': method(
    z.object({ installationId: id, externalIds: z.array(z.string().trim().min(1).max(200)).max(50) }).strict(),
    Installation,
    'Replace the external ids (what `listIntegrationInstallations({externalId})` and the other lists of the platform API filter on).',
  ),
  'installations.pause': method(
    z.object({ installationId: id }).strict(),
    Installation,
    'Pause: no runtime event, webhook or public-endpoint request reaches it until resumed.',
  ),
  'installations.resume': method(
    z.object({ installationId: id }).strict(),
    Installation,
    'Resume: re-validates, back to active or pending.',
  ),
  'installations.delete': method(z.object({ installationId: id }).strict(), z.object({ deleted: z.string() }), 'Uninstall.'),
  'installations.completions': method(
    z.object({ installationId: id, property: z.string().min(1) }).strict(),
    z.array(CompletionOption),
    "Fetch the options of a `completion_url` property from the integration's public endpoint.",
  ),
  'installations.oauthStart': method(
    z.object({ installationId: id, property: z.string().min(1) }).strict(),
    z.object({ url: z.string() }),
    'The URL a `button` property opens: its callback_url on the public endpoint, with a signed single-use state.',
  ),
  'installations.mockProvider': method(z.object({}).strict(), MockProviderSettings, 'The built-in mock OAuth provider and its settings.'),
  'installations.setMockProvider': method(
    z.object({ failure: MockProviderSettings.shape.failure }).strict(),
    MockProviderSettings,
    "Change what the mock provider's token endpoint answers.",
  ),
  'installations.eventTemplate': method(
    z.object({ installationId: id, eventType: RuntimeEventType }).strict(),
    z.object({ payload: z.record(z.string(), z.unknown()) }),
    'A realistic generated payload of a runtime event for this installation.',
  ),
  'installations.queuedTasks': method(
    z.object({}).strict(),
    z.object({ tasks: z.array(QueuedTask), total: z.number().int() }),
    'The tasks the integration queued, newest first (at most 50 of `total`): the payloads a `task` event can carry.',
  ),
  'installations.fire': method(
    z.object({ installationId: id, eventType: RuntimeEventType, payload: z.record(z.string(), z.unknown()) }).strict(),
    EventOutcome,
    'Fire a runtime event at an installation; answers what the integration said, how long it took and what it logged.',
  ),
  'installations.visitorSignIn': method(
    z
      .object({
        installationId: id,
        payload: z.record(z.string(), z.unknown()),
        logout: z.boolean().default(false),
      })
      .strict(),
    VisitorFlow,
    "Start a visitor's sign-in (or logout) at a site installation: fires fetch_visitor_authentication and answers the flow with the redirect to open; each later hop is pushed on installations.visitorFlow.",
  ),
  'installations.sendRequest': method(
    PublicRequest,
    PublicRequestAnswer,
    "Send an HTTP request to an installation's public endpoint, as a real caller would (the journal records it); answers the status, headers, body, journal record and logs.",
  ),
  'installations.presets': method(z.object({}).strict(), z.array(Preset), 'Saved event payloads of this workspace.'),
  'installations.savePreset': method(
    z
      .object({
        name: z.string().trim().min(1, 'a preset needs a name').max(80),
        eventType: RuntimeEventType,
        payload: z.record(z.string(), z.unknown()),
      })
      .strict(),
    Preset,
    'Save (or overwrite) a named event payload.',
  ),
  'installations.deletePreset': method(
    z.object({ name: z.string().min(1) }).strict(),
    z.object({ deleted: z.string() }),
    'Delete a preset.',
  ),
};

export const installationsTopics = {
  /** An installation was created, changed status or configuration; `installation` is null once deleted. */
  'installations.changed': z.object({ id: z.string(), installation: Installation.nullable() }),
  'installations.oauth': OAuthOutcome,
  /** A visitor sign-in or logout the studio started moved on by a hop. */
  'installations.visitorFlow': VisitorFlow,
};
