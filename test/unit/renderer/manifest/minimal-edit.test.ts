import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { minimalEdit } from '../../../../renderer/src/features/manifest/minimal-edit.ts';
import { setField, toggleListValue } from '../../../../renderer/src/features/manifest/yaml-edit.ts';

// Written the way people write YAML, not the way the printer would: extra spaces, quotes, unindented lists.
const HAND_WRITTEN = `name: hello
title:   'Hello'
description: "Says hello."
scopes:
- space:content:read
organization: acme   # us
`;

describe('the manifest form writes minimal edits only for what the user changed', () => {
  it('a field edit changes only its line: titles keep their quotes, spacing and comments elsewhere stay', () => {
    const next = setField(HAND_WRITTEN, ['name'], 'hello-two');
    expect(next).toBe(HAND_WRITTEN.replace('name: hello\n', 'name: hello-two\n'));
  });

  it('a new field is one added line; nothing else moves', () => {
    const next = setField(HAND_WRITTEN, ['summary'], 'Hi');
    expect(next.split('\n').filter((line) => !HAND_WRITTEN.split('\n').includes(line))).toEqual(['summary: Hi']);
    expect(parse(next)).toMatchObject({ summary: 'Hi', title: 'Hello' });
  });

  it('when keeping the original lines would change the meaning, the full print is used (never a broken manifest)', () => {
    const next = toggleListValue(HAND_WRITTEN, ['scopes'], 'space:metadata:read', true);
    expect(parse(next)).toEqual({ ...parse(HAND_WRITTEN), scopes: ['space:content:read', 'space:metadata:read'] });
  });

  it('the merge: unchanged stretches come from the original, edited ones from the edit', () => {
    expect(minimalEdit('a:  1\nb: 2\n', 'a: 1\nb: 2\n', 'a: 1\nb: 3\n')).toBe('a:  1\nb: 3\n');
    expect(minimalEdit('x\n', 'x\n', 'y\n')).toBe('y\n');
    expect(minimalEdit('a:  1\n', 'a: 1\n', 'a: 1\n')).toBe('a:  1\n');
  });
});
