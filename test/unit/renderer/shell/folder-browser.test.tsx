import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { StudioError } from '../../../../shared/api/errors.ts';
import type { FolderEntry, FolderListing } from '../../../../shared/api/index.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import { OpenFolder } from '../../../../renderer/src/shell/OpenFolder.tsx';

const folder = (path: string, extra: Partial<FolderEntry> = {}): FolderEntry => ({
  name: path.split('/').pop()!,
  path,
  manifest: false,
  hidden: false,
  symlink: null,
  ...extra,
});

/** A small disk: /work holds hello (open), gitlab (an integration), tools/ (which holds sentry) and a link. */
const disk: Record<string, FolderEntry[]> = {
  '/work': [
    folder('/work/gitlab', { manifest: true }),
    folder('/work/hello', { manifest: true }),
    folder('/work/shortcut', { symlink: '/elsewhere/target' }),
    folder('/work/tools'),
  ],
  '/work/tools': [folder('/work/tools/sentry', { manifest: true }), folder('/work/tools/huge')],
  // A hostile folder of 100 000 entries: the studio lists the first few and counts the rest.
  '/work/tools/huge': [folder('/work/tools/huge/a-0'), folder('/work/tools/huge/a-1')],
  '/': [folder('/work')],
};
const hiddenOnes: Record<string, FolderEntry[]> = { '/work': [folder('/work/.cache', { hidden: true })] };

function show() {
  const call = vi.fn(async (method: string, input: { path?: string; hidden?: boolean; dir?: string; filter?: string }) => {
    if (method === 'workspace.recent') return { folders: [] };
    if (method === 'workspace.open') return { dir: input.dir };
    if (method === 'workspace.browse') {
      const path = input.path ?? '/home/me';
      if (path === '/work/locked') throw new StudioError('forbidden', '/work/locked cannot be listed: permission denied.');
      const all = [...(input.hidden ? (hiddenOnes[path] ?? []) : []), ...(disk[path] ?? [])];
      const folders = input.filter ? all.filter((entry) => entry.name.includes(input.filter!)) : all;
      const more = path === '/work/tools/huge' && !input.filter ? 49_998 : 0;
      return {
        path,
        parent: path === '/' ? null : path.replace(/\/[^/]*$/, '') || '/',
        folders,
        truncated: more > 0,
        more,
        complete: true,
        places: ['/home/me', '/work/locked'],
      } satisfies FolderListing;
    }
    throw new Error(method);
  });
  const onClose = vi.fn();
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <OpenFolder current="/work/hello" onClose={onClose} />
    </StudioProvider>,
  );
  return { call, onClose, path: screen.getByLabelText(/Integration folder/) as HTMLInputElement };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe("Open folder's folder browser", () => {
  it('lists the folder holding the open one (through workspace.browse), integrations marked, a symlink with its target, .. first', async () => {
    const { call } = show();
    const list = await screen.findByRole('listbox', { name: /Folders in \/work/ });
    expect(call).toHaveBeenCalledWith('workspace.browse', { path: '/work' });
    expect(names(list)).toEqual(['.. up to /', '◆ gitlabintegration', '◆ hellointegration', '↪ shortcut → /elsewhere/target', '▸ tools']);
    expect(within(list).getByRole('option', { name: /gitlab/ })).toHaveClass('integration');
    expect(within(list).getByRole('option', { name: /tools/ })).not.toHaveClass('integration');
  });

  it('keyboard: ↓ from the path box enters the list, ↓ Enter on a plain folder enters it (the path box follows), Enter on an integration opens it', async () => {
    const { call, onClose, path } = show();
    const list = await screen.findByRole('listbox', { name: /Folders in \/work/ });
    fireEvent.keyDown(path, { key: 'ArrowDown' });
    expect(list).toHaveFocus();
    for (let i = 0; i < 4; i++) fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(list).toHaveAttribute('aria-activedescendant', 'open-folder-browse-4');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(await screen.findByRole('listbox', { name: /Folders in \/work\/tools/ })).toBeInTheDocument();
    expect(path.value).toBe('/work/tools');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/tools/sentry' });
  });

  it('Backspace and .. go up; ↑ on the first row goes back to the path box', async () => {
    const { path } = show();
    const list = await screen.findByRole('listbox', { name: /Folders in \/work/ });
    fireEvent.click(within(list).getByRole('option', { name: /tools/ }));
    expect(await screen.findByRole('listbox', { name: /Folders in \/work\/tools/ })).toBeInTheDocument();
    fireEvent.keyDown(list, { key: 'Backspace' });
    await waitFor(() => expect(path.value).toBe('/work'));
    fireEvent.click(within(list).getByRole('option', { name: /^\.\./ }));
    expect(await screen.findByRole('listbox', { name: 'Folders in / (↑/↓, Enter, Backspace goes up)' })).toBeInTheDocument();
    list.focus();
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(path).toHaveFocus();
  });

  it('a click on an integration puts it in the path box without opening; a double-click opens it', async () => {
    const { call, onClose, path } = show();
    const gitlab = await screen.findByRole('option', { name: /gitlab/ });
    fireEvent.click(gitlab);
    expect(path.value).toBe('/work/gitlab');
    expect(call).not.toHaveBeenCalledWith('workspace.open', expect.anything());
    fireEvent.doubleClick(gitlab);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('workspace.open', { dir: '/work/gitlab' });
  });

  it('a folder too large to list whole says how many more folders it holds, and typing filters them through the studio', async () => {
    const { call } = show();
    const list = await screen.findByRole('listbox', { name: /Folders in \/work/ });
    expect(screen.queryByRole('searchbox', { name: 'Filter folders' })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: /tools/ }));
    fireEvent.click(await within(list).findByRole('option', { name: /huge/ }));
    await screen.findByRole('listbox', { name: /Folders in \/work\/tools\/huge/ });
    expect(screen.getByRole('note')).toHaveTextContent('49,998 more folders, not listed: type to filter.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter folders' }), { target: { value: 'a-1' } });
    await waitFor(() => expect(call).toHaveBeenCalledWith('workspace.browse', { path: '/work/tools/huge', filter: 'a-1' }));
    await waitFor(() => expect(names(list)).toEqual(['.. up to /work/tools', '▸ a-1']));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('hidden folders are asked for with the Hidden box; a refused listing says why (naming the folder) and keeps the list', async () => {
    const { call } = show();
    const list = await screen.findByRole('listbox', { name: /Folders in \/work/ });
    expect(within(list).queryByRole('option', { name: /\.cache/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
    expect(await within(list).findByRole('option', { name: /\.cache/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('workspace.browse', { path: '/work', hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'locked' }));
    expect(await screen.findByRole('status')).toHaveTextContent('/work/locked cannot be listed: permission denied.');
    expect(list).toHaveAccessibleName(/Folders in \/work /);
    expect(within(list).getByRole('option', { name: /gitlab/ })).toBeInTheDocument();
  });
});
