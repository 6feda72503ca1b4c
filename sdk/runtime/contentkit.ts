/** A ContentKit element as the platform receives it: `{type, ...props, children?}`. */
export interface ContentKitElement {
  type: string;
  children?: ContentKitNode[];
  [prop: string]: unknown;
}

export type ContentKitNode = ContentKitElement | string;

/** What JSX children may be before the runtime flattens them. */
export type ContentKitChild = ContentKitNode | number | boolean | null | undefined | ContentKitChild[];

/** `{ "$state": key }`: replaced from the component's current state before an action is sent. */
export interface DynamicBinding {
  $state: string;
}

export interface ContentKitAction {
  action: string;
  [key: string]: unknown;
}
