import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { eventsToPublish } from '../../../electron/services/webhooks/published-events.ts';
import type { WebhookInstallation } from '../../../electron/services/webhooks/types.ts';

const installation = (id: string, over: Partial<WebhookInstallation>): WebhookInstallation => ({
  id,
  name: id,
  target: 'site',
  targetId: null,
  url: 'https://example.com/hook',
  events: ['site_view'],
  secret: 's',
  policy: DEFAULT_POLICY,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

describe('which installations a runtime event goes to', () => {
  const all = [
    installation('any-site', {}),
    installation('site-a', { targetId: 'site_a' }),
    installation('site-b', { targetId: 'site_b' }),
    installation('feedback', { events: ['page_feedback'] }),
    installation('space', { target: 'space', events: ['space_content_updated'] }),
  ];

  it('an event goes to each installation subscribed to its type, on its site or on any', () => {
    expect(eventsToPublish(all, 'site_view', { siteId: 'site_a' }).map((e) => e.installation.id)).toEqual(['any-site', 'site-a']);
  });

  it('without a site named, every subscribed installation gets it', () => {
    expect(eventsToPublish(all, 'site_view', {}).map((e) => e.installation.id)).toEqual(['any-site', 'site-a', 'site-b']);
  });

  it('a runtime event with no webhook form goes nowhere', () => {
    expect(eventsToPublish(all, 'installation_setup', {})).toEqual([]);
  });

  it('given fields replace generated ones only where the payload has them, never its eventId or type', () => {
    const [event] = eventsToPublish([all[0]!], 'site_view', {
      installationId: 'inst_1',
      payload: { eventId: 'evt_forced', type: 'space_view', notInThePayload: 1, siteId: 'site_given' },
    });
    expect(event!.payload).toMatchObject({ type: 'site_view', installationId: 'inst_1', siteId: 'site_given' });
    expect(event!.payload.eventId).not.toBe('evt_forced');
    expect(event!.payload).not.toHaveProperty('notInThePayload');
  });
});
