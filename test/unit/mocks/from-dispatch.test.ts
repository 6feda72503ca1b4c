import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { saveDispatchAnswersAsMocks } from '../../../electron/services/mocks/from-dispatch.ts';

const message = (body: string) => ({
  headers: { 'content-type': 'application/json' },
  body,
  bodyEncoding: 'utf8',
  bodySize: body.length,
  truncated: false,
});

/** A dispatch with one outbound call, answered by `mock`, as the journal links them. */
function journalOf(mock: string) {
  const dispatch = { id: 1, kind: 'dispatch', data: {} } as unknown as JournalRecord;
  const call = {
    id: 2,
    kind: 'outbound.fetch',
    parentId: 1,
    data: {
      request: { method: 'POST', url: 'https://slack.com/api/oauth.v2.access', ...message('code=abc') },
      response: { status: 200, ...message('{"ok":true,"access_token":"[redacted:mock_access_token]","team":{"id":"T0STUDIO"}}') },
      durationMs: 1,
      error: null,
      stub: false,
      refused: null,
      mock,
    },
  } as unknown as JournalRecord;
  return {
    get: (id: number) => (id === 1 ? dispatch : id === 2 ? call : null),
    links: (id: number) => ({ children: id === 1 ? [call] : [] }),
  } as never;
}

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('a fixture’s outbound answers saved as mocks', () => {
  it('an answer of a mock of the folder names that mock; no file is written', async () => {
    dir = mkdtempSync(join(tmpdir(), 'from-dispatch-'));
    const saved = await saveDispatchAnswersAsMocks(journalOf('slack-token'), dir, 1);
    expect(saved.names).toEqual(['slack-token']);
    expect(existsSync(join(dir, 'mocks'))).toBe(false);
  });

  it("an answer of the OAuth stand-in becomes a mock of the folder, since a fixture may name only those (the stand-in's codes do not outlive the run)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'from-dispatch-'));
    const saved = await saveDispatchAnswersAsMocks(journalOf('oauth-stand-in:slack/token'), dir, 1);
    expect(saved.names).toEqual(['post-slack.com-api-oauth.v2.access']);
    expect(existsSync(join(dir, 'mocks', 'post-slack.com-api-oauth.v2.access.yaml'))).toBe(true);
  });
});
