import { describe, expect, it } from 'vitest';
import {
  asSiteDraws,
  contentKitProblems,
  elementTypes,
  SITE_ELEMENTS,
  SITE_INPUT_CONTROLS,
  SITE_RENDER_CONTEXT,
  siteProblems,
} from '../../../shared/contentkit/index.ts';

const text = (children: string) => ({ type: 'text', children });
const button = (label: string) => ({ type: 'button', label, onPress: { action: 'go' } });
const select = { type: 'select', state: 'choice', options: [{ id: 'a', label: 'A' }] };
const block = (...children: unknown[]) => ({ type: 'block', children });
const paths = (tree: unknown) => siteProblems(tree).map(({ path, element, attribute }) => ({ path, element, attribute }));

describe('the published site’s element table', () => {
  it('names every element type of the API description, each drawn or not', () => {
    expect(Object.keys(SITE_ELEMENTS).sort()).toEqual([...elementTypes].sort());
  });

  it("the site's renderer has no case for configuration, link, select, switch, checkbox, radio, hint, stepper and step", () => {
    const notDrawn = Object.entries(SITE_ELEMENTS)
      .filter(([, rule]) => !rule.drawn)
      .map(([type]) => type)
      .sort();
    expect(notDrawn).toEqual(['checkbox', 'configuration', 'hint', 'link', 'radio', 'select', 'step', 'stepper', 'switch']);
  });

  it('an input on the site holds a text input, a button or a code block', () => {
    expect([...SITE_INPUT_CONTROLS].sort()).toEqual(['button', 'codeblock', 'textinput']);
  });
});

describe('what the published site does not draw of a tree', () => {
  it('a tree of elements the site draws has no problem (and the tree is valid ContentKit)', () => {
    const tree = block(
      { type: 'vstack', children: [text('Hello'), { type: 'divider' }, { type: 'markdown', content: '**hi**' }] },
      { type: 'card', title: 'A card', hint: 'its hint', buttons: [button('Open')], children: [text('body')] },
      { type: 'input', label: 'Name', element: { type: 'textinput', state: 'name' } },
      { type: 'codeblock', content: 'let a = 1;' },
      { type: 'webframe', source: { url: 'https://example.com/frame' }, aspectRatio: 2 },
    );
    expect(contentKitProblems(tree)).toEqual([]);
    expect(siteProblems(tree)).toEqual([]);
  });

  it('an element the site has no case for is flagged at its path, with the fallback readers see, and nothing under it', () => {
    const tree = block(text('before'), {
      type: 'hint',
      children: [{ type: 'link', target: { url: 'https://example.com' }, children: ['x'] }],
    });
    const problems = siteProblems(tree);
    expect(problems).toEqual([
      {
        path: 'children[1]',
        element: 'hint',
        attribute: null,
        message: expect.stringContaining('readers see "ContentKit element not implemented"'),
      },
    ]);
  });

  it('a link inside a text is flagged, the text is not', () => {
    expect(
      paths(block({ type: 'text', children: ['see ', { type: 'link', target: { url: 'https://example.com' }, children: ['here'] }] })),
    ).toEqual([{ path: 'children[0].children[1]', element: 'link', attribute: null }]);
  });

  it('a configuration root is flagged: a published page never shows one', () => {
    expect(paths({ type: 'configuration', children: [text('x')] })).toEqual([{ path: '', element: 'configuration', attribute: null }]);
  });

  it("a select, switch, checkbox or radio in an input leaves only the input's label", () => {
    const problems = siteProblems(block({ type: 'input', label: 'Pick', element: select }));
    expect(problems).toEqual([
      { path: 'children[0].element', element: 'select', attribute: null, message: expect.stringContaining('only its label') },
    ]);
  });

  it("an input's hint is not drawn", () => {
    expect(paths(block({ type: 'input', label: 'Name', hint: 'As on your passport', element: { type: 'textinput', state: 'n' } }))).toEqual(
      [{ path: 'children[0].hint', element: 'input', attribute: 'hint' }],
    );
  });

  it('a card without a title loses its icon, hint and buttons; with one, it keeps them', () => {
    const card = { type: 'card', icon: 'github', hint: 'a hint', buttons: [button('Open')], children: [text('body')] };
    expect(paths(block(card))).toEqual([
      { path: 'children[0].icon', element: 'card', attribute: 'icon' },
      { path: 'children[0].hint', element: 'card', attribute: 'hint' },
      { path: 'children[0].buttons', element: 'card', attribute: 'buttons' },
    ]);
    expect(siteProblems(block({ ...card, title: 'Titled' }))).toEqual([]);
  });

  it("a modal's submit button is not drawn", () => {
    expect(paths({ type: 'modal', title: 'Edit', children: [text('x')], submit: button('Save') })).toEqual([
      { path: 'submit', element: 'modal', attribute: 'submit' },
    ]);
  });

  it("a code block's header, buttons and footer are not drawn, and what they hold is not walked", () => {
    const tree = block({
      type: 'codeblock',
      content: 'x',
      header: [{ type: 'hint', children: ['h'] }],
      buttons: [button('Copy')],
      footer: [text('f')],
    });
    expect(paths(tree)).toEqual([
      { path: 'children[0].header', element: 'codeblock', attribute: 'header' },
      { path: 'children[0].buttons', element: 'codeblock', attribute: 'buttons' },
      { path: 'children[0].footer', element: 'codeblock', attribute: 'footer' },
    ]);
  });

  it("a block's controls (the editor's block menu) are left out by design, not flagged", () => {
    const tree = { type: 'block', controls: [{ label: 'Edit', onPress: { action: 'edit' } }], children: [text('x')] };
    expect(siteProblems(tree)).toEqual([]);
    expect(asSiteDraws(tree, 'block')).toEqual({ type: 'block', children: [text('x')] });
  });

  it('the node as the site draws it has the left-out attributes removed, the required ones kept', () => {
    const input = { type: 'input', label: 'Pick', hint: 'h', element: select };
    expect(asSiteDraws(input, 'input')).toEqual({ type: 'input', label: 'Pick', element: select });
    const titled = { type: 'card', title: 't', hint: 'h' };
    expect(asSiteDraws(titled, 'card')).toBe(titled);
  });
});

describe('how a published page asks for a block', () => {
  it('in a read-only document, in the light theme whatever the site’s', () => {
    expect(SITE_RENDER_CONTEXT).toEqual({ type: 'document', editable: false, theme: 'light' });
  });
});
