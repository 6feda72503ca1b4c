import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { EventOutcome } from '../../../../shared/api/installations.ts';
import { EventResult } from '../../../../renderer/src/features/events/EventResult.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const outcome = (status: number): EventOutcome => ({
  eventType: 'site_view',
  installationId: 'inst_1',
  status,
  headers: {},
  durationMs: 3,
  body: status === 406 ? 'Event site_view is not handled' : { ok: status < 400 },
  logs: [],
  recordId: 7,
  webhooks: null,
});

function statusClassOf(status: number): string {
  const client = { call: vi.fn(async () => []), subscribe: () => () => {} } as unknown as StudioClient;
  const view = render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <EventResult firing={{ at: 0, outcome: outcome(status), error: null }} />
    </StudioProvider>,
  );
  const className = screen.getByTestId('event-status').className;
  const note = screen.queryByText(/does not handle this event/) !== null;
  view.unmount();
  return `${className}${note ? ' +note' : ''}`;
}

describe('the Events result colours what went wrong, not what the platform answers by design', () => {
  it('406 (no handler for the event) is muted, with the note saying how; 2xx is ok and other 4xx/5xx are errors', () => {
    expect(statusClassOf(406)).toContain('ev-muted');
    expect(statusClassOf(406)).toContain('+note');
    expect(statusClassOf(406)).not.toContain('ev-error');
    expect(statusClassOf(200)).toContain('ev-ok');
    expect(statusClassOf(400)).toContain('ev-error');
    expect(statusClassOf(500)).toContain('ev-error');
  });
});
