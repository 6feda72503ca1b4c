// Apart from payloads.ts so the command line's help can list them without loading zod.
/** The webhook events the platform sends. */
export const WEBHOOK_EVENT_TYPES = ['space_content_updated', 'site_view', 'page_feedback'] as const;
