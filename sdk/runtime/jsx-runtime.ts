import type { ContentKitChild, ContentKitElement, ContentKitNode } from './contentkit.ts';

/**
 * The JSX runtime behind `jsxImportSource: '@platform/runtime'`: `<button label="Hi" />` becomes the
 * plain ContentKit object `{type: 'button', label: 'Hi'}`. Function components are called at once,
 * since ContentKit trees are data, not live components.
 */
type Props = Record<string, unknown> & { children?: ContentKitChild };
type FunctionComponent = (props: Props) => ContentKitElement;

function flatten(children: ContentKitChild, out: ContentKitNode[] = []): ContentKitNode[] {
  if (Array.isArray(children)) {
    for (const child of children) flatten(child, out);
  } else if (typeof children === 'string') {
    out.push(children);
  } else if (typeof children === 'number') {
    out.push(String(children));
  } else if (children && typeof children === 'object') {
    out.push(children);
  }
  return out;
}

export function jsx(type: string | FunctionComponent, props: Props): ContentKitElement {
  if (typeof type === 'function') return type(props);
  const { children, ...rest } = props;
  const element: ContentKitElement = { type, ...rest };
  if (children !== undefined) element.children = flatten(children);
  return element;
}

export const jsxs = jsx;

export function Fragment(props: Props): ContentKitNode[] {
  return flatten(props.children);
}

// TypeScript finds JSX's element types through a namespace exported by the runtime module; there is
// no other way to declare them, so this ambient (type-only) namespace is deliberate.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace JSX {
  type Element = ContentKitElement;
  interface ElementChildrenAttribute {
    children: unknown;
  }
  interface IntrinsicElements {
    [type: string]: Record<string, unknown> & { children?: ContentKitChild };
  }
}
