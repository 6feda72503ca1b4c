import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { fakeLayout, renderInspector, samples } from './harness.tsx';

const rows = () => within(screen.getByRole('listbox', { name: 'Journal records' })).getAllByRole('option');

/** As the webhooks service writes it: the delivery's own record stays `pending`, its attempts say how it went (500, 500, 500, 200). */
async function deliveredAfterRetries(): Promise<JournalRecord[]> {
  const { deliveryStory } = await samples();
  return deliveryStory(1_000_000, 10).map((r) => (r.kind === 'webhook.delivery' ? { ...r, status: 'pending' as const } : r));
}

beforeEach(() => fakeLayout());

describe('a webhook delivery shows its final outcome', () => {
  it('a delivery delivered after retries is a green row with a green dot in the Inspector, not red and pending', async () => {
    await renderInspector(await deliveredAfterRetries());
    await waitFor(() => expect(rows().map((r) => r.dataset.kind)).toEqual(['webhook.event']));
    fireEvent.click(screen.getByRole('button', { name: 'Expand 1 linked records' }));
    const delivery = await waitFor(() => {
      const row = rows().find((r) => r.dataset.kind === 'webhook.delivery');
      if (!row) throw new Error('no delivery row yet');
      return row;
    });
    expect(delivery).toHaveClass('outcome-ok');
    expect(rows()[0]).toHaveClass('outcome-ok');
    fireEvent.click(delivery);
    await waitFor(() => expect(screen.getByTestId('detail-outcome')).toHaveClass('outcome-ok'));
  });
});
