import { z } from 'zod';

/**
 * One record of the journal: everything that happens in the studio is one of these.
 * `kind` says what happened (e.g. `log`, `dispatch`, `webhook.attempt`); `data` holds the details,
 * shaped per kind by the service that writes it.
 */
export const JournalRecord = z.object({
  id: z.number().int(),
  ts: z.number(),
  kind: z.string(),
  /** Outcome class for colouring and filtering: ok, error, pending, info. */
  status: z.enum(['ok', 'error', 'pending', 'info']),
  summary: z.string(),
  installationId: z.string().nullable(),
  /** The record this one belongs to (an attempt to its delivery, a fetch to its dispatch). */
  parentId: z.number().int().nullable(),
  data: z.unknown(),
});
export type JournalRecord = z.infer<typeof JournalRecord>;

export const journalTopics = {
  'journal.appended': JournalRecord,
};
