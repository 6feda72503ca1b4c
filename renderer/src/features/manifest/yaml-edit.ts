import { Document, isMap, isScalar, isSeq, parseDocument, Scalar } from 'yaml';
import { minimalEdit } from './minimal-edit.ts';

/**
 * Edits of the manifest text made by the visual form. Each takes the current text and returns the
 * new text; all go through the `yaml` Document API so comments, key order and scalar styles of the
 * untouched parts survive (re-serialising the parsed object would drop them).
 */

/** How the form's sections change the manifest: each hands over a pure function from the current text to the next. */
export type Edit = (change: (text: string) => string) => void;

export type YamlPath = readonly (string | number)[];
export type Primitive = string | number | boolean;
export const SECTIONS = ['account', 'space', 'site'] as const;
export type Section = (typeof SECTIONS)[number];
export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'button'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The form refuses to edit text it cannot parse; the message says where the text is broken. */
export class YamlEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YamlEditError';
  }
}

export interface ReadResult {
  /** The manifest as plain data, or null when the YAML is broken. */
  data: Record<string, unknown> | null;
  /** YAML syntax errors with their position, e.g. `line 3, column 5: …`. */
  errors: string[];
}

/** Parses the text for the form; never throws. */
export function readManifest(text: string): ReadResult {
  try {
    const doc = parseDocument(text, { prettyErrors: true });
    if (doc.errors.length) return { data: null, errors: doc.errors.map((error) => error.message) };
    const data: unknown = doc.toJS({ maxAliasCount: 100 });
    if (data === null || data === undefined) return { data: {}, errors: [] };
    if (typeof data !== 'object' || Array.isArray(data))
      return { data: null, errors: ['The manifest must be a YAML mapping of keys (name, title, …) at the top level.'] };
    return { data: data as Record<string, unknown>, errors: [] };
  } catch (error) {
    return { data: null, errors: [(error as Error).message] };
  }
}

function load(text: string): Document {
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length)
    throw new YamlEditError(`The YAML has errors; fix them in the text first (${doc.errors[0]!.message.split('\n')[0]}).`);
  if (doc.contents !== null && !isMap(doc.contents)) throw new YamlEditError('The manifest must be a YAML mapping at the top level.');
  // The comment over the first key (the `yaml-language-server` schema line, a header) belongs to the
  // file: held by that key, it would go when the form removes the key.
  const first = isMap(doc.contents) ? doc.contents.items[0]?.key : undefined;
  if (isScalar(first) && first.commentBefore && !doc.commentBefore) {
    doc.commentBefore = first.commentBefore;
    first.commentBefore = undefined;
  }
  return doc;
}

const render = (doc: Document) => doc.toString({ lineWidth: 0 });

/** The edited document as text where only the edit's lines differ from `original` (see minimal-edit.ts). */
function print(doc: Document, original: string): string {
  const edited = render(doc);
  const merged = minimalEdit(original, render(load(original)), edited);
  // The merge keeps original lines around the edit; if that ever changed what the text means, the full print is the safe answer.
  return merged === edited || sameData(merged, edited) ? merged : edited;
}

function sameData(a: string, b: string): boolean {
  const x = parseDocument(a);
  const y = parseDocument(b);
  return x.errors.length === 0 && JSON.stringify(x.toJS({ maxAliasCount: 100 })) === JSON.stringify(y.toJS({ maxAliasCount: 100 }));
}

function setNode(doc: Document, path: YamlPath, value: Primitive) {
  const node = doc.getIn(path, true);
  if (isScalar(node)) {
    // Keep the scalar's style (block literal, quotes) and its comments; only the value changes. Quotes
    // the old value could not do without were the printer's, not the author's (a trailing space or a
    // colon typed on the way, an emptied field): the new value picks its own style again.
    if (quotesWereForced(node)) node.type = undefined;
    node.value = value;
    if (typeof value === 'string' && value.includes('\n') && node.type !== Scalar.BLOCK_LITERAL) node.type = Scalar.BLOCK_LITERAL;
    return;
  }
  const created = doc.createNode(value);
  if (typeof value === 'string' && value.includes('\n')) created.type = Scalar.BLOCK_LITERAL;
  doc.setIn(path, created);
}

const QUOTED = new Set<unknown>([Scalar.QUOTE_DOUBLE, Scalar.QUOTE_SINGLE]);

/** A quoted string that would be quoted anyway when printed as a plain value (`""`, `"a: "`, `"yes "`). */
function quotesWereForced(node: Scalar): boolean {
  if (!QUOTED.has(node.type) || typeof node.value !== 'string') return false;
  return /^["']/.test(new Document(node.value).toString({ lineWidth: 0 }));
}

/** Sets a scalar at `path` (creating parents); undefined removes the key. */
export function setField(text: string, path: YamlPath, value: Primitive | undefined): string {
  const doc = load(text);
  if (value === undefined) {
    if (doc.hasIn(path)) doc.deleteIn(path);
  } else {
    setNode(doc, path, value!);
  }
  return print(doc, text);
}

/** Adds `value` to the list at `path` (creating it) or removes it; other items keep their comments. */
export function toggleListValue(text: string, path: YamlPath, value: string, on: boolean): string {
  const doc = load(text);
  const list = doc.getIn(path, true);
  const items = isSeq(list) ? list.items : [];
  const index = items.findIndex((item) => (isScalar(item) ? item.value : item) === value);
  if (on && index === -1) {
    if (isSeq(list)) list.add(doc.createNode(value));
    else doc.setIn(path, doc.createNode([value]));
  } else if (!on && index !== -1) {
    doc.deleteIn([...path, index]);
  }
  return print(doc, text);
}

/** Appends a mapping to the list at `path` (e.g. a block or an external link). */
export function addListItem(text: string, path: YamlPath, item: Record<string, Primitive>): string {
  const doc = load(text);
  const list = doc.getIn(path, true);
  if (isSeq(list)) list.add(doc.createNode(item));
  else doc.setIn(path, doc.createNode([item]));
  return print(doc, text);
}

/** Removes item `index` of the list at `path`; the list key goes when it empties. */
export function removeListItem(text: string, path: YamlPath, index: number): string {
  const doc = load(text);
  const list = doc.getIn(path, true);
  if (!isSeq(list) || index < 0 || index >= list.items.length) return text;
  list.items.splice(index, 1);
  if (list.items.length === 0) doc.deleteIn(path);
  return print(doc, text);
}

function propertiesPath(section: Section): YamlPath {
  return ['configurations', section, 'properties'];
}

/**
 * Starting keys for a property of each type; `button` needs its text and callback to be valid. No
 * `description: ""`: the form's Description field asks for it, where the user types it.
 */
export function propertyTemplate(name: string, type: PropertyType): Record<string, Primitive> {
  const base = { type, title: name };
  return type === 'button' ? { ...base, button_text: 'Run', callback_url: '/callback' } : base;
}

/** Adds a property to a configuration section; refuses a name the section already has. */
export function addProperty(text: string, section: Section, name: string, type: PropertyType): string {
  if (!/^[A-Za-z_][\w-]*$/.test(name))
    throw new YamlEditError(`"${name}" is not a usable property name: use letters, digits, _ and -, starting with a letter.`);
  const doc = load(text);
  const path = propertiesPath(section);
  const properties = doc.getIn(path, true);
  if (isMap(properties) && properties.has(name)) throw new YamlEditError(`The ${section} configuration already has a property "${name}".`);
  const template = propertyTemplate(name, type);
  const node = doc.createNode(template);
  if (isMap(properties)) properties.add(doc.createPair(name, node));
  else doc.setIn(path, doc.createNode({ [name]: template }));
  return print(doc, text);
}

function requiredList(doc: Document, section: Section) {
  const list = doc.getIn(['configurations', section, 'required'], true);
  return isSeq(list) ? list : null;
}

function requiredIndex(doc: Document, section: Section, name: string): number {
  const list = requiredList(doc, section);
  return list ? list.items.findIndex((item) => (isScalar(item) ? item.value : item) === name) : -1;
}

/** Removes a property, and its name from `required`. */
export function removeProperty(text: string, section: Section, name: string): string {
  const doc = load(text);
  doc.deleteIn([...propertiesPath(section), name]);
  const index = requiredIndex(doc, section, name);
  if (index !== -1) {
    doc.deleteIn(['configurations', section, 'required', index]);
    if (requiredList(doc, section)?.items.length === 0) doc.deleteIn(['configurations', section, 'required']);
  }
  return print(doc, text);
}

/** Moves a property up (-1) or down (+1); its comments travel with it. */
export function moveProperty(text: string, section: Section, name: string, delta: -1 | 1): string {
  const doc = load(text);
  const properties = doc.getIn(propertiesPath(section), true);
  if (!isMap(properties)) return text;
  const from = properties.items.findIndex((pair) => (isScalar(pair.key) ? pair.key.value : pair.key) === name);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= properties.items.length) return text;
  // yaml keeps a comment above the first entry on the map itself; pin it to that entry so it moves along.
  const first = properties.items[0]!;
  if (properties.commentBefore && isScalar(first.key)) {
    first.key.commentBefore = [properties.commentBefore, first.key.commentBefore].filter(Boolean).join('\n');
    properties.commentBefore = undefined;
  }
  const [pair] = properties.items.splice(from, 1);
  properties.items.splice(to, 0, pair!);
  return print(doc, text);
}

/** Renames key `name` of the mapping at `path` in the document, in place (same position, comments kept). */
function renameKey(doc: Document, path: YamlPath, name: string, next: string, taken: string) {
  const map = doc.getIn(path, true);
  if (!isMap(map)) return false;
  if (map.has(next)) throw new YamlEditError(taken);
  const pair = map.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === name);
  if (!pair) return false;
  if (isScalar(pair.key)) pair.key.value = next;
  else pair.key = doc.createNode(next);
  return true;
}

/** Renames a property in place (same position), and in `required`. */
export function renameProperty(text: string, section: Section, name: string, next: string): string {
  if (next === name) return text;
  if (!/^[A-Za-z_][\w-]*$/.test(next))
    throw new YamlEditError(`"${next}" is not a usable property name: use letters, digits, _ and -, starting with a letter.`);
  const doc = load(text);
  if (!renameKey(doc, propertiesPath(section), name, next, `The ${section} configuration already has a property "${next}".`)) return text;
  const index = requiredIndex(doc, section, name);
  if (index !== -1) setNode(doc, ['configurations', section, 'required', index], next);
  return print(doc, text);
}

/** Renames a secret in place (same position, comments kept); names are what the code reads from `environment.secrets`. */
export function renameSecret(text: string, name: string, next: string): string {
  if (next === name) return text;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(next))
    throw new YamlEditError(`"${next}" is not a usable secret name: use letters, digits and _, starting with a letter or _.`);
  const doc = load(text);
  return renameKey(doc, ['secrets'], name, next, `There is already a secret "${next}".`) ? print(doc, text) : text;
}

/** Removes key `name` of the mapping at `path`; the mapping goes when it empties. */
export function removeMapKey(text: string, path: YamlPath, name: string): string {
  const doc = load(text);
  const map = doc.getIn(path, true);
  if (!isMap(map) || !map.has(name)) return text;
  map.delete(name);
  if (map.items.length === 0) doc.deleteIn(path);
  return print(doc, text);
}

/** Keys that only make sense for some types; they go when the type changes away. */
const TYPE_KEYS: Record<string, readonly PropertyType[]> = {
  enum: ['string'],
  completion_url: ['string'],
  button_text: ['button'],
  callback_url: ['button'],
  default: ['string', 'number', 'boolean'],
};

/** Changes a property's type, dropping keys the new type does not take and adding those it needs. */
export function setPropertyType(text: string, section: Section, name: string, type: PropertyType): string {
  const doc = load(text);
  const path = [...propertiesPath(section), name];
  const property = doc.getIn(path, true);
  if (!isMap(property)) return text;
  const previous = property.get('type');
  if (previous === type) return text;
  for (const [key, types] of Object.entries(TYPE_KEYS)) {
    const keep = types.includes(type) && !(key === 'default' && previous !== undefined);
    if (!keep && property.has(key)) property.delete(key);
  }
  setNode(doc, [...path, 'type'], type);
  const template = propertyTemplate(name, type);
  for (const key of ['button_text', 'callback_url'] as const) {
    if (key in template && !property.has(key)) property.set(key, template[key]);
  }
  return print(doc, text);
}

/** Marks a property required or optional; `required` goes away when nothing is required. */
export function setRequired(text: string, section: Section, name: string, required: boolean): string {
  const doc = load(text);
  const index = requiredIndex(doc, section, name);
  if (required && index === -1) {
    const list = requiredList(doc, section);
    if (list) list.add(doc.createNode(name));
    else doc.setIn(['configurations', section, 'required'], doc.createNode([name]));
  } else if (!required && index !== -1) {
    doc.deleteIn(['configurations', section, 'required', index]);
    if (requiredList(doc, section)?.items.length === 0) doc.deleteIn(['configurations', section, 'required']);
  }
  return print(doc, text);
}

/** Replaces a string property's `enum` list; an empty list removes it. */
export function setEnum(text: string, section: Section, name: string, values: string[]): string {
  const doc = load(text);
  const path = [...propertiesPath(section), name, 'enum'];
  if (values.length === 0) {
    if (doc.hasIn(path)) doc.deleteIn(path);
  } else {
    const node = doc.createNode(values);
    node.flow = true;
    doc.setIn(path, node);
  }
  return print(doc, text);
}

/** Drops a whole configuration section (account, space or site). */
export function removeSection(text: string, section: Section): string {
  const doc = load(text);
  doc.deleteIn(['configurations', section]);
  const configurations = doc.get('configurations', true);
  if (isMap(configurations) && configurations.items.length === 0) doc.delete('configurations');
  return print(doc, text);
}
