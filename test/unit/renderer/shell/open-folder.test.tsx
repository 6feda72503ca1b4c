import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { StudioError } from '../../../../shared/api/errors.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import { setUnsaved, unsavedWork } from '../../../../renderer/src/lib/unsaved.ts';
import { OpenFolder } from '../../../../renderer/src/shell/OpenFolder.tsx';

function show(answer: (dir: string, resetDb?: boolean) => Promise<unknown> = async (dir) => ({ dir })) {
  const call = vi.fn(async (method: string, input: { dir: string; resetDb?: boolean }) => {
    if (method === 'workspace.open') return answer(input.dir, input.resetDb);
    throw new Error(method);
  });
  const onClose = vi.fn();
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <OpenFolder current="/work/hello" onClose={onClose} />
    </StudioProvider>,
  );
  const path = screen.getByLabelText(/Integration folder/);
  fireEvent.change(path, { target: { value: '/work/other' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return { call, onClose };
}

afterEach(() => setUnsaved('manifest', null));

describe('unsaved manifest edits: opening another folder from the UI asks first', () => {
  it('with unsaved edits, Cancel keeps them and opens nothing', async () => {
    const discard = vi.fn(() => () => {});
    setUnsaved('manifest', { label: 'edits to the manifest', discard });
    const { call, onClose } = show();
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved edits?' });
    expect(question).toHaveTextContent('You have unsaved edits to the manifest in /work/hello. Keep them and they stay with that folder');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(call).not.toHaveBeenCalledWith('workspace.open', expect.anything());
    expect(discard).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(unsavedWork()).toHaveLength(1);
  });

  it('with unsaved edits, Keep them and open leaves them with their folder (not discarded) and opens the other', async () => {
    const discard = vi.fn(() => () => {});
    setUnsaved('manifest', { label: 'edits to the manifest', discard });
    const { call, onClose } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep them and open' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(discard).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/other' });
  });

  it('with unsaved edits, Discard drops them (nothing offers them back) and then opens the folder', async () => {
    const discard = vi.fn(() => () => {});
    setUnsaved('manifest', { label: 'edits to the manifest', discard });
    const { call, onClose } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard and open' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(discard).toHaveBeenCalledOnce();
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/other' });
    expect(unsavedWork()).toHaveLength(0);
  });

  it('without unsaved edits the folder opens at once; a refused open shows its reason in the dialog', async () => {
    const { call, onClose } = show(async () => {
      throw new Error('/work/other has no platform-manifest.yaml');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('/work/other has no platform-manifest.yaml');
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/other' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Discard, then the folder does not open (a typo): the edits are put back and the dialog says so', async () => {
    const restore = vi.fn();
    setUnsaved('manifest', { label: 'edits to the manifest', discard: () => restore });
    const { onClose } = show(async () => {
      throw new Error('/work/other does not exist');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard and open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('/work/other does not exist Your unsaved edits are kept.');
    expect(restore).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a folder whose workspace database is damaged', () => {
  const damaged = async (_dir: string, resetDb?: boolean) => {
    if (resetDb) return { dir: '/work/other' };
    throw new StudioError(
      'damaged-database',
      "The workspace database /work/other/.studio/studio.db is damaged (SQLite: file is not a database). Your integration's own files are not affected.",
    );
  };

  it('the dialog says what is damaged, offers to move it aside, and opens with a new database when asked', async () => {
    const { call, onClose } = show(damaged);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('/work/other/.studio/studio.db is damaged (SQLite: file is not a database)');
    fireEvent.click(screen.getByRole('button', { name: 'Move it aside and open' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The last open, not the last call: the folder browser lists in the background.
    expect(call.mock.calls.filter(([method]) => method === 'workspace.open').at(-1)).toEqual([
      'workspace.open',
      { dir: '/work/other', resetDb: true },
    ]);
  });

  it('moving it aside still asks first when edits were put back after the failed open', async () => {
    const restore = vi.fn(() => setUnsaved('manifest', { label: 'edits to the manifest', discard: () => restore }));
    setUnsaved('manifest', { label: 'edits to the manifest', discard: () => restore });
    const { call, onClose } = show(damaged);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard and open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move it aside and open' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved edits?' })).toBeInTheDocument();
    expect(call.mock.calls.filter(([method]) => method === 'workspace.open')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard and open' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The last open, not the last call: the folder browser lists in the background.
    expect(call.mock.calls.filter(([method]) => method === 'workspace.open').at(-1)).toEqual([
      'workspace.open',
      { dir: '/work/other', resetDb: true },
    ]);
  });

  it('any other refusal offers no such button', async () => {
    show(async () => {
      throw new StudioError('not-found', '/work/other has no platform-manifest.yaml');
    });
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Move it aside and open' })).toBeNull();
  });
});

describe('Open folder offers the recent folders', () => {
  function showRecent(folders: string[]) {
    const call = vi.fn(async (method: string, input: { dir: string }) => {
      if (method === 'workspace.recent') return { folders };
      if (method === 'workspace.open') return { dir: input.dir };
      throw new Error(method);
    });
    const onClose = vi.fn();
    const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
    render(
      <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
        <OpenFolder current="/work/hello" onClose={onClose} />
      </StudioProvider>,
    );
    return { call, onClose };
  }

  it('lists the recent folders (workspace.recent, the open one left out); ↓ ↓ Enter in the path box opens the second', async () => {
    const { call, onClose } = showRecent(['/work/hello', '/work/gitlab', '/work/sentry']);
    const list = await screen.findByRole('listbox', { name: /Recent folders/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['/work/gitlab', '/work/sentry']);
    const path = screen.getByLabelText(/Integration folder/);
    fireEvent.keyDown(path, { key: 'ArrowDown' });
    fireEvent.keyDown(path, { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { name: '/work/sentry' })).toHaveAttribute('aria-selected', 'true');
    expect(path).toHaveAttribute('aria-activedescendant', 'open-folder-recent-1');
    fireEvent.submit(path.closest('form')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/sentry' });
  });

  it('a click on a recent folder opens it; with none, no list is shown', async () => {
    const { call, onClose } = showRecent(['/work/gitlab']);
    fireEvent.click(await screen.findByRole('option', { name: '/work/gitlab' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/gitlab' });
  });
});
