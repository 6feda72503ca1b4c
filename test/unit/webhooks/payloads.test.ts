import { describe, expect, it } from 'vitest';
import { generatePayload, validatePayloadText, WEBHOOK_EVENT_TYPES, WebhookPayload } from '../../../shared/webhooks/payloads.ts';
import { generateSecret, maskSecret } from '../../../shared/webhooks/secret.ts';

describe('payloads', () => {
  it('each event has exactly the fields of the spec', () => {
    const keys = (type: (typeof WEBHOOK_EVENT_TYPES)[number]) => Object.keys(generatePayload(type)).sort();
    expect(keys('space_content_updated')).toEqual(['eventId', 'installationId', 'revisionId', 'spaceId', 'type']);
    expect(keys('site_view')).toEqual(['eventId', 'installationId', 'referrer', 'siteId', 'type', 'url', 'visitor']);
    expect(keys('page_feedback')).toEqual([
      'eventId',
      'feedback',
      'installationId',
      'pageId',
      'referrer',
      'siteId',
      'spaceId',
      'type',
      'url',
      'visitor',
    ]);
    expect(Object.keys((generatePayload('site_view') as { visitor: object }).visitor).sort()).toEqual([
      'anonymousId',
      'cookies',
      'ip',
      'userAgent',
    ]);
  });

  it('generated payloads pass the schema and eventIds are unique', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const payload = generatePayload(WEBHOOK_EVENT_TYPES[i % 3]!);
      expect(WebhookPayload.safeParse(payload).success).toBe(true);
      ids.add(payload.eventId);
    }
    expect(ids.size).toBe(300);
  });

  it('edited JSON is checked before sending, naming the path of each problem', () => {
    expect(validatePayloadText('{')).toMatchObject({ ok: false });
    const broken = { ...generatePayload('page_feedback'), feedback: { rating: 'great', comment: '' } };
    const result = validatePayloadText(JSON.stringify(broken));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toContain('feedback.rating');
  });

  it('secrets are 32 random bytes and only their last 4 characters are ever shown', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(maskSecret(secret)).toBe(`••••••••${secret.slice(-4)}`);
    expect(maskSecret(secret)).not.toContain(secret.slice(0, 8));
  });
});
