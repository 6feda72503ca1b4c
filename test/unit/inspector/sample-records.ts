// Records shaped like the ones the host and webhooks services write, for tests, the e2e import,
// screenshots and the benchmark. Ids are local to the batch; `importRecords` gives them real ones.
import { createHmac } from 'node:crypto';
import type { StoredRecord } from '../../../shared/api/journal.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';

export const SAMPLE_SECRET = 'whsec_sample_secret_123';

function exchange(
  method: string,
  url: string,
  requestBody: string,
  status: number | null,
  responseBody = '',
  headers: Record<string, string> = {},
  durationMs = 12,
): HttpExchange {
  return {
    request: {
      method,
      url,
      headers: { 'content-type': 'application/json', ...headers },
      body: requestBody,
      bodyEncoding: 'utf8',
      bodySize: requestBody.length,
      truncated: false,
    },
    response:
      status === null
        ? null
        : {
            status,
            headers: { 'content-type': 'application/json' },
            body: responseBody,
            bodyEncoding: 'utf8',
            bodySize: responseBody.length,
            truncated: false,
          },
    durationMs: status === null ? null : durationMs,
    error: status === null ? 'connect ECONNREFUSED 127.0.0.1:9' : null,
  };
}

export function sign(secret: string, t: number, body: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** A webhook event delivered to a failing receiver: three 500s, then a 200, each attempt in its planned window. */
export function deliveryStory(start: number, base = 1): StoredRecord[] {
  const body = JSON.stringify({ type: 'space_content_updated', spaceId: 'space_1', revision: 'r42' });
  const t = Math.floor(start / 1000);
  const signature = sign(SAMPLE_SECRET, t, body);
  const url = 'http://127.0.0.1:4010/hooks/failing';
  const records: StoredRecord[] = [
    {
      id: base,
      ts: start,
      kind: 'webhook.event',
      status: 'info',
      summary: 'space_content_updated evt_1',
      installationId: 'inst_1',
      parentId: null,
      data: { eventId: 'evt_1', type: 'space_content_updated', payload: JSON.parse(body), signature },
    },
    {
      id: base + 1,
      ts: start + 1,
      kind: 'webhook.delivery',
      status: 'ok',
      summary: `deliver evt_1 → ${url}`,
      installationId: 'inst_1',
      parentId: base,
      data: { eventId: 'evt_1', url, outcome: 'delivered' },
    },
  ];
  let sent = start + 5;
  const delays = [0, 1000, 2000, 4000];
  for (let attempt = 1; attempt <= 4; attempt++) {
    const planned = attempt === 1 ? sent : sent + delays[attempt - 1]!;
    const window: [number, number] | null = attempt === 1 ? null : [planned, planned + delays[attempt - 1]! * 0.1];
    const actual = attempt === 1 ? planned : planned + delays[attempt - 1]! * 0.04;
    const ok = attempt === 4;
    records.push({
      id: base + 1 + attempt,
      // Written when the attempt ends, as the webhooks queue does.
      ts: actual + 20 + attempt,
      kind: 'webhook.attempt',
      status: ok ? 'ok' : 'error',
      summary: `attempt ${attempt}: ${ok ? 200 : 500}`,
      installationId: 'inst_1',
      parentId: base + 1,
      data: {
        ...exchange(
          'POST',
          url,
          body,
          ok ? 200 : 500,
          ok ? '{"ok":true}' : '{"error":"boom"}',
          { 'x-platform-signature': signature, 'user-agent': 'PlatformWebhooks/1.0' },
          20 + attempt,
        ),
        attempt,
        plannedAt: planned,
        window,
        sentAt: actual,
        retryable: !ok,
        reason: ok ? null : 'HTTP 500 is retried',
      },
    });
    sent = actual + 20 + attempt;
  }
  return records;
}

/** What the studio's own receiver writes for a request whose signature does not match. */
export function forgedReception(ts: number, id: number): StoredRecord {
  const body = JSON.stringify({ type: 'space_view', spaceId: 'space_9' });
  const t = Math.floor(ts / 1000);
  return {
    id,
    ts,
    kind: 'webhook.received',
    status: 'error',
    summary: 'received space_view: signature mismatch',
    installationId: null,
    parentId: null,
    data: {
      ...exchange('POST', 'http://127.0.0.1:4010/webhooks/main', body, 401, '{"error":"invalid signature"}', {
        'x-platform-signature': sign('not-the-secret', t, body),
      }),
      eventId: 'evt_forged',
      verdict: 'rejected',
      reason: 'v1 does not match the HMAC-SHA256 of "<t>.<body>" with the configured secret',
      duplicate: false,
    },
  };
}

/** A dispatch with the outbound fetch it made, and a log line. */
export function dispatchStory(ts: number, id: number): StoredRecord[] {
  return [
    {
      id,
      ts,
      kind: 'dispatch',
      status: 'ok',
      summary: 'POST /v1 space_view 200',
      installationId: 'inst_1',
      parentId: null,
      data: { ...exchange('POST', 'http://127.0.0.1:4000/i/inst_1/v1', '{"type":"space_view"}', 200, '{}'), eventType: 'space_view' },
    },
    {
      id: id + 1,
      ts: ts + 3,
      kind: 'outbound.fetch',
      status: 'error',
      summary: 'GET https://api.example.test/users 503',
      installationId: 'inst_1',
      parentId: id,
      data: { ...exchange('GET', 'https://api.example.test/users?page=2', '', 503, 'upstream down'), stub: false, refused: null },
    },
    {
      id: id + 2,
      ts: ts + 4,
      kind: 'log',
      status: 'info',
      summary: 'fetched users page 2',
      installationId: 'inst_1',
      parentId: id,
      data: { level: 'info', message: 'fetched users page 2' },
    },
  ];
}

export function sampleJournal(start = Date.UTC(2026, 10, 21, 12, 0, 0)): StoredRecord[] {
  return [...dispatchStory(start, 1), ...deliveryStory(start + 100, 10), forgedReception(start + 9000, 30)];
}
