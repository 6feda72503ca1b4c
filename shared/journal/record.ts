import { z } from 'zod';
import { ENTRY_DATA, isJournalKind, JOURNAL_KINDS, type EntryInput, type JournalKind, type NewJournalEntry } from './entries.ts';

/**
 * One record of the journal: everything that happens in the studio is one of these. `kind` says
 * what happened and decides what `data` holds (entries.ts). Records this studio cannot read as
 * their kind (a kind it does not know, or data lacking what its kind needs: rows of an older
 * studio, an NDJSON file from elsewhere) are marked `unreadable` and keep their data as it came.
 */

/** Another process that wrote a record into this workspace's journal (a CLI command), for the Inspector to say so. */
export const RecordOrigin = z.object({ command: z.string(), pid: z.number().int() });
export type RecordOrigin = z.infer<typeof RecordOrigin>;

/** Outcome class for colouring and filtering: ok, error, pending, info. */
export const RecordStatus = z.enum(['ok', 'error', 'pending', 'info']);
export type RecordStatus = z.infer<typeof RecordStatus>;

/** What every record has besides its kind and data. */
export const RecordHeader = z.object({
  id: z.number().int(),
  ts: z.number(),
  status: RecordStatus,
  summary: z.string(),
  installationId: z.string().nullable(),
  /** The record this one belongs to (an attempt to its delivery, a fetch to its dispatch). */
  parentId: z.number().int().nullable(),
  /** Set when another process wrote it (`integration-studio trigger` while this studio is open); absent or null for this one's. */
  origin: RecordOrigin.nullable().optional(),
});
export type RecordHeader = z.infer<typeof RecordHeader>;

/** A record as stored and exported, of any kind, its data as written: NDJSON files and imports are these. */
export const StoredRecord = RecordHeader.extend({ kind: z.string(), data: z.unknown() });
export type StoredRecord = z.infer<typeof StoredRecord>;

type AnyKnownRecord = {
  [Kind in JournalKind]: RecordHeader & { kind: Kind; data: EntryInput<Kind>; unreadable?: undefined };
}[JournalKind];
/** A record of a kind this studio knows (of `K`), its data what that kind's writer gives. */
export type KnownRecord<K extends JournalKind = JournalKind> = Extract<AnyKnownRecord, { kind: K }>;

/** A record of a kind this studio does not know, or whose data lacks what its kind needs: shown as it is. */
export type UnreadableRecord = RecordHeader & { kind: string; data: unknown; unreadable: true };

/**
 * The journal's wire record: narrow with `unreadable` and then `kind`, and `data` is that kind's
 * (`if (!record.unreadable && record.kind === 'outbound.fetch') record.data.mock`).
 */
export type JournalRecord = KnownRecord | UnreadableRecord;

// Each kind's data is checked against its schema and passed on as it came: parsing would drop fields
// a schema does not name and fill in defaults, and an export must give back what was stored.
const known = (kind: JournalKind) =>
  RecordHeader.extend({
    kind: z.literal(kind),
    data: z.custom((value) => ENTRY_DATA[kind].safeParse(value).success, { message: `not the data of a ${kind} record` }),
    unreadable: z.undefined().optional(),
  });
const Unreadable = RecordHeader.extend({ kind: z.string(), data: z.unknown(), unreadable: z.literal(true) });

/** The wire schema: one member per kind, each checking its data, and the unreadable records. */
export const JournalRecord: z.ZodType<JournalRecord> = z.union([...JOURNAL_KINDS.map(known), Unreadable]) as z.ZodType<JournalRecord>;

/** Whether the record reads as `kind`: then its data is that kind's. */
export function isKind<K extends JournalKind>(record: JournalRecord, kind: K): record is KnownRecord<K> {
  return !record.unreadable && record.kind === kind;
}

/** The one reader of stored records: a record of a known kind whose data passes that kind's check is typed, any other is unreadable. */
export function readRecord(stored: StoredRecord): JournalRecord {
  if (isJournalKind(stored.kind) && ENTRY_DATA[stored.kind].safeParse(stored.data).success) return stored as KnownRecord;
  return { ...stored, unreadable: true };
}

/**
 * A record a writer just appended, not checked again: its kind and data came typed from the writer
 * (`NewJournalEntry`), and redaction only replaces text inside its strings.
 */
export function writtenRecord(stored: StoredRecord & Pick<NewJournalEntry, 'kind'>): KnownRecord {
  return stored as KnownRecord;
}
