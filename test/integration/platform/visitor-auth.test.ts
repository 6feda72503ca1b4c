import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { fixture } from '../host/support.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

async function trigger(...flags: string[]) {
  const { io, out, err } = capture();
  const code = await main(['trigger', 'fetch_visitor_authentication', '--dir', fixture('visitor-auth'), '--json', ...flags], io);
  return { code, answer: out[0] ? JSON.parse(out[0]) : null, err };
}

describe('visitor authentication events carry search parameters, cookies and the logout action', () => {
  it('--search-param and --cookie reach the integration as the event’s searchParams and cookies', async () => {
    const { code, answer } = await trigger('--search-param', 'lang=fr', '--search-param', 'ref=a=b', '--cookie', 'session=abc');
    expect(code).toBe(0);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.location);
    expect(location.pathname).toBe('/oauth-mock/authorize');
    expect(location.searchParams.get('param_lang')).toBe('fr');
    expect(location.searchParams.get('param_ref')).toBe('a=b');
    expect(location.searchParams.get('cookie_session')).toBe('abc');
    expect(location.searchParams.get('redirect_uri')).toMatch(/\/visitor-auth\/response$/);
  });

  it("--logout sends action: 'logout', which the integration answers with its sign-out redirect", async () => {
    const { code, answer } = await trigger('--logout', '--payload', '{"location":"/guide"}');
    expect(code).toBe(0);
    const location = new URL(answer.headers.location);
    expect(location.pathname).toBe('/oauth-mock/logout');
    expect(new URL(location.searchParams.get('logout_uri')!).pathname).toMatch(/\/guide$/);
  });

  it('the visitor flags belong to fetch_visitor_authentication: elsewhere, or malformed, they are usage errors naming the flag', async () => {
    const other = capture();
    expect(await main(['trigger', 'site_view', '--dir', fixture('visitor-auth'), '--logout'], other.io)).toBe(2);
    expect(other.err.join('\n')).toContain('--search-param, --cookie and --logout belong to fetch_visitor_authentication');
    const { code, err } = await trigger('--cookie', 'novalue');
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('--cookie takes NAME=VALUE; got "novalue"');
  });
});
