import type { z } from 'zod';
import { childSlots, elementSchemas, elementTypes, rootTypes, type ElementType } from './elements.ts';

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

/**
 * Checks one node's own attributes (not its children, which are checked at their own paths), so a
 * renderer can show an error box for this node and still render its siblings.
 */
export function checkNode(node: unknown, path = ''): NodeIssue[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    return [
      { path, element: null, attribute: null, message: `expected an element object like { "type": "text", … }, got ${describe(node)}` },
    ];
  }
  const type = (node as { type?: unknown }).type;
  if (typeof type !== 'string') return [{ path, element: null, attribute: 'type', message: 'the element has no string "type"' }];
  if (!Object.hasOwn(elementSchemas, type)) {
    return [
      { path, element: type, attribute: 'type', message: `unknown element "${type}"; known elements are ${elementTypes.join(', ')}` },
    ];
  }
  const parsed = elementSchemas[type as ElementType].safeParse(node);
  return parsed.success ? [] : parsed.error.issues.flatMap((issue) => toNodeIssues(issue, type, path));
}

function toNodeIssues(issue: z.core.$ZodIssue, element: string, path: string): NodeIssue[] {
  if (issue.code === 'unrecognized_keys') {
    const at = issue.path.reduce<string>((p, k) => joinPath(p, k as string | number), path);
    return issue.keys.map((key) => ({
      path: joinPath(at, key),
      element,
      attribute: issue.path.length ? String(issue.path[0]) : key,
      message: `"${key}" is not an attribute of ${issue.path.length ? issue.path.join('.') : element}`,
    }));
  }
  if (issue.code === 'invalid_union' && issue.errors.length) {
    // Report the branch that got furthest into the value, with its own path, instead of zod's bare "Invalid input".
    const depth = (issues: z.core.$ZodIssue[]) => Math.max(...issues.map((inner) => inner.path.length));
    const closest = [...issue.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0]!;
    const alternatives = issue.errors.length > 1 ? ` (or one of ${issue.errors.length - 1} other accepted shapes)` : '';
    return closest
      .slice(0, 1)
      .flatMap((inner) =>
        toNodeIssues(
          { ...inner, path: [...issue.path, ...inner.path], message: inner.message + alternatives } as z.core.$ZodIssue,
          element,
          path,
        ),
      );
  }
  const attribute = issue.path.length ? String(issue.path[0]) : null;
  return [
    { path: issue.path.reduce<string>((p, k) => joinPath(p, k as string | number), path), element, attribute, message: issue.message },
  ];
}

/** Every issue in a tree; a bad node does not stop the walk into its siblings or valid children. */
export function validateTree(node: unknown, path = ''): NodeIssue[] {
  const own = checkNode(node, path);
  const issues = [...own];
  if (!node || typeof node !== 'object') return issues;
  const slots = childSlots[(node as { type: ElementType }).type];
  if (!slots) return issues;
  for (const [key, kind] of Object.entries(slots)) {
    const value = (node as Record<string, unknown>)[key];
    if (value === undefined) continue;
    for (const [child, at] of childrenOf(value, kind, joinPath(path, key))) issues.push(...validateTree(child, at));
  }
  return issues;
}

/** The child nodes of one slot with their paths; strings inside inline content are plain text. */
export function childrenOf(value: unknown, kind: 'list' | 'one' | 'inline', path: string): [unknown, string][] {
  if (kind === 'one') return [[value, path]];
  if (!Array.isArray(value)) return [];
  return value.flatMap((child, index): [unknown, string][] =>
    kind === 'inline' && typeof child === 'string' ? [] : [[child, joinPath(path, index)]],
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `the string ${JSON.stringify(value.slice(0, 40))}` : typeof value;
}

/** A component must answer a root element; anything else is reported at the root, then still drawn. */
export function checkRoot(node: unknown): NodeIssue[] {
  const type = node && typeof node === 'object' ? (node as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || (rootTypes as readonly string[]).includes(type) || !Object.hasOwn(elementSchemas, type)) return [];
  return [
    { path: '', element: type, attribute: 'type', message: `a component answers a ${rootTypes.join(', ')} at its root, not a ${type}` },
  ];
}
