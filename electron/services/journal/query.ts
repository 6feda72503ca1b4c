import type { SQLInputValue } from 'node:sqlite';
import type { HttpStatusClass, JournalFilter } from '../../../shared/api/journal.ts';

export interface Where {
  sql: string;
  params: SQLInputValue[];
}

const STATUS_CLASS: Record<HttpStatusClass, string> = {
  '2xx': 'http_status BETWEEN 200 AND 299',
  '3xx': 'http_status BETWEEN 300 AND 399',
  '4xx': 'http_status BETWEEN 400 AND 499',
  '5xx': 'http_status BETWEEN 500 AND 599',
  // An exchange that never got an answer: kinds that carry HTTP, without a status.
  none: `(http_status IS NULL AND kind IN ('dispatch', 'http.request', 'outbound.fetch', 'webhook.attempt', 'webhook.received'))`,
};

/** Trigram search needs three characters; shorter text falls back to a LIKE scan of summary and data. */
export const MIN_INDEXED_TEXT = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** FTS5 phrase: the whole text as one quoted string, so operators in it are taken literally. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

export function buildWhere(filter: JournalFilter & { before?: number; anchor?: number }): Where {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  const add = (clause: string, ...values: SQLInputValue[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  const list = (values: readonly string[]) => {
    params.push(...values);
    return values.map(() => '?').join(', ');
  };
  if (filter.before !== undefined) add('id < ?', filter.before);
  if (filter.anchor !== undefined) add('id <= ?', filter.anchor);
  if (filter.kinds?.length) clauses.push(`kind IN (${list(filter.kinds)})`);
  if (filter.statuses?.length) clauses.push(`status IN (${list(filter.statuses)})`);
  if (filter.httpStatus?.length) clauses.push(`(${filter.httpStatus.map((c) => STATUS_CLASS[c]).join(' OR ')})`);
  if (filter.eventType) add('event_type = ?', filter.eventType);
  if (filter.installationId) add('installation_id = ?', filter.installationId);
  if (filter.from !== undefined) add('ts >= ?', filter.from);
  if (filter.to !== undefined) add('ts <= ?', filter.to);
  if (filter.topLevel) clauses.push('parent_id IS NULL');
  const text = filter.text?.trim();
  if (text) {
    if (text.length >= MIN_INDEXED_TEXT) {
      clauses.push('id IN (SELECT rowid FROM records_text WHERE records_text MATCH ?)');
      params.push(ftsPhrase(text));
    } else {
      const like = `%${escapeLike(text)}%`;
      clauses.push("(summary LIKE ? ESCAPE '\\' OR data LIKE ? ESCAPE '\\')");
      params.push(like, like);
    }
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
