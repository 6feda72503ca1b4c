import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { Diagnostic } from '../../../shared/api/manifest.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';
import { EXAMPLE_DIR, ROOT } from '../../../electron/lib/paths.ts';

const CORPUS = join(ROOT, '..', 'shared', 'corpus', 'real-manifests');
const seeds = [
  readFileSync(join(EXAMPLE_DIR, 'platform-manifest.yaml'), 'utf8'),
  ...(existsSync(CORPUS)
    ? readdirSync(CORPUS)
        .slice(0, 20)
        .map((file) => readFileSync(join(CORPUS, file), 'utf8'))
    : []),
];

/** Validation never throws, and every diagnostic is well-formed and points inside the text. */
function holds(text: string): void {
  const { diagnostics } = validateManifestText(text, { unresolvedSecrets: {}, knownNames: new Map([['hello-platform', 'example']]) });
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const diagnostic of diagnostics) {
    expect(Diagnostic.safeParse(diagnostic).success, JSON.stringify(diagnostic)).toBe(true);
    expect(diagnostic.line).toBeLessThanOrEqual(lines + 1);
  }
}

const yamlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ':',
        ' ',
        '\n',
        '- ',
        '  ',
        '"',
        "'",
        '[',
        ']',
        '{',
        '}',
        ',',
        '#',
        '&a ',
        '*a',
        '!!str ',
        '|',
        '>',
        '? ',
        '---\n',
        '\t',
        'name',
        'scopes',
        'type',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 200 },
  )
  .map((parts) => parts.join(''));

const json = fc.jsonValue({ maxDepth: 3 });

/** A path into a value: walks existing keys and indices, sometimes one step past them. */
function mutate(data: unknown, steps: number[], replacement: unknown, remove: boolean): unknown {
  if (steps.length === 0 || data === null || typeof data !== 'object') return remove ? undefined : replacement;
  const keys = Object.keys(data);
  if (keys.length === 0) return replacement;
  const key = keys[steps[0]! % keys.length]!;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data) ? [...data] : { ...(data as Record<string, unknown>) };
  const next = mutate((data as Record<string, unknown>)[key], steps.slice(1), replacement, remove);
  if (next === undefined && !Array.isArray(copy)) delete copy[key];
  else (copy as Record<string, unknown>)[key] = next;
  return copy;
}

describe('validator fuzz', () => {
  it('random YAML-like text never throws', () => {
    fc.assert(fc.property(yamlish, holds), { numRuns: 400 });
  });

  it('random edits of real manifests (insertions and deletions anywhere in the text) never throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.nat(), fc.nat({ max: 20 }), fc.string({ maxLength: 10 }), (seed, at, cut, insert) => {
        const offset = at % (seed.length + 1);
        holds(seed.slice(0, offset) + insert + seed.slice(offset + cut));
      }),
      { numRuns: 300 },
    );
  });

  it('random value changes and deletions in valid manifests never throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seeds),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        json,
        fc.boolean(),
        (seed, steps, replacement, remove) => {
          const data = validateManifestText(seed).data;
          holds(stringify(mutate(data, steps, replacement, remove) ?? null));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('values that break String() are diagnostics, not exceptions', () => {
  // Found by the fuzz above: YAML `{toString: false}` is an object whose toString is not callable.
  const manifest = (scopes: string) =>
    `name: odd\ntitle: Odd\ndescription: Odd values\norganization: acme\nscopes:\n${scopes}\nvisibility: {toString: false}\n`;
  it('a mapping with a toString key where a scope or an enum value is expected is reported with its path', () => {
    const { diagnostics } = validateManifestText(manifest('  - {toString: false}\n  - {valueOf: 1}'), {
      unresolvedSecrets: {},
      knownNames: new Map(),
    });
    expect(diagnostics.map((d) => d.path)).toEqual(expect.arrayContaining(['/scopes/0', '/scopes/1', '/visibility']));
    holds(manifest('  - {toString: false}'));
  });
  it('a configuration default or enum holding such a mapping is reported as default-not-in-enum', () => {
    const text = `${manifest('  - space:content:read')}configurations:\n  space:\n    properties:\n      p:\n        type: string\n        title: P\n        description: P\n        enum: [{toString: 1}]\n        default: {toString: ''}\n`;
    const { diagnostics } = validateManifestText(text, { unresolvedSecrets: {}, knownNames: new Map() });
    expect(diagnostics.map((d) => d.code)).toContain('default-not-in-enum');
  });
});
