import type { JournalRecord } from '../../../shared/api/journal.ts';
import type { Journal } from '../journal/journal.ts';

/** How often a mock answered: in this session (one studio process) and in the whole journal, with the last request. */
export interface MockHits {
  session: number;
  journal: number;
  last: { at: number; method: string; url: string; summary: string } | null;
}

/** The outbound records a count reads: the newest, bounded so a long journal costs the same each time. */
const SCANNED = 10_000;

/**
 * Counts each mock's answers from the folder's journal, the one source the Mocks panel and `mock list`
 * both read, so they agree. `session` says which records are the studio's own: by default those the
 * reading process wrote (no `origin`), or those of the process id given (a running studio seen from the CLI).
 */
export function mockHitsFromJournal(
  journal: Pick<Journal, 'select'>,
  session: { pid: number } | 'own' | null = 'own',
): Map<string, MockHits> {
  const counts = new Map<string, MockHits>();
  const inSession = (record: JournalRecord) =>
    session === 'own' ? !record.origin : session !== null && record.origin?.pid === session.pid;
  for (const record of journal.select({ filter: { kinds: ['outbound.fetch'] }, limit: SCANNED })) {
    const data = record.data as { mock?: unknown; request?: { method?: string; url?: string } } | null;
    if (typeof data?.mock !== 'string') continue;
    const entry = counts.get(data.mock) ?? { session: 0, journal: 0, last: null };
    entry.journal++;
    if (inSession(record)) entry.session++;
    // Oldest first: each later record is the mock's last request so far.
    entry.last = { at: record.ts, method: data.request?.method ?? '', url: data.request?.url ?? record.summary, summary: record.summary };
    counts.set(data.mock, entry);
  }
  return counts;
}
