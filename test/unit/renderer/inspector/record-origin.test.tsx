import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { fakeLayout, renderInspector } from './harness.tsx';

beforeEach(() => fakeLayout());

interface Journal {
  append(record: { kind: string; status: string; summary: string; data: unknown }): { id: number };
  flush(): void;
}

/** Main-process modules by path at run time, as the harness loads them. */
async function load<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ path)) as T;
}

it("a row written by a CLI run on the folder is marked with its command; the studio's own rows are not", async () => {
  const { createJournal } = await load<{ createJournal(db: unknown, bus: unknown, options: unknown): Journal }>(
    '../../../../electron/services/journal/journal.ts',
  );
  const { createBus } = await load<{ createBus(): unknown }>('../../../../electron/services/events/bus.ts');
  const view = await renderInspector([], (db) => {
    const cli = createJournal(db, createBus(), { origin: { command: 'trigger', pid: 4242 } });
    cli.append({ kind: 'build', status: 'ok', summary: 'Built in 12 ms (cli)', data: { ok: true, durationMs: 12 } });
    cli.flush();
  });
  view.journal.append({ kind: 'build', status: 'ok', summary: 'Built in 10 ms (studio)', data: { ok: true, durationMs: 10 } });
  const list = () => screen.getByRole('listbox', { name: 'Journal records' });
  await waitFor(() => expect(within(list()).getAllByRole('option')).toHaveLength(2));
  const [own, theirs] = within(list()).getAllByRole('option');
  expect(own).toHaveTextContent('Built in 10 ms (studio)');
  expect(own!.querySelector('.insp-origin')).toBeNull();
  const mark = within(theirs!).getByText('CLI trigger');
  expect(mark).toHaveAttribute('title', 'Written by integration-studio trigger (process 4242), not by this studio');
  fireEvent.click(theirs!);
  expect(await screen.findByText(/· Written by integration-studio trigger \(process 4242\)/)).toBeInTheDocument();
});
