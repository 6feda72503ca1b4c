import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { toHar } from '../../../shared/inspector/har.ts';
import { parseNdjson, toNdjson } from '../../../shared/inspector/ndjson.ts';
import { handlers as inspectorHandlers } from '../../../electron/app/features/inspector.ts';
import { sampleJournal } from './sample-records.ts';

const strip = ({ id: _id, parentId: _p, ...rest }: { id: number; parentId: number | null }) => rest;

describe('NDJSON export and import', () => {
  it('an exported journal re-imports to the same records and the same links', () => {
    const first = createJournal(openDatabaseFile(':memory:'), createBus());
    first.importRecords(sampleJournal());
    const exported = toNdjson(first.select({}));
    const parsed = parseNdjson(exported);
    expect(parsed.ok).toBe(true);
    const second = createJournal(openDatabaseFile(':memory:'), createBus());
    second.importRecords(parsed.ok ? parsed.records : []);
    const again = second.select({});
    expect(again.map(strip)).toEqual(first.select({}).map(strip));
    const attempt = again.find((r) => r.kind === 'webhook.attempt')!;
    expect(second.links(attempt.id).parent?.kind).toBe('webhook.delivery');
  });

  it('a line that is not JSON is named by its number', () => {
    const result = parseNdjson(`${JSON.stringify(sampleJournal()[0])}\n\n{oops\n`);
    expect(result).toEqual({ ok: false, problems: [{ line: 3, message: expect.stringMatching(/^not valid JSON/) }] });
  });

  it('a record missing a field or with a wrong status names the line and the field', () => {
    const good = sampleJournal()[0]!;
    const result = parseNdjson(
      [JSON.stringify(good), JSON.stringify({ ...good, status: 'great' }), JSON.stringify({ ...good, kind: undefined })].join('\n'),
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.map((p) => p.line)).toEqual([2, 3]);
    expect(problems[0]!.message).toMatch(/^status: /);
    expect(problems[1]!.message).toMatch(/^kind: /);
  });

  it('an imported record is redacted like an append', () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    journal.registerSecret('API_KEY', 'sk_live_abcdef');
    const { firstId } = journal.importRecords([{ ...sampleJournal()[0]!, summary: 'key sk_live_abcdef' }]);
    expect(journal.get(firstId!)?.summary).toBe('key [redacted:API_KEY]');
  });
});

describe('HAR export', () => {
  it('writes HAR 1.2 entries for HTTP exchanges only, with headers, bodies, status and timing', () => {
    const records = sampleJournal(Date.UTC(2026, 0, 1));
    const { har, count, skipped } = toHar(records, { name: 'Integration Studio', version: '0.1.0' }, { origin: 'http://127.0.0.1:4010' });
    expect(har.log.version).toBe('1.2');
    expect(count).toBe(7);
    expect(skipped).toBe(records.length - 7);
    const fetch = har.log.entries.find((e) => e._studio.kind === 'outbound.fetch')!;
    expect(fetch.request.queryString).toEqual([{ name: 'page', value: '2' }]);
    expect(fetch.response.status).toBe(503);
    expect(fetch.response.statusText).toBe('Service Unavailable');
    const attempt = har.log.entries.find((e) => e._studio.kind === 'webhook.attempt')!;
    expect(attempt.request.postData?.text).toContain('space_content_updated');
    expect(attempt.request.headers).toContainEqual({
      name: 'x-platform-signature',
      value: expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
    });
    expect(attempt.startedDateTime).toMatch(/^2026-01-01T00:00:00/);
    expect(JSON.parse(JSON.stringify(har))).toEqual(har);
  });

  it('an exchange with no response gets status 0 and the error, as browsers write it', () => {
    const record = sampleJournal().find((r) => r.kind === 'webhook.attempt')!;
    const data = record.data as Record<string, unknown>;
    const { har } = toHar(
      [{ ...record, data: { ...data, response: null, durationMs: null, error: 'timed out after 10 s' } }],
      { name: 's', version: '1' },
      { origin: 'http://127.0.0.1:1' },
    );
    expect(har.log.entries[0]!.response).toMatchObject({ status: 0, _error: 'timed out after 10 s' });
  });

  it('an export masks credential headers that an older studio stored in clear, in HAR and NDJSON', async () => {
    const db = openDatabaseFile(':memory:');
    const journal = createJournal(db, createBus());
    const exchange = {
      request: {
        method: 'GET',
        url: 'http://127.0.0.1:1/i/dev/',
        headers: { authorization: 'Bearer masked-now' },
        body: '',
        bodyEncoding: 'utf8' as const,
        bodySize: 0,
        truncated: false,
      },
      response: null,
      durationMs: 1,
      error: null,
    };
    const { id } = journal.append({ kind: 'http.request', status: 'ok', summary: 'GET /', data: exchange });
    journal.flush();
    // As an older studio wrote it: the caller's header in clear.
    const clear = {
      ...exchange,
      request: { ...exchange.request, headers: { authorization: 'Bearer canary-in-clear', cookie: 'sid=canary' } },
    };
    db.prepare('UPDATE records SET data = ? WHERE id = ?').run(JSON.stringify(clear), id);
    const handlers = inspectorHandlers({
      session: { require: () => ({ journal, db, workspace: { name: 'old' } }) },
      publicServer: { origin: 'http://127.0.0.1:1' },
    } as never);
    for (const format of ['har', 'ndjson'] as const) {
      const { content } = await handlers['inspector.export']({ format });
      expect(content).toContain('/i/dev/');
      expect(content).not.toContain('canary');
    }
  });
});
