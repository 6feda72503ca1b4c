import type { EventVisitor, RuntimeEvent, RuntimeEventType } from '../../platform-types/index.ts';

export type * from '../../platform-types/index.ts';

/** Where a generated event happens; defaults describe the studio's development installation. */
export interface EventScope {
  installationId: string;
  spaceId: string;
  siteId: string;
  organizationId: string;
  /** The content source a `content_compute_*` event asks (the manifest's first, when the caller knows it). */
  sourceId: string;
}

export const DEFAULT_SCOPE: EventScope = {
  installationId: 'dev',
  spaceId: 'space_dev',
  siteId: 'site_dev',
  organizationId: 'org_dev',
  sourceId: 'my-source',
};

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Platform ids are 20 alphanumeric characters; `random` is injectable so tests can be repeatable. */
export function platformId(random: () => number = Math.random, length = 20): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return id;
}

function visitor(random: () => number): EventVisitor {
  return {
    anonymousId: platformId(random),
    cookies: {},
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    ip: `203.0.113.${1 + Math.floor(random() * 254)}`,
    language: 'en',
  };
}

/**
 * A realistic payload for each runtime event, as the platform would send it for `scope`.
 * `overrides` (e.g. the user's `--payload`) are merged on top; `type` always stays the asked one.
 */
export function generateEvent<T extends RuntimeEventType>(
  type: T,
  options: { scope?: Partial<EventScope>; overrides?: Record<string, unknown>; random?: () => number } = {},
): Extract<RuntimeEvent, { type: T }> {
  const random = options.random ?? Math.random;
  const scope = { ...DEFAULT_SCOPE, ...options.scope };
  const base = { eventId: platformId(random), installationId: scope.installationId };
  const siteUrl = `https://docs.example.com/${scope.siteId}`;
  const bodies: {
    [K in RuntimeEventType]: Omit<Extract<RuntimeEvent, { type: K }>, 'type' | 'eventId' | 'installationId'> & Record<string, unknown>;
  } = {
    installation_setup: { status: 'active' },
    space_installation_setup: { spaceId: scope.spaceId, status: 'active' },
    installation_deleted: { previous: { configuration: {} } },
    space_installation_deleted: { spaceId: scope.spaceId, previous: { configuration: {} } },
    site_installation_setup: { siteId: scope.siteId, status: 'active' },
    site_installation_deleted: { siteId: scope.siteId, previous: { configuration: {} } },
    space_content_updated: {
      spaceId: scope.spaceId,
      revisionId: platformId(random),
      updatedBy: [
        {
          object: 'user',
          id: 'user_dev',
          displayName: 'Studio Developer',
          urls: { location: 'https://api.example.com/v1/users/user_dev' },
        },
      ],
    },
    space_visibility_updated: { spaceId: scope.spaceId, previousVisibility: 'private', visibility: 'public' },
    space_gitsync_started: {
      spaceId: scope.spaceId,
      revisionId: platformId(random),
      commitId: platformId(random, 40).toLowerCase(),
      isImport: false,
    },
    space_gitsync_completed: {
      spaceId: scope.spaceId,
      revisionId: platformId(random),
      commitId: platformId(random, 40).toLowerCase(),
      isImport: false,
      state: 'success',
    },
    site_view: {
      siteId: scope.siteId,
      spaceId: scope.spaceId,
      pageId: platformId(random),
      visitor: visitor(random),
      url: `${siteUrl}/getting-started`,
      referrer: 'https://www.google.com/',
    },
    page_feedback: {
      siteId: scope.siteId,
      spaceId: scope.spaceId,
      pageId: platformId(random),
      feedback: { rating: 'good', comment: 'Clear and to the point.' },
      visitor: visitor(random),
      url: `${siteUrl}/getting-started`,
      referrer: 'https://www.google.com/',
    },
    fetch_published_script: { siteId: scope.siteId },
    fetch_visitor_authentication: { siteId: scope.siteId, location: '/getting-started', searchParams: {}, cookies: {} },
    task: { task: {} },
    content_compute_revision: { spaceId: scope.spaceId, sourceId: scope.sourceId, props: {}, dependencies: {} },
    content_compute_document: { spaceId: scope.spaceId, sourceId: scope.sourceId, props: {}, dependencies: {} },
  };
  return { ...base, ...bodies[type], ...options.overrides, type } as unknown as Extract<RuntimeEvent, { type: T }>;
}
