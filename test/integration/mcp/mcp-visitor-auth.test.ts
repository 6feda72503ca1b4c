import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../host/support.ts';
import { startMcp, type McpSession } from './support.ts';

/**
 * fire_event takes the visitor request of a fetch_visitor_authentication as `trigger` takes it with
 * --search-param, --cookie and --logout, and refuses those fields on any other event, as trigger does.
 */
let root: string;
let session: McpSession;

beforeAll(async () => {
  // A copy: the session's own host journals in the folder it serves.
  root = mkdtempSync(join(tmpdir(), 'mcp-visitor-auth-'));
  cpSync(fixture('visitor-auth'), join(root, 'visitor-auth'), { recursive: true });
  session = await startMcp({}, join(root, 'visitor-auth'), '--no-studio');
}, 120_000);
afterAll(async () => {
  await session?.close();
  rmSync(root, { recursive: true, force: true });
}, 30_000);

const message = (answer: { content: { type: string; text?: string }[] }) => answer.content.map((block) => block.text ?? '').join('\n');

describe('mcp fire_event: the visitor request of fetch_visitor_authentication', () => {
  it("searchParams and cookies reach the integration as the event's searchParams and cookies", async () => {
    const answer = await session.json<{ status: number; headers: Record<string, string> }>('fire_event', {
      type: 'fetch_visitor_authentication',
      searchParams: { lang: 'fr', ref: 'a=b' },
      cookies: { session: 'abc' },
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.location!);
    expect(location.pathname).toBe('/oauth-mock/authorize');
    expect(location.searchParams.get('param_lang')).toBe('fr');
    expect(location.searchParams.get('param_ref')).toBe('a=b');
    expect(location.searchParams.get('cookie_session')).toBe('abc');
  });

  it("logout sends action: 'logout', which the integration answers with its sign-out redirect; payload fields go on top", async () => {
    const answer = await session.json<{ status: number; headers: Record<string, string> }>('fire_event', {
      type: 'fetch_visitor_authentication',
      logout: true,
      payload: { location: '/guide' },
    });
    const location = new URL(answer.headers.location!);
    expect(location.pathname).toBe('/oauth-mock/logout');
    expect(new URL(location.searchParams.get('logout_uri')!).pathname).toMatch(/\/guide$/);
  });

  it('the visitor fields belong to fetch_visitor_authentication: elsewhere, or with an empty name, they are tool errors naming them', async () => {
    const elsewhere = await session.call('fire_event', { type: 'site_view', logout: true });
    expect(elsewhere.isError).toBe(true);
    expect(message(elsewhere)).toBe('searchParams, cookies and logout belong to fetch_visitor_authentication.');
    const unnamed = await session.call('fire_event', { type: 'fetch_visitor_authentication', cookies: { '': 'abc' } });
    expect(unnamed.isError).toBe(true);
    expect(message(unnamed)).toMatch(/^Invalid input for fire_event: cookies: each name is a non-empty text/);
    // And the server goes on serving.
    const listed = await session.client.listTools();
    const fire = listed.tools.find((tool) => tool.name === 'fire_event')!;
    expect(Object.keys(fire.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['searchParams', 'cookies', 'logout']));
  });
});
