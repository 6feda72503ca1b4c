/**
 * Cross-pane links: "journal #42" in the Events pane opens record 42 in the Inspector. The request
 * waits here until the Inspector takes it, so it works even when that pane was never opened.
 */
let pending: number | null = null;
const listeners = new Set<(id: number) => void>();

export function openRecord(id: number) {
  pending = id;
  for (const listener of listeners) listener(id);
  location.hash = 'inspector';
}

/** The Inspector's side: called with the pending request (if any) and every later one. */
export function onRecordRequest(listener: (id: number) => void): () => void {
  listeners.add(listener);
  if (pending !== null) listener(pending);
  return () => void listeners.delete(listener);
}

/** Marks the request handled, so remounting the Inspector does not reopen it. */
export function recordRequestHandled() {
  pending = null;
}

/** Another workspace opened: a request naming a record of the previous one's journal is dropped. */
export function forgetRecordRequest() {
  pending = null;
}
