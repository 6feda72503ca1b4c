import { describe, expect, it } from 'vitest';
import type { IntegrationEnvironment, IntegrationEvent } from '../../../shared/platform/index.ts';
import { createDeliver, UnknownInstallationError, type DeliverDeps } from '../../../electron/services/host/deliver.ts';
import { DISPATCH_HEADER, HOST_TOKEN_HEADER } from '../../../electron/services/host/entry.ts';
import { createLedger } from '../../../electron/services/host/ledger.ts';
import type { JournalRecord } from '../../../shared/api/index.ts';

const environment = { integration: { name: 'demo' } } as unknown as IntegrationEnvironment;
const event = { type: 'installation_setup', eventId: 'e1' } as unknown as IntegrationEvent;

/** Deliver on fakes: a runtime that keeps what it was sent and answers 200; no workerd. */
function harness(over: Partial<DeliverDeps> = {}) {
  const rows: JournalRecord[] = [];
  const sent: { url: string; headers: Record<string, string>; body: Buffer }[] = [];
  const ledger = createLedger({
    append(record) {
      const row = { id: rows.length + 1, ts: 0, installationId: null, parentId: null, ...record } as JournalRecord;
      rows.push(row);
      return row;
    },
  });
  const deliver = createDeliver({
    firstBuild: () => null,
    environmentFor: (id) => (id === undefined || id === 'dev' ? environment : null),
    publicEndpoint: (id = 'dev') => `http://127.0.0.1:1/i/${id}`,
    observe: () => {},
    ledger,
    issueToken: () => 'token-1',
    runtime: {
      async dispatch(url, init) {
        sent.push({ url, headers: init.headers, body: init.body });
        return {
          status: 200,
          headers: { 'content-type': 'text/plain' },
          setCookies: [],
          body: new TextEncoder().encode('OK'),
          logs: null,
          failure: null,
          failureCode: null,
        };
      },
    },
    acceptLogs: () => {},
    mapStack: (stack) => stack,
    ...over,
  });
  return { deliver, rows, sent };
}

describe('deliver: envelope, runtime, answer, record', () => {
  it('the envelope is the multipart form of the event and the environment, sent with the dispatch id and its host token', async () => {
    const { deliver, sent } = harness();
    await deliver(event);
    expect(sent[0]!.url).toBe('http://127.0.0.1:1/i/dev/v1');
    expect(sent[0]!.headers[DISPATCH_HEADER]).toBe('d1');
    expect(sent[0]!.headers[HOST_TOKEN_HEADER]).toBe('token-1');
    const form = await new Response(sent[0]!.body, { headers: { 'content-type': sent[0]!.headers['content-type']! } }).formData();
    expect(JSON.parse(String(form.get('event')))).toEqual(event);
    expect(JSON.parse(String(form.get('environment')))).toEqual(environment);
  });

  it('the dispatch is journaled only on commit, under the parent given, with the phases before the integration ran', async () => {
    const { deliver, rows } = harness();
    const { result, commit } = await deliver(event);
    expect(result).toMatchObject({ status: 200, body: 'OK', error: null });
    expect(rows).toHaveLength(0);
    const committed = commit(7);
    expect(rows).toMatchObject([
      { kind: 'dispatch', status: 'ok', parentId: 7, installationId: 'dev', summary: 'installation_setup → 200' },
    ]);
    expect((rows[0]!.data as { phases: object }).phases).toMatchObject({ buildWaitMs: 0, startWaitMs: 0 });
    expect(committed.recordId).toBe(1);
  });

  it('an event the integration does not handle (406) is journaled as information, not as an error; a fetch answering 406 stays an error', async () => {
    const answering406 = {
      async dispatch() {
        const body = new TextEncoder().encode('Event installation_setup is not handled');
        return { status: 406, headers: {}, setCookies: [], body, logs: null, failure: null, failureCode: null };
      },
    };
    const { deliver, rows } = harness({ runtime: answering406 });
    (await deliver(event)).commit();
    const fetchEvent = { type: 'fetch', request: { method: 'GET', url: 'http://x/', headers: {} } } as unknown as IntegrationEvent;
    (await deliver(fetchEvent)).commit();
    expect(rows).toMatchObject([
      { status: 'info', summary: 'installation_setup → 406 (not handled)' },
      { status: 'error', summary: 'fetch → 406' },
    ]);
  });

  it('an installation with no environment is refused by name before anything is sent', async () => {
    const { deliver, sent } = harness();
    await expect(deliver(event, { installationId: 'nope' })).rejects.toBeInstanceOf(UnknownInstallationError);
    expect(sent).toHaveLength(0);
  });

  it('a dispatch asked for during the first build waits for it', async () => {
    let finish!: () => void;
    const first = new Promise<void>((resolve) => (finish = resolve));
    const { deliver, sent } = harness({ firstBuild: () => first });
    const delivering = deliver(event);
    await Promise.resolve();
    expect(sent).toHaveLength(0);
    finish();
    await delivering;
    expect(sent).toHaveLength(1);
  });
});
