import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { fakeLayout, renderInspector } from './harness.tsx';

beforeEach(() => fakeLayout());

const message = (headers: Record<string, string>, body = '') => ({
  headers,
  body,
  bodyEncoding: 'utf8' as const,
  bodySize: body.length,
  truncated: false,
});

/** The two provider steps the studio's OAuth stand-in answers, as the host journals them. */
function standInSteps(): JournalRecord[] {
  const ts = Date.now() - 1000;
  const authorize = 'https://slack.com/oauth/v2/authorize?client_id=c1&redirect_uri=x&response_type=code&state=s';
  const token = 'https://slack.com/api/oauth.v2.access';
  return [
    {
      id: 1,
      ts,
      kind: 'outbound.fetch',
      status: 'ok',
      summary: `GET ${authorize} → 302 (mock oauth-stand-in:slack/authorize)`,
      installationId: null,
      parentId: null,
      data: {
        request: { method: 'GET', url: authorize, ...message({}) },
        response: { status: 302, ...message({ location: 'http://127.0.0.1:9/oauth-mock/authorize?stands_in_for=x' }) },
        durationMs: 0,
        error: null,
        stub: false,
        refused: null,
        mock: 'oauth-stand-in:slack/authorize',
      },
    },
    {
      id: 2,
      ts: ts + 1,
      kind: 'outbound.fetch',
      status: 'ok',
      summary: `POST ${token} → 200 (mock oauth-stand-in:slack/token)`,
      installationId: null,
      parentId: null,
      data: {
        request: { method: 'POST', url: token, ...message({ 'content-type': 'application/x-www-form-urlencoded' }, 'code=abc') },
        response: { status: 200, ...message({ 'content-type': 'application/json' }, '{"ok":true}') },
        durationMs: 1,
        error: null,
        stub: false,
        refused: null,
        mock: 'oauth-stand-in:slack/token',
      },
    },
  ] as JournalRecord[];
}

async function open(text: string) {
  const list = await screen.findByRole('listbox', { name: 'Journal records' });
  await waitFor(() => expect(within(list).getAllByRole('option').length).toBe(2));
  fireEvent.click(
    within(list)
      .getAllByRole('option')
      .find((option) => option.textContent?.includes(text))!,
  );
}

describe('the OAuth stand-in in the inspector', () => {
  it("the provider's authorize step reads as the mock provider's answer, and offers no mock (the browser made it, not the integration)", async () => {
    await renderInspector(standInSteps());
    await open('slack.com/oauth/v2/authorize');
    expect(await screen.findByText(/in place of slack’s authorize page/)).toHaveAttribute('data-answered-by', 'mock');
    expect(screen.queryByRole('button', { name: /Mock this response/ })).toBeNull();
  });

  it("the token exchange reads as the mock provider's answer, and Mock this response makes it the user's own", async () => {
    await renderInspector(standInSteps());
    await open('oauth.v2.access');
    expect(await screen.findByText(/in place of slack’s token endpoint, without the network/)).toHaveAttribute('data-answered-by', 'mock');
    expect(screen.getByRole('button', { name: /Mock this response/ })).toBeInTheDocument();
  });
});
