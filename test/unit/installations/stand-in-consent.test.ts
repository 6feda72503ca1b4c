import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../../../electron/services/installations/mock-provider.ts';
import type { OAuthStandIn } from '../../../electron/services/mocks/oauth-stand-in.ts';
import { startPublicServer, type PublicServer } from '../../../electron/services/public/server.ts';

/**
 * The consent page in a real provider's place (gitlab-files, run without its secrets: its OAuth
 * handler sends `client_id=undefined`). The stand-in lets any client through, so the page is where
 * the developer learns the real provider would not.
 */
let server: PublicServer;
let provider: MockProvider;
let callback: string;
beforeEach(async () => {
  server = await startPublicServer();
  callback = `${server.origin}/i/inst_1/oauth`;
  // Only the consent page is asked for here: the stand-in's code trade is never reached.
  provider = startMockProvider(server, undefined, () => [callback], undefined, {}, {} as OAuthStandIn);
});
afterEach(async () => {
  provider.close();
  await server.close();
});

const consent = async (clientId: string) => {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callback,
    response_type: 'code',
    state: 's',
    stands_in_for: 'https://gitlab.com/oauth/authorize',
  });
  const answer = await fetch(`${provider.settings().authorizeURL}?${query}`);
  expect(answer.status).toBe(200);
  return answer.text();
};

describe("the consent page in a real provider's place", () => {
  it('says when the integration sent no real client id (a secret not set), which the real provider would refuse', async () => {
    for (const clientId of ['undefined', '']) {
      const html = await consent(clientId);
      expect(html, clientId).toContain(`The integration sent client_id “${clientId}”: the secret it reads its client id from is not set`);
      expect(html, clientId).toContain('gitlab.com would refuse it.');
    }
  });

  it('says nothing of the kind for a client id that was set', async () => {
    expect(await consent('abc123')).not.toContain('The integration sent client_id');
  });
});
