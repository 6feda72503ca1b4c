import { request } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider } from '../../../electron/services/installations/mock-provider.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';
import { startHarness } from '../installations/harness.ts';

/**
 * The mock OAuth provider's consent is bound to the browser that opened it: the page sets an
 * HttpOnly, SameSite=Strict cookie and embeds the same value in its form; an approval needs both.
 */
let h: Awaited<ReturnType<typeof startHarness>>;
let orgId: string;
beforeEach(async () => {
  h = await startHarness();
  orgId = (await h.service.create({ kind: 'organization' })).id;
});
afterEach(async () => h.close());

/** Opens the consent page for the installation's registered callback, as the user's browser does. */
async function openConsent() {
  const { authorizeURL, clientId } = h.mockProvider.settings();
  const redirectUri = `${h.publicServer.origin}/i/${orgId}/oauth`;
  const query = new URLSearchParams({ client_id: clientId, response_type: 'code', state: 's', redirect_uri: redirectUri });
  const page = await fetch(`${authorizeURL}?${query}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  return {
    request: /name="request" value="([0-9a-f]+)"/.exec(html)![1]!,
    binding: /name="binding" value="([\w-]+)"/.exec(html)![1]!,
    cookie: page.headers.get('set-cookie')!,
  };
}

const decide = (form: Record<string, string>, cookie?: string) =>
  fetch(new URL('/oauth-mock/decide', h.publicServer.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams(form),
  });

/** A decision sent with a browser's Fetch Metadata headers as given (fetch() would set Sec-Fetch-Mode itself). */
async function decideAsBrowser(form: Record<string, string>, cookie: string, metadata: Record<string, string>) {
  const answer = await request(new URL('/oauth-mock/decide', h.publicServer.origin), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...metadata },
    body: new URLSearchParams(form).toString(),
  });
  return { status: answer.statusCode, text: await answer.body.text() };
}

describe('the mock consent is bound to the browser that opened it', () => {
  it('an approval posted without the consent cookie (or with another page’s) is refused with a 403 page and issues no code', async () => {
    const consent = await openConsent();
    expect(consent.cookie).toMatch(/^oauth_consent_[0-9a-f]+=[\w-]+; Path=\/oauth-mock\/; HttpOnly; SameSite=Strict/);

    const forged = await decide({ request: consent.request, binding: consent.binding, decision: 'approve' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
    expect(await forged.text()).toContain('did not come from the browser that opened the consent page');

    // A cookie of another consent page, or a form value that does not match the cookie, is no better.
    const other = await openConsent();
    const otherCookie = `oauth_consent_${consent.request}=${other.binding}`;
    expect((await decide({ request: consent.request, binding: other.binding, decision: 'approve' }, otherCookie)).status).toBe(403);
    const ownCookie = consent.cookie.split(';')[0]!;
    expect((await decide({ request: consent.request, binding: other.binding, decision: 'approve' }, ownCookie)).status).toBe(403);

    // The refusals did not spend it: the browser that opened the page approves once, and only once.
    const approved = await decide({ request: consent.request, binding: consent.binding, decision: 'approve' }, ownCookie);
    expect(approved.status).toBe(302);
    expect(new URL(approved.headers.get('location')!).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    expect(approved.headers.get('set-cookie')).toMatch(/^oauth_consent_[0-9a-f]+=; .*Max-Age=0/);
    const again = await decide({ request: consent.request, binding: consent.binding, decision: 'approve' }, ownCookie);
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
  });
});

describe('the mock consent is answered by a click', () => {
  it("a script of a page on the public origin (which could read the page and hold the browser's cookie) cannot post the decision; the user's click can", async () => {
    const consent = await openConsent();
    const cookie = consent.cookie.split(';')[0]!;
    const form = { request: consent.request, binding: consent.binding, decision: 'approve' };
    for (const metadata of [
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' },
    ]) {
      const scripted = await decideAsBrowser(form, cookie, metadata);
      expect(scripted.status).toBe(403);
      expect(scripted.text).toContain('Only a click on Approve or Deny in this page answers the consent');
    }
    const clicked = await decideAsBrowser(form, cookie, {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-user': '?1',
      'sec-fetch-site': 'same-origin',
    });
    expect(clicked.status).toBe(302);
  });
});

describe('integration code cannot answer the mock consent', () => {
  let t: TestHost;
  let provider: ReturnType<typeof startMockProvider>;
  let callback: string;
  beforeAll(async () => {
    t = await startTestHost('hostile-credentials', { env: { CALLER_SECRET: 'unused-secret' } });
    callback = `${t.server.origin}/i/dev/oauth`;
    provider = startMockProvider(
      t.server,
      () => {},
      () => [callback],
    );
  });
  afterAll(async () => {
    provider?.close();
    await t?.close();
  });

  it('integration code can neither open the consent page nor approve it, even with the page’s cookie and form value', async () => {
    const { authorizeURL, clientId } = provider.settings();
    const authorize = `${authorizeURL}?${new URLSearchParams({ client_id: clientId, response_type: 'code', state: 's', redirect_uri: callback })}`;
    const alone = await t.host.dispatchEvent(fetchEvent(t.host, `/consent?${new URLSearchParams({ authorize })}`));
    expect(JSON.parse(alone.body)).toEqual({ page: 403, decided: 403, location: null });

    // The browser's own page, its cookie and form value handed to the integration: still refused.
    const page = await fetch(authorize);
    const html = await page.text();
    const stolen = {
      authorize,
      request: /name="request" value="([^"]+)"/.exec(html)![1]!,
      binding: /name="binding" value="([^"]+)"/.exec(html)![1]!,
      cookie: page.headers.get('set-cookie')!.split(';')[0]!,
    };
    const relayed = await t.host.dispatchEvent(fetchEvent(t.host, `/consent?${new URLSearchParams(stolen)}`));
    expect(JSON.parse(relayed.body)).toMatchObject({ decided: 403, location: null });

    // Not spent by the refusal: the browser still answers its page.
    const approved = await fetch(new URL('/oauth-mock/decide', t.server.origin), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: stolen.cookie },
      body: new URLSearchParams({ request: stolen.request, binding: stolen.binding, decision: 'approve' }),
    });
    expect(new URL(approved.headers.get('location')!).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });
});
