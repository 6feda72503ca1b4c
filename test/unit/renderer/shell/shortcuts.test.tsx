import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaneContext, useRegisteredActions, useShortcuts, type Shortcut } from '../../../../renderer/src/lib/shortcuts.ts';
import { CommandPalette } from '../../../../renderer/src/shell/CommandPalette.tsx';
import { ShortcutHelp } from '../../../../renderer/src/shell/ShortcutHelp.tsx';

function Bind({ shortcuts }: { shortcuts: Shortcut[] }) {
  useShortcuts(useMemo(() => shortcuts, [shortcuts]));
  return null;
}

function Editor() {
  return (
    <div className="monaco-editor">
      <textarea aria-label="code" />
    </div>
  );
}

const label = (id: string | null) => (id ? id[0]!.toUpperCase() + id.slice(1) : 'Studio');

describe('no studio shortcut shadows an editor binding while the editor has focus', () => {
  it('Ctrl+Shift+L inside Monaco is left to the editor; outside it switches the theme', () => {
    const theme = vi.fn();
    const shortcuts = [{ keys: 'mod+shift+l', label: 'Switch theme', run: theme }];
    render(
      <>
        <Bind shortcuts={shortcuts} />
        <Editor />
        <input aria-label="elsewhere" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('code'), { key: 'L', ctrlKey: true, shiftKey: true });
    expect(theme).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('elsewhere'), { key: 'L', ctrlKey: true, shiftKey: true });
    expect(theme).toHaveBeenCalledTimes(1);
  });

  it('keys Monaco leaves unbound and marked inEditor (Ctrl+S) and global navigation still work inside it', () => {
    const save = vi.fn();
    const go = vi.fn();
    const shortcuts = [
      { keys: 'mod+s', label: 'Save', run: save, inEditor: true },
      { keys: 'mod+1', label: 'Go', run: go, global: true },
    ];
    render(
      <>
        <Bind shortcuts={shortcuts} />
        <Editor />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('code'), { key: 's', ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText('code'), { key: '1', code: 'Digit1', ctrlKey: true });
    expect(save).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('a hidden pane keeps its state but takes no keys; its actions stay listed for the palette', () => {
    const fire = vi.fn();
    const shortcuts = [{ keys: 'mod+enter', label: 'Fire the event', run: fire }];
    let listed: readonly { label: string; pane: string | null }[] = [];
    function Listing() {
      listed = useRegisteredActions();
      return null;
    }
    const ui = (active: boolean) => (
      <>
        <PaneContext value={{ id: 'events', active }}>
          <Bind shortcuts={shortcuts} />
        </PaneContext>
        <Listing />
      </>
    );
    const { rerender } = render(ui(false));
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    expect(fire).not.toHaveBeenCalled();
    expect(listed).toEqual([expect.objectContaining({ label: 'Fire the event', pane: 'events' })]);
    rerender(ui(true));
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    expect(fire).toHaveBeenCalledTimes(1);
  });
});

describe('command palette reaches every action of every pane', () => {
  const actions = [
    { label: 'Go to Events', run: vi.fn(), pane: null, keys: 'mod+4' },
    { label: 'Fire the event', run: vi.fn(), pane: 'events', keys: 'mod+enter' },
    { label: 'Pause or resume the installation', run: vi.fn(), pane: 'installations' },
    { label: 'New webhook', run: vi.fn(), pane: 'webhooks', keys: 'mod+shift+n' },
  ];

  it('filters by every word typed (pane or label) and runs the chosen action with Enter', () => {
    const onRun = vi.fn();
    const onClose = vi.fn();
    render(<CommandPalette actions={actions} paneLabel={label} onRun={onRun} onClose={onClose} />);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    const input = screen.getByRole('combobox', { name: 'Type a command' });
    fireEvent.change(input, { target: { value: 'install pause' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Installations: Pause or resume the installation']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onRun).toHaveBeenCalledWith(actions[2]);
    expect(onClose).toHaveBeenCalled();
  });

  it('arrows move the selection; Escape closes without running anything', () => {
    const onRun = vi.fn();
    const onClose = vi.fn();
    render(<CommandPalette actions={actions} paneLabel={label} onRun={onRun} onClose={onClose} />);
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('is modal for the keyboard: keys typed while another element has the focus go to the palette, and Enter runs', () => {
    const onRun = vi.fn();
    const onClose = vi.fn();
    render(
      <>
        <textarea aria-label="an editor that took the focus" />
        <CommandPalette actions={actions} paneLabel={label} onRun={onRun} onClose={onClose} />
      </>,
    );
    const editor = screen.getByRole('textbox', { name: 'an editor that took the focus' });
    editor.focus();
    for (const key of 'webhook') fireEvent.keyDown(editor, { key });
    expect(screen.getByRole('combobox')).toHaveValue('webhook');
    expect(editor).toHaveValue('');
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onRun).toHaveBeenCalledWith(actions[3]);
    expect(onClose).toHaveBeenCalled();
  });

  it('Enter typed before the chosen pane registered its actions runs the first match once it arrives', () => {
    const onRun = vi.fn();
    const onClose = vi.fn();
    const late = actions.filter((action) => action.pane !== 'webhooks');
    const { rerender } = render(<CommandPalette actions={late} paneLabel={label} onRun={onRun} onClose={onClose} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'new webhook' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onRun).not.toHaveBeenCalled();
    rerender(<CommandPalette actions={actions} paneLabel={label} onRun={onRun} onClose={onClose} />);
    expect(onRun).toHaveBeenCalledWith(actions[3]);
  });

  it('the ? overlay lists each bound shortcut with its pane, and the pane keys handled elsewhere', () => {
    const onClose = vi.fn();
    render(<ShortcutHelp actions={actions} paneLabel={label} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent(/Events\s*Ctrl\+Enter\s*Fire the event/);
    expect(dialog).toHaveTextContent(/Inspector/);
    expect(dialog).not.toHaveTextContent('Pause or resume');
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(onClose).toHaveBeenCalled();
  });
});
