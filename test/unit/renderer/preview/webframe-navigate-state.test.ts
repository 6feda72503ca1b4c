import { describe, expect, it } from 'vitest';
import { webframeMessage, webframeState } from '../../../../renderer/src/features/preview/elements/webframe-protocol.ts';

const PAGE = { id: 'page_1', path: 'guides/start', title: 'Start' };

describe('webframe navigation and the state the platform injects', () => {
  it('@webframe.navigate is read as a navigation (path relative to the site root, optional anchor, or a pageId), never an action', () => {
    expect(webframeMessage({ action: { action: '@webframe.navigate', path: 'guides/install', anchor: 'linux' } })).toEqual({
      kind: 'navigate',
      path: 'guides/install',
      pageId: null,
      anchor: 'linux',
    });
    expect(webframeMessage({ action: { action: '@webframe.navigate', pageId: 'page_2' } })).toEqual({
      kind: 'navigate',
      path: null,
      pageId: 'page_2',
      anchor: null,
    });
  });

  it('a navigate with nothing to go to, or to another site (a URL, a scheme, //host), is ignored', () => {
    for (const path of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x', '']) {
      expect(webframeMessage({ action: { action: '@webframe.navigate', path } }), path).toBeNull();
    }
    expect(webframeMessage({ action: { action: '@webframe.navigate' } })).toBeNull();
  });

  it('state.page is always injected over the data; state.visitor only with the site:visitor:claims scope', () => {
    const claims = { claims: { plan: 'pro' }, scopes: ['site:visitor:claims'] };
    expect(webframeState({ chart: 'a' }, PAGE, claims)).toEqual({ chart: 'a', page: PAGE, visitor: { plan: 'pro' } });
    expect(webframeState({ chart: 'a' }, PAGE, { claims: { plan: 'pro' }, scopes: ['site:visitor:auth'] })).toEqual({
      chart: 'a',
      page: PAGE,
    });
    // The integration's own data cannot pose as the platform's keys.
    expect(webframeState({ page: 'mine', visitor: { forged: true } }, PAGE, { claims: {}, scopes: [] })).toEqual({ page: PAGE });
  });
});
