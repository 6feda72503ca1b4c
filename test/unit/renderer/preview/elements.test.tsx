import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { block, renderNode } from './render-node.tsx';

const press = (action: string) => ({ action });

describe('layout elements', () => {
  it('block renders its children in order and its controls as buttons sending their action', () => {
    const { container, dispatch } = renderNode({
      type: 'block',
      controls: [{ label: 'Edit', icon: 'edit', onPress: press('edit') }],
      children: [
        { type: 'text', children: 'one' },
        { type: 'text', children: 'two' },
      ],
    });
    expect(container.querySelector('[data-ck=block]')!.textContent).toContain('onetwo');
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Block controls' })).getByRole('button', { name: 'Edit' }));
    expect(dispatch).toHaveBeenCalledWith({ action: 'edit' });
  });

  it('modal shows title, subtitle, size, children and submit; closing sends @ui.modal.close with its returnValue', () => {
    const { container, dispatch } = renderNode({
      type: 'modal',
      title: 'Pick',
      subtitle: ['one thing'],
      size: 'xlarge',
      returnValue: { picked: 'none' },
      submit: { type: 'button', label: 'Save', style: 'primary', onPress: press('save') },
      children: [{ type: 'text', children: 'body' }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Pick' });
    expect(dialog).toHaveClass('ck-modal-xlarge');
    expect(dialog).toHaveTextContent('one thing');
    expect(container.querySelector('.ck-modal-footer')).toHaveTextContent('Save');
    fireEvent.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(dispatch).toHaveBeenCalledWith({ action: '@ui.modal.close', returnValue: { picked: 'none' } });
  });

  it('modal takes the focus when it opens and Escape closes it with its returnValue, as the close button does', () => {
    const { dispatch } = renderNode({
      type: 'modal',
      title: 'Pick',
      returnValue: { picked: 'none' },
      children: [{ type: 'input', label: 'Name', element: { type: 'textinput', state: 'name' } }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Pick' });
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'a' });
    expect(dispatch).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({ action: '@ui.modal.close', returnValue: { picked: 'none' } });
  });

  it('configuration renders its fields as a form', () => {
    const { container } = renderNode({
      type: 'configuration',
      children: [{ type: 'input', label: 'Token', element: { type: 'textinput', state: 'token' } }],
    });
    expect(container.querySelector('form[data-ck=configuration]')).not.toBeNull();
    expect(screen.getByLabelText('Token')).toBeInTheDocument();
  });

  it('hstack and vstack lay out children in a row and a column with their alignment', () => {
    const { container } = renderNode(
      block(
        { type: 'hstack', align: 'center', children: [{ type: 'text', children: 'a' }] },
        { type: 'vstack', align: 'end', children: [] },
      ),
    );
    expect(container.querySelector('[data-ck=hstack]')).toHaveClass('ck-align-center');
    expect(container.querySelector('[data-ck=vstack]')).toHaveClass('ck-align-end');
  });

  it('box grows by its grow factor and divider takes its size', () => {
    const { container } = renderNode(block({ type: 'box', grow: 2, children: [] }, { type: 'divider', size: 'large' }));
    expect((container.querySelector('[data-ck=box]') as HTMLElement).style.flexGrow).toBe('2');
    expect(container.querySelector('hr')).toHaveClass('ck-divider-large');
  });

  it('card shows title, hint, icon and buttons, and pressing it sends its onPress', () => {
    const { container, dispatch } = renderNode({
      type: 'card',
      title: 'Issue 42',
      hint: 'opened today',
      icon: 'github',
      onPress: press('open-card'),
      buttons: [{ type: 'button', icon: 'close', tooltip: 'Dismiss', onPress: press('dismiss') }],
      children: [{ type: 'text', children: 'details' }],
    });
    expect(container.querySelector('[data-ck=card]')).toHaveTextContent('opened today');
    expect(container.querySelector('[data-icon=github]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Issue 42' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dispatch.mock.calls).toEqual([[{ action: 'open-card' }], [{ action: 'dismiss' }]]);
  });

  it('stepper marks the active step (by id or index) and renders only its content', () => {
    const steps = [
      { type: 'step', id: 'a', title: 'Connect', children: [{ type: 'text', children: 'first' }] },
      { type: 'step', id: 'b', title: 'Choose', children: [{ type: 'text', children: 'second' }] },
    ];
    const { container } = renderNode({
      type: 'stepper',
      activeStep: 'b',
      children: steps,
      onStepChange: press('step'),
      onComplete: press('done'),
    });
    const current = container.querySelector('[aria-current=step]')!;
    expect(current).toHaveTextContent('Choose');
    expect(container.querySelector('[data-ck=stepper]')).toHaveTextContent('second');
    expect(container.querySelector('[data-ck=stepper]')).not.toHaveTextContent('first');
  });
});

describe('button', () => {
  it('takes its style, icon, tooltip and label, and sends onPress', () => {
    const { dispatch, container } = renderNode({
      type: 'button',
      label: 'Delete',
      style: 'danger',
      icon: 'delete',
      tooltip: 'Remove it',
      onPress: { action: 'remove', id: 3 },
    });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('danger');
    expect(button).toHaveAttribute('title', 'Remove it');
    expect(container.querySelector('[data-icon=delete]')).not.toBeNull();
    fireEvent.click(button);
    expect(dispatch).toHaveBeenCalledWith({ action: 'remove', id: 3 });
  });

  it('a disabled button sends nothing', () => {
    const { dispatch } = renderNode({ type: 'button', label: 'Go', disabled: true, onPress: press('go') });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('a button with confirm asks first: cancel sends nothing, confirm sends the action', () => {
    const { dispatch } = renderNode({
      type: 'button',
      label: 'Reset',
      onPress: press('reset'),
      confirm: { title: 'Reset all?', text: 'This cannot be undone.', confirm: 'Reset', style: 'danger' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset all?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dispatch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' });
    expect(confirm).toHaveClass('danger');
    fireEvent.click(confirm);
    expect(dispatch).toHaveBeenCalledWith({ action: 'reset' });
  });
});

describe('form controls write their state key', () => {
  it('textinput shows initialValue, placeholder and type, and typing sets its state key', () => {
    const { state } = renderNode({
      type: 'input',
      label: 'Password',
      element: { type: 'textinput', state: 'pw', initialValue: 'abc', placeholder: 'secret', inputType: 'password' },
    });
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.value).toBe('abc');
    expect(input.type).toBe('password');
    expect(input.placeholder).toBe('secret');
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(state()).toEqual({ pw: 'xyz' });
  });

  it('a multiline textinput is a textarea and the state value wins over initialValue', () => {
    renderNode(
      { type: 'textinput', state: 'note', multiline: true, initialValue: 'old', placeholder: 'Note' },
      { state: { note: 'current' } },
    );
    const area = screen.getByLabelText('Note');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveValue('current');
  });

  it('select with static options sets the chosen id', () => {
    const { state } = renderNode({
      type: 'select',
      state: 'color',
      placeholder: 'Colour',
      options: [
        { id: 'r', label: 'Red' },
        { id: 'g', label: 'Green' },
      ],
    });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'g' } });
    expect(state()).toEqual({ color: 'g' });
  });

  it('a multiple select stores the list of chosen ids', () => {
    const { state } = renderNode({
      type: 'select',
      state: 'tags',
      multiple: true,
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    });
    const select = screen.getByLabelText('tags') as HTMLSelectElement;
    select.options[0]!.selected = true;
    select.options[1]!.selected = true;
    fireEvent.change(select);
    expect(state()).toEqual({ tags: ['a', 'b'] });
  });

  it('acceptInput lets the user type a value of their own', () => {
    const { state } = renderNode({
      type: 'select',
      state: 'repo',
      acceptInput: true,
      placeholder: 'Repository',
      options: [{ id: 'x', label: 'X' }],
    });
    fireEvent.change(screen.getByLabelText('Repository'), { target: { value: 'my/own' } });
    expect(state()).toEqual({ repo: 'my/own' });
  });

  it('select with {url} options fetches them through the studio with the query bindings resolved', async () => {
    const fetchOptions = vi.fn(async () => [{ id: 'p1', label: 'Project one' }]);
    renderNode(
      { type: 'select', state: 'project', placeholder: 'Project', options: { url: '/i/dev/options?org=acme' } },
      { state: { org: 'acme' }, fetchOptions },
    );
    expect(await screen.findByRole('option', { name: 'Project one' })).toBeInTheDocument();
    expect(fetchOptions).toHaveBeenCalledWith('/i/dev/options?org=acme');
  });

  it("select options from a URL object resolve on the platform's scheme and host (the public origin), not the object's", async () => {
    const fetchOptions = vi.fn(async () => [{ id: 'p1', label: 'Project one' }]);
    renderNode(
      {
        type: 'select',
        state: 'project',
        placeholder: 'Project',
        // As gitlab and github write it: the public endpoint's host, its path, a version and a bound query value.
        options: { url: { host: '127.0.0.1:4000', pathname: '/i/inst_1/projects', query: { v: 'abc', org: { $state: 'org' } } } },
      },
      { state: { org: 'acme' }, fetchOptions },
    );
    expect(await screen.findByRole('option', { name: 'Project one' })).toBeInTheDocument();
    expect(fetchOptions).toHaveBeenCalledWith('http://127.0.0.1:4000/i/inst_1/projects?v=abc&org=acme');
    fetchOptions.mockClear();
    renderNode(
      { type: 'select', state: 'project', options: { url: { host: 'integrations.example.com', pathname: '/i/inst_1/branches' } } },
      { fetchOptions },
    );
    await waitFor(() => expect(fetchOptions).toHaveBeenCalledWith('http://127.0.0.1:4000/i/inst_1/branches'));
  });

  it('a failing {url} options fetch shows its reason next to the select', async () => {
    renderNode(
      { type: 'select', state: 's', options: { url: '/broken' } },
      { fetchOptions: async () => Promise.reject(new Error('answered 500')) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Options from /broken: answered 500');
  });

  it('switch toggles its boolean state', () => {
    const { state } = renderNode({ type: 'switch', state: 'on', initialValue: false });
    fireEvent.click(screen.getByRole('switch'));
    expect(state()).toEqual({ on: true });
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('switch with confirm changes only after the confirmation', () => {
    const { state } = renderNode({ type: 'switch', state: 'on', confirm: { title: 'Sure?', text: 't', confirm: 'Yes' } });
    fireEvent.click(screen.getByRole('switch'));
    expect(state()).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(state()).toEqual({ on: true });
  });

  it('checkboxes sharing a list state add and remove their value', () => {
    const { state } = renderNode(
      block({ type: 'checkbox', state: 'langs', value: 'js' }, { type: 'checkbox', state: 'langs', value: 'py' }),
      { state: { langs: ['js'] } },
    );
    const [js, py] = screen.getAllByRole('checkbox');
    expect(js).toBeChecked();
    fireEvent.click(py!);
    expect(state()).toEqual({ langs: ['js', 'py'] });
    fireEvent.click(js!);
    expect(state()).toEqual({ langs: ['py'] });
  });

  it('a single checkbox holds its value when checked and null when not', () => {
    const { state } = renderNode({ type: 'checkbox', state: 'agree', value: 'yes' });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(state()).toEqual({ agree: 'yes' });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(state()).toEqual({ agree: null });
  });

  it('radios sharing a state key select one value', () => {
    const { state } = renderNode(
      block({ type: 'radio', state: 'size', value: 's' }, { type: 'radio', state: 'size', value: 'l', initialValue: 'l' }),
    );
    const [small, large] = screen.getAllByRole('radio');
    expect(large).toBeChecked();
    fireEvent.click(small!);
    expect(state()).toEqual({ size: 's' });
  });

  it('input shows its label (with required mark) and hint, and labels its element', () => {
    const { container } = renderNode({
      type: 'input',
      label: 'Name',
      required: true,
      hint: 'As shown to readers',
      element: { type: 'textinput', state: 'name' },
    });
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('data-ck', 'textinput');
    expect(container.querySelector('.ck-required')).not.toBeNull();
    expect(container.querySelector('.ck-input-hint')).toHaveTextContent('As shown to readers');
  });
});

describe('text and content', () => {
  it.each([
    ['bold', 'STRONG'],
    ['italic', 'EM'],
    ['strikethrough', 'S'],
    ['code', 'CODE'],
    [undefined, 'SPAN'],
  ])('text style %s renders as <%s>', (style, tag) => {
    const { container } = renderNode({ type: 'text', children: 'word', ...(style ? { style } : {}) });
    expect(container.querySelector('[data-ck=text]')!.tagName).toBe(tag);
  });

  it('text mixes strings with inline elements', () => {
    const { container } = renderNode({
      type: 'text',
      children: ['See ', { type: 'link', target: { url: 'https://example.com/' }, children: 'docs' }, '.'],
    });
    expect(container.textContent).toBe('See docs.');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/');
  });

  it('markdown renders formatting and drops raw HTML', () => {
    const { container } = renderNode({
      type: 'markdown',
      content: '# Title\n\n**bold** <img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(container.querySelector('h1')).toHaveTextContent('Title');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('link opens in a new tab without opener', () => {
    renderNode({ type: 'link', target: { url: 'https://example.com/x' }, children: 'out' });
    const link = screen.getByRole('link', { name: 'out' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('hint renders its inline content', () => {
    const { container } = renderNode({ type: 'hint', children: [{ type: 'text', style: 'bold', children: 'Tip' }, ': press it'] });
    expect(container.querySelector('[data-ck=hint]')).toHaveTextContent('Tip: press it');
  });
});

describe('media', () => {
  it('image keeps its aspect ratio', () => {
    const { container } = renderNode({ type: 'image', source: { url: 'https://example.com/a.png' }, aspectRatio: 1.5 });
    expect((container.querySelector('[data-ck=image]') as HTMLElement).style.aspectRatio).toBe('1.5');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
  });

  it('codeblock highlights its syntax and numbers lines from the given start', () => {
    const { container } = renderNode({ type: 'codeblock', content: 'const a = 1;\nlet b = "x";', syntax: 'javascript', lineNumbers: 10 });
    expect(container.querySelector('code.language-javascript .hljs-keyword')).toHaveTextContent('const');
    expect(screen.getByTestId('line-numbers').textContent).toBe('10\n11');
  });

  it('codeblock without lineNumbers has no gutter and an unknown syntax stays plain, escaped text', () => {
    const { container } = renderNode({ type: 'codeblock', content: '<b>hi</b>', syntax: 'no-such-language' });
    expect(screen.queryByTestId('line-numbers')).toBeNull();
    expect(container.querySelector('code b')).toBeNull();
    expect(container.querySelector('code')).toHaveTextContent('<b>hi</b>');
  });

  it('codeblock renders its buttons', () => {
    const { dispatch } = renderNode({
      type: 'codeblock',
      content: 'x',
      buttons: [{ type: 'button', label: 'Copy', onPress: press('copy') }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(dispatch).toHaveBeenCalledWith({ action: 'copy' });
  });

  it('an image or webframe on another loopback port is not loaded: a note says what and why, where it would be', () => {
    const { container } = renderNode(
      block(
        { type: 'image', source: { url: 'http://127.0.0.1:39123/core/store-temp-file' }, aspectRatio: 1 },
        { type: 'webframe', source: { url: 'http://localhost:3000/' } },
      ),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    const notes = screen.getAllByTestId('preview-url-refused');
    expect(notes[0]).toHaveTextContent(
      'Image not loaded: http://127.0.0.1:39123/core/store-temp-file — http://127.0.0.1:39123 is on this machine',
    );
    expect(notes[1]).toHaveTextContent('Webframe not loaded: http://localhost:3000/ — http://localhost:3000 is on this machine');
  });

  it("a webframe of the integration's own public endpoint is loaded", () => {
    const { container } = renderNode({ type: 'webframe', source: { url: 'http://127.0.0.1:4000/i/dev/page' } });
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'http://127.0.0.1:4000/i/dev/page');
  });

  it('webframe is a scripts-only sandboxed iframe (no same-origin) with its aspect ratio', () => {
    const { container } = renderNode({ type: 'webframe', source: { url: 'https://example.com/frame' }, aspectRatio: 2 });
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame).toHaveAttribute('src', 'https://example.com/frame');
    expect(frame.style.aspectRatio).toBe('2');
  });

  it('webframe protocol: the frame posts an action, state and height; other windows are ignored', async () => {
    const { container, dispatch, state } = renderNode(
      { type: 'webframe', source: { url: 'https://example.com/f' }, data: { user: { $state: 'user' } } },
      { state: { user: 'ada' } },
    );
    const frame = container.querySelector('iframe')!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledWith({ state: { user: 'ada' } }, '*');
    window.dispatchEvent(new MessageEvent('message', { data: { action: { action: 'from-frame' } }, source: window }));
    expect(dispatch).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { action: { action: 'from-frame' } }, source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: { state: { picked: 7 } }, source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: { height: 321 }, source: frame.contentWindow }));
    expect(dispatch).toHaveBeenCalledWith({ action: 'from-frame' });
    await waitFor(() => expect(state()).toMatchObject({ picked: 7 }));
    await waitFor(() => expect(frame.style.height).toBe('321px'));
  });
});

describe('the error box', () => {
  it('an unknown element renders an error box naming it and its path while its siblings render', () => {
    const { container } = renderNode(
      block({ type: 'text', children: 'before' }, { type: 'carousel', items: [] }, { type: 'text', children: 'after' }),
    );
    const error = screen.getByTestId('ck-node-error');
    expect(error).toHaveTextContent('carousel attribute type at children[1]: unknown element "carousel"');
    expect(container.textContent).toContain('before');
    expect(container.textContent).toContain('after');
  });

  it('a bad attribute names element, attribute and path', () => {
    renderNode(block({ type: 'hstack', children: [{ type: 'image', source: { url: 'https://e.com/i.png' }, aspectRatio: 'wide' }] }));
    expect(screen.getByTestId('ck-node-error')).toHaveTextContent('image attribute aspectRatio at children[0].children[0].aspectRatio');
  });

  it('a button with an action the description refuses is an error box, not a dead button', () => {
    renderNode(block({ type: 'button', label: 'Open', onPress: { name: 'no action name' } }));
    expect(screen.getByTestId('ck-node-error')).toHaveTextContent('button attribute onPress at children[0].onPress');
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
