import type { ManifestDocument } from '../../../../shared/api/manifest.ts';

/** Unsaved text outlives the pane: switching to another feature and back must not lose it. */
export interface Draft {
  text: string;
  base: ManifestDocument;
}

let kept: Draft | null = null;

/** Called when the pane closes: the unsaved text, or null when everything was saved. */
export function keepDraft(draft: Draft | null) {
  kept = draft;
}

/**
 * What the pane opens with: the file as loaded, or the kept draft on top of it. When the file
 * changed on disk meanwhile, the draft stays and `theirs` asks the user which to keep.
 */
export function openDraft(loaded: ManifestDocument, draft: Draft | null = kept): Draft & { theirs: ManifestDocument | null } {
  if (!draft || draft.base.path !== loaded.path || draft.text === loaded.text) return { text: loaded.text, base: loaded, theirs: null };
  if (draft.base.version === loaded.version) return { text: draft.text, base: loaded, theirs: null };
  return { text: draft.text, base: draft.base, theirs: loaded };
}

/**
 * Unsaved text of another integration, left behind when a different folder was opened (the studio
 * opens folders without asking the page first): the pane offers it for copying instead of dropping it.
 */
export function leftBehind(loaded: ManifestDocument, draft: Draft | null = kept): Draft | null {
  return draft && draft.base.path !== loaded.path && draft.text !== draft.base.text ? draft : null;
}

/** The user copied or dismissed the left-behind text. */
export function forgetDraft() {
  kept = null;
}
