import { describe, expect, it } from 'vitest';
import type { ManifestDocument } from '../../../../shared/api/manifest.ts';
import { diskDraft, draftOf, keepDraft, keepMineBase, openDraft } from '../../../../renderer/src/features/manifest/draft.ts';

const doc = (text: string, version: number, path = '/i/platform-manifest.yaml', workspaceId = 'w1'): ManifestDocument => ({
  workspaceId,
  path,
  text,
  version,
  diagnostics: [],
});

describe('unsaved text survives leaving the pane', () => {
  it('no draft: the pane opens on the file', () => {
    expect(openDraft(doc('a: 1\n', 1), null)).toEqual({ text: 'a: 1\n', base: doc('a: 1\n', 1), theirs: null, restored: false });
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

  it('a draft an earlier run kept on disk comes back as restored unsaved text; if the file moved on since, with their version to choose from', () => {
    const kept = { text: 'a: 2\n', baseText: 'a: 1\n', savedAt: 1 };
    const same = openDraft(doc('a: 1\n', 7), diskDraft(doc('a: 1\n', 7), kept));
    expect(same).toMatchObject({ text: 'a: 2\n', theirs: null, restored: true });
    expect(same.base.version).toBe(7);
    const moved = openDraft(doc('a: 3\n', 7), diskDraft(doc('a: 3\n', 7), kept));
    expect(moved).toMatchObject({ text: 'a: 2\n', restored: true });
    expect(moved.theirs?.text).toBe('a: 3\n');
    expect(diskDraft(doc('a: 1\n', 7), null)).toBeNull();
  });

  it("another integration's draft is ignored", () => {
    expect(openDraft(doc('a: 1\n', 1, '/other/platform-manifest.yaml'), { text: 'a: 2\n', base: doc('a: 1\n', 1) }).text).toBe('a: 1\n');
  });

  it("the unsaved edit is kept with its own folder: another folder's pane never gets it, opening the folder again offers it back", () => {
    const draft = { text: 'a: 2\n', base: doc('a: 1\n', 1) };
    keepDraft('/i/platform-manifest.yaml', draft);
    expect(draftOf('/other/platform-manifest.yaml')).toBeNull();
    expect(openDraft(doc('b: 1\n', 1, '/other/platform-manifest.yaml', 'w2'))).toMatchObject({ text: 'b: 1\n', restored: false });
    // The same folder opened again (a new workspace id, versions counted anew): the draft is back, based on the new open.
    const again = openDraft(doc('a: 1\n', 1, '/i/platform-manifest.yaml', 'w3'));
    expect(again).toMatchObject({ text: 'a: 2\n', restored: true, theirs: null });
    expect(again.base.workspaceId).toBe('w3');
    // Changed on disk while the folder was closed: the draft comes back with their text to choose from.
    const moved = openDraft(doc('a: 9\n', 1, '/i/platform-manifest.yaml', 'w4'));
    expect(moved).toMatchObject({ text: 'a: 2\n', restored: true });
    expect(moved.theirs?.text).toBe('a: 9\n');
    keepDraft('/i/platform-manifest.yaml', null);
    expect(draftOf('/i/platform-manifest.yaml')).toBeNull();
  });

  it('"Keep mine" bases the next save on their version of the same file only, never on another folder\'s file', () => {
    const mine = doc('a: 1\n', 1);
    expect(keepMineBase(mine, doc('a: 3\n', 2))).toEqual(doc('a: 3\n', 2));
    expect(keepMineBase(mine, doc('b: 1\n', 2, '/other/platform-manifest.yaml', 'w2'))).toBeNull();
  });
});
