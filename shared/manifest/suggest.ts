/** Edit distance (insertions, deletions, substitutions), for "did you mean" hints. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest candidate when it is close enough to be a likely typo (at most a third of the word differs). */
export function closest(value: string, candidates: readonly string[]): string | null {
  const needle = value.toLowerCase();
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.ceil(best.length / 3)) ? best : null;
}

export function didYouMean(value: string, candidates: readonly string[]): string {
  const match = closest(value, candidates);
  return match ? ` Did you mean \`${match}\`?` : '';
}

/** The suggestion `didYouMean` put in a message, read back for quick fixes (the two stay in one file). */
export function suggestionIn(message: string): string | null {
  return /Did you mean `([^`]+)`\?/.exec(message)?.[1] ?? null;
}

export function listOf(values: readonly unknown[]): string {
  return values.map((value) => `\`${show(value)}\``).join(', ');
}

/**
 * A value from the manifest as text for a message. `String()` throws on some YAML (a mapping with a
 * `toString` key becomes an object whose toString is not a function), and the validator must not.
 */
export const show = (value: unknown): string => {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return Array.isArray(value) ? 'a list' : typeof value;
  }
};
