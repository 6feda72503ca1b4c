import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_CSP } from '../../../shared/security/csp.ts';
import { fetchEvent, fetchLoopback, startTestHost, type TestHost } from './support.ts';

/**
 * `publicContentEndpoint` (webframes' pages) is an origin of its own, as on the platform: a page an
 * integration serves there is not same-origin with the public server, where the mock OAuth
 * provider's consent (and its cookie), the receivers and the published sites live.
 */
let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('protocol');
});
afterAll(() => t.close());

const environment = async () => JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, '/environment'))).body);

describe('the content origin (publicContentEndpoint)', () => {
  it("publicContentEndpoint is the installation's endpoint on a host name other than the public origin's: browsers share cookies across ports of one host, not across host names", async () => {
    const content = t.server.content.origin;
    const env = await environment();
    expect(env.integration.urls.publicContentEndpoint).toBe(`${content}/i/dev`);
    expect(env.installation.urls.publicContentEndpoint).toBe(`${content}/i/dev`);
    expect(env.installation.urls.publicEndpoint).toBe(`${t.server.origin}/i/dev`);
    expect(new URL(content).hostname).not.toBe(new URL(t.server.origin).hostname);
  });

  it("the content origin's host name is its own: a random name under .localhost (never localhost itself, whose cookie jar every local app shares), and the server answers no other Host", async () => {
    const { hostname, port } = new URL(t.server.content.origin);
    expect(hostname).toMatch(/^content-[0-9a-f]{10}\.localhost$/);
    expect((await fetchLoopback(`${t.server.content.origin}/i/dev/frame`)).status).toBe(200);
    for (const other of [`localhost:${port}`, `127.0.0.1:${port}`, `evil.example:${port}`, `content-0000000000.localhost:${port}`]) {
      const response = await fetch(`http://127.0.0.1:${port}/i/dev/frame`, { headers: { host: other } });
      expect(response.status, other).toBe(421);
      expect(((await response.json()) as { error: string }).error, other).toContain(t.server.content.origin);
    }
  });

  it("the content origin answers the integration's pages, with the studio's content policy, and the request names the content origin", async () => {
    const response = await fetchLoopback(`${t.server.content.origin}/i/dev/frame?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(PUBLIC_CONTENT_CSP);
    expect(((await response.json()) as { url: string }).url).toBe(`${t.server.content.origin}/i/dev/frame?x=1`);
  });

  it("a page on the content origin cannot reach the public origin: the policy on its answers allows no http origin to connect to, frame or post to, and none of the public origin's pages (consent, receivers, published sites, API) is served on the content origin", async () => {
    // The public origin's own pages, registered as the mock OAuth provider registers its consent page.
    const unroute = t.server.route('/oauth/', (_request, response) => {
      response.writeHead(200, { 'set-cookie': 'studio_consent=yes; Path=/; HttpOnly', 'content-type': 'text/html' });
      response.end('<h1>Consent</h1>');
    });
    try {
      expect((await fetch(`${t.server.origin}/oauth/authorize`)).status).toBe(200);
      for (const path of ['/oauth/authorize', '/webhooks/x', '/published/site_1/', '/api/v1/user', '/assets/icon']) {
        const response = await fetchLoopback(`${t.server.content.origin}${path}`);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('set-cookie'), path).toBeNull();
      }
      const policy = (await fetchLoopback(`${t.server.content.origin}/i/dev/frame`)).headers.get('content-security-policy')!;
      for (const directive of ['connect-src', 'frame-src', 'form-action', 'img-src'])
        expect(
          policy.split('; ').find((part) => part.startsWith(directive)),
          directive,
        ).not.toMatch(/http:|127\.0\.0\.1|\*/);
    } finally {
      unroute();
    }
  });

  it('hosted code may call its content endpoint as it calls its public endpoint (the outbound policy knows both studio origins)', async () => {
    const to = `${t.server.content.origin}/i/dev/echo`;
    const answer = await t.host.dispatchEvent(fetchEvent(t.host, `/relay?to=${encodeURIComponent(to)}`));
    expect(answer.status).toBe(200);
    const relayed = JSON.parse(answer.body) as { status: number; text: string };
    expect(relayed.status).toBe(200);
    expect(JSON.parse(relayed.text).url).toBe(to);
  });
});
