import { describe, expect, it } from 'vitest';
import { buildEnvironment, generateEvent, RUNTIME_EVENT_TYPES } from '../../../shared/platform/index.ts';

describe('runtime event generators', () => {
  it.each(RUNTIME_EVENT_TYPES)('%s: keeps its type, an event id and the installation of the scope', (type) => {
    const event = generateEvent(type, { scope: { installationId: 'inst_1', spaceId: 'sp_1' } });
    expect(event.type).toBe(type);
    expect(event.eventId).toMatch(/^[0-9A-Za-z]{20}$/);
    expect(event.installationId).toBe('inst_1');
    if ('spaceId' in event) expect(event.spaceId).toBe('sp_1');
  });

  it('overrides go on top, but never change the type', () => {
    const event = generateEvent('space_content_updated', { overrides: { revisionId: 'rev_x', type: 'site_view' } });
    expect(event).toMatchObject({ type: 'space_content_updated', revisionId: 'rev_x' });
  });

  it('the same random source gives the same event', () => {
    const seeded = () => {
      let n = 0;
      return () => (n = (n * 9301 + 49297) % 233280) / 233280;
    };
    expect(generateEvent('page_feedback', { random: seeded() })).toEqual(generateEvent('page_feedback', { random: seeded() }));
  });
});

describe('environment', () => {
  it('a space installation environment has the installation token, public endpoint and space configuration', () => {
    const environment = buildEnvironment({
      integrationName: 'x',
      apiEndpoint: 'http://a',
      integrationToken: 'it',
      publicEndpoint: 'http://p/i/1',
      secrets: { S: 'v' },
      installation: { id: '1', organizationId: 'o', configuration: { a: 1 }, token: 'tok', space: { id: 's', configuration: { b: 2 } } },
    });
    expect(environment).toMatchObject({
      apiEndpoint: 'http://a',
      apiTokens: { integration: 'it', installation: 'tok' },
      authToken: 'tok',
      integration: { name: 'x', urls: { publicEndpoint: 'http://p/i/1' } },
      secrets: { S: 'v' },
      installation: { id: '1', configuration: { a: 1 }, target: { organization: 'o' }, urls: { publicEndpoint: 'http://p/i/1' } },
      spaceInstallation: { space: 's', configuration: { b: 2 }, urls: { publicEndpoint: 'http://p/i/1' } },
    });
  });
});
