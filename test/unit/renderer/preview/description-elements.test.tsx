import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNode } from './render-node.tsx';

const press = (action: string) => ({ action });

/** Attributes the API description gives elements, rendered by the preview. */
describe('ContentKit attributes of the description', () => {
  it('block controls may be nested: a group of controls is shown together and each sends its action', () => {
    const { dispatch } = renderNode({
      type: 'block',
      controls: [
        { label: 'Edit', onPress: press('edit') },
        [
          { label: 'Copy', onPress: press('copy') },
          { label: 'Share', onPress: press('share') },
        ],
      ],
      children: [],
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Block controls' });
    const group = within(toolbar).getByRole('group');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Copy', 'Share']);
    fireEvent.click(within(group).getByRole('button', { name: 'Share' }));
    expect(dispatch).toHaveBeenCalledWith({ action: 'share' });
  });

  it('a disabled textinput of type email cannot be typed in', () => {
    renderNode({ type: 'textinput', state: 'mail', inputType: 'email', disabled: true, placeholder: 'you@example.com' });
    const input = screen.getByPlaceholderText('you@example.com') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.disabled).toBe(true);
  });

  it('disabled switch and radio cannot be changed', () => {
    renderNode({
      type: 'block',
      children: [
        { type: 'switch', state: 'on', disabled: true },
        { type: 'radio', state: 'pick', value: 'a', disabled: true },
      ],
    });
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('radio') as HTMLInputElement).disabled).toBe(true);
  });

  it('a codeblock with state is editable: typing sets the state, leaving it sends onContentChange; its footer renders', () => {
    const { dispatch, state } = renderNode({
      type: 'codeblock',
      content: 'graph TD',
      syntax: 'mermaid',
      state: 'content',
      onContentChange: press('content-changed'),
      footer: [{ type: 'text', children: 'rendered by mermaid' }],
    });
    const editor = screen.getByTestId('codeblock-editor') as HTMLTextAreaElement;
    expect(editor.value).toBe('graph TD');
    fireEvent.change(editor, { target: { value: 'graph LR' } });
    expect(state().content).toBe('graph LR');
    fireEvent.blur(editor);
    expect(dispatch).toHaveBeenCalledWith({ action: 'content-changed' });
    expect(screen.getByText('rendered by mermaid')).toBeInTheDocument();
  });
});

describe('onValueChange', () => {
  it('a switch sends onValueChange after its new value is in the state', () => {
    const { dispatch, state } = renderNode({ type: 'switch', state: 'on', onValueChange: press('toggled') });
    fireEvent.click(screen.getByRole('switch'));
    expect(state().on).toBe(true);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({ action: 'toggled' });
  });

  it('a select sends onValueChange when an option is chosen, not on its first render', () => {
    const { dispatch, state } = renderNode({
      type: 'select',
      state: 'pick',
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
      onValueChange: press('picked'),
    });
    expect(dispatch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b' } });
    expect(state().pick).toBe('b');
    expect(dispatch).toHaveBeenCalledWith({ action: 'picked' });
  });
});
