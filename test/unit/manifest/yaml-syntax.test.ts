import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../../shared/manifest/validate.ts';

const syntax = (text: string) => validateManifestText(text).diagnostics.filter((d) => d.code === 'yaml-syntax');

describe('a YAML syntax error is one marker at its position with a human sentence', () => {
  it('an unclosed quote: one finding, where the quote opens, saying what to do', () => {
    const found = syntax('name: a\ntitle: "Hello\ndescription: d\norganization: o\n');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      line: 2,
      column: 8,
      message: 'A quoted value is never closed: add the closing quote, or remove the opening one.',
    });
  });

  it('a second key: value on one line, a tab indent, an unclosed bracket: one sentence each, no parser jargon', () => {
    for (const [text, words] of [
      ['name: a\ntitle: a: b\n', /put the value in quotes/],
      ['name: a\n\tfoo: 1\n', /indented with a tab/],
      ['name: [a\ntitle: b\n', /not closed: add the closing bracket/],
    ] as const) {
      const found = syntax(text);
      expect(found, text).toHaveLength(1);
      expect(found[0]!.message).toMatch(words);
      expect(found[0]!.message).not.toMatch(/YAML syntax:|at line \d/);
    }
  });

  it('a key indented under a key that already has a value is reported on its own line, naming both', () => {
    for (const text of ['name: x\n  bad: [\n', 'name: x\n  bad: value\ntitle: t\n']) {
      const found = syntax(text);
      expect(found, text).toHaveLength(1);
      expect(found[0]).toMatchObject({ path: '/name', line: 2, column: 3, endLine: 2, endColumn: 6 });
      expect(found[0]!.message).toBe(
        "`bad` is indented under `name`, which already has a value (`x`) on its line: align `bad` with `name` to make it a key of its own, or move the value off `name`'s line to nest it.",
      );
    }
  });

  it('a nested key under a list item with a value is reported on its own line too', () => {
    const found = syntax('name: a\nblocks:\n  - id: one\n      title: T\n');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 4, column: 7 });
    expect(found[0]!.message).toMatch(/^`title` is indented under `id`/);
  });
});
