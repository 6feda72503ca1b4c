import type { Journal } from '../journal/journal.ts';

/** How often a mock answered: in this session (one studio process) and in the whole journal, with the last request. */
export interface MockHits {
  session: number;
  journal: number;
  last: { at: number; method: string; url: string; summary: string } | null;
}

/**
 * Counts each mock's answers in the folder's journal, the one source the Mocks panel and `mock list`
 * both read, so they agree. `session` says which records are the studio's own: by default those the
 * reading process wrote, or those of the process id given (a running studio seen from the CLI).
 * SQLite counts them, so a long journal costs a scan of its outbound rows, not a parse of each.
 */
export function mockHitsFromJournal(
  journal: Pick<Journal, 'mockAnswers' | 'select'>,
  session: { pid: number } | 'own' | null = 'own',
): Map<string, MockHits> {
  const counts = new Map<string, MockHits & { lastId: number }>();
  for (const { mock, origin, count, lastId } of journal.mockAnswers()) {
    const entry = counts.get(mock) ?? { session: 0, journal: 0, last: null, lastId: 0 };
    entry.journal += count;
    if (session === 'own' ? origin === null : session !== null && origin?.pid === session.pid) entry.session += count;
    entry.lastId = Math.max(entry.lastId, lastId);
    counts.set(mock, entry);
  }
  const newest = new Map(journal.select({ ids: [...counts.values()].map((entry) => entry.lastId) }).map((record) => [record.id, record]));
  return new Map(
    [...counts].map(([mock, { lastId, ...entry }]) => {
      const record = newest.get(lastId);
      const request = (record?.data as { request?: { method?: string; url?: string } } | null)?.request;
      const last = record
        ? { at: record.ts, method: request?.method ?? '', url: request?.url ?? record.summary, summary: record.summary }
        : null;
      return [mock, { ...entry, last }];
    }),
  );
}
