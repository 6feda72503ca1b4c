import { childSlots, elementChecks, elementTypes, rootTypes, type AjvError, type ElementType, type SlotShape } from './elements.ts';
import { definitionNames } from './generated/validators.ts';

/** One problem with one node: which element, which attribute (null: the node itself), where. */
export interface NodeIssue {
  /** e.g. `children[2].element.options`; `` for the root. */
  path: string;
  element: string | null;
  attribute: string | null;
  message: string;
}

export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

/** Where a node sits: its parent's element and attribute, and what the description accepts there. */
export interface Placement {
  parent: string;
  attribute: string;
  accepts: readonly string[];
}

/**
 * Checks one node's own attributes against the description (not its children, which are checked at
 * their own paths), so a renderer can show an error box for this node and still render its siblings.
 */
export function checkNode(node: unknown, path = '', placement?: Placement): NodeIssue[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    return [
      { path, element: null, attribute: null, message: `expected an element object like { "type": "text", … }, got ${describe(node)}` },
    ];
  }
  const type = (node as { type?: unknown }).type;
  if (typeof type !== 'string') return [{ path, element: null, attribute: 'type', message: 'the element has no string "type"' }];
  if (!Object.hasOwn(elementChecks, type)) {
    return [
      { path, element: type, attribute: 'type', message: `unknown element "${type}"; known elements are ${elementTypes.join(', ')}` },
    ];
  }
  if (placement && !placement.accepts.includes(type)) {
    return [
      {
        path,
        element: type,
        attribute: 'type',
        message: `a ${type} is not accepted in ${placement.parent}.${placement.attribute}; accepted there: ${placement.accepts.join(', ')}`,
      },
    ];
  }
  const check = elementChecks[type as ElementType];
  // Each child is judged at its own path: here it stands in as a valid element of a type the slot accepts.
  if (check(withStandIns(node as Record<string, unknown>, type as ElementType))) return [];
  return toIssues(check.errors ?? [], type, path);
}

/**
 * Valid elements that take a child's place while its parent is checked, so the parent's union of
 * shapes (a string or a list of inline elements…) is judged on the parent's own attributes only.
 * test/unit/contentkit checks that each is valid and that every slot of the description has one.
 */
export const STAND_INS: readonly Record<string, unknown>[] = [
  { type: 'divider' },
  { type: 'text', children: '' },
  { type: 'textinput', state: 'stand-in' },
  { type: 'button', onPress: { action: 'stand-in' } },
  { type: 'image', source: { url: 'https://example.com/stand-in.png' }, aspectRatio: 1 },
  { type: 'step', id: 'stand-in', children: [{ type: 'divider' }] },
];

export function standInFor(accepts: readonly string[]): Record<string, unknown> | undefined {
  return STAND_INS.find((standIn) => accepts.includes(standIn.type as string));
}

function withStandIns(node: Record<string, unknown>, type: ElementType): Record<string, unknown> {
  const slots = childSlots[type];
  if (!slots) return node;
  const copy = { ...node };
  for (const [key, slot] of Object.entries(slots)) {
    const value = node[key];
    if (Array.isArray(value)) {
      if (slot.list.length) copy[key] = value.map((item) => (typeof item === 'string' && slot.strings ? item : standInFor(slot.list)));
    } else if (isObject(value) && slot.one.length) copy[key] = standInFor(slot.one);
  }
  return copy;
}

function within(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(`${base}/`);
}

/**
 * ajv reports every member of a failed union; one issue per union is kept (the outermost, naming
 * every shape it accepts, with the closest member's own complaint), and one per other failure.
 */
function toIssues(errors: AjvError[], element: string, base: string): NodeIssue[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf');
  const outermost = unions.filter(
    (union, index) =>
      !unions.some(
        (other, otherIndex) =>
          other !== union &&
          (other.instancePath === union.instancePath ? otherIndex > index : within(union.instancePath, other.instancePath)),
      ),
  );
  const issues: NodeIssue[] = [];
  for (const error of errors) {
    if (error.keyword === 'anyOf' && !outermost.includes(error)) continue;
    if (error.keyword !== 'anyOf' && outermost.some((union) => within(error.instancePath, union.instancePath))) continue;
    if (error.keyword === 'anyOf') {
      const members = errors.filter((inner) => inner !== error && within(inner.instancePath, error.instancePath));
      issues.push(issueOf(error, element, base, unionMessage(error, members)));
    } else issues.push(issueOf(error, element, base, messageOf(error)));
  }
  return issues;
}

function issueOf(error: AjvError, element: string, base: string, message: string): NodeIssue {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  const path = segments.reduce<string>((at, segment) => joinPath(at, /^\d+$/.test(segment) ? Number(segment) : segment), base);
  return { path, element, attribute: segments[0] ?? null, message };
}

function messageOf(error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return `"${String(error.params.missingProperty)}" is required`;
    case 'type':
      return `expected ${typeName(String(error.params.type))}, got ${describe(error.data)}`;
    case 'enum':
      return `expected one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}, got ${describe(error.data)}`;
    case 'minItems':
      return `needs at least ${String(error.params.limit)} item${error.params.limit === 1 ? '' : 's'}, got ${(error.data as unknown[]).length}`;
    case 'maxItems':
      return `takes at most ${String(error.params.limit)} item${error.params.limit === 1 ? '' : 's'}, got ${(error.data as unknown[]).length}`;
    case 'maxLength':
      return `takes at most ${String(error.params.limit)} characters, got ${String(error.data).length}`;
    case 'format':
      return `expected an absolute URL, got ${describe(error.data)}`;
    default:
      return `${error.message ?? 'invalid'}, got ${describe(error.data)}`;
  }
}

function unionMessage(error: AjvError, members: AjvError[]): string {
  const shapes = Array.isArray(error.schema) ? (error.schema as Record<string, unknown>[]).map(shapeName) : [];
  const accepted = shapes.length
    ? `expected ${shapes.slice(0, -1).join(', ')}${shapes.length > 1 ? ' or ' : ''}${shapes.at(-1)}`
    : 'invalid';
  // The member that got furthest into the value is the one the author most likely meant.
  const closest = [...members]
    .filter((member) => member.keyword !== 'anyOf' && member.instancePath !== error.instancePath)
    .sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  const detail = closest
    ? `; closest: ${closest.instancePath.slice(error.instancePath.length + 1).replace(/\//g, '.') || '(value)'} ${messageOf(closest)}`
    : '';
  return `${accepted}, got ${describe(error.data)}${detail}`;
}

/** A name for one member of a union, as a reader of the description would call it. */
function shapeName(schema: Record<string, unknown>): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return (definitionNames as Record<string, string>)[name] ?? name;
  }
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema.type === 'array') {
    const items = schema.items as Record<string, unknown> | undefined;
    if (!items) return 'a list';
    const inner = Array.isArray(items.anyOf) ? (items.anyOf as Record<string, unknown>[]).map(shapeName).join(', ') : shapeName(items);
    return `a list of (${inner})`;
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, { enum?: unknown[] }>;
    if (properties.action?.enum?.length === 1) return `the ${String(properties.action.enum[0])} action`;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    return required.length ? `an object with ${required.join(', ')}` : 'an object';
  }
  return typeof schema.type === 'string' ? typeName(schema.type) : 'a value';
}

function typeName(type: string): string {
  return (
    { string: 'a string', number: 'a number', integer: 'an integer', boolean: 'true or false', array: 'a list', object: 'an object' }[
      type
    ] ?? type
  );
}

/** Every issue in a tree; a bad node does not stop the walk into its siblings or valid children. */
export function validateTree(node: unknown, path = '', placement?: Placement): NodeIssue[] {
  const issues = [...checkNode(node, path, placement)];
  if (!isObject(node) || typeof node.type !== 'string') return issues;
  for (const [key, slot] of Object.entries(childSlots[node.type as ElementType] ?? {})) {
    for (const [child, at, accepts] of childrenOf(node[key], slot, joinPath(path, key)))
      issues.push(...validateTree(child, at, { parent: node.type, attribute: key, accepts }));
  }
  return issues;
}

/** The child nodes of one slot with their paths and what the slot accepts there; strings where text is allowed are text. */
export function childrenOf(value: unknown, slot: SlotShape, path: string): [unknown, string, readonly string[]][] {
  if (Array.isArray(value)) {
    if (!slot.list.length) return [];
    return value.flatMap((child, index): [unknown, string, readonly string[]][] =>
      typeof child === 'string' && slot.strings ? [] : [[child, joinPath(path, index), slot.list]],
    );
  }
  return isObject(value) && slot.one.length ? [[value, path, slot.one]] : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') {
    const type = (value as { type?: unknown }).type;
    return typeof type === 'string' ? `a ${type} element` : 'an object';
  }
  return `${typeof value} ${String(value)}`;
}

/** A component must answer a root element; anything else is reported at the root, then still drawn. */
export function checkRoot(node: unknown): NodeIssue[] {
  const type = node && typeof node === 'object' ? (node as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || (rootTypes as readonly string[]).includes(type) || !Object.hasOwn(elementChecks, type)) return [];
  return [
    { path: '', element: type, attribute: 'type', message: `a component answers a ${rootTypes.join(', ')} at its root, not a ${type}` },
  ];
}

/**
 * What the Preview would show in error boxes for a rendered tree, as `render --json`'s `problems`:
 * the root's own placement, then every node's issues.
 */
export function contentKitProblems(element: unknown): NodeIssue[] {
  return [...checkRoot(element), ...validateTree(element)];
}
