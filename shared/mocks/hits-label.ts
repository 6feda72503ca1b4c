const plural = (count: number) => `${count} hit${count === 1 ? '' : 's'}`;

/**
 * A mock's hits as the Mocks panel and `mock list` both say them: this session's (the running
 * studio's; null when none is running) and the whole journal's, labelled so the two never read as one.
 */
export function hitsLabel(session: number | null, journal: number): string {
  return session === null
    ? `${plural(journal)} in the journal (no studio running)`
    : `${plural(session)} this session · ${journal} in the journal`;
}
