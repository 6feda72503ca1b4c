import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';

describe('journal redaction', () => {
  it('a registered secret never reaches the database or subscribers, in summary or nested data', () => {
    const bus = createBus();
    const pushed: unknown[] = [];
    bus.subscribe('journal.appended', (record) => pushed.push(record));
    const journal = createJournal(openDatabaseFile(':memory:'), bus);
    journal.registerSecret('GITHUB_TOKEN', 'ghp_s3cr"et');
    const stored = journal.append({
      kind: 'log',
      status: 'info',
      summary: 'token is ghp_s3cr"et',
      data: { headers: { authorization: 'Bearer ghp_s3cr"et' }, list: ['x ghp_s3cr"et y'] },
    });
    const text = JSON.stringify([stored, journal.get(stored.id), pushed]);
    expect(text).not.toContain('ghp_s3cr');
    expect(stored.summary).toBe('token is [redacted:GITHUB_TOKEN]');
    expect(stored.data).toEqual({ headers: { authorization: 'Bearer [redacted:GITHUB_TOKEN]' }, list: ['x [redacted:GITHUB_TOKEN] y'] });
  });
});
