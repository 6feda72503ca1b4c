import { z } from 'zod';
import type { RuntimeEventType } from '../../../shared/api/installations.ts';
import { generateEvent, platformId } from '../../../shared/platform/index.ts';

const id = z.string().min(1);
const base = { eventId: id, installationId: id };
const visitor = z.object({ anonymousId: z.string(), cookies: z.record(z.string(), z.string()), userAgent: z.string(), ip: z.string(), language: z.string().optional() });
const visibility = z.enum(['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private']);
const gitsync = { ...base, spaceId: id, revisionId: id, commitId: id, isImport: z.boolean() };

/** The shape each runtime event must keep after the user edited it (extra keys are allowed, as the platform may add some). */
export const EVENT_SCHEMAS: Record<RuntimeEventType, z.ZodType> = {
  installation_setup: z.looseObject({ ...base, status: z.enum(['active', 'pending']) }),
  space_installation_setup: z.looseObject({ ...base, spaceId: id, status: z.enum(['active', 'pending']) }),
  space_view: z.looseObject({ ...base, spaceId: id, pageId: z.string().optional(), visitor, url: z.string(), referrer: z.string().optional() }),
  ui_render: z.looseObject({
    componentId: id,
    props: z.record(z.string(), z.unknown()),
    state: z.record(z.string(), z.unknown()).optional(),
    action: z.looseObject({ action: z.string() }).optional(),
    context: z.looseObject({ type: z.enum(['document', 'configuration_account', 'configuration_space', 'configuration_site']) }),
  }),
  space_content_updated: z.looseObject({ ...base, spaceId: id, revisionId: id }),
  space_visibility_updated: z.looseObject({ ...base, spaceId: id, previousVisibility: visibility, visibility }),
  space_gitsync_started: z.looseObject(gitsync),
  space_gitsync_completed: z.looseObject({ ...gitsync, state: z.enum(['success', 'failure']) }),
};

/** Paths and messages of what is wrong with an edited payload; empty when it may be sent. */
export function checkPayload(type: RuntimeEventType, payload: Record<string, unknown>): { path: string; message: string }[] {
  const result = EVENT_SCHEMAS[type].safeParse(payload);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(payload)', message: issue.message }));
}

export interface EventScope {
  installationId: string;
  spaceId: string | null;
  siteId: string | null;
  status: 'active' | 'pending';
  componentId: string | null;
  renderContext: 'document' | 'configuration_account' | 'configuration_space' | 'configuration_site';
}

/** A realistic payload for `type` aimed at this installation (without `type`, which the studio adds). */
export function templateFor(type: RuntimeEventType, scope: EventScope): Record<string, unknown> {
  if (type === 'ui_render') {
    return {
      componentId: scope.componentId ?? 'my-component',
      props: {},
      context: scope.renderContext === 'document' ? { type: 'document', editable: true } : { type: scope.renderContext },
    };
  }
  const { type: _type, ...payload } = generateEvent(type, {
    scope: { installationId: scope.installationId, spaceId: scope.spaceId ?? `space_${platformId()}`, siteId: scope.siteId ?? undefined },
    overrides: type === 'installation_setup' || type === 'space_installation_setup' ? { status: scope.status } : {},
  }) as unknown as Record<string, unknown>;
  return payload;
}
