import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { fakeLayout, renderInspector, samples } from './harness.tsx';

const rows = () => within(screen.getByRole('listbox', { name: 'Journal records' })).getAllByRole('option');
const kinds = () => rows().map((row) => row.dataset.kind);

let sampleJournal: () => JournalRecord[];
beforeEach(async () => {
  fakeLayout();
  sampleJournal = (await samples()).sampleJournal;
});

describe('inspector list', () => {
  it('shows the newest record first, one row per story, coloured by how it ended', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(kinds()).toEqual(['webhook.received', 'webhook.event', 'dispatch']));
    const [received, event, dispatch] = rows();
    expect(received).toHaveClass('outcome-error');
    // The event's delivery succeeded on its last attempt.
    expect(event).toHaveClass('outcome-ok');
    // The dispatch answered 200, but its outbound fetch failed.
    expect(dispatch).toHaveClass('outcome-error');
  });

  it('expanding a webhook event shows its delivery and the attempts under it', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(kinds()).toContain('webhook.event'));
    fireEvent.click(screen.getByRole('button', { name: 'Expand 1 linked records' }));
    await waitFor(() =>
      expect(kinds()).toEqual([
        'webhook.received',
        'webhook.event',
        'webhook.delivery',
        'webhook.attempt',
        'webhook.attempt',
        'webhook.attempt',
        'webhook.attempt',
        'dispatch',
      ]),
    );
  });

  it('an expanded event stays open, under its event, while new records arrive on top', async () => {
    const { journal } = await renderInspector(sampleJournal());
    await waitFor(() => expect(kinds()).toContain('webhook.event'));
    fireEvent.click(screen.getByRole('button', { name: 'Expand 1 linked records' }));
    await waitFor(() => expect(kinds()).toContain('webhook.delivery'));
    act(() => void journal.append({ kind: 'log', status: 'info', summary: 'arrived on top', data: null }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('arrived on top'));
    expect(kinds().slice(0, 5)).toEqual(['log', 'webhook.received', 'webhook.event', 'webhook.delivery', 'webhook.attempt']);
  });

  it('a record appended while live appears at the top; while paused it waits behind the resume button', async () => {
    const { journal } = await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    act(() => void journal.append({ kind: 'log', status: 'info', summary: 'live one', data: null }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('live one'));
    fireEvent.click(screen.getByRole('button', { name: /Live/ }));
    act(() => void journal.append({ kind: 'log', status: 'info', summary: 'held back', data: null }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Resume \(1 new\)/ })).toBeInTheDocument());
    expect(rows()[0]).toHaveTextContent('live one');
    fireEvent.click(screen.getByRole('button', { name: /Resume/ }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('held back'));
  });

  it('an empty journal says what to do next', async () => {
    await renderInspector([]);
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Fire an event from Events, send a webhook from Webhooks/);
  });
});

describe('inspector keyboard', () => {
  it('/ focuses the filter, and typed text filters bodies (grouping steps aside)', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(window, { key: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search text' });
    expect(search).toHaveFocus();
    fireEvent.change(search, { target: { value: 'page=2' } });
    await waitFor(() => expect(kinds()).toEqual(['outbound.fetch']));
  });

  it('several kinds can be picked at once; Escape closes the kind list; All kinds clears the choice', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const button = screen.getByRole('button', { name: /^Kind:/ });
    fireEvent.click(button);
    const list = screen.getByRole('group', { name: 'Kinds to show' });
    fireEvent.click(within(list).getByRole('checkbox', { name: /attempt/ }));
    fireEvent.click(within(list).getByRole('checkbox', { name: /^delivery/ }));
    await waitFor(() => expect(new Set(kinds())).toEqual(new Set(['webhook.delivery', 'webhook.attempt'])));
    expect(button).toHaveTextContent('2 kinds');
    expect(button).toHaveAccessibleName('Kind: 2 kinds');
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Kinds to show' })).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('group', { name: 'Kinds to show' })).getByRole('checkbox', { name: 'All kinds' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(button).toHaveTextContent('All kinds');
  });

  it('a custom time range bounds the list from and to the second typed, and a preset clears the end', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: 'custom' } });
    const range = screen.getByRole('group', { name: 'Custom time range' });
    // The sample journal was recorded on 2026-11-21: ending the range earlier leaves nothing.
    fireEvent.change(within(range).getByLabelText('To'), { target: { value: '2026-01-01T00:00:00' } });
    expect(await screen.findByText('No record matches this filter')).toBeInTheDocument();
    fireEvent.change(within(range).getByLabelText('To'), { target: { value: '' } });
    fireEvent.change(within(range).getByLabelText('From'), { target: { value: '2027-01-01T00:00:00' } });
    expect(await screen.findByText('No record matches this filter')).toBeInTheDocument();
    fireEvent.change(within(range).getByLabelText('From'), { target: { value: '2026-01-01T00:00:00' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(within(range).getByLabelText('To'), { target: { value: '2026-01-02T00:00:00' } });
    expect(await screen.findByText('No record matches this filter')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: '0' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('group', { name: 'Custom time range' })).toBeNull();
  });

  it('HTTP status classes combine: 5xx and 2xx together show the answers of either class', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const classes = screen.getByRole('group', { name: 'HTTP status' });
    fireEvent.click(within(classes).getByRole('button', { name: '5xx' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const only5xx = rows().length;
    fireEvent.click(within(classes).getByRole('button', { name: '2xx' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(only5xx));
    expect(within(classes).getByRole('button', { name: '5xx' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(classes).getByRole('button', { name: '2xx' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Down moves the selection, Enter opens the detail, Esc closes it', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(await screen.findByRole('tab', { name: /Retries \(4\)/ })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
  });
});

describe('inspector selection', () => {
  it('arrow keys pressed faster than the list re-renders each move one row (a held key)', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    // Two presses with no render between them, as a held key under load delivers them.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(rows()[1]).toHaveAttribute('aria-selected', 'true'));
  });

  it('the selection stays on its record when new records arrive above it', async () => {
    const { journal } = await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    act(() => void journal.append({ kind: 'log', status: 'info', summary: 'newcomer', data: null }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('newcomer'));
    expect(rows().find((row) => row.getAttribute('aria-selected') === 'true')?.dataset.kind).toBe('webhook.event');
  });
});

describe('inspector detail', () => {
  async function openEvent() {
    const view = await renderInspector(sampleJournal());
    await waitFor(() => expect(kinds()).toContain('webhook.event'));
    fireEvent.click(rows()[1]!);
    await screen.findByRole('tablist');
    return view;
  }

  it('shows the request and response of the last attempt with sizes and a pretty body', async () => {
    await openEvent();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('region', { name: 'Request' })).toHaveTextContent('x-platform-signature');
    expect(within(panel).getByRole('region', { name: 'Response' })).toHaveTextContent('body 11 B');
    // Pretty-printed JSON: one key per line.
    expect(within(panel).getByRole('region', { name: 'Request' }).querySelector('pre')!.textContent).toContain(
      '{\n  "type": "space_content_updated"',
    );
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Raw' })[0]!);
    expect(within(panel).getByRole('region', { name: 'Request' }).querySelector('pre')!.textContent).toBe(
      '{"type":"space_content_updated","spaceId":"space_1","revision":"r42"}',
    );
  });

  it('the signature panel splits the header, shows the signed string and judges it against the event signature', async () => {
    await openEvent();
    fireEvent.click(screen.getByRole('tab', { name: 'Signature' }));
    expect(screen.getByTestId('signed-string').textContent).toMatch(/^\d+\.\{"type":"space_content_updated"/);
    expect(screen.getByTestId('signature-verdict')).toHaveTextContent('valid — v1 matches');
  });

  it('the retry timeline draws each attempt, and the planned windows of the three retries', async () => {
    await openEvent();
    fireEvent.click(screen.getByRole('tab', { name: /Retries/ }));
    expect(screen.getAllByTestId('timeline-attempt')).toHaveLength(4);
    expect(screen.getAllByTestId('planned-window')).toHaveLength(3);
    expect(screen.queryByTestId('next-retry')).not.toBeInTheDocument();
  });

  it('a received request with a wrong signature shows the receiver verdict and the reason', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(kinds()[0]).toBe('webhook.received'));
    fireEvent.click(rows()[0]!);
    fireEvent.click(await screen.findByRole('tab', { name: 'Signature' }));
    expect(screen.getByTestId('receiver-verdict')).toHaveTextContent('rejected — v1 does not match');
  });
});

describe('inspector notices', () => {
  it('a notice about one record (replay, cURL) is cleared when another record opens', async () => {
    await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    // The first row whose detail carries an HTTP exchange (it offers cURL).
    let found = false;
    for (let index = 0; index < rows().length && !found; index++) {
      fireEvent.keyDown(window, { key: 'ArrowDown' });
      fireEvent.keyDown(window, { key: 'Enter' });
      await screen.findByRole('tablist');
      found = screen.queryByRole('button', { name: /cURL/ }) !== null;
    }
    expect(found).toBe(true);
    const curl = await screen.findByRole('button', { name: /cURL/ });
    fireEvent.click(curl);
    expect(await screen.findByRole('status')).toHaveTextContent(/cURL|clipboard/);
    const before = document.querySelector('.insp-detail')!.getAttribute('aria-label');
    fireEvent.keyDown(window, { key: rows().length > 1 && rows()[0]!.getAttribute('aria-selected') === 'true' ? 'ArrowDown' : 'ArrowUp' });
    // Once the other record has loaded, no notice about the first one is left.
    await waitFor(() => expect(document.querySelector('.insp-detail')?.getAttribute('aria-label')).not.toBe(before));
    expect(document.querySelector('.insp-detail')?.getAttribute('aria-label')).toMatch(/^Record \d+$/);
    expect(screen.queryByText(/Copied as cURL|clipboard is not available/)).toBeNull();
  });
});
