import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { fakeLayout, renderInspector } from './harness.tsx';

beforeEach(() => fakeLayout());

const message = (body: string) => ({
  headers: { 'content-type': 'application/json' },
  body,
  bodyEncoding: 'utf8' as const,
  bodySize: body.length,
  truncated: false,
});

/** A dispatch and the platform API call it made, refused for its body, as the host journals them. */
function refusedCall(): JournalRecord[] {
  const ts = Date.now() - 1000;
  const answer = '{"error":{"code":400,"message":"Invalid body for updateIntegrationInstallation: configuration: must be object"}}';
  return [
    {
      id: 1,
      ts,
      kind: 'dispatch',
      status: 'ok',
      summary: 'fetch → 200',
      installationId: 'dev',
      parentId: null,
      data: {
        request: { method: 'POST', url: 'http://127.0.0.1:1/i/dev/v1', ...message('{}') },
        response: { status: 200, ...message('{}') },
        durationMs: 3,
        error: null,
        eventType: 'fetch',
      },
    },
    {
      id: 2,
      ts: ts + 1,
      kind: 'outbound.fetch',
      status: 'error',
      summary: 'updateIntegrationInstallation: PATCH http://127.0.0.1:1/api/v1/integrations/probe/installations/dev → 400 (platform API)',
      installationId: null,
      parentId: 1,
      data: {
        request: {
          method: 'PATCH',
          url: 'http://127.0.0.1:1/api/v1/integrations/probe/installations/dev',
          ...message('{"configuration":"x"}'),
        },
        response: { status: 400, ...message(answer) },
        durationMs: 2,
        error: null,
        stub: true,
        refused: null,
        api: {
          operationId: 'updateIntegrationInstallation',
          route: '/integrations/{integrationName}/installations/{installationId}',
          emulated: true,
          caller: 'installation dev',
          problems: [{ field: 'configuration', message: 'must be object' }],
        },
      },
    },
  ] as JournalRecord[];
}

describe('platform API calls in the inspector', () => {
  it('a refused API call shows its operationId, who made it, and the field of the body that failed the description', async () => {
    await renderInspector(refusedCall());
    const list = await screen.findByRole('listbox', { name: 'Journal records' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
    // The call hangs under the dispatch that made it.
    fireEvent.click(screen.getByRole('button', { name: /^Expand \d+ linked records?$/ }));
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBe(2));
    const row = within(list)
      .getAllByRole('option')
      .find((option) => option.textContent?.includes('updateIntegrationInstallation'));
    expect(row, 'the call is listed by its operationId').toBeDefined();
    fireEvent.click(row!);
    const panel = await screen.findByRole('region', { name: 'Platform API call' });
    expect(panel).toHaveTextContent('updateIntegrationInstallation');
    expect(panel).toHaveTextContent('installation dev');
    expect(within(panel).getByRole('alert')).toHaveTextContent('configuration must be object');
  });
});
