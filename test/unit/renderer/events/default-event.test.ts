import { describe, expect, it } from 'vitest';
import { defaultEvent } from '../../../../renderer/src/features/events/default-event.ts';

describe('the Events pane opens on the event the platform sends the chosen installation first', () => {
  it('a site installation: its visitor sign-in when the scopes hold site:visitor:auth, else its script, else a page view', () => {
    expect(defaultEvent('site', ['site:metadata:read', 'site:visitor:auth'])).toBe('fetch_visitor_authentication');
    expect(defaultEvent('site', ['site:script:inject', 'site:script:cookies'])).toBe('fetch_published_script');
    expect(defaultEvent('site', [])).toBe('site_view');
  });

  it('the organization: installation_setup; a space, or none chosen yet: space_content_updated', () => {
    expect(defaultEvent('organization', ['site:visitor:auth'])).toBe('installation_setup');
    expect(defaultEvent('space', ['site:visitor:auth'])).toBe('space_content_updated');
    expect(defaultEvent(undefined, [])).toBe('space_content_updated');
  });
});
