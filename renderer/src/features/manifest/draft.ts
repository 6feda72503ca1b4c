import type { ManifestDocument, ManifestDraft } from '../../../../shared/api/manifest.ts';

/**
 * Unsaved text outlives the pane, per manifest file: opening another folder keeps it with its own
 * folder (never shown in another's pane), and opening that folder again offers it back.
 */
export interface Draft {
  text: string;
  base: ManifestDocument;
}

const kept = new Map<string, Draft>();

/** Called when the pane closes on `path`: its unsaved text, or null when everything was saved. */
export function keepDraft(path: string, draft: Draft | null) {
  if (draft) kept.set(path, draft);
  else kept.delete(path);
}

/** The unsaved text kept for this manifest file, if any. */
export function draftOf(path: string): Draft | null {
  return kept.get(path) ?? null;
}

/**
 * A draft kept on disk by an earlier run of the studio (`manifest.draft`), as the pane's draft: its
 * base is the file's text it was typed over, from an earlier open (so the pane says it is back).
 */
export function diskDraft(loaded: ManifestDocument, stored: ManifestDraft | null): Draft | null {
  if (!stored) return null;
  return { text: stored.text, base: { ...loaded, text: stored.baseText, workspaceId: `${loaded.workspaceId}:earlier-run`, version: -1 } };
}

/**
 * What the pane opens with: the file as loaded, or the kept draft of the same file on top of it.
 * `restored` says the draft was made in an earlier open of the folder (the pane says it is back).
 * When the file changed on disk meanwhile, the draft stays and `theirs` asks the user which to keep.
 */
export function openDraft(
  loaded: ManifestDocument,
  draft: Draft | null = draftOf(loaded.path),
): Draft & { theirs: ManifestDocument | null; restored: boolean } {
  if (!draft || draft.base.path !== loaded.path || draft.text === loaded.text)
    return { text: loaded.text, base: loaded, theirs: null, restored: false };
  const restored = draft.base.workspaceId !== loaded.workspaceId;
  // Versions count within one open; across opens the text itself says whether the file moved on.
  const unchanged = restored ? draft.base.text === loaded.text : draft.base.version === loaded.version;
  if (unchanged) return { text: draft.text, base: loaded, theirs: null, restored };
  return { text: draft.text, base: draft.base, theirs: loaded, restored };
}

/**
 * "Keep mine" on a conflict: the next save is based on their version, and only when theirs is the
 * very file the text was read from; anything else (another folder's file) is never a base.
 */
export function keepMineBase(base: ManifestDocument, theirs: ManifestDocument): ManifestDocument | null {
  return theirs.path === base.path ? { ...theirs } : null;
}
