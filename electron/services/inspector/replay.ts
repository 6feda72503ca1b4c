import type { ReplayResult } from '../../../shared/api/inspector.ts';
import type { StoredRecord } from '../../../shared/api/journal.ts';
import { exchangeOf } from '../../../shared/inspector/exchange.ts';
import type { Journal } from '../journal/journal.ts';
import { InspectorError } from './errors.ts';

/** Headers the HTTP client sets itself from the request it sends. */
const HOP = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive', 'upgrade']);
const REPLAY_TIMEOUT_MS = 30_000;

export interface ReplayEdit {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends a recorded request again, only ever to the studio's own public server (an integration's
 * public endpoint or a local receiver): a journal record cannot make the studio call anywhere else.
 */
export async function replay(journal: Journal, publicOrigin: string, record: StoredRecord, edit: ReplayEdit = {}): Promise<ReplayResult> {
  const exchange = exchangeOf(record);
  if (!exchange) throw new InspectorError('not-replayable', `Record ${record.id} (${record.kind}) holds no HTTP request to replay.`);
  const original = new URL(exchange.request.url, publicOrigin);
  if (original.origin !== publicOrigin && edit.path === undefined) {
    throw new InspectorError(
      'outside-public-server',
      `Replay sends only to the studio's public server (${publicOrigin}); this request went to ${original.origin}. Use Resend for webhook deliveries, or edit the path.`,
    );
  }
  const url = new URL(publicOrigin + (edit.path ?? original.pathname + original.search));
  if (url.origin !== publicOrigin)
    throw new InspectorError('outside-public-server', `The path ${JSON.stringify(edit.path)} leaves the studio's public server.`);
  if (exchange.request.truncated && edit.body === undefined) {
    throw new InspectorError(
      'not-replayable',
      `The journal kept only the first part of this ${exchange.request.bodySize}-byte body; edit the body to replay it.`,
    );
  }
  const method = edit.method ?? exchange.request.method.toUpperCase();
  const headers = Object.fromEntries(
    Object.entries(edit.headers ?? exchange.request.headers).filter(([name]) => !HOP.has(name.toLowerCase())),
  );
  const body =
    method === 'GET' || method === 'HEAD'
      ? undefined
      : edit.body !== undefined
        ? edit.body
        : exchange.request.bodyEncoding === 'base64'
          ? Uint8Array.from(atob(exchange.request.body), (c) => c.charCodeAt(0))
          : exchange.request.body;
  const newestBefore = journal.list({ limit: 1 })[0]?.id ?? 0;
  const started = performance.now();
  try {
    const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(REPLAY_TIMEOUT_MS) });
    await response.arrayBuffer();
    const produced = journal
      .query({ limit: 50 })
      .rows.filter((r) => r.id > newestBefore && r.parentId === null)
      .at(-1);
    return {
      url: url.href,
      status: response.status,
      durationMs: performance.now() - started,
      error: null,
      journalId: produced?.id ?? null,
    };
  } catch (error) {
    return { url: url.href, status: null, durationMs: performance.now() - started, error: (error as Error).message, journalId: null };
  }
}
