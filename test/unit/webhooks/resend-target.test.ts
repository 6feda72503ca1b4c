import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { resendTarget } from '../../../electron/services/webhooks/resend-target.ts';
import type { DeliveryRow, EventRow, WebhookInstallation } from '../../../electron/services/webhooks/types.ts';

const event: EventRow = { eventId: 'evt_1', type: 'site_view', body: '{"eventId":"evt_1"}', createdAt: 1, journalId: null };
const slowPolicy = { ...DEFAULT_POLICY, timeoutMs: 30_000 };
const hook = { id: 'wh_1', url: 'https://example.com/hook', secret: 'whsec_1', policy: slowPolicy } as WebhookInstallation;

function store(previous: Partial<DeliveryRow> | null, installations: WebhookInstallation[] = [hook]) {
  return {
    event: (id: string) => (id === event.eventId ? event : null),
    deliveries: () =>
      previous
        ? [{ eventId: 'evt_1', webhookId: null, url: 'https://old.example.com/', policy: DEFAULT_POLICY, ...previous } as DeliveryRow]
        : [],
    installation: (id: string) => installations.find((w) => w.id === id) ?? null,
  };
}

describe('where a resend goes', () => {
  it('to the installation the event last went through, with its secret and policy, the same body', () => {
    expect(resendTarget(store({ webhookId: 'wh_1' }), 'evt_1', {})).toMatchObject({
      eventId: 'evt_1',
      bodyText: event.body,
      url: hook.url,
      secret: 'whsec_1',
      policy: slowPolicy,
      webhookId: 'wh_1',
    });
  });

  it('to a URL and secret given instead', () => {
    expect(resendTarget(store(null), 'evt_1', { url: 'https://new.example.com/', secret: 'other' })).toMatchObject({
      url: 'https://new.example.com/',
      secret: 'other',
      policy: DEFAULT_POLICY,
      webhookId: null,
    });
  });

  it('an unknown event, or one whose installation is gone with no secret given, is refused saying what to give', () => {
    expect(() => resendTarget(store(null), 'evt_2', {})).toThrow(expect.objectContaining({ code: 'unknown-event' }));
    expect(() => resendTarget(store({ webhookId: 'wh_gone' }, []), 'evt_1', {})).toThrow('give the URL and secret to resend it');
  });
});
