import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type NewRecord } from '../../../electron/services/journal/journal.ts';
import { maskCredentialFields } from '../../../electron/services/journal/redactor.ts';

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
      // Redaction covers any data, whatever its kind's shape.
    } as unknown as NewRecord);
    const text = JSON.stringify([stored, journal.get(stored.id), pushed]);
    expect(text).not.toContain('ghp_s3cr');
    expect(stored.summary).toBe('token is [redacted:GITHUB_TOKEN]');
    expect(stored.data).toEqual({ headers: { authorization: 'Bearer [redacted:GITHUB_TOKEN]' }, list: ['x [redacted:GITHUB_TOKEN] y'] });
  });

  it('credential headers are masked in JSON at any depth of escaping; the scheme, a plain tail and a redaction mark stay readable', () => {
    const headers = {
      authorization: 'Bearer canary-0123456789',
      Cookie: 'sid=canary; theme=dark',
      'set-cookie': 'sid=canary"x; Path=/',
      'x-api-key': 'canary',
      'proxy-authorization': 'Basic Y2FuYXJ5OnBhc3M=',
    };
    const envelope = JSON.stringify({ body: JSON.stringify({ event: JSON.stringify({ headers }) }) });
    const masked = maskCredentialFields(JSON.stringify({ headers, envelope }));
    expect(masked).not.toContain('canary');
    expect(masked).not.toContain('Y2FuYXJ5');
    const parsed = JSON.parse(masked) as { headers: Record<string, string>; envelope: string };
    const innermost = JSON.parse(JSON.parse(JSON.parse(parsed.envelope).body).event).headers;
    for (const shown of [parsed.headers, innermost]) {
      expect(shown).toEqual({
        authorization: 'Bearer ••••6789',
        Cookie: '••••',
        'set-cookie': '••••',
        'x-api-key': '••••',
        'proxy-authorization': 'Basic ••••',
      });
    }
    const kept = JSON.stringify({ authorization: 'Bearer ••••6789', cookie: '[redacted:SESSION]', other: 'canary' });
    expect(maskCredentialFields(kept)).toBe(kept);
  });
});
