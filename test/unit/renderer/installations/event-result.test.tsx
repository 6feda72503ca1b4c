import { render as renderBare, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { EventResult } from '../../../../renderer/src/features/events/EventResult.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import type { EventOutcome } from '../../../../shared/api/installations.ts';

// The result offers "Save as fixture", which talks to the studio: a client that is never called.
const client = { call: async () => ({}), subscribe: () => () => {} } as unknown as StudioClient;
const render = (element: React.ReactElement) =>
  renderBare(<StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>{element}</StudioProvider>);

const outcome = (extra: Partial<EventOutcome>): EventOutcome => ({
  eventType: 'fetch_published_script',
  installationId: 'inst',
  status: 200,
  headers: {},
  durationMs: 1.5,
  body: '',
  logs: [],
  recordId: 1,
  webhooks: null,
  ...extra,
});

describe('event result', () => {
  it('fetch_published_script shows the script with its content type', () => {
    render(
      <EventResult
        firing={{ at: 0, error: null, outcome: outcome({ headers: { 'content-type': 'application/javascript' }, body: '/** no-op */' }) }}
      />,
    );
    expect(screen.getByTestId('event-content-type')).toHaveTextContent('Content-Type application/javascript');
    expect(screen.getByTestId('event-result')).toHaveTextContent('/** no-op */');
  });

  it('fetch_visitor_authentication shows where it redirects', () => {
    render(
      <EventResult
        firing={{
          at: 0,
          error: null,
          outcome: outcome({ eventType: 'fetch_visitor_authentication', status: 302, headers: { location: 'https://idp.example/login' } }),
        }}
      />,
    );
    expect(screen.getByTestId('event-redirect')).toHaveTextContent('Redirects to https://idp.example/login');
  });
});
