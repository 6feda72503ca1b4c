import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { WebhookView } from '../../../shared/api/webhooks.ts';

const HAR_SCHEMA = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'har-1.2.schema.json'), 'utf8')) as object;

interface HarEntry {
  request: { url: string; method: string };
  _studio: { kind: string; received?: { id: number } };
}

describe('HAR export of a real journal', () => {
  let studio: Studio;
  let dir: string;
  let receiverUrl: string;
  let har: { log: { entries: HarEntry[] } };
  const call = async <T>(method: string, input: unknown): Promise<T> => {
    const answer = await studio.dispatch(method, input);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.result as T;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'har-export-'));
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    studio = await createStudio({ dir, transport: 'browser' });
    // A webhook delivered to the studio's own receiver (attempt and reception are one exchange)…
    receiverUrl = (await call<{ url: string }>('webhooks.receivers.create', { name: 'har-test' })).url;
    const webhook = await call<WebhookView>('webhooks.create', {
      name: 'Docs site',
      target: 'site',
      targetId: 'site_docs',
      url: receiverUrl,
      events: ['site_view'],
    });
    await call('webhooks.receivers.configure', { name: 'har-test', secretFromWebhook: webhook.id });
    await studio.session().webhooks.publish('site_view', { siteId: 'site_docs' });
    await studio.session().webhooks.idle();
    // …and a request from outside the studio, which only the receiver saw.
    await fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"forged":true}' });
    const exported = await call<{ content: string }>('inspector.export', { format: 'har' });
    har = JSON.parse(exported.content) as typeof har;
  });
  afterAll(async () => {
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a HAR export validates against the HAR 1.2 schema, every request URL absolute', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(HAR_SCHEMA);
    const valid = validate(har);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    const received = har.log.entries.filter((entry) => entry._studio.kind === 'webhook.received');
    expect(received.map((entry) => entry.request.url)).toEqual([receiverUrl]);
  });

  it('a webhook exchange with a studio receiver appears once, as its attempt, the verdict beside it', () => {
    const toReceiver = har.log.entries.filter((entry) => entry.request.url === receiverUrl);
    const attempts = toReceiver.filter((entry) => entry._studio.kind === 'webhook.attempt');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!._studio.received).toEqual({ id: expect.any(Number), summary: expect.stringContaining('genuine') });
    // The attempt, plus the outside request that has no attempt of its own.
    expect(toReceiver.map((entry) => entry._studio.kind).sort()).toEqual(['webhook.attempt', 'webhook.received']);
  });
});
