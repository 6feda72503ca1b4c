import { describe, expect, it } from 'vitest';
import { Action, checkNode, checkRoot, elementTypes, readAnswer, validateTree } from '../../../shared/contentkit/index.ts';

const press = { action: 'go' };
/** One valid node per element, using every attribute the element has. */
const valid: Record<string, unknown> = {
  block: {
    type: 'block',
    children: [],
    controls: [
      { label: 'Edit', icon: 'edit', onPress: press, confirm: { title: 'T', text: 'x', confirm: 'Yes' } },
      [{ label: 'In a group', onPress: press }],
    ],
  },
  modal: {
    type: 'modal',
    title: 'T',
    subtitle: 'S',
    size: 'fullscreen',
    returnValue: { a: 1 },
    submit: { type: 'button', label: 'OK', onPress: press },
    children: [],
  },
  configuration: { type: 'configuration', children: [] },
  button: {
    type: 'button',
    label: 'L',
    icon: 'edit',
    trailingIcon: 'link',
    style: 'danger',
    tooltip: 't',
    onPress: press,
    confirm: { title: 'T', text: 'x', confirm: 'Yes', style: 'danger' },
    disabled: true,
  },
  textinput: {
    type: 'textinput',
    state: 'k',
    initialValue: { $state: 'other' },
    placeholder: 'p',
    multiline: true,
    inputType: 'email',
    disabled: true,
  },
  hstack: { type: 'hstack', align: 'center', children: [] },
  vstack: { type: 'vstack', align: 'end', children: [] },
  box: { type: 'box', grow: 1, children: [] },
  divider: { type: 'divider', size: 'small' },
  text: { type: 'text', style: 'code', children: ['a', { type: 'link', target: { url: 'https://e.com' }, children: 'b' }] },
  markdown: { type: 'markdown', content: '# hi' },
  link: { type: 'link', target: { url: 'https://e.com' }, children: 'x' },
  image: { type: 'image', source: { url: 'https://e.com/i.png' }, aspectRatio: 1.77 },
  card: { type: 'card', title: 'T', hint: 'h', icon: 'github', onPress: press, buttons: [], children: [] },
  select: {
    type: 'select',
    state: 's',
    placeholder: 'p',
    initialValue: ['a'],
    acceptInput: false,
    multiple: true,
    options: [{ id: 'a', label: 'A' }],
    disabled: false,
    onValueChange: press,
  },
  switch: {
    type: 'switch',
    state: 's',
    initialValue: true,
    confirm: { title: 'T', text: 'x', confirm: 'Yes' },
    disabled: true,
    onValueChange: press,
  },
  checkbox: { type: 'checkbox', state: 's', value: 'v', initialValue: false },
  radio: { type: 'radio', state: 's', value: 1, initialValue: 1, disabled: true },
  input: { type: 'input', label: 'L', hint: 'h', required: true, element: { type: 'textinput', state: 'x' } },
  hint: { type: 'hint', children: 'careful' },
  codeblock: {
    type: 'codeblock',
    content: 'x',
    syntax: 'ts',
    lineNumbers: 3,
    buttons: [],
    header: [],
    footer: [],
    state: 'code',
    onContentChange: press,
  },
  webframe: { type: 'webframe', source: { url: 'https://e.com/f' }, aspectRatio: 1, buttons: [], data: { a: 'x', b: { $state: 'b' } } },
  stepper: { type: 'stepper', activeStep: 'one', children: [], onStepChange: press, onComplete: press },
  step: { type: 'step', id: 'one', title: 'One', next: true, children: [] },
};

describe('ContentKit schema', () => {
  it('covers every element named in the design', () => {
    expect(new Set(elementTypes)).toEqual(new Set(Object.keys(valid)));
  });

  it.each(Object.entries(valid))('a complete %s passes', (_type, node) => {
    expect(checkNode(node)).toEqual([]);
  });

  it('select accepts options from a URL, as a string or host/pathname/query with bindings', () => {
    expect(checkNode({ type: 'select', state: 's', options: { url: '/options' } })).toEqual([]);
    expect(
      checkNode({ type: 'select', state: 's', options: { url: { host: 'h', pathname: '/o', query: { q: { $state: 'q' } } } } }),
    ).toEqual([]);
  });

  it.each([
    [{ type: 'button', label: 'x', onPress: press, style: 'huge' }, 'style'],
    [{ type: 'image', source: { url: 'https://e.com/i.png' } }, 'aspectRatio'],
    [{ type: 'image', source: { url: 'javascript:alert(1)' }, aspectRatio: 1 }, 'source'],
    [{ type: 'link', target: { url: 'file:///etc/passwd' }, children: 'x' }, 'target'],
    [{ type: 'webframe', source: { url: 'notaurl' } }, 'source'],
    [{ type: 'textinput' }, 'state'],
    [{ type: 'radio', state: 's' }, 'value'],
    [{ type: 'modal', size: 'small', children: [] }, 'size'],
    [{ type: 'markdown' }, 'content'],
    [{ type: 'input', label: 'x' }, 'element'],
    [{ type: 'text', children: 'x', colour: 'red' }, 'colour'],
  ])('%j is reported on attribute %s', (node, attribute) => {
    const issues = checkNode(node, 'children[0]');
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]).toMatchObject({ element: (node as { type: string }).type, attribute });
    expect(issues[0]!.path.startsWith(`children[0].${attribute}`)).toBe(true);
  });

  it('a node that is not an element object says what it got', () => {
    expect(checkNode('hello', 'children[2]')).toEqual([
      { path: 'children[2]', element: null, attribute: null, message: expect.stringContaining('the string "hello"') },
    ]);
    expect(checkNode({ children: [] })[0]).toMatchObject({ attribute: 'type' });
  });

  it('a union failure reports the closest shape and its exact path instead of a bare "Invalid input"', () => {
    const [issue] = checkNode({ type: 'select', state: 's', options: [{ id: 1, label: 'x' }] }, 'x');
    expect(issue).toMatchObject({ path: 'x.options[0].id', attribute: 'options' });
    expect(issue!.message).toContain('expected string');
  });

  it('validation walks the whole tree and keeps going past bad nodes', () => {
    const tree = {
      type: 'block',
      children: [
        { type: 'nope' },
        {
          type: 'hstack',
          children: [
            { type: 'text', children: 'ok' },
            { type: 'divider', size: 'tiny' },
          ],
        },
        { type: 'input', label: 'L', element: { type: 'switch' } },
        { type: 'card', buttons: [{ type: 'button', onPress: { action: '@ui.url.open', url: 'ftp://x' } }] },
        { type: 'modal', children: [], submit: { type: 'button' } },
      ],
    };
    expect(validateTree(tree).map((issue) => [issue.path, issue.element, issue.attribute])).toEqual([
      ['children[0]', 'nope', 'type'],
      ['children[1].children[1].size', 'divider', 'size'],
      ['children[2].element.state', 'switch', 'state'],
      ['children[3].buttons[0].onPress.url', 'button', 'onPress'],
      ['children[4].submit.onPress', 'button', 'onPress'],
    ]);
  });
});

describe('actions', () => {
  it.each([
    { action: '@ui.modal.open', componentId: 'picker', props: { a: 1 } },
    { action: '@ui.modal.close', returnValue: { a: 1 } },
    { action: '@ui.url.open', url: 'https://e.com' },
    { action: '@ui.url.open', url: { $state: 'link' } },
    { action: '@link.unfurl', url: 'https://e.com/x' },
    { action: '@editor.node.updateProps', props: { a: 1 } },
    { action: 'custom', anything: [1, { $state: 'x' }] },
  ])('%j is a valid action', (action) => {
    expect(Action.safeParse(action).success).toBe(true);
  });

  it.each([
    [{ action: '@ui.modal.open' }, 'componentId'],
    [{ action: '@ui.url.open', url: 'javascript:alert(1)' }, 'url'],
    [{ action: '@editor.node.updateProps' }, 'props'],
    [{ action: '@ui.modal.open', componentId: 'x', extra: 1 }, ''],
    [{ action: '@ui.unknown' }, 'action'],
    [{ name: 'x' }, 'action'],
  ])('%j is refused at %s', (action, path) => {
    const parsed = Action.safeParse(action);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe(path);
  });
});

describe('reading an answer', () => {
  it('an element answer is read with its state and props', () => {
    expect(readAnswer(200, { type: 'element', state: { a: 1 }, props: {}, element: { type: 'block', children: [] } })).toMatchObject({
      kind: 'answer',
      answer: { state: { a: 1 } },
    });
  });
  it('an element answer without type (as the platform runtime package answers) is an element answer', () => {
    expect(readAnswer(200, { state: {}, props: { p: 1 }, element: { type: 'block', children: [] } })).toMatchObject({
      kind: 'answer',
      answer: { type: 'element', props: { p: 1 } },
    });
  });
  it('a complete answer carries its return value', () => {
    expect(readAnswer(200, { type: 'complete', returnValue: { x: 1 } })).toEqual({
      kind: 'answer',
      answer: { type: 'complete', returnValue: { x: 1 } },
    });
  });
  it.each([null, '', {}])('%j is an empty answer', (body) => {
    expect(readAnswer(200, body)).toEqual({ kind: 'empty' });
  });
  it('an error answer gives status, message and stack in either usual shape', () => {
    expect(readAnswer(500, { error: { message: 'boom', stack: 'at x' } })).toEqual({
      kind: 'error',
      error: { status: 500, message: 'boom', stack: 'at x' },
    });
    expect(readAnswer(406, { error: 'unhandled' })).toEqual({ kind: 'error', error: { status: 406, message: 'unhandled', stack: null } });
    expect(readAnswer(502, 'Bad gateway')).toEqual({ kind: 'error', error: { status: 502, message: 'Bad gateway', stack: null } });
  });
  it('a 200 that is not ContentKit is an error naming what is wrong', () => {
    const read = readAnswer(200, { type: 'elements' });
    expect(read.kind).toBe('error');
    expect(read.kind === 'error' && read.error.message).toContain('not a ContentKit answer');
  });
});

describe('roots', () => {
  it('a component answering a non-root element is told which roots it may use', () => {
    expect(checkRoot({ type: 'text', children: 'x' })).toEqual([
      {
        path: '',
        element: 'text',
        attribute: 'type',
        message: 'a component answers a block, modal, configuration at its root, not a text',
      },
    ]);
    expect(checkRoot({ type: 'block', children: [] })).toEqual([]);
  });
});
