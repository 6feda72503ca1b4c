import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { openRecord } from '../../../../renderer/src/lib/navigation.ts';
import { fakeLayout, renderInspector, samples } from './harness.tsx';

const rows = () => within(screen.getByRole('listbox', { name: 'Journal records' })).getAllByRole('option');
/** The newest record of a kind, as the studio's journal numbered it on import. */
const newest = (journal: unknown, kind: string) =>
  (journal as { query(filter: { kinds: string[] }): { rows: { id: number }[] } }).query({ kinds: [kind] }).rows[0]!;
const selectedRow = () => rows().find((row) => row.getAttribute('aria-selected') === 'true');

let sampleJournal: () => JournalRecord[];
beforeEach(async () => {
  fakeLayout();
  sampleJournal = (await samples()).sampleJournal;
});

describe('the Inspector keeps its place on a journal link', () => {
  it('following "journal #N" clears a filter that hides the record; the record is selected in the list and ↑/↓ move from it', async () => {
    const { journal } = await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search text' });
    fireEvent.change(search, { target: { value: 'page=2' } });
    await waitFor(() => expect(rows().map((r) => r.dataset.kind)).toEqual(['outbound.fetch']));
    const event = newest(journal, 'webhook.event');
    act(() => openRecord(event.id));
    await waitFor(() => expect(selectedRow()?.dataset.id).toBe(String(event.id)));
    expect(search).toHaveValue('');
    expect(screen.getByLabelText(`Record ${event.id}`)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await waitFor(() => expect(selectedRow()?.dataset.kind).toBe('dispatch'));
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    await waitFor(() => expect(selectedRow()?.dataset.kind).toBe('webhook.received'));
  });

  it('a filter that shows the record is kept', async () => {
    const { journal } = await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search text' });
    fireEvent.change(search, { target: { value: 'page=2' } });
    await waitFor(() => expect(rows().map((r) => r.dataset.kind)).toEqual(['outbound.fetch']));
    const fetch = newest(journal, 'outbound.fetch');
    act(() => openRecord(fetch.id));
    await waitFor(() => expect(selectedRow()?.dataset.id).toBe(String(fetch.id)));
    expect(search).toHaveValue('page=2');
  });

  it('a child record that grouping hides is shown with grouping off', async () => {
    const { journal } = await renderInspector(sampleJournal());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const attempt = newest(journal, 'webhook.attempt');
    act(() => openRecord(attempt.id));
    await waitFor(() => expect(selectedRow()?.dataset.id).toBe(String(attempt.id)));
    expect(selectedRow()?.dataset.kind).toBe('webhook.attempt');
  });
});
