import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../shared/api/manifest.ts';
import { validateManifestText, type ValidateOptions } from '../../../shared/manifest/validate.ts';

// Line 1..6; tests append below, so the appended text starts on line 7.
const BASE = `name: my-integration
title: My Integration
description: Does one thing well.
organization: my-org
scopes:
  - space:content:read
`;

function findings(text: string, options?: ValidateOptions): Diagnostic[] {
  return validateManifestText(text, options).diagnostics;
}

/** The one diagnostic with `code`; fails when there is none or several. */
function one(text: string, code: string, options?: ValidateOptions): Diagnostic {
  const found = findings(text, options).filter((d) => d.code === code);
  expect(found, `diagnostics with code ${code}: ${JSON.stringify(findings(text, options), null, 1)}`).toHaveLength(1);
  return found[0]!;
}

const without = (key: string) =>
  BASE.split('\n')
    .filter((line) => !line.startsWith(`${key}:`))
    .join('\n');

describe('manifest rules', () => {
  it('a minimal manifest with the required fields is valid, visibility defaulting to private', () => {
    const result = validateManifestText(BASE);
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest?.name).toBe('my-integration');
  });

  it('YAML syntax errors are diagnostics with their line, never exceptions', () => {
    const d = one(`${BASE}icon: @x\n`, 'yaml-syntax');
    expect(d).toMatchObject({ severity: 'error', path: '/icon', line: 7, column: 7 });
    expect(d.message).toContain('reserved character @');
    expect(one(`${BASE}\ticon: x\n`, 'yaml-syntax')).toMatchObject({ line: 7, column: 1 });
  });

  it('duplicate keys are errors at the second key', () => {
    const d = one(`${BASE}title: Again\n`, 'duplicate-key');
    expect(d).toMatchObject({ severity: 'error', path: '/title', line: 7, column: 1 });
    expect(d.message).toContain('`title` appears twice');
  });

  it.each(['name', 'title', 'description', 'organization', 'scopes'])(
    '%s is required: missing-required at its pointer, pinned to the document start (not to the first key)',
    (key) => {
      const d = one(`# comment\n\n${without(key)}`, 'missing-required');
      expect(d).toMatchObject({ severity: 'error', path: `/${key}`, line: 1, column: 1, endLine: 1, endColumn: 1 });
    },
  );

  it('name is lowercase letters, digits and single hyphens: invalid-name suggests one', () => {
    const d = one(BASE.replace('name: my-integration', 'name: my--Integration_2'), 'invalid-name');
    expect(d).toMatchObject({ path: '/name', line: 1, column: 7, endLine: 1, endColumn: 24 });
    expect(d.message).toContain('`my-integration-2`');
  });

  it('uppercase in an otherwise valid name is a warning (name-not-lowercase), as some published integrations have it', () => {
    const d = one(BASE.replace('name: my-integration', 'name: VA-Auth0'), 'name-not-lowercase');
    expect(d).toMatchObject({ severity: 'warning', path: '/name', line: 1 });
  });

  it('name is unique across the integrations the studio knows: duplicate-name names the other one', () => {
    const d = one(BASE, 'duplicate-name', { knownNames: new Map([['my-integration', 'examples/other']]) });
    expect(d).toMatchObject({ severity: 'error', path: '/name', line: 1 });
    expect(d.message).toContain('examples/other');
  });

  it('summary is at most 2048 characters: too-long with the count', () => {
    const d = one(`${BASE}summary: ${'x'.repeat(2049)}\n`, 'too-long');
    expect(d).toMatchObject({ path: '/summary', line: 7 });
    expect(d.message).toContain('2049 characters; at most 2048');
  });

  it('visibility is private, unlisted or public: invalid-value lists them', () => {
    const d = one(`${BASE}visibility: secret\n`, 'invalid-value');
    expect(d).toMatchObject({ path: '/visibility', line: 7, column: 13 });
    expect(d.message).toContain('`private`, `unlisted`, `public`');
  });

  it('an unknown scope is unknown-scope with a did-you-mean', () => {
    const d = one(`${BASE}  - space:content:reed\n`, 'unknown-scope');
    expect(d).toMatchObject({ severity: 'error', path: '/scopes/1', line: 7, column: 5 });
    expect(d.message).toContain('Did you mean `space:content:read`?');
  });

  it('page:feedback:read and the 16 platform scopes are accepted', () => {
    expect(findings(`${BASE}  - page:feedback:read\n  - conversations:ingest\n  - site:visitor:claims\n  - openapi:write\n`)).toEqual([]);
  });

  it.each(['site:script:inject', 'site:script:cookies'])('the internal scope %s is a warning (internal-scope)', (scope) => {
    const d = one(`${BASE}  - ${scope}\n`, 'internal-scope');
    expect(d).toMatchObject({ severity: 'warning', path: '/scopes/1', line: 7 });
  });

  it('categories are the known list (visitor-auth accepted): unknown-category otherwise', () => {
    expect(findings(`${BASE}categories: [visitor-auth, authenticated-access, analytics]\n`)).toEqual([]);
    const d = one(`${BASE}categories:\n  - analytic\n`, 'unknown-category');
    expect(d).toMatchObject({ path: '/categories/0', line: 8 });
    expect(d.message).toContain('Did you mean `analytics`?');
  });

  it('block ids are unique: duplicate-block-id on the second', () => {
    const d = one(`${BASE}blocks:\n  - id: a\n    title: A\n  - id: a\n    title: B\n`, 'duplicate-block-id');
    expect(d).toMatchObject({ path: '/blocks/1/id', line: 10, column: 9 });
  });

  it('a block needs id and title; urlUnfurl and markdown are accepted', () => {
    expect(
      findings(
        `${BASE}blocks:\n  - id: a\n    title: Ab\n    urlUnfurl: [https://x.test/**]\n    markdown: {codeblock: mermaid, body: content}\n`,
      ),
    ).toEqual([]);
    const d = one(`${BASE}blocks:\n  - id: a\n`, 'missing-required');
    expect(d).toMatchObject({ path: '/blocks/0/title', line: 8 });
  });

  it('an external link needs a label: missing-required on the link line', () => {
    const d = one(`${BASE}externalLinks:\n  - url: https://example.com\n`, 'missing-required');
    expect(d).toMatchObject({ path: '/externalLinks/0/label', line: 8 });
  });

  it('an external link url must be absolute: invalid-url', () => {
    const d = one(`${BASE}externalLinks:\n  - label: Docs\n    url: example.com/docs\n`, 'invalid-url');
    expect(d).toMatchObject({ path: '/externalLinks/0/url', line: 9, column: 10 });
  });

  it('a configuration is properties or componentId, not both (configuration-shape)', () => {
    expect(findings(`${BASE}configurations:\n  site:\n    componentId: config\n`)).toEqual([]);
    const both = one(`${BASE}configurations:\n  space:\n    componentId: config\n    properties: {}\n`, 'configuration-shape');
    expect(both).toMatchObject({ path: '/configurations/space/componentId', line: 9 });
    const neither = one(`${BASE}configurations:\n  space:\n    required: []\n`, 'configuration-shape');
    expect(neither).toMatchObject({ path: '/configurations/space/properties', line: 8 });
  });

  it('configuration sections are account, space and site: unknown-key otherwise', () => {
    const d = one(`${BASE}configurations:\n  spaces:\n    componentId: c\n`, 'unknown-key');
    expect(d).toMatchObject({ path: '/configurations/spaces', line: 8, column: 3 });
    expect(d.message).toContain('Did you mean `space`?');
  });

  it('a property type is string, number, boolean or button: invalid-property-type suggests', () => {
    const d = one(
      `${BASE}configurations:\n  space:\n    properties:\n      a:\n        type: strng\n        title: A\n        description: d\n`,
      'invalid-property-type',
    );
    expect(d).toMatchObject({ path: '/configurations/space/properties/a/type', line: 11, column: 15 });
    expect(d.message).toContain('Did you mean `string`?');
  });

  it('a button property requires button_text and callback_url, pointing at the property line', () => {
    const text = `${BASE}configurations:\n  account:\n    properties:\n      oauth:\n        type: button\n        title: Connect\n        description: d\n`;
    const missing = findings(text).filter((d) => d.code === 'missing-required');
    expect(missing.map((d) => [d.path, d.line])).toEqual([
      ['/configurations/account/properties/oauth/button_text', 10],
      ['/configurations/account/properties/oauth/callback_url', 10],
    ]);
  });

  it('a property key that its type does not have is unknown-key (string has enum, not enums)', () => {
    const d = one(
      `${BASE}configurations:\n  space:\n    properties:\n      a:\n        type: string\n        title: A\n        description: d\n        enums: [x]\n`,
      'unknown-key',
    );
    expect(d).toMatchObject({ path: '/configurations/space/properties/a/enums', line: 14, column: 9 });
    expect(d.message).toContain('Did you mean `enum`?');
  });

  it("a default must have the property's type: default-type-mismatch", () => {
    const d = one(
      `${BASE}configurations:\n  space:\n    properties:\n      n:\n        type: number\n        title: N\n        description: d\n        default: ten\n`,
      'default-type-mismatch',
    );
    expect(d).toMatchObject({ path: '/configurations/space/properties/n/default', line: 14, column: 18 });
  });

  it('a default with an enum must be one of its values: default-not-in-enum', () => {
    const d = one(
      `${BASE}configurations:\n  space:\n    properties:\n      c:\n        type: string\n        title: C\n        description: d\n        enum: [red, blue]\n        default: green\n`,
      'default-not-in-enum',
    );
    expect(d).toMatchObject({ path: '/configurations/space/properties/c/default', line: 15 });
    expect(d.message).toContain('`red`, `blue`');
  });

  it('every name in required is a defined property: undefined-required-property', () => {
    const d = one(
      `${BASE}configurations:\n  space:\n    properties:\n      channel:\n        type: string\n        title: C\n        description: d\n    required:\n      - chanel\n`,
      'undefined-required-property',
    );
    expect(d).toMatchObject({ path: '/configurations/space/required/0', line: 15, column: 9 });
    expect(d.message).toContain('Did you mean `channel`?');
  });

  it('a secret is a ${{ env.NAME }} reference: invalid-secret-reference for a plain value', () => {
    expect(
      findings(`${BASE}secrets:\n  A: \${{ env.A_KEY }}\n  B: \${{ "op://vault/item" }}\n  C: \${{ op://vault/item/field }}\n`),
    ).toEqual([]);
    const d = one(`${BASE}secrets:\n  TOKEN: abc123\n`, 'invalid-secret-reference');
    expect(d).toMatchObject({ path: '/secrets/TOKEN', line: 8, column: 10 });
  });

  it('a secret the folder leaves without a value is a warning at the secret, with its code and message', () => {
    const text = `${BASE}secrets:\n  TOKEN: \${{ env.MY_TOKEN }}\n`;
    const problem = { code: 'secret-not-set', message: 'MY_TOKEN is not set' } as const;
    const d = one(text, 'secret-not-set', { unresolvedSecrets: { TOKEN: problem } });
    expect(d).toMatchObject({ severity: 'warning', path: '/secrets/TOKEN', line: 8, message: 'MY_TOKEN is not set' });
    expect(findings(text, { unresolvedSecrets: {} })).toEqual([]);
  });

  it('target is all, site, space or organization: invalid-value otherwise', () => {
    expect(findings(`${BASE}target: organization\n`)).toEqual([]);
    expect(one(`${BASE}target: page\n`, 'invalid-value')).toMatchObject({ path: '/target', line: 7 });
  });

  it('contentSecurityPolicy is a string or a map of directives: invalid-type otherwise', () => {
    expect(findings(`${BASE}contentSecurityPolicy: "script-src x.test"\n`)).toEqual([]);
    expect(findings(`${BASE}contentSecurityPolicy:\n  script-src: x.test\n`)).toEqual([]);
    expect(one(`${BASE}contentSecurityPolicy: [x]\n`, 'invalid-type')).toMatchObject({ path: '/contentSecurityPolicy', line: 7 });
  });

  it('envs override organization and secrets per environment', () => {
    expect(findings(`${BASE}envs:\n  staging:\n    organization: other\n    secrets:\n      A: \${{ "op://x/y" }}\n`)).toEqual([]);
    expect(one(`${BASE}envs:\n  staging:\n    secrets:\n      A: plain\n`, 'invalid-secret-reference')).toMatchObject({
      path: '/envs/staging/secrets/A',
      line: 10,
    });
  });

  it('an unknown top-level key is unknown-key with a did-you-mean and the allowed keys', () => {
    const d = one(`${BASE}previewImage: [a.png]\n`, 'unknown-key');
    expect(d).toMatchObject({ path: '/previewImage', line: 7, column: 1, endColumn: 13 });
    expect(d.message).toContain('Did you mean `previewImages`?');
  });

  it('a field of the wrong type is invalid-type saying what was expected', () => {
    const d = one(`${BASE}blocks: nope\n`, 'invalid-type');
    expect(d).toMatchObject({ path: '/blocks', line: 7 });
    expect(d.message).toContain('must be a list');
  });

  it('an empty or non-mapping document is one invalid-type at line 1', () => {
    expect(one('', 'invalid-type')).toMatchObject({ path: '', line: 1, column: 1 });
    expect(one('- a\n- b\n', 'invalid-type').message).toContain('got a list');
  });
});
