import { childSlots, type ElementType } from './elements.ts';
import { childrenOf, joinPath, type NodeIssue } from './validate.ts';

/**
 * How the platform's published site draws ContentKit, element by element. Read from its open-source
 * renderer (GitbookIO/gitbook `packages/react-contentkit/src/Element.tsx`, `ElementInput.tsx`,
 * `ElementCard.tsx`, `ElementModal.tsx`, `ElementImage.tsx`, `ElementCodeBlock.tsx`, and the styles of
 * `packages/gitbook/src/components/DocumentView/Integration/contentkit.css`, as of 49c993f, Aug 2026).
 * The editor (the Preview's "App" mode) draws every element; the site's switch has no case for some,
 * and leaves out some attributes of others. These rules are what "Published site" mode flags.
 */

/**
 * The render context a published page asks a block in: a read-only document, always the light theme
 * whatever the site's (`IntegrationBlock.tsx`: `editable: false, theme: 'light'`).
 */
export const SITE_RENDER_CONTEXT = { type: 'document', editable: false, theme: 'light' } as const;

/** What the site draws in place of an element it has no case for: its fallback `<pre>`, shown to readers. */
export const SITE_FALLBACK = 'ContentKit element not implemented';

/** An attribute the site leaves out: `when` says for which nodes (all, when absent). */
export interface SiteDrop {
  attribute: string;
  why: string;
  when?(node: Record<string, unknown>): boolean;
}

export type SiteElement =
  /** The site's renderer has no case for it: readers see its fallback text, not the element. */
  | { drawn: false; why: string }
  | {
      drawn: true;
      /** How it looks on the site when that differs from the editor (drawn so in "Published site" mode). */
      differs?: string;
      /** Content the site leaves out, which a reader would miss: flagged. */
      drops?: readonly SiteDrop[];
      /** Editor affordances the site leaves out by design (a block's menu): not drawn, not flagged. */
      hides?: readonly string[];
    };

const NO_CASE = (what: string) =>
  `the site's renderer has no case for ${what}: readers see "${SITE_FALLBACK}" and the element's JSON instead`;

/** The element types an input's `element` may be on the site; the others leave only its label. */
export const SITE_INPUT_CONTROLS: readonly string[] = ['textinput', 'button', 'codeblock'];

const untitled = (node: Record<string, unknown>) => !node.title;

export const SITE_ELEMENTS: Record<ElementType, SiteElement> = {
  block: { drawn: true, hides: ['controls'] },
  modal: {
    drawn: true,
    differs: 'one width (at most 768 px) whatever its size, no close button: a click beside it closes it',
    drops: [{ attribute: 'submit', why: "the site's modal draws its title, subtitle and children, not its submit button" }],
  },
  configuration: { drawn: false, why: `${NO_CASE('configuration')} (a configuration is only shown in the platform's settings)` },
  button: { drawn: true },
  textinput: { drawn: true },
  hstack: { drawn: true },
  vstack: { drawn: true },
  box: { drawn: true },
  divider: { drawn: true },
  text: { drawn: true },
  markdown: { drawn: true },
  link: { drawn: false, why: NO_CASE('link') },
  image: { drawn: true, differs: 'a 16×16 px square, cropped to fill it (`.contentkit-image`), whatever its aspect ratio' },
  card: {
    drawn: true,
    drops: (['icon', 'hint', 'buttons'] as const).map((attribute) => ({
      attribute,
      why: `the site draws a card's header (icon, title, hint, buttons) only when the card has a title; this one has none`,
      when: untitled,
    })),
  },
  select: { drawn: false, why: NO_CASE('select') },
  switch: { drawn: false, why: NO_CASE('switch') },
  checkbox: { drawn: false, why: NO_CASE('checkbox') },
  radio: { drawn: false, why: NO_CASE('radio') },
  input: {
    drawn: true,
    drops: [{ attribute: 'hint', why: "the site's input draws its label and its control, not its hint" }],
  },
  hint: { drawn: false, why: NO_CASE('hint') },
  codeblock: {
    drawn: true,
    differs: 'plain code, without line numbers',
    drops: (['header', 'buttons', 'footer'] as const).map((attribute) => ({
      attribute,
      why: `the site's code block draws its code only, not its ${attribute}`,
    })),
  },
  webframe: { drawn: true },
  stepper: { drawn: false, why: NO_CASE('stepper') },
  step: { drawn: false, why: NO_CASE('step') },
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * What the published site would not draw of a tree, as `render --mode site`'s `problems` and the
 * Preview's flags: an element it has no case for (`attribute` null, at the element's path; nothing
 * under it is drawn either), or content it leaves out (`attribute` set, at the attribute's path).
 * Nodes of unknown types are the ContentKit checks' business, not this.
 */
export function siteProblems(node: unknown, path = ''): NodeIssue[] {
  if (!isObject(node) || typeof node.type !== 'string' || !Object.hasOwn(SITE_ELEMENTS, node.type)) return [];
  const type = node.type as ElementType;
  const rule = SITE_ELEMENTS[type];
  if (!rule.drawn) return [{ path, element: type, attribute: null, message: `not drawn on the published site: ${rule.why}.` }];
  const issues: NodeIssue[] = [];
  const dropped = new Set<string>();
  for (const drop of rule.drops ?? []) {
    if (!present(node[drop.attribute]) || (drop.when && !drop.when(node))) continue;
    dropped.add(drop.attribute);
    issues.push({
      path: joinPath(path, drop.attribute),
      element: type,
      attribute: drop.attribute,
      message: `not drawn on the published site: ${drop.why}.`,
    });
  }
  for (const [key, slot] of Object.entries(childSlots[type] ?? {})) {
    if (dropped.has(key) || rule.hides?.includes(key)) continue;
    for (const [child, at] of childrenOf(node[key], slot, joinPath(path, key))) {
      // An input's control of a kind the site does not draw there leaves the input's label alone.
      if (type === 'input' && key === 'element' && isObject(child) && !SITE_INPUT_CONTROLS.includes(String(child.type))) {
        issues.push({
          path: at,
          element: String(child.type),
          attribute: null,
          message: `not drawn on the published site: an input there draws a ${SITE_INPUT_CONTROLS.join(', ')} or nothing, so readers see only its label.`,
        });
        continue;
      }
      issues.push(...siteProblems(child, at));
    }
  }
  return issues;
}

/** The node as the site draws it: the attributes it leaves out (flagged or by design) removed. */
export function asSiteDraws(node: Record<string, unknown>, type: ElementType): Record<string, unknown> {
  const rule = SITE_ELEMENTS[type];
  if (!rule.drawn) return node;
  const left = [...(rule.hides ?? []), ...(rule.drops ?? []).filter((drop) => !drop.when || drop.when(node)).map((drop) => drop.attribute)];
  if (!left.some((attribute) => attribute in node)) return node;
  const copy = { ...node };
  for (const attribute of left) delete copy[attribute];
  return copy;
}
