import type { JournalRecord } from '../../../shared/api/index.ts';
import type { NewRecord } from '../journal/journal.ts';

/** Where the host's parts write what happened: the session's journal, or a fake in unit tests. */
export interface JournalSink {
  append(record: NewRecord): JournalRecord;
}
