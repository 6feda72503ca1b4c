/**
 * Writes `shared/contentkit/generated/validators.ts`, the ContentKit checks the Preview, `render` and
 * `test` use, from the ContentKit schemas of the platform's API description (never by hand):
 *
 *   npm run generate:contentkit [-- path/to/openapi.json]
 *
 * ajv compiles them ahead of time (the renderer's CSP forbids the `new Function` ajv needs at run
 * time). Two changes to the description's schemas, both so the studio accepts what the platform
 * accepts: every `oneOf` is read as `anyOf` (the description's unions overlap, e.g. an inline `text`
 * is also a valid member elsewhere, and the platform takes any member that fits), and the
 * `discriminator` hints go (ajv's discriminator requires `oneOf`). A test fails when the committed
 * file is not what this writes.
 */
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CONTENTKIT_VALIDATORS = join(ROOT, 'shared', 'contentkit', 'generated', 'validators.ts');
export const DEFAULT_DESCRIPTION = resolve(ROOT, 'sdk', 'api-client', 'openapi.json');

type Schema = Record<string, unknown>;
const SCHEMA_ID = 'contentkit';
const REF = '#/components/schemas/';

/** What one slot of an element holds: elements as one node, as list items, and whether bare strings are text. */
export interface SlotShape {
  one: string[];
  list: string[];
  strings: boolean;
}

/** The ContentKit schemas and everything they refer to, with `oneOf` read as `anyOf`. */
function contentKitDefinitions(description: { components: { schemas: Record<string, Schema> } }): Record<string, Schema> {
  const all = description.components.schemas;
  const picked: Record<string, Schema> = {};
  const visit = (name: string) => {
    if (picked[name]) return;
    const schema = all[name];
    if (!schema) throw new Error(`The API description refers to ${name}, which it does not define.`);
    picked[name] = {};
    picked[name] = rewrite(schema, (ref) => visit(ref)) as Schema;
  };
  for (const name of Object.keys(all)) if (name.startsWith('ContentKit')) visit(name);
  return picked;
}

function rewrite(value: unknown, onRef: (name: string) => void): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, onRef));
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'discriminator' || key === 'example') continue;
    if (key === '$ref' && typeof item === 'string' && item.startsWith(REF)) {
      const name = item.slice(REF.length);
      onRef(name);
      out.$ref = `#/$defs/${name}`;
    } else out[key === 'oneOf' ? 'anyOf' : key] = rewrite(item, onRef);
  }
  return out;
}

/** `ContentKitButton` → `button`: the definitions that are elements, by their `type`. */
function elementTypes(definitions: Record<string, Schema>): Record<string, string> {
  const types: Record<string, string> = {};
  for (const [name, schema] of Object.entries(definitions)) {
    const type = (schema.properties as Record<string, { enum?: unknown[] }> | undefined)?.type?.enum;
    if (name.startsWith('ContentKit') && type?.length === 1 && typeof type[0] === 'string' && !name.startsWith('ContentKitRenderOutput'))
      types[name] = type[0];
  }
  return types;
}

/** Where each element holds other elements, read from its schema: one node, list items, bare strings. */
function slotsOf(definitions: Record<string, Schema>, types: Record<string, string>): Record<string, Record<string, SlotShape>> {
  const slots: Record<string, Record<string, SlotShape>> = {};
  const collect = (schema: Schema, shape: SlotShape, inList: boolean, seen: Set<string>) => {
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.slice('#/$defs/'.length);
      if (types[name]) (inList ? shape.list : shape.one).push(types[name]);
      else if (!seen.has(name)) collect(definitions[name]!, shape, inList, new Set([...seen, name]));
      return;
    }
    for (const member of (schema.anyOf as Schema[] | undefined) ?? []) collect(member, shape, inList, seen);
    if (schema.type === 'array' && schema.items && !inList) collect(schema.items as Schema, shape, true, seen);
    if (schema.type === 'string' && !schema.enum) shape.strings = true;
  };
  for (const [name, type] of Object.entries(types)) {
    for (const [key, property] of Object.entries((definitions[name]!.properties as Record<string, Schema>) ?? {})) {
      if (key === 'type') continue;
      const shape: SlotShape = { one: [], list: [], strings: false };
      collect(property, shape, false, new Set());
      if (!shape.one.length && !shape.list.length) continue;
      shape.one = [...new Set(shape.one)];
      shape.list = [...new Set(shape.list)];
      (slots[type] ??= {})[key] = shape;
    }
  }
  return slots;
}

/** A short name for each definition, used to name the accepted shapes of a union in a message. */
function definitionNames(definitions: Record<string, Schema>, types: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  const a = (word: string) => `${/^[aeio]/.test(word) ? 'an' : 'a'} ${word}`;
  const membersOf = (schema: Schema): string[] =>
    ((schema.anyOf as Schema[] | undefined) ?? []).flatMap((member) => {
      const ref = typeof member.$ref === 'string' ? member.$ref.slice('#/$defs/'.length) : null;
      return ref && types[ref] ? [types[ref]] : [];
    });
  for (const [name, schema] of Object.entries(definitions)) {
    const human = name
      .replace(/^ContentKit/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    if (types[name]) names[name] = `${a(types[name])} element`;
    else if (Array.isArray(schema.enum)) names[name] = `${a(human)} (${schema.enum.join(', ')})`;
    else if (membersOf(schema).length) names[name] = `${a(human)} (${membersOf(schema).join(', ')})`;
    else if (name === 'ContentKitDynamicBinding') names[name] = 'a { "$state": key } binding';
    else if (name === 'ContentKitDefaultAction') names[name] = 'a built-in action';
    else if (name === 'ContentKitURL') names[name] = 'a URL object { host, pathname, query? }';
    else names[name] = a(human);
  }
  return names;
}

/** The generated module's source for a description file, exactly as the committed file should read. */
export async function renderContentKitValidators(descriptionPath = DEFAULT_DESCRIPTION): Promise<string> {
  const description = JSON.parse(readFileSync(descriptionPath, 'utf8'));
  const definitions = contentKitDefinitions(description);
  const types = elementTypes(definitions);
  const ajv = new Ajv2020({
    allErrors: true,
    // errors carry their schema, so a union's message can name its members
    verbose: true,
    strict: false,
    inlineRefs: false,
    code: { source: true, esm: true, lines: true, formats: _`({ uri: { type: 'string', validate: isUri } })` },
  });
  ajv.addFormat('uri', { type: 'string', validate: (value: string) => URL.canParse(value) });
  ajv.addSchema({ $id: SCHEMA_ID, $defs: definitions });
  const exports: Record<string, string> = {};
  for (const [name, type] of Object.entries(types)) exports[`validate_${type}`] = `${SCHEMA_ID}#/$defs/${name}`;
  exports.validate_action = `${SCHEMA_ID}#/$defs/ContentKitAction`;
  const code = standaloneCode(ajv, exports)
    .replace(/^"use strict";/, '')
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, '((text) => [...text].length)');
  if (/require\(/.test(code)) throw new Error('the generated ContentKit validators still require a module');
  const byType = Object.fromEntries(Object.values(types).map((type) => [type, `validate_${type}`]));
  const text = [
    '/* eslint-disable */',
    '// @ts-nocheck',
    '// GENERATED from the ContentKit schemas of sdk/api-client/openapi.json by scripts/generate-contentkit-validator.ts. Do not edit.',
    '// Regenerate after the description changes: npm run generate:contentkit',
    '// `oneOf` is read as `anyOf`: the platform takes any member of its overlapping unions.',
    'const isUri = (value) => URL.canParse(value);',
    code,
    '',
    '/** The element types of the description, each with its compiled validator. */',
    `export const elementValidators = { ${Object.entries(byType)
      .map(([type, fn]) => `${JSON.stringify(type)}: ${fn}`)
      .join(', ')} };`,
    '/** Where each element holds other elements: as one node, as list items, and whether bare strings are text there. */',
    `export const elementSlots = ${JSON.stringify(slotsOf(definitions, types))};`,
    '/** A short name for every definition, to name the accepted shapes of a union. */',
    `export const definitionNames = ${JSON.stringify(definitionNames(definitions, types))};`,
    '/** The roots a component may answer with. */',
    `export const rootElementTypes = ${JSON.stringify(
      ((definitions.ContentKitRootElement!.anyOf as Schema[]) ?? []).map((m) => types[String(m.$ref).slice('#/$defs/'.length)]),
    )};`,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(CONTENTKIT_VALIDATORS)), filepath: CONTENTKIT_VALIDATORS });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = resolve(process.argv[2] ?? DEFAULT_DESCRIPTION);
  mkdirSync(dirname(CONTENTKIT_VALIDATORS), { recursive: true });
  writeFileSync(CONTENTKIT_VALIDATORS, await renderContentKitValidators(source));
  console.log(`Wrote ${CONTENTKIT_VALIDATORS} from ${source}.`);
}
