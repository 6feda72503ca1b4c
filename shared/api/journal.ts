import { z } from 'zod';

import { JournalRecord, RecordHeader, RecordStatus } from '../journal/record.ts';

// The record, its kinds and their data are declared in shared/journal (record.ts, entries.ts): the
// wire carries them as they are.
export { JournalRecord, RecordOrigin, RecordStatus, StoredRecord } from '../journal/record.ts';
export type { KnownRecord, UnreadableRecord } from '../journal/record.ts';

export const journalTopics = {
  'journal.appended': JournalRecord,
};

/** HTTP status classes a query can ask for; `none` is an exchange with no response (network error, time-out). */
export const HttpStatusClass = z.enum(['2xx', '3xx', '4xx', '5xx', 'none']);
export type HttpStatusClass = z.infer<typeof HttpStatusClass>;

/** Which records a query selects; every field narrows, absent fields do not filter. */
export const JournalFilter = z
  .object({
    kinds: z.array(z.string().min(1)).max(50).optional(),
    statuses: z.array(RecordStatus).optional(),
    httpStatus: z.array(HttpStatusClass).optional(),
    eventType: z.string().min(1).max(200).optional(),
    installationId: z.string().min(1).max(200).optional(),
    /** Substring of the summary, URL, headers or bodies (case-insensitive). */
    text: z.string().max(500).optional(),
    /** Epoch milliseconds, inclusive. */
    from: z.number().optional(),
    to: z.number().optional(),
    /** Only records with no parent: a webhook event stands for its deliveries and attempts. */
    topLevel: z.boolean().optional(),
  })
  .strict();
export type JournalFilter = z.infer<typeof JournalFilter>;

export const JournalQuery = JournalFilter.extend({
  /** Cursor: only records with a smaller id (the `nextCursor` of the previous page). */
  before: z.number().int().optional(),
  /** A stable snapshot for offset paging: only records with id ≤ this (the `anchor` of the first page). */
  anchor: z.number().int().optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(1000).default(200),
  /** Also count every match (costs a second query). */
  count: z.boolean().default(false),
}).strict();
export type JournalQuery = z.input<typeof JournalQuery>;

/** A record without its data: what a list row needs. */
export const JournalRow = RecordHeader.extend({
  kind: z.string(),
  eventType: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().nullable(),
  childCount: z.number().int(),
  /** The worst status among its descendants (error > pending > ok > info), for colouring a grouped row. */
  groupStatus: RecordStatus.nullable(),
});
export type JournalRow = z.infer<typeof JournalRow>;

export const JournalPage = z.object({
  rows: z.array(JournalRow),
  /** Pass as `before` for the next (older) page; null when this was the last. */
  nextCursor: z.number().int().nullable(),
  /** The newest id when the query ran; pass as `anchor` to page by offset over the same snapshot. */
  anchor: z.number().int(),
  total: z.number().int().nullable(),
});
export type JournalPage = z.infer<typeof JournalPage>;

/** A record with what it links to: its parent, children (attempts of a delivery) and, for webhooks, the whole event tree. */
export const JournalLinks = z.object({
  parent: JournalRecord.nullable(),
  children: z.array(JournalRecord),
  /** Records of the same webhook event (event, deliveries, attempts, receiver verdicts), oldest first. */
  related: z.array(JournalRecord),
});
export type JournalLinks = z.infer<typeof JournalLinks>;
