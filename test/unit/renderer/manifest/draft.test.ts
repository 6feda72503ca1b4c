import { describe, expect, it } from 'vitest';
import type { ManifestDocument } from '../../../../shared/api/manifest.ts';
import { leftBehind, openDraft } from '../../../../renderer/src/features/manifest/draft.ts';

const doc = (text: string, version: number, path = '/i/platform-manifest.yaml'): ManifestDocument => ({
  path,
  text,
  version,
  diagnostics: [],
});

describe('unsaved text survives leaving the pane', () => {
  it('no draft: the pane opens on the file', () => {
    expect(openDraft(doc('a: 1\n', 1), null)).toEqual({ text: 'a: 1\n', base: doc('a: 1\n', 1), theirs: null });
  });

  it('a draft on the unchanged file comes back as unsaved text', () => {
    const opened = openDraft(doc('a: 1\n', 1), { text: 'a: 2\n', base: doc('a: 1\n', 1) });
    expect(opened).toMatchObject({ text: 'a: 2\n', theirs: null });
    expect(opened.base.version).toBe(1);
  });

  it('a draft on a file that changed meanwhile comes back with their version to choose from', () => {
    const opened = openDraft(doc('a: 3\n', 2), { text: 'a: 2\n', base: doc('a: 1\n', 1) });
    expect(opened.text).toBe('a: 2\n');
    expect(opened.base.version).toBe(1);
    expect(opened.theirs?.text).toBe('a: 3\n');
  });

  it("another integration's draft is ignored", () => {
    expect(openDraft(doc('a: 1\n', 1, '/other/platform-manifest.yaml'), { text: 'a: 2\n', base: doc('a: 1\n', 1) }).text).toBe('a: 1\n');
  });

  it('opening another folder with unsaved edits: they are offered back (left behind), not dropped silently', () => {
    const draft = { text: 'a: 2\n', base: doc('a: 1\n', 1) };
    expect(leftBehind(doc('b: 1\n', 1, '/other/platform-manifest.yaml'), draft)).toBe(draft);
    expect(leftBehind(doc('a: 1\n', 1), draft)).toBeNull();
    expect(leftBehind(doc('b: 1\n', 1, '/other/platform-manifest.yaml'), null)).toBeNull();
  });
});
