import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  addListItem,
  addProperty,
  moveProperty,
  readManifest,
  removeListItem,
  removeMapKey,
  removeProperty,
  removeSection,
  renameProperty,
  renameSecret,
  setEnum,
  setField,
  setPropertyType,
  setRequired,
  toggleListValue,
  YamlEditError,
} from '../../../../renderer/src/features/manifest/yaml-edit.ts';

const MANIFEST = `# Top comment stays.
name: demo # the id
title: Demo
description: A demo integration whose description line is long enough that a re-serialiser would fold it somewhere.
summary: |
  # Demo

  Markdown kept as a block.
organization: acme
scopes:
  # reading only
  - space:content:read
  - space:contnt:read
configurations:
  space:
    properties:
      # first, the token
      token:
        type: string
        title: Token
        description: API token.
      count:
        type: number
        title: Count
        description: How many.
        default: 3
      enabled:
        type: boolean
        title: Enabled
        description: On or off.
    required:
      - token
`;

const keys = (text: string) => Object.keys(parse(text) as object);
const propertyNames = (text: string, section = 'space') => Object.keys(parse(text).configurations[section].properties as object);

describe('form edits go through the YAML document', () => {
  it('setting a field changes only that value: comments, key order and other lines survive', () => {
    const next = setField(MANIFEST, ['title'], 'Demo 2');
    expect(next).toBe(MANIFEST.replace('title: Demo\n', 'title: Demo 2\n'));
    expect(keys(next)).toEqual(keys(MANIFEST));
  });

  it('a multi-line value stays a block scalar', () => {
    const next = setField(MANIFEST, ['summary'], '# Demo\n\nChanged.\n');
    expect(next).toContain('summary: |\n  # Demo\n\n  Changed.\n');
    expect(parse(next).summary).toBe('# Demo\n\nChanged.\n');
  });

  it('a new field is appended at the end; undefined removes a key; an empty string keeps it in place', () => {
    const added = setField(MANIFEST, ['visibility'], 'public');
    expect(keys(added).at(-1)).toBe('visibility');
    expect(keys(setField(added, ['visibility'], undefined))).not.toContain('visibility');
    const emptied = setField(MANIFEST, ['title'], '');
    expect(keys(emptied)).toEqual(keys(MANIFEST));
    expect(parse(emptied).title).toBe('');
  });

  it('replacing a wrong scope through the form keeps the list comment', () => {
    let next = toggleListValue(MANIFEST, ['scopes'], 'space:contnt:read', false);
    next = toggleListValue(next, ['scopes'], 'space:metadata:read', true);
    expect(parse(next).scopes).toEqual(['space:content:read', 'space:metadata:read']);
    expect(next).toContain('  # reading only\n  - space:content:read\n');
    expect(next).toContain('# Top comment stays.');
  });

  it('toggling a scope that is already in the list is a no-op', () => {
    expect(toggleListValue(MANIFEST, ['scopes'], 'space:content:read', true)).toBe(MANIFEST);
  });

  it('broken YAML is refused with an error that says where, and read without throwing', () => {
    const broken = 'name: demo\ntitle: [unclosed\n';
    expect(() => setField(broken, ['title'], 'x')).toThrow(YamlEditError);
    const read = readManifest(broken);
    expect(read.data).toBeNull();
    expect(read.errors[0]).toMatch(/line \d+/);
  });

  it('a top level that is not a mapping is named in the error', () => {
    expect(readManifest('- a\n- b\n').errors[0]).toMatch(/mapping/);
    expect(() => setField('- a\n', ['title'], 'x')).toThrow(/mapping/);
  });

  it('blocks and links are added and removed as list items; the key goes with the last item', () => {
    const one = addListItem(MANIFEST, ['blocks'], { id: 'b1', title: 'B1', description: 'd' });
    const two = addListItem(one, ['blocks'], { id: 'b2', title: 'B2', description: 'd' });
    expect(parse(two).blocks.map((b: { id: string }) => b.id)).toEqual(['b1', 'b2']);
    expect(parse(removeListItem(two, ['blocks'], 0)).blocks.map((b: { id: string }) => b.id)).toEqual(['b2']);
    expect(keys(removeListItem(one, ['blocks'], 0))).not.toContain('blocks');
  });
});

describe('configuration builder', () => {
  it('adding a property appends it to the section with the keys its type needs, and no empty description', () => {
    const next = addProperty(MANIFEST, 'space', 'connect', 'button');
    expect(propertyNames(next)).toEqual(['token', 'count', 'enabled', 'connect']);
    expect(parse(next).configurations.space.properties.connect).toEqual({
      type: 'button',
      title: 'connect',
      button_text: 'Run',
      callback_url: '/callback',
    });
    expect(next).toContain('      # first, the token\n      token:');
  });

  it('adding a property to a section that does not exist creates the section', () => {
    const next = addProperty(MANIFEST, 'account', 'region', 'string');
    expect(parse(next).configurations.account.properties.region.type).toBe('string');
    expect(Object.keys(parse(next).configurations)).toEqual(['space', 'account']);
  });

  it('a duplicate or unusable property name is refused with a message naming it', () => {
    expect(() => addProperty(MANIFEST, 'space', 'token', 'string')).toThrow(/already has a property "token"/);
    expect(() => addProperty(MANIFEST, 'space', 'two words', 'string')).toThrow(/"two words" is not a usable property name/);
  });

  it('reordering moves a property with its comment and stops at the ends', () => {
    const down = moveProperty(MANIFEST, 'space', 'token', 1);
    expect(propertyNames(down)).toEqual(['count', 'token', 'enabled']);
    expect(down).toMatch(/count:[\s\S]*# first, the token\n\s+token:/);
    expect(moveProperty(MANIFEST, 'space', 'token', -1)).toBe(MANIFEST);
    expect(propertyNames(moveProperty(MANIFEST, 'space', 'enabled', -1))).toEqual(['token', 'enabled', 'count']);
  });

  it('removing a property also removes it from required, and required goes when empty', () => {
    const next = removeProperty(MANIFEST, 'space', 'token');
    expect(propertyNames(next)).toEqual(['count', 'enabled']);
    expect(parse(next).configurations.space.required).toBeUndefined();
  });

  it('marking required adds the name once; unmarking removes it', () => {
    const marked = setRequired(MANIFEST, 'space', 'count', true);
    expect(parse(marked).configurations.space.required).toEqual(['token', 'count']);
    expect(setRequired(marked, 'space', 'count', true)).toBe(marked);
    expect(parse(setRequired(marked, 'space', 'token', false)).configurations.space.required).toEqual(['count']);
  });

  it('marking required in a section without a required list creates it', () => {
    const next = setRequired(addProperty(MANIFEST, 'site', 'key', 'string'), 'site', 'key', true);
    expect(parse(next).configurations.site.required).toEqual(['key']);
  });

  it('renaming keeps the position and follows in required', () => {
    const next = renameProperty(MANIFEST, 'space', 'token', 'apiKey');
    expect(propertyNames(next)).toEqual(['apiKey', 'count', 'enabled']);
    expect(parse(next).configurations.space.required).toEqual(['apiKey']);
    expect(() => renameProperty(MANIFEST, 'space', 'token', 'count')).toThrow(/already has a property "count"/);
  });

  it('changing the type drops keys the new type does not take and adds those it needs', () => {
    const next = setPropertyType(MANIFEST, 'space', 'count', 'button');
    expect(parse(next).configurations.space.properties.count).toEqual({
      type: 'button',
      title: 'Count',
      description: 'How many.',
      button_text: 'Run',
      callback_url: '/callback',
    });
    const back = setPropertyType(next, 'space', 'count', 'string');
    expect(parse(back).configurations.space.properties.count).toEqual({ type: 'string', title: 'Count', description: 'How many.' });
  });

  it('an enum is written as a list and removed when emptied', () => {
    const next = setEnum(MANIFEST, 'space', 'token', ['a', 'b']);
    expect(parse(next).configurations.space.properties.token.enum).toEqual(['a', 'b']);
    expect(parse(setEnum(next, 'space', 'token', [])).configurations.space.properties.token.enum).toBeUndefined();
  });

  it('removing the last section removes configurations', () => {
    expect(keys(removeSection(MANIFEST, 'space'))).not.toContain('configurations');
  });

  it('renaming a secret keeps its place, its reference and the comments around it', () => {
    const text = `name: demo\nsecrets:\n  # from the vault\n  API_KEY: \${{ env.API_KEY }} # rotated monthly\n  OTHER: \${{ env.OTHER }}\n`;
    const next = renameSecret(text, 'API_KEY', 'TOKEN');
    expect(next).toBe(text.replace('  API_KEY:', '  TOKEN:'));
    expect(Object.keys(parse(next).secrets)).toEqual(['TOKEN', 'OTHER']);
  });

  it('a secret name that is taken or not an identifier is refused with a message naming it', () => {
    const text = `secrets:\n  A: \${{ env.A }}\n  B: \${{ env.B }}\n`;
    expect(() => renameSecret(text, 'A', 'B')).toThrow(new YamlEditError('There is already a secret "B".'));
    expect(() => renameSecret(text, 'A', 'my-key')).toThrow(/"my-key" is not a usable secret name/);
    expect(renameSecret(text, 'A', 'A')).toBe(text);
  });

  it('removing a map key keeps the others; the map goes with its last key', () => {
    const text = `name: demo\nsecrets:\n  A: \${{ env.A }}\n  B: \${{ env.B }}\ntitle: Demo\n`;
    const one = removeMapKey(text, ['secrets'], 'A');
    expect(parse(one)).toEqual({ name: 'demo', secrets: { B: '${{ env.B }}' }, title: 'Demo' });
    expect(parse(removeMapKey(one, ['secrets'], 'B'))).toEqual({ name: 'demo', title: 'Demo' });
    expect(removeMapKey(text, ['secrets'], 'missing')).toBe(text);
  });
});

describe("the manifest's schema line survives the form", () => {
  const WITH_MODELINE = `# yaml-language-server: $schema=./platform-manifest.schema.json
# The manifest of Demo.
summary: Shown first.
name: demo
title: Demo
scopes:
  - space:content:read
`;
  const firstLine = (text: string) => text.split('\n')[0];

  it('stays the first line through field edits, additions and removals, the first key included', () => {
    const edits = [
      (text: string) => setField(text, ['title'], 'Demo 2'),
      (text: string) => setField(text, ['summary'], undefined),
      (text: string) => setField(text, ['name'], undefined),
      (text: string) => addProperty(text, 'space', 'token', 'string'),
      (text: string) => toggleListValue(text, ['scopes'], 'space:content:read', false),
      (text: string) => removeMapKey(text, [], 'scopes'),
    ];
    let text = WITH_MODELINE;
    for (const edit of edits) {
      text = edit(text);
      expect(firstLine(text)).toBe('# yaml-language-server: $schema=./platform-manifest.schema.json');
      expect(text).toContain('# The manifest of Demo.\n');
    }
    expect(parse(text)).toEqual({ title: 'Demo 2', configurations: { space: { properties: { token: expect.any(Object) } } } });
  });
});
