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

export function listOf(values: readonly unknown[]): string {
  return values.map((value) => `\`${String(value)}\``).join(', ');
}
