import { z } from 'zod';
import { method } from './contract.ts';
import { JournalFilter, JournalLinks, JournalPage, JournalQuery, JournalRecord } from './journal.ts';

export const SavedFilter = z.object({
  name: z.string().trim().min(1, 'A saved filter needs a name.').max(80),
  filter: JournalFilter,
});
export type SavedFilter = z.infer<typeof SavedFilter>;

/** What to export: explicit ids (the selection) or everything matching a filter. */
export const ExportSelection = z
  .object({
    format: z.enum(['har', 'ndjson']),
    ids: z.array(z.number().int()).max(100_000).optional(),
    filter: JournalFilter.optional(),
  })
  .strict();

export const ExportResult = z.object({
  format: z.enum(['har', 'ndjson']),
  fileName: z.string(),
  mimeType: z.string(),
  content: z.string(),
  /** Records written (for HAR: HTTP exchanges; other records have no HAR form). */
  count: z.number().int(),
  skipped: z.number().int(),
});
export type ExportResult = z.infer<typeof ExportResult>;

export const RETENTION_MIN = 100;
export const RETENTION_MAX = 5_000_000;

export const Retention = z.object({
  limit: z
    .number()
    .int()
    .min(RETENTION_MIN, `Keep at least ${RETENTION_MIN} records.`)
    .max(RETENTION_MAX, `Keep at most ${RETENTION_MAX} records.`),
  count: z.number().int(),
});

export const InspectorChange = z.object({
  // missed: this process's live feed fell behind other processes' commits by more than it can catch up.
  reason: z.enum(['cleared', 'imported', 'retention', 'missed']),
  deleted: z.number().int(),
});

/** A recorded request sent again to the studio's public server, optionally edited first. */
export const ReplayInput = z
  .object({
    id: z.number().int(),
    edit: z
      .object({
        method: z
          .string()
          .regex(/^[A-Z]{1,16}$/, 'method must be an upper-case HTTP method such as POST')
          .optional(),
        /** Path and query on the public server (`/i/<installation>/…` or `/webhooks/<name>`); the origin is always the studio's. */
        path: z
          .string()
          .regex(/^\/[^\s]*$/, 'path must start with / and hold no spaces')
          .max(8192)
          .optional(),
        headers: z
          .record(z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'header names are HTTP tokens'), z.string().max(16_384))
          .optional(),
        body: z.string().max(10_000_000).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const ReplayResult = z.object({
  url: z.string(),
  status: z.number().int().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  /** The first journal record the replay produced (the public server's request record), when one appeared. */
  journalId: z.number().int().nullable(),
});
export type ReplayResult = z.infer<typeof ReplayResult>;

const empty = z.object({}).strict();

export const inspectorMethods = {
  'inspector.query': method(
    JournalQuery,
    JournalPage,
    'One page of journal rows matching a filter, newest first (cursor or offset paging).',
  ),
  'inspector.get': method(
    z.object({ id: z.number().int() }).strict(),
    z.object({ record: JournalRecord, links: JournalLinks }),
    'A journal record with its parent, children and webhook event tree.',
  ),
  'inspector.clear': method(empty, z.object({ deleted: z.number().int() }), 'Delete every record of the journal.'),
  'inspector.export': method(ExportSelection, ExportResult, 'Export records as HAR (HTTP exchanges) or NDJSON (all records).'),
  'inspector.import': method(
    z.object({ ndjson: z.string().max(256 * 1024 * 1024) }).strict(),
    z.object({ imported: z.number().int(), firstId: z.number().int().nullable(), lastId: z.number().int().nullable() }),
    'Import records from NDJSON (one JSON record per line, as exported).',
  ),
  'inspector.replay': method(
    ReplayInput,
    ReplayResult,
    "Send a recorded request again to the studio's public server (public endpoints, receivers), optionally edited.",
  ),
  'inspector.filters.list': method(empty, z.array(SavedFilter), 'Saved filters of this integration.'),
  'inspector.filters.save': method(SavedFilter.strict(), z.array(SavedFilter), 'Save (or replace) a named filter.'),
  'inspector.filters.delete': method(z.object({ name: z.string().min(1) }).strict(), z.array(SavedFilter), 'Delete a saved filter.'),
  'inspector.retention.get': method(empty, Retention, 'How many records the journal keeps, and how many it holds.'),
  'inspector.retention.set': method(
    Retention.pick({ limit: true }).strict(),
    Retention,
    'Set how many records the journal keeps; older ones are pruned in the background.',
  ),
};

export const inspectorTopics = {
  /** The journal changed other than by an append (cleared, imported, pruned): lists should reload. */
  'inspector.changed': InspectorChange,
};
