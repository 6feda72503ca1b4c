import { StoredRecord } from '../journal/record.ts';

/** One record per line, as stored: the lossless export and the only import format. */
export function toNdjson(records: StoredRecord[]): string {
  return records.map((record) => JSON.stringify(record)).join('\n') + (records.length ? '\n' : '');
}

export interface NdjsonProblem {
  line: number;
  message: string;
}

export type NdjsonParse = { ok: true; records: StoredRecord[] } | { ok: false; problems: NdjsonProblem[] };

/** Problems past this many are not listed: a wrong file fails on every line and one screen says enough. */
const MAX_PROBLEMS = 20;

/** Parses and validates every line; each problem names its line (1-based) and the field at fault. */
export function parseNdjson(text: string): NdjsonParse {
  const records: StoredRecord[] = [];
  const problems: NdjsonProblem[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length && problems.length < MAX_PROBLEMS; index++) {
    const line = lines[index]!.trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      problems.push({ line: index + 1, message: `not valid JSON (${(error as Error).message})` });
      continue;
    }
    const parsed = StoredRecord.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? issue.path.map(String).join('.') : 'the line';
      problems.push({ line: index + 1, message: `${where}: ${issue.message}` });
      continue;
    }
    records.push(parsed.data);
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, records };
}
