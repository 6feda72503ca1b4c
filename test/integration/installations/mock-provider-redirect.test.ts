import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';

let h: Awaited<ReturnType<typeof startHarness>>;
let orgId: string;
beforeEach(async () => {
  h = await startHarness();
  orgId = (await h.service.create({ kind: 'organization' })).id;
});
afterEach(async () => h.close());

describe('mock OAuth provider', () => {
  it("redirects only to an installation's registered callback: any other redirect_uri is refused on the authorize page, never redirected to", async () => {
    const { authorizeURL, clientId } = h.mockProvider.settings();
    const ask = (redirectUri: string, responseType = 'code') =>
      fetch(
        `${authorizeURL}?${new URLSearchParams({ client_id: clientId, response_type: responseType, state: 's', redirect_uri: redirectUri })}`,
        {
          redirect: 'manual',
        },
      );
    const registered = `${h.publicServer.origin}/i/${orgId}/oauth`;
    expect(h.service.oauthCallbacks()).toContain(registered);

    for (const elsewhere of [
      'https://evil.example/steal',
      `${h.publicServer.origin}/i/${orgId}/other`,
      `${h.publicServer.origin}/i/not-an-installation/oauth`,
      `http://127.0.0.1:1/i/${orgId}/oauth`,
    ]) {
      const answer = await ask(elsewhere);
      expect(answer.status, elsewhere).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain('is not the OAuth callback of any installation');
    }
    // Not even an error redirect goes to an unregistered URI.
    expect((await ask('https://evil.example/steal', 'token')).headers.get('location')).toBeNull();

    const approved = await ask(registered);
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('Approve');
  });
});
