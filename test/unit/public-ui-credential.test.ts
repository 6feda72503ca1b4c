import { afterEach, describe, expect, it } from 'vitest';
import { startPublicServer, type PublicServer } from '../../electron/services/public/server.ts';
import { setsUiCookie, withoutUiCookies } from '../../shared/security/ui-credential.ts';

let server: PublicServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('the UI credential stays with the UI', () => {
  it('the public server removes the UI cookie from requests before any route sees them', async () => {
    server = await startPublicServer();
    let seen: string | undefined = 'unset';
    server.route('/probe/', (request, response) => {
      seen = request.headers.cookie;
      response.end('ok');
    });
    await fetch(`${server.origin}/probe/`, { headers: { cookie: 'studio_token_4500=secret; theme=dark; Studio_Token=x' } });
    expect(seen).toBe('theme=dark');
    await fetch(`${server.origin}/probe/`, { headers: { cookie: 'studio_token_4500=secret' } });
    expect(seen).toBeUndefined();
  });

  it('an answer on the public server cannot set or clear the UI cookie, whichever way it writes its headers', async () => {
    server = await startPublicServer();
    server.route('/object/', (_request, response) => {
      response.writeHead(200, { 'Set-Cookie': ['studio_token_4500=; Max-Age=0', 'a=1'] });
      response.end();
    });
    server.route('/set/', (_request, response) => {
      response.setHeader('set-cookie', 'STUDIO_TOKEN_4500=evil; Path=/');
      response.end();
    });
    server.route('/raw/', (_request, response) => {
      response.writeHead(200, ['Set-Cookie', 'studio_token_4500=evil', 'Set-Cookie', 'b=2']);
      response.end();
    });
    expect((await fetch(`${server.origin}/object/`)).headers.getSetCookie()).toEqual(['a=1']);
    expect((await fetch(`${server.origin}/set/`)).headers.getSetCookie()).toEqual([]);
    expect((await fetch(`${server.origin}/raw/`)).headers.getSetCookie()).toEqual(['b=2']);
  });

  it('recognizes the UI cookie by its prefix, in any case', () => {
    expect(withoutUiCookies('a=1; studio_token_1=x;b=2')).toBe('a=1; b=2');
    expect(setsUiCookie(' studio_token_9=; Max-Age=0')).toBe(true);
    expect(setsUiCookie('token=studio_token_9')).toBe(false);
  });
});
