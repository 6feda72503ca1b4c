import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { WebhookError } from '../../../electron/services/webhooks/errors.ts';
import { checkEvents, checkUrl, parsePayload, resolvePolicy } from '../../../electron/services/webhooks/installation-input.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof WebhookError ? error.code : `not a WebhookError: ${String(error)}`;
  }
  return 'no error';
};

describe('what a webhook installation accepts', () => {
  it('a receiver URL is an http(s) URL or a reference to the studio; anything else is bad-url', () => {
    expect(checkUrl('https://example.com/hook')).toBe('https://example.com/hook');
    expect(checkUrl('studio-public:/webhooks/local-1')).toBe('studio-public:/webhooks/local-1');
    expect(code(() => checkUrl('not a url'))).toBe('bad-url');
    expect(() => checkUrl('ftp://example.com/')).toThrow('must use http or https, not ftp');
  });

  it('events are each once, at least one, and each of the installation’s target', () => {
    expect(checkEvents('site', ['site_view', 'site_view'])).toEqual(['site_view']);
    expect(code(() => checkEvents('site', []))).toBe('bad-events');
    expect(() => checkEvents('site', ['space_content_updated'])).toThrow('space_content_updated is not an event of a site installation.');
  });

  it('a payload must be a valid webhook event', () => {
    const payload = generatePayload('site_view');
    expect(parsePayload(JSON.stringify(payload)).eventId).toBe(payload.eventId);
    expect(code(() => parsePayload('{"type":"site_view"}'))).toBe('bad-payload');
  });

  it('a policy patch replaces only the fields it gives', () => {
    expect(resolvePolicy({ timeoutMs: 1234, maxRetries: undefined })).toEqual({ ...DEFAULT_POLICY, timeoutMs: 1234 });
  });
});
