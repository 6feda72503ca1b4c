import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { DetailPane } from '../../../../renderer/src/features/inspector/DetailPane.tsx';
import { onRecordRequest, recordRequestHandled } from '../../../../renderer/src/lib/navigation.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import { samples } from './harness.tsx';

describe('the Inspector keeps its place on a replay', () => {
  it('"Edit & replay" opens the new record of the exchange it sent', async () => {
    const { forgedReception } = (await samples()) as unknown as { forgedReception(ts: number, id: number): unknown };
    const record = forgedReception(1_000_000, 30);
    const client = {
      call: vi.fn(async (method: string) => {
        if (method === 'inspector.get') return { record, links: { parent: null, children: [], related: [] } };
        if (method === 'inspector.replay')
          return { url: 'http://127.0.0.1:9/webhooks/local-1', status: 200, durationMs: 2, error: null, journalId: 99 };
        throw new Error(method);
      }),
      subscribe: () => () => {},
    } as unknown as StudioClient;
    const opened: number[] = [];
    const stop = onRecordRequest((id) => {
      opened.push(id);
      recordRequestHandled();
    });
    try {
      render(
        <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
          <DetailPane id={30} onClose={() => {}} />
        </StudioProvider>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Edit & replay' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(opened).toEqual([99]));
    } finally {
      stop();
    }
  });
});
