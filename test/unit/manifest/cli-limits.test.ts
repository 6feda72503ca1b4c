import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../shared/api/manifest.ts';
import { LIMITS } from '../../../shared/manifest/schema.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';

// Lines 1..6; each case appends below, so what it adds starts on line 7.
const BASE = `name: my-integration
title: My Integration
description: Does one thing well.
organization: my-org
scopes:
  - space:content:read
`;

function only(text: string, code: string): Diagnostic {
  const all = validateManifestText(text).diagnostics;
  const found = all.filter((d) => d.code === code);
  expect(found, JSON.stringify(all, null, 1)).toHaveLength(1);
  expect(all.filter((d) => d.severity === 'error')).toHaveLength(1);
  return found[0]!;
}

const x = (n: number) => 'x'.repeat(n);

describe("the platform CLI's manifest limits", () => {
  it('a block title of one character is refused (too-short, at least 2) at its line and column', () => {
    const d = only(`${BASE}blocks:\n  - id: b\n    title: A\n`, 'too-short');
    expect(d).toMatchObject({ severity: 'error', path: '/blocks/0/title', line: 9, column: 12 });
    expect(d.message).toContain('at least 2');
  });

  it('a block title over 40 characters is refused (too-long naming 40)', () => {
    const d = only(`${BASE}blocks:\n  - id: b\n    title: ${x(41)}\n`, 'too-long');
    expect(d).toMatchObject({ path: '/blocks/0/title', line: 9, column: 12 });
    expect(d.message).toContain(`at most ${LIMITS.blockTitle.max}`);
  });

  it('a block description over 150 characters is refused (too-long naming 150)', () => {
    const d = only(`${BASE}blocks:\n  - id: b\n    title: Ok\n    description: ${x(151)}\n`, 'too-long');
    expect(d).toMatchObject({ path: '/blocks/0/description', line: 10, column: 18 });
    expect(d.message).toContain('151 characters; at most 150');
  });

  it('a configuration property description over 100 and a title over 30 are refused', () => {
    const section = (field: string, value: string) =>
      `${BASE}configurations:\n  account:\n    properties:\n      token:\n        type: string\n        title: Token\n        description: Help\n        ${field}: ${value}\n`.replace(
        `        ${field}: ${field === 'title' ? 'Token' : 'Help'}\n`,
        '',
      );
    const description = only(section('description', x(101)), 'too-long');
    expect(description).toMatchObject({ path: '/configurations/account/properties/token/description', line: 13 });
    expect(description.message).toContain('at most 100');
    const title = only(section('title', x(31)), 'too-long');
    expect(title).toMatchObject({ path: '/configurations/account/properties/token/title', line: 13 });
    expect(title.message).toContain('at most 30');
  });

  it('four previewImages are refused (too-many naming 3, at the fourth); three are accepted', () => {
    const list = (n: number) => `${BASE}previewImages:\n${Array.from({ length: n }, (_, i) => `  - p${i}.png\n`).join('')}`;
    const d = only(list(4), 'too-many');
    expect(d).toMatchObject({ path: '/previewImages/3', line: 11, column: 5 });
    expect(d.message).toContain('4 entries; at most 3');
    expect(validateManifestText(list(3)).diagnostics).toEqual([]);
  });

  it('contentSources entries need an id, a 2–40 character title, a description of at most 150 and a configuration component', () => {
    const good = `${BASE}contentSources:\n  - id: pages\n    title: Pages\n    configuration:\n      componentId: config\n`;
    expect(validateManifestText(good).diagnostics).toEqual([]);
    expect(only(good.replace('title: Pages', 'title: P'), 'too-short')).toMatchObject({ path: '/contentSources/0/title', line: 9 });
    expect(only(good.replace('title: Pages', `title: Pages\n    description: ${x(151)}`), 'too-long')).toMatchObject({
      path: '/contentSources/0/description',
      line: 10,
    });
    expect(only(good.replace('    configuration:\n      componentId: config\n', ''), 'missing-required').path).toBe(
      '/contentSources/0/configuration',
    );
    const twice = `${good}  - id: pages\n    title: Again\n    configuration:\n      componentId: config\n`;
    expect(only(twice, 'duplicate-content-source-id')).toMatchObject({ path: '/contentSources/1/id', line: 12 });
  });

  it('the name pattern and externalLinks URLs follow the CLI (letters, digits, single hyphens; absolute URLs)', () => {
    expect(only(BASE.replace('my-integration', 'my_integration'), 'invalid-name').line).toBe(1);
    expect(only(`${BASE}externalLinks:\n  - label: Docs\n    url: docs/index.html\n`, 'invalid-url')).toMatchObject({
      line: 9,
      column: 10,
    });
  });

  it('envs entries take organization, visibility and secrets, each checked like the top-level field', () => {
    const envs = `${BASE}envs:\n  staging:\n    organization: org-staging\n    visibility: unlisted\n    secrets:\n      KEY: \${{ env.STAGING_KEY }}\n`;
    expect(validateManifestText(envs).diagnostics).toEqual([]);
    expect(only(envs.replace('unlisted', 'hidden'), 'invalid-value')).toMatchObject({ path: '/envs/staging/visibility', line: 10 });
    expect(only(`${envs}    organisation: typo\n`, 'unknown-key').message).toContain('organization');
  });
});
