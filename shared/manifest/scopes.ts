/**
 * The permissions an integration may request. The 16 scopes of the platform's manifest reference
 * plus `page:feedback:read`, which real integrations use; the form groups them and shows `grants`.
 */
export const SCOPES = [
  { scope: 'space:content:read', group: 'Spaces', grants: 'Read space content' },
  { scope: 'space:content:write', group: 'Spaces', grants: 'Write space content' },
  { scope: 'space:metadata:read', group: 'Spaces', grants: 'Read metadata related to a space' },
  { scope: 'space:metadata:write', group: 'Spaces', grants: 'Write metadata related to a space' },
  { scope: 'space:git:sync', group: 'Spaces', grants: 'Manage Git Sync within a space' },
  { scope: 'site:metadata:read', group: 'Sites', grants: 'Read metadata related to a site' },
  { scope: 'site:views:read', group: 'Sites', grants: 'Read analytics related to a site' },
  { scope: 'site:script:inject', group: 'Sites', grants: 'Inject a script into a site (internal to the platform)' },
  { scope: 'site:script:cookies', group: 'Sites', grants: 'Let an injected script set cookies (internal to the platform)' },
  { scope: 'site:visitor:auth', group: 'Sites', grants: 'Run authenticated-access (visitor authentication) workflows' },
  { scope: 'site:visitor:claims', group: 'Sites', grants: 'Expose visitor claims to webframes' },
  { scope: 'site:adaptive:read', group: 'Sites', grants: 'Read claims available to adaptive content' },
  { scope: 'site:adaptive:write', group: 'Sites', grants: 'Write claims available to adaptive content' },
  { scope: 'openapi:read', group: 'OpenAPI', grants: "Read information from a site's OpenAPI specification" },
  { scope: 'openapi:write', group: 'OpenAPI', grants: "Write information to a site's OpenAPI specification" },
  { scope: 'conversations:ingest', group: 'Conversations', grants: 'Send conversations to the platform for insights' },
  { scope: 'page:feedback:read', group: 'Pages', grants: 'Read the feedback readers leave on pages' },
] as const;

export type Scope = (typeof SCOPES)[number]['scope'];
export const SCOPE_NAMES = SCOPES.map((entry) => entry.scope) as [Scope, ...Scope[]];

/** Reserved for the platform's own integrations: accepted, but a third-party integration gets a warning. */
export const INTERNAL_SCOPES: readonly Scope[] = ['site:script:inject', 'site:script:cookies'];

export const CATEGORIES = [
  { category: 'analytics', label: 'Analytics' },
  { category: 'collaboration', label: 'Collaboration' },
  { category: 'content', label: 'Content' },
  { category: 'marketing', label: 'Marketing' },
  { category: 'authenticated-access', label: 'Authenticated access' },
  { category: 'visitor-auth', label: 'Visitor authentication (older name of authenticated-access)' },
  { category: 'other', label: 'Other' },
] as const;
export type Category = (typeof CATEGORIES)[number]['category'];
export const CATEGORY_NAMES = CATEGORIES.map((entry) => entry.category) as [Category, ...Category[]];
