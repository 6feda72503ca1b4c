/**
 * Unsaved work panes hold, so the shell can ask before an action of its own (opening another
 * folder) throws it away. A pane registers what it holds and how to let it go; module state, as
 * there is one shell per page.
 */
export interface UnsavedWork {
  /** What is unsaved, as a sentence fragment: "edits to the manifest". */
  label: string;
  /**
   * Drops the unsaved work (the user chose Discard), so nothing offers it back later; returns how
   * to put it back, for when the action it was dropped for fails.
   */
  discard(): () => void;
}

const held = new Map<string, UnsavedWork>();

/** `work` null: nothing unsaved under `key` any more. */
export function setUnsaved(key: string, work: UnsavedWork | null) {
  if (work) held.set(key, work);
  else held.delete(key);
}

export function unsavedWork(): UnsavedWork[] {
  return [...held.values()];
}

/** Discards every pane's unsaved work; the function returned puts it all back. */
export function discardUnsaved(): () => void {
  const undo = [...held.values()].map((work) => work.discard());
  held.clear();
  return () => undo.forEach((restore) => restore());
}
