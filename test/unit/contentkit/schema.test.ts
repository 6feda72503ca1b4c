import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENTKIT_VALIDATORS, DEFAULT_DESCRIPTION, renderContentKitValidators } from '../../../scripts/generate-contentkit-validator.ts';
import {
  checkNode,
  checkRoot,
  childSlots,
  contentKitProblems,
  elementChecks,
  elementTypes,
  isOpenableUrl,
  readAnswer,
  STAND_INS,
  standInFor,
  validateTree,
} from '../../../shared/contentkit/index.ts';

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
    subtitle: ['S', { type: 'text', style: 'bold', children: 'bold' }],
    size: 'fullscreen',
    returnValue: { a: 1 },
    submit: { type: 'button', label: 'OK', onPress: press },
    children: [],
  },
  configuration: { type: 'configuration', children: [{ type: 'divider' }] },
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
    initialValue: 'hello',
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
  checkbox: { type: 'checkbox', state: 's', value: 'v' },
  radio: { type: 'radio', state: 's', value: 1, disabled: true },
  input: {
    type: 'input',
    label: 'L',
    hint: { type: 'text', children: ['See ', { type: 'link', target: { url: 'https://e.com/docs' }, children: ['the docs'] }] },
    element: { type: 'textinput', state: 'x' },
  },
  hint: { type: 'hint', children: [{ type: 'text', children: 'careful' }] },
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
  stepper: {
    type: 'stepper',
    activeStep: 'one',
    children: [{ type: 'step', id: 'one', children: [{ type: 'divider' }] }],
    onStepChange: press,
    onComplete: press,
  },
  step: { type: 'step', id: 'one', title: 'One', next: true, children: [{ type: 'divider' }] },
};

describe('ContentKit checks from the API description', () => {
  it('the committed validators are compiled from the current API description', async () => {
    expect(await renderContentKitValidators()).toBe(readFileSync(CONTENTKIT_VALIDATORS, 'utf8'));
  });

  it('covers every element type of the description', () => {
    const description = JSON.parse(readFileSync(DEFAULT_DESCRIPTION, 'utf8')) as {
      components: { schemas: Record<string, { properties?: { type?: { enum?: string[] } } }> };
    };
    const described = Object.entries(description.components.schemas)
      .filter(([name]) => name.startsWith('ContentKit') && !name.startsWith('ContentKitRenderOutput'))
      .map(([, schema]) => schema.properties?.type?.enum)
      .filter((types) => types?.length === 1)
      .map((types) => types![0]);
    expect(new Set(elementTypes)).toEqual(new Set(described));
    expect(new Set(elementTypes)).toEqual(new Set(Object.keys(valid)));
  });

  it('anyOf meaning: a value that fits two overlapping oneOf members of the description is accepted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contentkit-anyof-'));
    const description = {
      components: {
        schemas: {
          ContentKitThing: {
            type: 'object',
            properties: {
              type: { type: 'string', enum: ['thing'] },
              label: { oneOf: [{ type: 'string' }, { type: 'string', minLength: 1 }] },
            },
            required: ['type'],
          },
          ContentKitAction: { type: 'object', properties: { action: { type: 'string' } } },
          ContentKitRootElement: { oneOf: [{ $ref: '#/components/schemas/ContentKitThing' }] },
        },
      },
    };
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(description));
    writeFileSync(join(dir, 'validators.mjs'), await renderContentKitValidators(join(dir, 'openapi.json')));
    const generated = (await import(pathToFileURL(join(dir, 'validators.mjs')).href)) as {
      elementValidators: Record<string, (value: unknown) => boolean>;
    };
    // With oneOf meaning "exactly one", 'hello' (matching both members) would be refused.
    expect(generated.elementValidators.thing!({ type: 'thing', label: 'hello' })).toBe(true);
    expect(generated.elementValidators.thing!({ type: 'thing', label: 3 })).toBe(false);
  });

  it('accepts what the platform runs: an input hint given as an inline text with link children', () => {
    expect(validateTree(valid.input)).toEqual([]);
  });

  it('accepts @ui.url.open without a URL or with one that is not http(s), and a link to any string, as the description does', () => {
    expect(checkNode({ type: 'card', title: 'Not found', onPress: { action: '@ui.url.open' } })).toEqual([]);
    expect(checkNode({ type: 'button', onPress: { action: '@ui.url.open', url: 'undefined#anchor' } })).toEqual([]);
    expect(checkNode({ type: 'link', target: { url: 'undefined#signature' }, children: 'docs' })).toEqual([]);
  });

  it('an attribute the description does not name is accepted, as the platform accepts it', () => {
    expect(checkNode({ type: 'text', children: 'x', colour: 'red' })).toEqual([]);
  });

  it('every child slot of the description has a valid stand-in, so a parent is judged on its own attributes', () => {
    for (const standIn of STAND_INS) expect(elementChecks[standIn.type as keyof typeof elementChecks](standIn)).toBe(true);
    for (const [type, slots] of Object.entries(childSlots))
      for (const [key, slot] of Object.entries(slots!)) {
        if (slot.list.length) expect(standInFor(slot.list), `${type}.${key}`).toBeDefined();
        if (slot.one.length) expect(standInFor(slot.one), `${type}.${key}`).toBeDefined();
      }
  });

  it('a union failure names every accepted shape, the element path and the attribute', () => {
    expect(checkNode({ type: 'input', label: 'L', hint: 5, element: { type: 'textinput', state: 'x' } }, 'children[0]')).toEqual([
      {
        path: 'children[0].hint',
        element: 'input',
        attribute: 'hint',
        message: 'expected a string or an inline element (text, image, link), got number 5',
      },
    ]);
    const [issue] = checkNode({ type: 'link', target: { url: 3 }, children: 'x' });
    expect(issue!.message).toBe('expected a string or a URL object { host, pathname, query? }, got number 3');
  });

  it('a child of a type its slot does not accept is reported at the child, naming what the slot accepts', () => {
    expect(validateTree({ type: 'input', label: 'L', element: { type: 'block', children: [] } })).toEqual([
      {
        path: 'element',
        element: 'block',
        attribute: 'type',
        message: 'a block is not accepted in input.element; accepted there: textinput, select, switch, radio, checkbox, button, codeblock',
      },
    ]);
  });

  it('a bad child leaves its parent without issues: the error box is on the child only', () => {
    const tree = { type: 'block', children: [{ type: 'text', children: ['a', { type: 'link', target: { url: 3 }, children: 'x' }] }] };
    expect(checkNode(tree)).toEqual([]);
    expect(checkNode(tree.children[0])).toEqual([]);
    expect(validateTree(tree).map((issue) => issue.path)).toEqual(['children[0].children[1].target.url']);
  });

  it('contentKitProblems is the root check and every node of the tree', () => {
    expect(contentKitProblems({ type: 'text', children: 'x' }).map((issue) => issue.attribute)).toEqual(['type']);
    expect(contentKitProblems({ type: 'block', children: [] })).toEqual([]);
  });

  it('only web and mail addresses are openable from a link or @ui.url.open', () => {
    expect(isOpenableUrl('https://e.com')).toBe(true);
    expect(isOpenableUrl('mailto:a@e.com')).toBe(true);
    expect(isOpenableUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableUrl('file:///etc/passwd')).toBe(false);
    expect(isOpenableUrl('undefined#x')).toBe(false);
    expect(isOpenableUrl(undefined)).toBe(false);
  });

  it.each(Object.entries(valid))('a complete %s passes', (_type, node) => {
    expect(checkNode(node)).toEqual([]);
  });

  it('select accepts options from a URL, as a string or host/pathname/query with bindings, or a built-in source', () => {
    expect(checkNode({ type: 'select', state: 's', options: { url: '/options' } })).toEqual([]);
    expect(
      checkNode({ type: 'select', state: 's', options: { url: { host: 'h', pathname: '/o', query: { q: { $state: 'q' } } } } }),
    ).toEqual([]);
    expect(checkNode({ type: 'select', state: 's', options: { source: 'openapi' } })).toEqual([]);
  });

  it.each([
    [{ type: 'button', label: 'x', onPress: press, style: 'huge' }, 'style'],
    [{ type: 'image', source: { url: 'https://e.com/i.png' } }, 'aspectRatio'],
    [{ type: 'image', source: { url: 'not a url' }, aspectRatio: 1 }, 'source'],
    [{ type: 'webframe' }, 'source'],
    [{ type: 'textinput' }, 'state'],
    [{ type: 'radio', state: 's' }, 'value'],
    [{ type: 'modal', size: 'small', children: [] }, 'size'],
    [{ type: 'markdown' }, 'content'],
    [{ type: 'input', label: 'x' }, 'element'],
    [{ type: 'text', children: 5 }, 'children'],
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

  it("a union failure names the closest member's own complaint and its path", () => {
    const [issue] = checkNode({ type: 'select', state: 's', options: [{ id: 1, label: 'x' }] }, 'x');
    expect(issue).toMatchObject({ path: 'x.options', attribute: 'options' });
    expect(issue!.message).toContain('closest: 0.id expected a string, got number 1');
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
        { type: 'card', buttons: [{ type: 'button', onPress: { name: 'no action' } }] },
        { type: 'modal', children: [], submit: { type: 'button' } },
      ],
    };
    expect(validateTree(tree).map((issue) => [issue.path, issue.element, issue.attribute])).toEqual([
      ['children[0]', 'nope', 'type'],
      ['children[1].children[1].size', 'divider', 'size'],
      ['children[2].element.state', 'switch', 'state'],
      ['children[3].buttons[0].onPress', 'button', 'onPress'],
      ['children[4]', 'modal', 'type'],
      ['children[4].submit.onPress', 'button', 'onPress'],
    ]);
  });
});

describe('actions', () => {
  it.each([
    { action: '@ui.modal.open', componentId: 'picker', props: { a: 1 } },
    { action: '@ui.modal.close', returnValue: { a: 1 } },
    { action: '@ui.url.open', url: 'https://e.com' },
    { action: '@link.unfurl', url: 'https://e.com/x' },
    { action: '@editor.node.updateProps', props: { a: 1 } },
    { action: 'custom', anything: [1, { $state: 'x' }] },
  ])('%j is a valid action', (action) => {
    expect(checkNode({ type: 'button', onPress: action })).toEqual([]);
  });

  it.each([[{ name: 'x' }], ['go'], [{ action: 3 }]])('%j is refused: an action is an object with a string "action"', (action) => {
    expect(checkNode({ type: 'button', onPress: action })[0]).toMatchObject({ attribute: 'onPress' });
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
